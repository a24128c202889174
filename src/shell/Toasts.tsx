import { lazy, Suspense, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { useHotkeys } from '@mantine/hooks'
import { useNotifications } from '@mantine/notifications'

const ToastHost = lazy(() => import('./ToastHost'))

/**
 * Toasts: at most 3 visible; Alt+T moves focus to them (SPEC section 9). Features call
 * `notifications.show()`; the container, with its transitions, loads only once there is a toast to show.
 * It lives outside #root, which an open overlay makes inert, so a toast raised inside an overlay is still
 * announced and reachable.
 */
export function Toasts() {
  const regionRef = useRef<HTMLElement>(null)
  const { notifications, queue } = useNotifications()
  const [wanted, setWanted] = useState(false)
  if (!wanted && notifications.length + queue.length > 0) setWanted(true)

  useHotkeys([
    [
      'alt+T',
      () => {
        const first = regionRef.current?.querySelector<HTMLElement>('.mantine-Notification-root')
        ;(first ?? regionRef.current)?.focus()
      },
    ],
  ])

  if (!wanted) return null
  return createPortal(
    <Suspense fallback={null}>
      <ToastHost regionRef={regionRef} />
    </Suspense>,
    document.body,
  )
}
