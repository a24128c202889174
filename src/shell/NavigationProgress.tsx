import { useRouterState } from '@tanstack/react-router'
import { useT } from '@/i18n/react'
import classes from './NavigationProgress.module.css'

/**
 * A thin bar under the header while the next screen is on its way (its code, or data it waits for, on a
 * slow connection), so a tap that seems to do nothing is seen to have been taken. It shows only after a
 * moment (its CSS), so a screen that comes at once never flashes it; an overlay, once open, covers it.
 */
export function NavigationProgress() {
  const t = useT()
  const pending = useRouterState({ select: (state) => state.status === 'pending' })
  if (!pending) return null
  return <div className={classes.bar} role="progressbar" aria-label={t('shell.loading')} />
}
