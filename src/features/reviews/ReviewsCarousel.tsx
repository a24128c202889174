import { useEffect, useRef } from 'react'
import { Button, Text, Title } from '@mantine/core'
import { useReducedMotion } from '@mantine/hooks'
import { IconExternalLink } from '@tabler/icons-react'
import { config } from '@/app/config'
import type { Review } from './api'
import { ArrowButton } from './ArrowButton'
import { ReviewAvatar } from './ReviewAvatar'
import { ReviewText } from './ReviewText'
import { Stars } from './Stars'
import { useReviews } from './use-reviews'
import classes from './ReviewsCarousel.module.css'

/** SPEC section 9: 3 skeleton cards while loading. */
const SKELETON_CARDS = 3

/**
 * 'What Our Clients Say' (SPEC section 1): a scroll-snapped row of review cards, 20rem wide, with left and
 * right buttons and links to the reviews provider. The fallback samples show here without the message:
 * the testimonials band says it, once.
 */
export function ReviewsCarousel() {
  const view = useReviews()
  const reducedMotion = useReducedMotion()
  const trackRef = useRef<HTMLUListElement>(null)

  // Where the row is going after a tap on a button; forgotten once it comes to rest. A second tap during
  // the smooth scroll steps on from there, not from mid-way (the mandatory snap would pull that back a card).
  const destination = useRef<number | null>(null)
  const restTimer = useRef<number | undefined>(undefined)
  useEffect(() => {
    const track = trackRef.current
    if (!track) return
    const rest = () => (destination.current = null)
    track.addEventListener('scrollend', rest)
    return () => {
      track.removeEventListener('scrollend', rest)
      window.clearTimeout(restTimer.current)
    }
  }, [])

  function scroll(direction: -1 | 1) {
    const track = trackRef.current
    if (!track) return
    // One card and its gap; 320 px when the layout cannot tell.
    const width = track.querySelector('li')?.getBoundingClientRect().width ?? 0
    const step = width > 0 ? width + (parseFloat(getComputedStyle(track).columnGap) || 0) : 320
    const end = Math.max(0, track.scrollWidth - track.clientWidth)
    const left = Math.min(end, Math.max(0, (destination.current ?? track.scrollLeft) + direction * step))
    const smooth = !reducedMotion
    destination.current = smooth ? left : null
    // A browser without 'scrollend' lets go after a second.
    window.clearTimeout(restTimer.current)
    if (smooth) restTimer.current = window.setTimeout(() => (destination.current = null), 1000)
    track.scrollTo({ left, behavior: smooth ? 'smooth' : 'auto' })
  }

  return (
    <section className={classes.section} aria-labelledby="client-reviews-title">
      <div className={classes.inner}>
        <header className={classes.header}>
          <Title order={2} id="client-reviews-title" className={`${classes.title} wp-gradient-text`}>
            What Our Clients Say
          </Title>
          <Text c="gray.7" className={classes.lead}>
            Returning residents, newcomers and families on moving with us.
          </Text>
        </header>

        <div className={classes.frame}>
          <ArrowButton direction="left" label="Scroll reviews left" className={classes.prev} onClick={() => scroll(-1)} />

          <ul ref={trackRef} role="list" className={classes.track} aria-label="Client reviews" aria-busy={view.state === 'loading'}>
            {view.state === 'loading'
              ? Array.from({ length: SKELETON_CARDS }, (_, i) => <SkeletonCard key={i} />)
              : view.reviews.map((review, i) => <ReviewCard key={`${i}-${review.author}`} review={review} />)}
          </ul>

          <ArrowButton direction="right" label="Scroll reviews right" className={classes.next} onClick={() => scroll(1)} />
        </div>
        {view.state === 'loading' && (
          <p role="status" className="wp-visually-hidden">
            Loading reviews…
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
            All Reviews
          </Button>
          <Button
            component="a"
            href={config.links.writeReview}
            target="_blank"
            rel="noopener noreferrer"
            variant="outline"
            radius="xl"
            rightSection={<IconExternalLink size={16} aria-hidden="true" />}
          >
            Write Review
          </Button>
        </div>
      </div>
    </section>
  )
}

function ReviewCard({ review }: { review: Review }) {
  return (
    <li className={classes.card}>
      <article className={classes.body} aria-label={`Review by ${review.author}`}>
        <div className={classes.person}>
          <ReviewAvatar review={review} size={44} />
          <div className={classes.who}>
            <Text fw={650} className={classes.name}>
              {review.author}
            </Text>
            {review.relativeTime && (
              <Text size="xs" c="gray.7">
                {review.relativeTime}
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
