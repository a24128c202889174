import { Text, Title } from '@mantine/core'
import { BackgroundVideo } from '@/components/BackgroundVideo'
import { RouterButton } from '@/components/RouterLink'
import { brand } from '@/content/brand'
import { media } from './media'
import classes from './Hero.module.css'

/** The full-height hero: a looping, muted background video under the splash message. */
export function Hero() {
  return (
    <section className={classes.hero} aria-labelledby="hero-title">
      <img className={classes.poster} src={media.hero.poster} alt="" fetchPriority="high" decoding="async" />
      <BackgroundVideo className={classes.video} sources={media.hero.sources} poster={media.hero.poster} lazy={false} />
      <div className={classes.scrim} />
      <div className={classes.content}>
        <p className={classes.eyebrow}>
          {brand.name} · {brand.tagline}
        </p>
        <Title order={1} id="hero-title" className={classes.title}>
          We simplify your relocation journey.
        </Title>
        <Text className={classes.lead}>Expert guidance at every step for your tailored relocation experience</Text>
        <div className={classes.actions}>
          <RouterButton to="/services" size="lg" radius="xl" variant="gradient" className={classes.primary}>
            Order a service
          </RouterButton>
          <RouterButton to="/destinations" size="lg" radius="xl" variant="white" color="brand">
            Explore destinations
          </RouterButton>
        </div>
      </div>
    </section>
  )
}
