import { Suspense, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react'
import { useReducedMotion } from '@mantine/hooks'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { IconChevronDown } from '@tabler/icons-react'
import { OptionalFreshnessNote } from '@/components/OptionalFreshnessNote'
import { useOnline } from '@/components/use-online'
import { useGrowingCount } from '@/components/use-growing-count'
import { useOnScreen } from '@/components/use-on-screen'
import { lazyPart } from '@/components/lazy-part'
import { useArea, useLanguage, useT } from '@/i18n/react'
import { inlineSign } from '@/lib/direction'
import { putFirst } from '@/lib/put-first'
import { revealFocusedItem } from '@/lib/scroll'
import { DestinationCard } from './DestinationCard'
import { addressCity } from './navigation'
import { destinationsQuery } from './queries'
import { announceCarouselState } from './toasts'
import type { fallbackDestinations } from './fallback'
import { carouselView, failureOf } from './view'
import classes from './DestinationsCarousel.module.css'

// The home page loads this section, so what only a failure or stale data needs is loaded only then: the
// built-in cities, and the freshness note (which brings date formatting).
// The comparison's tray comes with the carousel's approach to the screen, like the cards' controls.
const CompareTray = lazyPart(() => import('./CompareTray').then((module) => ({ default: module.CompareTray })))
const loadFallback = () => import('./fallback').then((module) => module.fallbackDestinations)

type FallbackMaker = typeof fallbackDestinations

const SCROLL_STEP = 300
const SKELETON_CARDS = 5
/** Cards mounted with the section, then per task after it: the first fill a wide screen, the rest are off it. */
const FIRST_CARDS = 6
const MORE_CARDS = 5

/**
 * 'Popular Destinations' on the home page: a horizontal carousel of the sheet's cities (or the 10 fallback
 * cities when it cannot be loaded), with buttons scrolling 300 px and a title that opens the lightbox.
 */
export function DestinationsCarousel() {
  useArea('destinations')
  const t = useT()
  const { dir } = useLanguage()
  const query = useQuery(destinationsQuery())
  const failure = failureOf(query)
  // The built-in cities are in the reader's language: made again with each language (t changes with it).
  const [makeFallback, setMakeFallback] = useState<FallbackMaker | null>(null)
  const fallback = useMemo(() => makeFallback?.(undefined, t) ?? null, [makeFallback, t])
  const { status, fetchStatus, data, error: queryError, dataUpdatedAt } = query
  // A new answer is shown as a deferred render, which React builds in slices (a query update alone
  // would render every card in one blocking pass).
  const view = useDeferredValue(
    useMemo(
      () => carouselView({ status, fetchStatus, data, error: queryError, dataUpdatedAt }, fallback),
      [status, fetchStatus, data, queryError, dataUpdatedAt, fallback],
    ),
  )
  const online = useOnline()
  const reducedMotion = useReducedMotion()
  const listRef = useRef<HTMLUListElement>(null)
  const [edges, setEdges] = useState({ start: true, end: false })

  const live = view.kind === 'loaded' && !view.refreshFailed
  const error = query.error
  useEffect(() => announceCarouselState(failure, live, error), [failure, live, error])

  useEffect(() => {
    if (!failure || makeFallback) return
    let active = true
    void loadFallback().then((make) => {
      // A function kept in state is set through an updater.
      if (active) setMakeFallback(() => make)
    })
    return () => {
      active = false
    }
  }, [failure, makeFallback])

  const measure = useCallback(() => {
    const list = listRef.current
    if (!list) return
    // How far from the start of the line: scrollLeft is 0 at the start, and negative toward the end in
    // right to left (Chromium, Firefox, Safari).
    const offset = Math.abs(list.scrollLeft)
    const start = offset <= 1
    const end = offset + list.clientWidth >= list.scrollWidth - 1
    setEdges((previous) => (previous.start === start && previous.end === end ? previous : { start, end }))
  }, [])

  // Measured near the screen only: off it, the browser skips laying this section out (.wp-deferred), and
  // reading its scroll sizes would force that whole layout for nothing.
  const nearScreen = useOnScreen(listRef, '200px 0px')

  // Starred cities come first, most recently starred first; the others keep the sheet's order. The
  // favourites (and the cards' stars) load as the section comes near the screen, not with the home
  // page; the order is taken then, so a star given now moves no card under the finger.
  const [starred, setStarred] = useState<readonly string[] | null>(null)
  useEffect(() => {
    if (!nearScreen || starred !== null) return
    let active = true
    void import('@/components/favourites').then(async ({ favouritesStore, starredIds }) => {
      await favouritesStore.load()
      if (active) setStarred(starredIds(favouritesStore.snapshot().items, 'destination'))
    })
    return () => {
      active = false
    }
  }, [nearScreen, starred])
  const destinations = useMemo(() => (view.kind === 'loading' ? [] : putFirst(view.destinations, starred ?? [], addressCity)), [view, starred])
  const count = useGrowingCount(destinations.length, FIRST_CARDS, MORE_CARDS)
  useEffect(() => {
    if (!nearScreen) return
    measure()
    window.addEventListener('resize', measure)
    return () => window.removeEventListener('resize', measure)
  }, [measure, count, nearScreen])

  /** -1 toward the start of the line, 1 toward its end (the right in English, the left in Hebrew). */
  const scroll = (direction: -1 | 1) =>
    listRef.current?.scrollBy({ left: direction * SCROLL_STEP * inlineSign(dir), behavior: reducedMotion ? 'auto' : 'smooth' })

  const showFreshness = view.kind === 'fallback' || (view.kind === 'loaded' && (view.refreshFailed || !online))

  return (
    <section className={classes.section} aria-labelledby="destinations-title">
      <div className={classes.head}>
        <h2 id="destinations-title" className={classes.title}>
            <Link to="/destinations" className={classes.titleLink}>
              <span className="wp-gradient-text">{t('destinations.carousel.title')}</span>
              <IconChevronDown className={classes.titleIcon} size={26} stroke={2.5} aria-hidden="true" />
            </Link>
        </h2>
        <div className={classes.heading}>
          <p className={classes.lead}>{t('destinations.carousel.lead')}</p>
          {showFreshness && (
            <OptionalFreshnessNote
              what="destinations"
              updatedAt={view.kind === 'loaded' ? view.updatedAt : undefined}
              fallback={view.kind === 'fallback'}
              staleAfterMs={0}
            />
          )}
        </div>
        <div className={classes.controls}>
          <button
            type="button"
            className={classes.arrow}
            aria-label={t('destinations.carousel.scrollBack')}
            disabled={view.kind === 'loading' || edges.start}
            onClick={() => scroll(-1)}
          >
            <IconChevronDown className={classes.arrowBack} size={22} aria-hidden="true" />
          </button>
          <button
            type="button"
            className={classes.arrow}
            aria-label={t('destinations.carousel.scrollForward')}
            disabled={view.kind === 'loading' || edges.end}
            onClick={() => scroll(1)}
          >
            <IconChevronDown className={classes.arrowForward} size={22} aria-hidden="true" />
          </button>
        </div>
      </div>

      <ul
        ref={listRef}
        className={classes.track}
        onScroll={measure}
        onFocus={revealFocusedItem}
        aria-label={t('destinations.carousel.list')}
        aria-busy={view.kind === 'loading'}
        data-testid="destinations-track"
      >
        {view.kind === 'loading'
          ? Array.from({ length: SKELETON_CARDS }, (_, i) => (
              <li key={i} className={classes.item} aria-hidden="true" data-testid="destination-skeleton">
                <div className={classes.skeletonCard}>
                  <div className={`${classes.bone} ${classes.skeletonMedia}`} />
                  <div className={classes.body}>
                    <div className={classes.bone} style={{ width: '35%', height: 10 }} />
                    <div className={classes.bone} style={{ width: '60%', height: 20, marginTop: 8 }} />
                    <div className={classes.bone} style={{ height: 12, marginTop: 10 }} />
                    <div className={classes.bone} style={{ width: '80%', height: 12, marginTop: 6 }} />
                  </div>
                </div>
              </li>
            ))
          : destinations
              .slice(0, count)
              .map((destination) => (
                <DestinationCard key={`${destination.id}-${destination.city}`} destination={destination} withControls={nearScreen || starred !== null} />
              ))}
      </ul>
      {(nearScreen || starred !== null) && (
        <Suspense fallback={null}>
          <CompareTray />
        </Suspense>
      )}
    </section>
  )
}
