import '@mantine/core/styles/Notification.layer.css'
import '@mantine/notifications/styles.layer.css'
import { Notifications } from '@mantine/notifications'
import type { Ref } from 'react'
import classes from './AppFrame.module.css'

/** Mantine's toast container (with its transitions): loaded when the first toast is shown. */
export interface ToastHostProps {
  regionRef: Ref<HTMLElement>
}

export default function ToastHost({ regionRef }: ToastHostProps) {
  return (
    <section ref={regionRef} aria-label="Notifications" tabIndex={-1} className={classes.region}>
      <Notifications limit={3} position="top-center" zIndex={1000} containerWidth={420} withinPortal={false} />
    </section>
  )
}
