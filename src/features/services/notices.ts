// What the person is told about a request, as toasts (titles and messages in one place), in the active
// language when they are raised: the services catalog must be loaded by then (the panel loads it; the
// background sync loads it before it speaks).
import type { ServiceSlug } from '@/content/services'
import { t } from '@/i18n/react'
import { serverMessage, type ServerReason } from './server-messages'
import { serviceName, storedServiceName } from './service-names'
import type { SavedReason } from './submit'

interface Notice {
  title: string
  message: string
  color: 'teal' | 'brand' | 'red'
}

/** The request went through at once. */
export function sentNotice(slug: ServiceSlug): Notice {
  return {
    title: t('services.notice.sent.title'),
    message: t('services.notice.sent.message', { service: serviceName(slug) }),
    color: 'teal',
  }
}

/**
 * The toast that says a request is saved for later: one at a time, and taken down when a saved request
 * goes through, so 'Request saved… you are offline' never stays beside 'Request sent'.
 */
export const SAVED_TOAST_ID = 'service-request-saved'

/** The request is saved on the device and will be sent later. */
export function savedNotice(reason: SavedReason, durable: boolean): Notice {
  const message =
    reason === 'offline'
      ? t(durable ? 'services.notice.saved.offline' : 'services.notice.saved.offlineKeepOpen')
      : reason === 'busy'
        ? t(durable ? 'services.notice.saved.busy' : 'services.notice.saved.busyKeepOpen')
        : t(durable ? 'services.notice.saved.unreachable' : 'services.notice.saved.unreachableKeepOpen')
  return { title: t('services.notice.saved.title'), message, color: 'brand' }
}

/** A saved request has now been sent (by the background sync); `service` is the name it was saved with. */
export function deliveredLaterNotice(service: string): Notice {
  return {
    title: t('services.notice.sent.title'),
    message: t('services.notice.deliveredLater', storedServiceName(service)),
    color: 'teal',
  }
}

/** A saved request was refused by the server: it is dropped, and the person must send it again. */
export function refusedNotice(service: string, reason: ServerReason): Notice {
  return {
    title: t('services.notice.refused.title'),
    message: t('services.notice.refused.message', { ...storedServiceName(service), reason: serverMessage(reason, t) }),
    color: 'red',
  }
}
