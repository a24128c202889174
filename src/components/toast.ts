import { notifications, type NotificationData } from '@mantine/notifications'

/**
 * `notifications.show`, except offline on a page no service worker controls. The toast container is a
 * lazy chunk (src/shell/Toasts.tsx) loaded with the first toast; offline and without the service worker's
 * precache that import fails and takes the whole app down to the route-error page. There the toast is
 * skipped (logged), and the screen's own message says what happened.
 */
export function showToast(data: NotificationData): void {
  const controlled = typeof navigator.serviceWorker !== 'undefined' && navigator.serviceWorker.controller !== null
  if (!navigator.onLine && !controlled) {
    console.warn('Offline: toast not shown:', data.title)
    return
  }
  notifications.show(data)
}
