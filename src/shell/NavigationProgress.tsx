import { useRouterState } from '@tanstack/react-router'
import { useT } from '@/i18n/react'
import classes from './NavigationProgress.module.css'

/**
 * A thin bar under the header while the next screen is on its way (its code, or data it waits for, on a
 * slow connection), so a tap that seems to do nothing is seen to have been taken. It shows only after a
 * moment (its CSS), so a screen that comes at once never flashes it. An open overlay covers the page's
 * bar and has its own under its title (`within`: at the top of its positioned parent), for a tap inside
 * it (an article in the news).
 */
export function NavigationProgress({ within = false }: { within?: boolean }) {
  const t = useT()
  const pending = useRouterState({ select: (state) => state.status === 'pending' })
  if (!pending) return null
  return (
    <div className={within ? `${classes.bar} ${classes.within}` : classes.bar} role="progressbar" aria-label={t('shell.loading')} />
  )
}
