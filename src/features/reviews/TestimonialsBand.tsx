import { useCallback, useEffect, useRef, useState, type FocusEvent } from 'react'
import { Text, Title, UnstyledButton } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { useReducedMotion } from '@mantine/hooks'
import { useOnScreen } from '@/components/use-on-screen'
import { useArea, useLanguage, useT } from '@/i18n/react'
import { revealFocusedItem } from '@/lib/scroll'
import type { Review } from './api'
import { ArrowButton } from './ArrowButton'
import { inlinePosition, scrollLeftFor } from './inline-scroll'
import { ReviewAvatar } from './ReviewAvatar'
import { ReviewText } from './ReviewText'
import { Stars } from './Stars'
import { AUTO_ADVANCE_MS, CARD_STEP_PX, indexAt, manualIndex, nextAutoIndex } from './testimonials'
import { useReviews } from './use-reviews'
import { reviewerName, writtenWhen } from './words'
import classes from './TestimonialsBand.module.css'

const SKELETON_CARDS = 3

/**
 * The testimonials band (docs/behaviour.md, "Reviews"): review cards that move on by one 320 px step every 3 s,
 * with left and right buttons. It stands still while hovered or focused, when paused, under
 * prefers-reduced-motion, and while it is off screen (no one to see it, and no work for the phone).
 * When the reviews could not be loaded it shows the samples and says so, once. It moves the way the page
 * reads: index × 320 px from the start of the line, toward the left in Hebrew.
 */
