import { Text, Title } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { useT } from '@/i18n/react'
import { usePageTitle } from '@/components/page-title'
import classes from './StatusPage.module.css'

export function NotFound() {
  const t = useT()
  usePageTitle(t('shell.notFound.title'))
  return (
    <section className={classes.page} aria-labelledby="not-found-title">
      <p className={`${classes.code} wp-gradient-text`}>404</p>
      <Title order={1} id="not-found-title" className={classes.title}>
        {t('shell.notFound.title')}
      </Title>
      <Text c="dimmed" maw={420}>
        {t('shell.notFound.text')}
      </Text>
      <Link to="/" className={classes.button}>
        {t('shell.returnHome')}
      </Link>
    </section>
  )
}
