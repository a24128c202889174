import { lazy, Suspense, useState } from 'react'
import { Button, Text, Title } from '@mantine/core'
import { IconCompass, IconHeartHandshake, IconPlayerPlayFilled, IconPuzzle } from '@tabler/icons-react'
import classes from './Support360.module.css'

const ExplainerDialog = lazy(() => import('./ExplainerDialog'))

const reasons = [
  {
    icon: IconCompass,
    title: 'Relocation has many blind spots',
    text: 'Visas, taxes, schools, healthcare and housing each hide rules you only learn the hard way. We map them before they cost you time or money.',
  },
  {
    icon: IconHeartHandshake,
    title: 'It affects all aspects of life',
    text: 'A move touches your work, your family, your finances and your wellbeing at once. We coordinate every thread so nothing falls between the cracks.',
  },
  {
    icon: IconPuzzle,
    title: 'Your needs are unique and specific',
    text: 'No two relocations are alike. Your plan is built around your family, your timeline and your destination, never a template.',
  },
] as const

/** 'Relocation needs 360° support', and the button that plays the explainer. */
export function Support360() {
  const [explainerOpen, setExplainerOpen] = useState(false)
  const [explainerWanted, setExplainerWanted] = useState(false)

  return (
    <section className={classes.section} aria-labelledby="support-title">
      <div className={classes.inner}>
        <p className={classes.eyebrow}>360° support</p>
        <Title order={2} id="support-title" className={`${classes.title} wp-gradient-text`}>
          Relocation needs 360° support
        </Title>
        <Text className={classes.intro}>
          Moving abroad is not one task but hundreds, and they all depend on each other. That is why we look at the whole
          picture, from the first question to the day you feel at home.
        </Text>
        <ul className={classes.reasons}>
          {reasons.map(({ icon: Icon, title, text }) => (
            <li key={title} className={classes.reason}>
              <span className={classes.reasonIcon}>
                <Icon size={26} stroke={1.6} aria-hidden="true" />
              </span>
              <Title order={3} className={classes.reasonTitle}>
                {title}
              </Title>
              <Text size="sm" c="gray.7" lh={1.6}>
                {text}
              </Text>
            </li>
          ))}
        </ul>
        <Button
          size="lg"
          radius="xl"
          variant="gradient"
          className={classes.watch}
          leftSection={<IconPlayerPlayFilled size={18} aria-hidden="true" />}
          onClick={() => {
            setExplainerWanted(true)
            setExplainerOpen(true)
          }}
          onPointerEnter={() => void import('./ExplainerDialog')}
        >
          Watch our unique way
        </Button>
      </div>
      {explainerWanted && (
        <Suspense fallback={null}>
          <ExplainerDialog opened={explainerOpen} onClose={() => setExplainerOpen(false)} />
        </Suspense>
      )}
    </section>
  )
}
