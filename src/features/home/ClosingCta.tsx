import { Text, Title } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { BackgroundVideo } from '@/components/BackgroundVideo'
import { RouterButton } from '@/components/RouterLink'
import { config } from '@/app/config'
import { brand } from '@/content/brand'
import { media } from './media'
import classes from './ClosingCta.module.css'

/** The closing call to action over a looping video, with the terms and privacy links. */
export function ClosingCta() {
  return (
    <section className={classes.section} aria-labelledby="closing-title">
      <BackgroundVideo className={classes.video} sources={media.closing.sources} poster={media.closing.poster} />
      <div className={classes.scrim} />
      <div className={classes.content}>
        <Title order={2} id="closing-title" className={classes.title}>
          Your new chapter starts here
        </Title>
        <Text className={classes.lead}>
          Tell us where you are heading. We will take care of the details, so you can look forward to the life waiting
          there.
        </Text>
        <div className={classes.actions}>
          <RouterButton to="/services" size="lg" radius="xl" variant="white" color="brand">
            Order a service
          </RouterButton>
          <RouterButton to="/chatbot" size="lg" radius="xl" variant="outline" color="white" className={classes.outline}>
            Ask our AI assistant
          </RouterButton>
        </div>
      </div>
      <footer className={classes.footer}>
        <span>
          © {new Date().getFullYear()} {brand.name}
        </span>
        <nav aria-label="Legal" className={classes.legal}>
          <Link to="/" search={{ external: config.links.terms }}>
            Terms of Service
          </Link>
          <Link to="/" search={{ external: config.links.privacy }}>
            Privacy Policy
          </Link>
        </nav>
      </footer>
    </section>
  )
}
