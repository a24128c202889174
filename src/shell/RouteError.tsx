import { Text, Title } from '@mantine/core'
import { Link, type ErrorComponentProps } from '@tanstack/react-router'
import classes from './StatusPage.module.css'

/** What went wrong, as the router hands it over: a status text, or the error's message. */
function errorDescription(error: unknown): string {
  if (error && typeof error === 'object') {
    if ('statusText' in error && typeof error.statusText === 'string' && error.statusText) return error.statusText
    if ('message' in error && typeof error.message === 'string' && error.message) return error.message
  }
  return typeof error === 'string' && error ? error : 'Unknown error'
}

export function RouteError({ error, reset }: ErrorComponentProps) {
  return (
    <section className={classes.page} role="alert">
      <Title order={1} className={classes.title}>
        Unexpected Application Error!
      </Title>
      <Text component="pre" className={classes.detail}>
        {errorDescription(error)}
      </Text>
      <div className={classes.actions}>
        <button type="button" className={classes.button} onClick={reset}>
          Try again
        </button>
        <Link to="/" className={classes.secondary}>
          Return to Home
        </Link>
      </div>
    </section>
  )
}
