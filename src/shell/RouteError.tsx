import { useEffect, useRef } from 'react'
import { Text, Title } from '@mantine/core'
import { Link, useMatch, useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { retryFailedParts } from '@/components/lazy-part'
import { codeNotFetched } from '@/lib/code-not-fetched'
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

/** A child of the home page: an overlay's screen (the home page's own index is one too, with ?external=). */
const underHome = (routeId: string | undefined): boolean => routeId?.startsWith('/_home/') === true

/** Focus that went with the screen: on nothing, or inside the home page an overlay's address hides. */
function focusLost(): boolean {
  const active = document.activeElement
  return active === null || active === document.body || active.closest('.wp-covered') !== null
}

export function RouteError({ error }: ErrorComponentProps) {
  const t = useT()
  const router = useRouter()
  // An overlay's screen (a child of the home page) that failed is shown where the overlay would have been,
  // over the page: rendered in the home page's outlet, it would sit below the whole page, which an
  // overlay's address leaves hidden, and the person would see an empty screen.
  const overlay = useMatch({ strict: false, select: (match) => underHome(match.routeId) })
  const retry = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    // Opened from the page (a link in a section), focus would stay in the hidden page: it goes to the way on.
    if (overlay && focusLost()) retry.current?.focus({ preventScroll: true })
  }, [overlay])
  // Try again loads the screen again, its code and data included: the boundary's own reset would only
  // render the same failed match again (a loader's error, a chunk that did not come, stay as they were).
  // The lazy parts inside screens (settings, a tab, a dialog) whose code did not come try again too.
  const tryAgain = () => {
    retryFailedParts()
    void router.invalidate()
  }
  const page = (
    <section className={classes.page} role="alert">
      <Title order={1} className={classes.title}>
        {t('shell.routeError.title')}
      </Title>
      {/* Code that did not come: the person is told what to do, not shown the file's address. */}
      {codeNotFetched(error) ? (
        <Text className={classes.explanation}>{t('shell.routeError.notFetched')}</Text>
      ) : (
        <Text component="pre" className={classes.detail}>
          {errorDescription(error) ?? t('shell.routeError.unknown')}
        </Text>
      )}
      <div className={classes.actions}>
        <button ref={retry} type="button" className={classes.button} onClick={tryAgain}>
          {t('shell.tryAgain')}
        </button>
        <Link to="/" className={classes.secondary}>
          {t('shell.returnHome')}
        </Link>
      </div>
    </section>
  )
  return overlay ? <div className={classes.layer}>{page}</div> : page
}
