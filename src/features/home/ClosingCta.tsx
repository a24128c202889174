import { Text, Title } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { BackgroundVideo } from '@/components/BackgroundVideo'
import { RouterButton } from '@/components/RouterLink'
import { config } from '@/app/config'
import { brand } from '@/content/brand'
import { useArea, useT } from '@/i18n/react'
import './area'
import { media } from './media'
import classes from './ClosingCta.module.css'

/** The closing call to action over a looping video, with the terms and privacy links. */
export function ClosingCta() {
  useArea('home')
  const t = useT()
  return (
    <section className={classes.section} aria-labelledby="closing-title">
      <BackgroundVideo className={classes.video} sources={media.closing.sources} poster={media.closing.poster} />
      <div className={classes.scrim} />
      <div className={classes.content}>
        <Title order={2} id="closing-title" className={classes.title}>
          {t('home.closing.title')}
        </Title>
        <Text className={classes.lead}>{t('home.closing.lead')}</Text>
        <div className={classes.actions}>
          <RouterButton to="/services" size="lg" radius="xl" variant="white" color="brand">
            {t('home.action.orderService')}
          </RouterButton>
          <RouterButton to="/chatbot" size="lg" radius="xl" variant="outline" color="white" className={classes.outline}>
            {t('home.closing.assistant')}
          </RouterButton>
        </div>
      </div>
      <footer className={classes.footer}>
        {/* The year as a year ('2026', never '2,026'). */}
        <span>{t('home.closing.copyright', { year: String(new Date().getFullYear()), name: brand.name })}</span>
        <nav aria-label={t('home.closing.legal')} className={classes.legal}>
          <Link to="/" search={{ external: config.links.terms }}>
            {t('home.closing.terms')}
          </Link>
          <Link to="/" search={{ external: config.links.privacy }}>
            {t('home.closing.privacy')}
          </Link>
        </nav>
      </footer>
    </section>
  )
}
