import { Text, Title } from '@mantine/core'
import { BackgroundVideo } from '@/components/BackgroundVideo'
import { whenStartSettled } from '@/lib/start'
import { RouterButton } from '@/components/RouterLink'
import { brand } from '@/content/brand'
import { useArea, useT } from '@/i18n/react'
import './area'
import { media } from './media'
import classes from './Hero.module.css'

let poster: string | undefined

/**
 * The poster as index.html's first screen drew it: the build writes it into the page as data
 * (scripts/vite/inline-poster.ts), so the hero shows the same image with nothing to fetch. Read once, before
 * the app's first render replaces that screen; the file's address where there is none (development).
 */
function posterSource(): string {
  poster ??= document.querySelector('#root img[fetchpriority="high"][src^="data:image/"]')?.getAttribute('src') ?? media.hero.poster
  return poster
}

/**
 * The full-height hero: a looping, muted background video under the splash message. Its words are the
 * ones index.html prerenders in each language (home.hero.*), so the first paint and this render agree.
 */
export function Hero() {
  useArea('home')
  const t = useT()
  return (
    <section className={classes.hero} aria-labelledby="hero-title">
      <img className={classes.poster} src={posterSource()} alt="" fetchPriority="high" decoding="async" />
      {/* The poster is the clip's first frame: the clip takes over once the page has started. */}
      <BackgroundVideo
        className={classes.video}
        sources={media.hero.sources}
        poster={posterSource()}
        lazy={false}
        startAfter={whenStartSettled}
      />
      <div className={classes.scrim} />
      <div className={classes.content}>
        <p className={classes.eyebrow}>{t('home.hero.eyebrow', { name: brand.name })}</p>
        <Title order={1} id="hero-title" className={classes.title}>
          {t('home.hero.title')}
        </Title>
        <Text className={classes.lead}>{t('home.hero.lead')}</Text>
        <div className={classes.actions}>
          <RouterButton to="/services" size="lg" radius="xl" variant="gradient" className={classes.primary}>
            {t('home.action.orderService')}
          </RouterButton>
          <RouterButton to="/destinations" size="lg" radius="xl" variant="white" color="brand">
            {t('home.hero.explore')}
          </RouterButton>
        </div>
      </div>
    </section>
  )
}
