import { useEffect, useRef } from 'react'
import { ActionIcon, UnstyledButton } from '@mantine/core'
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react'
import { formatNumber } from '@/i18n/format'
import { useLanguage, useT } from '@/i18n/react'
import type { Destination } from './types'
import classes from './DestinationLightbox.module.css'

interface LightboxNavProps {
  destinations: readonly Destination[]
  index: number
  onPrevious: () => void
  onNext: () => void
  onSelect: (index: number) => void
}

/**
 * Previous and next (wrapping around) and a dot per city that jumps to it. Previous is at the start of the
 * line and next at its end, so in right to left previous is on the right, its chevron pointing right.
 */
export function LightboxNav({ destinations, index, onPrevious, onNext, onSelect }: LightboxNavProps) {
  const t = useT()
  const { language } = useLanguage()
  const dotsRef = useRef<HTMLDivElement>(null)

  // Keep the current dot in view when the dots scroll sideways on a phone. Measured on the screen, so the
  // same sum centres it whichever way the dots run (scrollLeft counts down from 0 in right to left).
  useEffect(() => {
    const strip = dotsRef.current
    const dot = strip?.querySelector<HTMLElement>('[aria-current="true"]')
    if (!strip || !dot || strip.scrollWidth <= strip.clientWidth) return
    const box = strip.getBoundingClientRect()
    const mark = dot.getBoundingClientRect()
    strip.scrollLeft += mark.left + mark.width / 2 - (box.left + box.width / 2)
  }, [index])

  const single = destinations.length < 2
  return (
    <nav className={classes.nav} aria-label={t('destinations.lightbox.nav')} data-sticky-top>
      <ActionIcon variant="default" size={44} radius="xl" aria-label={t('destinations.lightbox.previous')} onClick={onPrevious} disabled={single}>
        <IconChevronLeft className={classes.inlineIcon} size={22} aria-hidden="true" />
      </ActionIcon>
      <div className={classes.dotsWrap}>
        <div ref={dotsRef} className={classes.dots} data-no-swipe>
          {destinations.map((destination, i) => (
            <UnstyledButton
              key={`${destination.id}-${destination.city}`}
              className={classes.dot}
              aria-label={destination.city}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => onSelect(i)}
            >
              <span className={classes.dotMark} />
            </UnstyledButton>
          ))}
        </div>
        <span className={classes.counter} aria-live="polite">
          {t('destinations.lightbox.counter', {
            current: formatNumber(index + 1, language),
            total: formatNumber(destinations.length, language),
          })}
        </span>
      </div>
      <ActionIcon variant="default" size={44} radius="xl" aria-label={t('destinations.lightbox.next')} onClick={onNext} disabled={single}>
        <IconChevronRight className={classes.inlineIcon} size={22} aria-hidden="true" />
      </ActionIcon>
    </nav>
  )
}
