import { Notifications } from '@mantine/notifications'
import { useHotkeys } from '@mantine/hooks'

/** Toasts: at most 3 visible; Alt+T moves focus to them (SPEC section 9). */
export function Toasts() {
  useHotkeys([
    [
      'alt+T',
      () => {
        const region = document.querySelector<HTMLElement>('[data-toasts]')
        const first = region?.querySelector<HTMLElement>('[role="alert"], .mantine-Notification-root')
        ;(first ?? region)?.focus()
      },
    ],
  ])
  return (
    <Notifications
      limit={3}
      position="top-center"
      zIndex={1000}
      aria-label="Notifications"
      data-toasts
      tabIndex={-1}
      containerWidth={420}
    />
  )
}
