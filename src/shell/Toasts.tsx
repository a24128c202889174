import { Notifications } from '@mantine/notifications'
import { useRef } from 'react'
import { createPortal } from 'react-dom'
import { useHotkeys } from '@mantine/hooks'
import classes from './AppFrame.module.css'

/** Toasts: at most 3 visible; Alt+T moves focus to them (SPEC section 9). */
export function Toasts() {
  const regionRef = useRef<HTMLElement>(null)
  useHotkeys([
    [
      'alt+T',
      () => {
        const first = regionRef.current?.querySelector<HTMLElement>('.mantine-Notification-root')
        ;(first ?? regionRef.current)?.focus()
      },
    ],
  ])
  // One labelled region holds the toasts. It lives outside #root, which an open overlay makes inert,
  // so a toast raised inside an overlay is still announced and reachable.
  return createPortal(
    <section ref={regionRef} aria-label="Notifications" tabIndex={-1} className={classes.region}>
      <Notifications limit={3} position="top-center" zIndex={1000} containerWidth={420} withinPortal={false} />
    </section>,
    document.body,
  )
}
