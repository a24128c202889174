import { useState } from 'react'
import { Title } from '@mantine/core'
import { useReducedMotion } from '@mantine/hooks'
import { useArea, useT } from '@/i18n/react'
import './area'
import { associateLogos } from './media'
import classes from './Associates.module.css'

/**
 * 'Our Associates': an endless strip of the six partner logos, shown twice for a seamless loop. It runs
 * the way the page reads: toward the left in English, toward the right in Hebrew. With reduced motion it
 * stands still and scrolls instead, so it takes the keyboard's focus (arrow keys scroll it). Moving, it
 * has a Pause button (WCAG 2.2.2: it moves for ever, beside the page's other content), which a tap or the
 * keyboard reaches; hovering pauses it too.
 */
export function Associates() {
  useArea('home')
  const t = useT()
  const stillStrip = useReducedMotion()
  const [paused, setPaused] = useState(false)
  return (
    <section className={classes.section} aria-labelledby="associates-title">
      <Title order={2} id="associates-title" className={`${classes.title} wp-gradient-text`}>
        {t('home.associates.title')}
      </Title>
      <div
        className={classes.viewport}
        data-paused={paused || undefined}
        {...(stillStrip ? { tabIndex: 0, role: 'group', 'aria-labelledby': 'associates-title' } : {})}
      >
        <div className={classes.track} data-testid="associates-track">
          {[0, 1].map((copy) => (
            <ul key={copy} className={classes.set} aria-hidden={copy === 1 || undefined}>
              {associateLogos.map(({ n, src }) => (
                <li key={n} className={classes.tile}>
                  <img src={src} alt={t('home.associates.logo', { n })} width={192} height={96} loading="lazy" decoding="async" />
                </li>
              ))}
            </ul>
          ))}
        </div>
      </div>
      {!stillStrip && (
        <div className={classes.controls}>
          <button type="button" className="wp-pause-button" data-paused={paused || undefined} onClick={() => setPaused((value) => !value)}>
            {paused ? t('home.associates.play') : t('home.associates.pause')}
          </button>
        </div>
      )}
    </section>
  )
}
