import { useEffect, useRef } from 'react'
import { Button, Text, Title } from '@mantine/core'
import { useReducedMotion } from '@mantine/hooks'
import { IconExternalLink } from '@tabler/icons-react'
import { config } from '@/app/config'
import { useArea, useLanguage, useT } from '@/i18n/react'
import { revealFocusedItem } from '@/lib/scroll'
import type { Review } from './api'
import { ArrowButton } from './ArrowButton'
import { inlinePosition, scrollLeftFor } from './inline-scroll'
import { ReviewAvatar } from './ReviewAvatar'
import { ReviewText } from './ReviewText'
import { Stars } from './Stars'
import { useReviews } from './use-reviews'
import { reviewerName, writtenWhen } from './words'
import classes from './ReviewsCarousel.module.css'

/** docs/behaviour.md, "Reviews": 3 skeleton cards while loading. */
const SKELETON_CARDS = 3

/**
 * 'What Our Clients Say' (docs/behaviour.md, "Reviews"): a scroll-snapped row of review cards, 20rem wide, with left and
 * right buttons and links to the reviews provider. The fallback samples show here without the message:
 * the testimonials band says it, once. The row runs the way the page reads: its first card at the right
 * in Hebrew, where 'next' scrolls toward the left.
 */
export function ReviewsCarousel() {
  useArea('reviews')
  const t = useT()
  const { dir } = useLanguage()
  const view = useReviews()
  const reducedMotion = useReducedMotion()
  const trackRef = useRef<HTMLUListElement>(null)

  // Where the row is going after a tap on a button (counted from the start of the line); forgotten once
  // it comes to rest there. A second tap during the smooth scroll steps on from there, not from mid-way
  // (the mandatory snap would pull that back a card).
  const destination = useRef<number | null>(null)
  const restTimer = useRef<number | undefined>(undefined)
  useEffect(() => {
    const track = trackRef.current
    if (!track) return
    // The end of a scroll short of the destination is the end of an earlier one, which the tap cut short:
    // Chromium reports it just after the tap, before the row has set off. The row is still on its way.
    const rest = () => {
      const going = destination.current
      if (going !== null && Math.abs(inlinePosition(track.scrollLeft, dir) - going) > 1) return
      destination.current = null
    }
    track.addEventListener('scrollend', rest)
    return () => {
      track.removeEventListener('scrollend', rest)
      window.clearTimeout(restTimer.current)
    }
  }, [dir])

  /** One card toward the end of the line (1) or its start (-1). */
  function scroll(direction: -1 | 1) {
    const track = trackRef.current
    if (!track) return
    // One card and its gap; 320 px when the layout cannot tell.
    const width = track.querySelector('li')?.getBoundingClientRect().width ?? 0
    const step = width > 0 ? width + (parseFloat(getComputedStyle(track).columnGap) || 0) : 320
    const end = Math.max(0, track.scrollWidth - track.clientWidth)
    const from = destination.current ?? inlinePosition(track.scrollLeft, dir)
    const position = Math.min(end, Math.max(0, from + direction * step))
    const smooth = !reducedMotion
    destination.current = smooth ? position : null
    // A browser without 'scrollend', or a row stopped short by a swipe, lets go after a second.
    window.clearTimeout(restTimer.current)
    if (smooth) restTimer.current = window.setTimeout(() => (destination.current = null), 1000)
    track.scrollTo({ left: scrollLeftFor(position, dir), behavior: smooth ? 'smooth' : 'auto' })
  }

  return (
    <section className={classes.section} aria-labelledby="client-reviews-title">
      <div className={classes.inner}>
        <header className={classes.header}>
          <Title order={2} id="client-reviews-title" className={`${classes.title} wp-gradient-text`}>
            {t('reviews.carousel.title')}
          </Title>
          <Text className={classes.lead}>{t('reviews.carousel.lead')}</Text>
        </header>

        <div className={classes.frame}>
          <ArrowButton
            direction="previous"
            label={t('reviews.carousel.previous')}
            className={classes.prev}
            onClick={() => scroll(-1)}
          />

          <ul
            ref={trackRef}
            role="list"
            className={classes.track}
            // The track scrolls sideways: a keyboard reaches it (Tab) and scrolls it with the arrow keys
            // (WCAG 2.1.1; the cards hold no control of their own).
            tabIndex={0}
            onFocus={revealFocusedItem}
            aria-label={t('reviews.carousel.list')}
            aria-busy={view.state === 'loading'}
          >
            {view.state === 'loading'
              ? Array.from({ length: SKELETON_CARDS }, (_, i) => <SkeletonCard key={i} />)
              : view.reviews.map((review, i) => <ReviewCard key={`${i}-${review.author}`} review={review} />)}
          </ul>

          <ArrowButton direction="next" label={t('reviews.carousel.next')} className={classes.next} onClick={() => scroll(1)} />
        </div>
        {view.state === 'loading' && (
          <p role="status" className="wp-visually-hidden">
            {t('reviews.carousel.loading')}
          </p>
        )}

        <div className={classes.links}>
          <Button
            component="a"
            href={config.links.allReviews}
            target="_blank"
            rel="noopener noreferrer"
            variant="gradient"
            radius="xl"
            rightSection={<IconExternalLink size={16} aria-hidden="true" />}
          >
            {t('reviews.carousel.all')}
          </Button>
          <Button
            component="a"
            href={config.links.writeReview}
            target="_blank"
            rel="noopener noreferrer"
            variant="outline"
            radius="xl"
            className={classes.outline}
            rightSection={<IconExternalLink size={16} aria-hidden="true" />}
          >
            {t('reviews.carousel.write')}
          </Button>
        </div>
      </div>
    </section>
  )
}

function ReviewCard({ review }: { review: Review }) {
  const t = useT()
  const name = reviewerName(review, t)
  const when = writtenWhen(review, t)
  return (
    <li className={classes.card}>
      <article className={classes.body} aria-label={t('reviews.card.label', { author: name })}>
        <div className={classes.person}>
          <ReviewAvatar review={review} size={44} />
          <div className={classes.who}>
            {/* Served names and wording keep their own direction (bdi), on the line of the card's. */}
            <Text fw={650} className={classes.name}>
              <bdi>{name}</bdi>
            </Text>
            {when && (
              <Text size="xs" className={classes.when}>
                {review.age ? when : <bdi>{when}</bdi>}
              </Text>
            )}
          </div>
        </div>
        <Stars rating={review.rating} />
        <ReviewText text={review.text} lines={5} />
      </article>
    </li>
  )
}

function SkeletonCard() {
  return (
    <li className={classes.card} aria-hidden="true">
      <div className={`${classes.body} ${classes.skeleton}`} />
    </li>
  )
}
