import '@mantine/core/styles/Notification.layer.css'
import '@mantine/notifications/styles.layer.css'
import { MantineThemeProvider } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { Notifications } from '@mantine/notifications'
import { useLayoutEffect, useState, type Ref } from 'react'
import classes from './AppFrame.module.css'
import { PHONE_QUERY } from '@/components/breakpoints'
import { useT } from '@/i18n/react'
import { publishSize } from '@/lib/size-property'

/** How much of the screen's foot the toasts cover (global.css's scroll-padding reads it). */
const TOASTS_BLOCK = '--wp-toasts-block'

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
  // On a phone the toasts sit over the foot of the screen: while one shows, the page and an overlay keep
  // a focused control clear of them as they do of the bottom menu (scroll-padding, WCAG 2.4.11).
  const [holder, setHolder] = useState<HTMLDivElement | null>(null)
  useLayoutEffect(() => {
    const list = holder?.querySelector<HTMLElement>('[data-position="bottom-center"]')
    if (!list) return
    // What the list covers of the viewport, from its top to the foot (0 when no toast shows).
    return publishSize(list, TOASTS_BLOCK, (element) => (element.offsetHeight > 0 ? window.innerHeight - element.getBoundingClientRect().top : 0))
  }, [holder, phone])

  return (
    <section ref={regionRef} aria-label={t('shell.notifications')} tabIndex={-1} className={classes.region}>
      <div ref={setHolder}>
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
      </div>
    </section>
  )
}