export function TestimonialsBand() {
  useArea('reviews')
  const t = useT()
  const { dir } = useLanguage()
  const view = useReviews()
  const reducedMotion = useReducedMotion()
  const viewportRef = useRef<HTMLDivElement>(null)
  const onScreen = useOnScreen(viewportRef)
  const pauseRef = useRef<HTMLButtonElement>(null)
  const [index, setIndex] = useState(0)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const [stopped, setStopped] = useState(false)
  const count = view.state === 'loading' ? 0 : view.reviews.length
  const moving = count > 3 && onScreen && !reducedMotion && !stopped && !hovered && !focused

  /** The band's own last step, which the next one is timed from (none after a move by hand). */
  const autoStep = useRef<{ index: number; at: number } | null>(null)
  /** Where the band's own smooth scroll is going, until it gets there or a hand takes over. */
  const heading = useRef<number | null>(null)
  const goTo = useCallback(
    (target: number) => {
      autoStep.current = null
      heading.current = target * CARD_STEP_PX
      setIndex(target)
      viewportRef.current?.scrollTo({
        left: scrollLeftFor(target * CARD_STEP_PX, dir),
        behavior: reducedMotion ? 'auto' : 'smooth',
      })
    },
    [reducedMotion, dir],
  )

  // One step every 3 s; any move (a button, a swipe) and any pause start the 3 s again. After a step of
  // its own the next is 3 s from the step, not from when React got round to committing it (a busy phone
  // would otherwise stretch the interval by however long that took).
  useEffect(() => {
    if (!moving) {
      autoStep.current = null
      return
    }
    const last = autoStep.current
    const since = last?.index === index ? Date.now() - last.at : 0
    const timer = window.setTimeout(
      () => {
        const next = nextAutoIndex(index, count)
        goTo(next)
        autoStep.current = { index: next, at: Date.now() }
      },
      Math.max(0, AUTO_ADVANCE_MS - since),
    )
    return () => window.clearTimeout(timer)
  }, [moving, index, count, goTo])

  // A swipe or a scroll by hand: take the index from where the row came to rest. A pause in the band's
  // own smooth scroll is not a rest (a busy phone can skip frames for longer than 150 ms): the index
  // stays the one it is going to, so quick taps on Next count from there, until it arrives or a hand
  // (touch, pointer, wheel, keys) takes over.
  useEffect(() => {
    const viewport = viewportRef.current
    if (!viewport || count === 0) return
    let timer = 0
    const settle = () => {
      window.clearTimeout(timer)
      timer = window.setTimeout(() => {
        const at = inlinePosition(viewport.scrollLeft, dir)
        const going = heading.current
        if (going !== null) {
          const end = viewport.scrollWidth - viewport.clientWidth
          if (Math.abs(at - (end > 0 ? Math.min(going, end) : going)) > 1) return
          heading.current = null
        }
        const settled = indexAt(at, count)
        if (settled !== autoStep.current?.index) autoStep.current = null
        setIndex(settled)
      }, 150)
    }
    const byHand = () => (heading.current = null)
    const hands = ['touchstart', 'pointerdown', 'wheel', 'keydown'] as const
    viewport.addEventListener('scroll', settle, { passive: true })
    for (const type of hands) viewport.addEventListener(type, byHand, { passive: true })
    return () => {
      window.clearTimeout(timer)
      viewport.removeEventListener('scroll', settle)
      for (const type of hands) viewport.removeEventListener(type, byHand)
    }
  }, [count, dir])

  /** One card toward the start of the line ('left' in the index arithmetic) or its end ('right'). */
  function move(direction: 'left' | 'right') {
    const viewport = viewportRef.current
    const target = manualIndex(index, direction, count)
    // On a narrow screen a swipe can go past the last index; 'next' then never jumps back.
    if (viewport && direction === 'right' && target * CARD_STEP_PX < inlinePosition(viewport.scrollLeft, dir) - 1) return
    goTo(target)
  }

  function onFocus(event: FocusEvent<HTMLElement>) {
    // The pause button is the one control that must not pause by being focused: it has to resume.
    setFocused(event.target !== pauseRef.current)
  }

  function onBlur(event: FocusEvent<HTMLElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false)
  }

  return (
    <section
      className={classes.band}
      aria-labelledby="testimonials-title"
      aria-roledescription={t('reviews.band.carousel')}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <div className={classes.inner}>
        <header className={classes.header}>
          <Title order={2} id="testimonials-title" className={classes.title}>
            {t('reviews.band.title')}
          </Title>
        </header>

        <div className={classes.frame} onMouseEnter={() => setHovered(true)} onMouseLeave={() => setHovered(false)}>
          <ArrowButton
            direction="previous"
            label={t('reviews.band.previous')}
            className={classes.prev}
            onClick={() => move('left')}
            disabled={count === 0}
          />

          {/* It scrolls sideways: a keyboard reaches it (Tab, which also pauses it) and scrolls it with the
              arrow keys (WCAG 2.1.1; the cards hold no control of their own). */}
          <div
            ref={viewportRef}
            className={classes.viewport}
            tabIndex={0}
            role="group"
            aria-labelledby="testimonials-title"
            onFocus={revealFocusedItem}
          >
            <ul
              role="list"
              className={classes.track}
              aria-label={t('reviews.band.list')}
              aria-busy={view.state === 'loading'}
            >
              {view.state === 'loading'
                ? Array.from({ length: SKELETON_CARDS }, (_, i) => <SkeletonCard key={i} />)
                : view.reviews.map((review, i) => (
                    <Testimonial key={`${i}-${review.author}`} review={review} position={i + 1} count={count} />
                  ))}
            </ul>
          </div>

          <ArrowButton
            direction="next"
            label={t('reviews.band.next')}
            className={classes.next}
            onClick={() => move('right')}
            disabled={count === 0}
          />
        </div>
        {view.state === 'loading' && (
          <p role="status" className="wp-visually-hidden">
            {t('reviews.band.loading')}
          </p>
        )}

        <div className={classes.noticeSlot}>
          {view.state === 'fallback' && (
            <p className={classes.notice} role="status">
              {t('reviews.band.fallback')}
            </p>
          )}
        </div>

        <footer className={classes.footer}>
          {!reducedMotion && count > 3 && (
            <UnstyledButton
              ref={pauseRef}
              className="wp-pause-button"
              data-paused={stopped || undefined}
              onClick={() => setStopped((value) => !value)}
            >
              {stopped ? t('reviews.band.play') : t('reviews.band.pause')}
            </UnstyledButton>
          )}
          <Link to="/consult/relocation" className={classes.cta}>
            {t('reviews.band.cta')}
          </Link>
        </footer>
      </div>
    </section>
  )
}

function Testimonial({ review, position, count }: { review: Review; position: number; count: number }) {
  const t = useT()
  const when = writtenWhen(review, t)
  return (
    <li
      className={classes.slide}
      aria-roledescription={t('reviews.band.slide')}
      aria-label={t('reviews.band.position', { position, count })}
    >
      <figure className={classes.card}>
        <blockquote className={classes.words}>
          <ReviewText text={review.text} lines={6} />
        </blockquote>
        <figcaption className={classes.caption}>
          <ReviewAvatar review={review} size={44} />
          <div className={classes.who}>
            {/* Served names and wording keep their own direction (bdi), on the line of the card's. */}
            <Text fw={650} size="sm" className={classes.name}>
              <bdi>{reviewerName(review, t)}</bdi>
            </Text>
            <div className={classes.meta}>
              <Stars rating={review.rating} size={15} />
              {when && (
                <Text span size="xs" className={classes.when}>
                  {review.age ? when : <bdi>{when}</bdi>}
                </Text>
              )}
            </div>
          </div>
        </figcaption>
      </figure>
    </li>
  )
}

function SkeletonCard() {
  return (
    <li className={classes.slide} aria-hidden="true">
      <div className={`${classes.card} ${classes.skeleton}`} />
    </li>
  )
}
