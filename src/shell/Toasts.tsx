import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react'
import { createPortal } from 'react-dom'
import { useHotkeys } from '@mantine/hooks'
import { useNotifications } from '@mantine/notifications'
import type { ToastHostProps } from './ToastHost'

type ToastHostModule = { default: ComponentType<ToastHostProps> }
let toastHost: Promise<ToastHostModule> | undefined
/** One fetch of the container's chunk, shared by the early preload and the lazy component. */
const loadToastHost = () => (toastHost ??= import('./ToastHost'))

// If the chunk cannot be fetched (offline before the service worker holds it) the toasts are lost, not
// the app: a failed lazy import would otherwise reach the route's error page.
const ToastHost = lazy(
  (): Promise<ToastHostModule> =>
    loadToastHost().catch((error: unknown) => {
      console.error('Toasts unavailable:', error)
      return { default: () => null }
    }),
)

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

  // This mounts once the first screen is done (ShellExtras): fetch the container's chunk now, so a toast
  // raised after the connection drops can still be shown. (A failure is reported by the lazy component.)
  useEffect(() => {
    loadToastHost().catch(() => undefined)
  }, [])

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
