import { Suspense, useRef, useState } from 'react'
import { Button, Text, Title } from '@mantine/core'
import { IconCompass, IconHeartHandshake, IconPlayerPlayFilled, IconPuzzle } from '@tabler/icons-react'
import { lazyPart } from '@/components/lazy-part'
import { OpenedPart } from '@/components/OpenedPart'
import { useOpenedPart } from '@/components/use-opened-part'
import type { MessageId } from '@/i18n/messages'
import { useArea, useT } from '@/i18n/react'
import './area'
import classes from './Support360.module.css'

const ExplainerDialog = lazyPart(() => import('./ExplainerDialog'))

const reasons: readonly { icon: typeof IconCompass; title: MessageId; text: MessageId }[] = [
  { icon: IconCompass, title: 'home.support.blindSpots.title', text: 'home.support.blindSpots.text' },
  { icon: IconHeartHandshake, title: 'home.support.allAspects.title', text: 'home.support.allAspects.text' },
  { icon: IconPuzzle, title: 'home.support.unique.title', text: 'home.support.unique.text' },
]

/** 'Relocation needs 360° support', and the button that plays the explainer. */
export function Support360() {
  useArea('home')
  const t = useT()
  const [explainerOpen, setExplainerOpen] = useState(false)
  const explainer = useOpenedPart()
  const watch = useRef<HTMLButtonElement>(null)

  return (
    <section className={classes.section} aria-labelledby="support-title">
      <div className={classes.inner}>
        <p className={classes.eyebrow}>{t('home.support.eyebrow')}</p>
        <Title order={2} id="support-title" className={`${classes.title} wp-gradient-text`}>
          {t('home.support.title')}
        </Title>
        <Text className={classes.intro}>{t('home.support.intro')}</Text>
        <ul className={classes.reasons}>
          {reasons.map(({ icon: Icon, title, text }) => (
            <li key={title} className={classes.reason}>
              <span className={classes.reasonIcon}>
                <Icon size={26} stroke={1.6} aria-hidden="true" />
              </span>
              <Title order={3} className={classes.reasonTitle}>
                {t(title)}
              </Title>
              <Text size="sm" lh={1.6} className={classes.reasonText}>
                {t(text)}
              </Text>
            </li>
          ))}
        </ul>
        <Button
          ref={watch}
          size="lg"
          radius="xl"
          variant="gradient"
          className={classes.watch}
          leftSection={<IconPlayerPlayFilled size={18} aria-hidden="true" />}
          onClick={() => {
            explainer.want()
            setExplainerOpen(true)
          }}
          onPointerEnter={() => void import('./ExplainerDialog')}
        >
          {t('home.explainer.title')}
        </Button>
      </div>
      {explainer.wanted && (
        <OpenedPart key={explainer.attempt} onUnavailable={() => setExplainerOpen(false)}>
          <Suspense fallback={null}>
            <ExplainerDialog
              opened={explainerOpen}
              onClose={() => setExplainerOpen(false)}
              onClosed={() => watch.current?.focus({ preventScroll: true })}
            />
          </Suspense>
        </OpenedPart>
      )}
    </section>
  )
}
