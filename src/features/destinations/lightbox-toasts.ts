// The lightbox's toast (SPEC section 8), with a stable id so a failure is announced once.
import { notifications } from '@mantine/notifications'

const LIGHTBOX_FAILED = 'Failed to load destinations. Please try again later.'

/** The lightbox could not load the destinations. */
export function showLightboxFailure(error: unknown): void {
  console.error('Failed to load destinations:', error)
  notifications.show({ id: 'destinations-lightbox-failed', color: 'red', message: LIGHTBOX_FAILED, autoClose: 6000 })
}
