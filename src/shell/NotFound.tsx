import { Text, Title } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import classes from './StatusPage.module.css'

export function NotFound() {
  return (
    <section className={classes.page} aria-labelledby="not-found-title">
      <p className={`${classes.code} wp-gradient-text`}>404</p>
      <Title order={1} id="not-found-title" className={classes.title}>
        Oops! Page not found
      </Title>
      <Text c="gray.7" maw={420}>
        The page you are looking for has moved, or never existed. Everything else is one tap away.
      </Text>
      <Link to="/" className={classes.button}>
        Return to Home
      </Link>
    </section>
  )
}
