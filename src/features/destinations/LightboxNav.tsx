import { useEffect, useRef } from 'react'
import { ActionIcon, UnstyledButton } from '@mantine/core'
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react'
import type { Destination } from './types'
import classes from './DestinationLightbox.module.css'

interface LightboxNavProps {
  destinations: readonly Destination[]
  index: number
  onPrevious: () => void
  onNext: () => void
  onSelect: (index: number) => void
}

/** Previous and next (wrapping around) and a dot per city that jumps to it. */
export function LightboxNav({ destinations, index, onPrevious, onNext, onSelect }: LightboxNavProps) {
  const dotsRef = useRef<HTMLDivElement>(null)

  // Keep the current dot in view when the dots scroll sideways on a phone.
  useEffect(() => {
    const strip = dotsRef.current
    const dot = strip?.querySelector<HTMLElement>('[aria-current="true"]')
    if (!strip || !dot || strip.scrollWidth <= strip.clientWidth) return
    strip.scrollLeft = dot.offsetLeft - strip.clientWidth / 2 + dot.offsetWidth / 2
  }, [index])

  const single = destinations.length < 2
  return (
    <nav className={classes.nav} aria-label="Destinations">
      <ActionIcon variant="default" size={44} radius="xl" aria-label="Previous" onClick={onPrevious} disabled={single}>
        <IconChevronLeft size={22} aria-hidden="true" />
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
          {index + 1} of {destinations.length}
        </span>
      </div>
      <ActionIcon variant="default" size={44} radius="xl" aria-label="Next" onClick={onNext} disabled={single}>
        <IconChevronRight size={22} aria-hidden="true" />
      </ActionIcon>
    </nav>
  )
}
