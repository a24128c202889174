import { Text, Title } from '@mantine/core'
import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { retryFailedParts } from '@/components/lazy-part'
import { useT } from '@/i18n/react'
import classes from './StatusPage.module.css'

/** What went wrong, as the router hands it over: a status text, or the error's message (null: unknown). */
function errorDescription(error: unknown): string | null {
  if (error && typeof error === 'object') {
    if ('statusText' in error && typeof error.statusText === 'string' && error.statusText) return error.statusText
    if ('message' in error && typeof error.message === 'string' && error.message) return error.message
  }
  return typeof error === 'string' && error ? error : null
}

/**
 * A piece of the app's code that could not be fetched: offline before the service worker kept the app, or
 * a file a newer build replaced. Chromium, Firefox and Safari word it so; Vite's helper for a chunk's
 * stylesheet too. The person is told what to do, not shown the file's address.
 */
const CODE_NOT_FETCHED = /dynamically imported module|Importing a module script failed|Unable to preload CSS/i

export function codeNotFetched(error: unknown): boolean {
  const description = errorDescription(error)
  return description !== null && CODE_NOT_FETCHED.test(description)
}

export function RouteError({ error }: ErrorComponentProps) {
  const t = useT()
  const router = useRouter()
  // Try again loads the screen again, its code and data included: the boundary's own reset would only
  // render the same failed match again (a loader's error, a chunk that did not come, stay as they were).
  // The lazy parts inside screens (settings, a tab, a dialog) whose code did not come try again too.
  const tryAgain = () => {
    retryFailedParts()
    void router.invalidate()
  }
  return (
    <section className={classes.page} role="alert">
      <Title order={1} className={classes.title}>
        {t('shell.routeError.title')}
      </Title>
      {codeNotFetched(error) ? (
        <Text className={classes.explanation}>{t('shell.routeError.notFetched')}</Text>
      ) : (
        <Text component="pre" className={classes.detail}>
          {errorDescription(error) ?? t('shell.routeError.unknown')}
        </Text>
      )}
      <div className={classes.actions}>
        <button type="button" className={classes.button} onClick={tryAgain}>
          {t('shell.tryAgain')}
        </button>
        <Link to="/" className={classes.secondary}>
          {t('shell.returnHome')}
        </Link>
      </div>
    </section>
  )
}
