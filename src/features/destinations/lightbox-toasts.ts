// The lightbox's toast (docs/behaviour.md, "Destinations (the published sheet)"), with a stable id so a failure is announced once.
import { notifications } from '@mantine/notifications'
import { t } from '@/i18n/react'

/** The lightbox could not load the destinations. */
export function showLightboxFailure(error: unknown): void {
  console.error('Failed to load destinations:', error)
  notifications.show({ id: 'destinations-lightbox-failed', color: 'red', message: t('destinations.lightbox.failed'), autoClose: 6000 })
}
