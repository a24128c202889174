import '@mantine/core/styles/Notification.layer.css'
import '@mantine/notifications/styles.layer.css'
import { MantineThemeProvider } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { Notifications } from '@mantine/notifications'
import type { Ref } from 'react'
import classes from './AppFrame.module.css'
import { PHONE_QUERY } from '@/components/breakpoints'
import { useT } from '@/i18n/react'

export interface ToastHostProps {
  regionRef: Ref<HTMLElement>
}

/**
 * Mantine's toast container (with its transitions), loaded when the first toast is shown. On a phone the
 * toasts rise from the bottom, above the bottom menu, where they cover no header or close button and sit
 * under the thumb; on wider screens they drop in at the top.
 */
export default function ToastHost({ regionRef }: ToastHostProps) {
  const t = useT()
  // Read on the first render: a toast already waiting must not start at the top and then move (a moved
  // toast leaves a copy behind while its exit transition runs).
  const phone = useMediaQuery(PHONE_QUERY, undefined, { getInitialValueInEffect: false })
  // Every toast: a close button named in the person's language (Mantine's has no name), and its text in
  // the app's muted colour (Mantine's grey under a title is 3.3:1 on white, under WCAG's 4.5).
  const toasts = {
    components: {
      Notification: { classNames: { description: classes.toastText }, defaultProps: { closeButtonProps: { 'aria-label': t('shell.close') } } },
    },
  }
  return (
    <section ref={regionRef} aria-label={t('shell.notifications')} tabIndex={-1} className={classes.region}>
      <MantineThemeProvider theme={toasts} inherit>
        <Notifications
          limit={3}
          position={phone ? 'bottom-center' : 'top-center'}
          zIndex={1000}
          containerWidth={420}
          withinPortal={false}
          classNames={{ root: classes.toasts }}
        />
      </MantineThemeProvider>
    </section>
  )
}
