import { createPortal } from 'react-dom'
import { useRouterState } from '@tanstack/react-router'
import { useT } from '@/i18n/react'
import classes from './NavigationProgress.module.css'

/**
 * A thin bar under the header while the next screen is on its way (its code, or data it waits for, on a
 * slow connection), so a tap that seems to do nothing is seen to have been taken. It shows only after a
 * moment (its CSS), so a screen that comes at once never flashes it. An open overlay covers the page's
 * header: for a tap inside it (an article in the news), the bar goes under the overlay's title, into the
 * place it keeps for it (`data-wp-progress-slot`, shell/Overlay.tsx). The overlay does not import this
 * module, which would then come in a chunk of its own on every page.
 */
export function NavigationProgress() {
  const t = useT()
  const pending = useRouterState({ select: (state) => state.status === 'pending' })
  if (!pending) return null
  const slot = document.querySelector<HTMLElement>('[data-wp-progress-slot]')
  const bar = (
    <div className={slot ? `${classes.bar} ${classes.within}` : classes.bar} role="progressbar" aria-label={t('shell.loading')} />
  )
  return slot ? createPortal(bar, slot) : bar
}
