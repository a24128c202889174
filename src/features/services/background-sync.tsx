// The outbox's background sync for this page, started once however many screens ask for it (the app
// frame's OutboxSync when requests are waiting, the services panel whenever it is open).
import '@mantine/core/styles/CloseButton.layer.css'
import '@mantine/core/styles/Loader.layer.css'
import { notifications } from '@mantine/notifications'
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react'
import { i18n, loadArea } from '@/i18n/catalogs'
import { deliveredLaterNotice, refusedNotice, SAVED_TOAST_ID } from './notices'
import { serviceOutbox } from './service-outbox'
import { startOutboxSync } from './sync'

let users = 0
let stop: (() => void) | null = null

/** Starts the sync if it is not running; returns a release function. */
export function ensureOutboxSync(): () => void {
  users += 1
  stop ??= startOutboxSync({
    outbox: serviceOutbox,
    onSettled: (delivery) => {
      const speak = () => {
        const service = delivery.entry.payload.service
        const notice = delivery.status === 'sent' ? deliveredLaterNotice(service) : refusedNotice(service, delivery.reason)
        const sent = delivery.status === 'sent'
        // The saved toast, if it still shows, no longer says what is true.
        notifications.hide(SAVED_TOAST_ID)
        notifications.show({
          ...notice,
          icon: sent ? <IconCheck size={18} aria-hidden="true" /> : <IconAlertTriangle size={18} aria-hidden="true" />,
          autoClose: sent ? 6000 : false,
        })
      }
      // Any screen may be open: the services catalog is loaded (in the language shown) before it speaks.
      // The service worker holds every catalog, so this fails only in a browser without one, offline;
      // the toast is then still shown rather than lost.
      loadArea(i18n.locale, 'services').then(speak, speak)
    },
  })
  let released = false
  return () => {
    if (released) return
    released = true
    users -= 1
    if (users === 0) {
      stop?.()
      stop = null
    }
  }
}
