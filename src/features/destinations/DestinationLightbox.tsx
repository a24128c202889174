import { useEffect, useRef, useState, type ReactNode, type TouchEvent } from 'react'
import { Button, Skeleton } from '@mantine/core'
import { IconShare } from '@tabler/icons-react'
import { FavouriteStar } from '@/components/FavouriteStar'
import { FreshnessNote } from '@/components/FreshnessNote'
import { useLanguage, useT } from '@/i18n/react'
import { inlineSign } from '@/lib/direction'
import { scrollParent } from '@/lib/scroll'
import { CompareToggle } from './CompareToggle'
import { DestinationMediaView, type MediaMode } from './DestinationMediaView'
import { FactPanel } from './FactPanel'
import { EmptyState, UnknownCity } from './LightboxMessage'
import { LightboxNav } from './LightboxNav'
import { addressCity, nextIndex, previousIndex } from './navigation'
import { shareDestination } from './share'
import { showLightboxFailure } from './lightbox-toasts'
import type { FactSectionId } from './facts'
import type { Destination } from './types'
import type { LightboxView } from './lightbox-view'
import { sheetLang } from './content-lang'
import classes from './DestinationLightbox.module.css'

/** A horizontal swipe of at least this many pixels, clearly more sideways than up or down, changes city. */
const SWIPE_PX = 50

interface DestinationLightboxProps {
  view: LightboxView
  /** The overlay's title names the city; otherwise the panel names it. */
  cityInTitle: boolean
  error: Error | null
  retrying: boolean
  onRetry: () => void
  /** Show another destination (the address changes with it). */
  onSelect: (destination: Destination) => void
  onHome: () => void
  onBrowseAll: () => void
  /** Extras for the panel header, composed by the route (the city's local time, today's weather). */
  renderExtras?: (destination: Destination) => ReactNode
  /** More for a fact section of the city (what other features know about it), at the end of its body. */
  renderFactExtra?: (destination: Destination, section: FactSectionId) => ReactNode
}

/** Arrow keys belong to fields, players and sliders when one of them has focus. */
function keyIsTaken(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  if (target.isContentEditable) return true
  return Boolean(target.closest('input, textarea, select, video, audio, [role="slider"], [role="tablist"], [role="radiogroup"]'))
}

function LoadingLayout() {
  return (
    <div className={classes.layout} aria-busy="true" data-testid="lightbox-loading">
      <Skeleton className={classes.stageSkeleton} radius="lg" />
      <div className={classes.info}>
        <Skeleton height={12} width="30%" radius="sm" />
        <Skeleton height={14} radius="sm" mt={14} />
        <Skeleton height={14} width="85%" radius="sm" mt={8} />
        <Skeleton height={120} radius="md" mt={24} />
      </div>
    </div>
  )
}

/**
 * The destination lightbox: previous/next with wrap-around, dots, arrow keys and swipes; the map (or the
 * video) at the start of the line and the city's facts at its end (left and right in English, swapped in
 * Hebrew). Next is toward the end of the line, for the buttons, the arrow keys and the swipes alike. Also
 * the loading, empty and unknown-city states.
 */
export function DestinationLightbox({ view, cityInTitle, error, retrying, onRetry, onSelect, onHome, onBrowseAll, renderExtras, renderFactExtra }: DestinationLightboxProps) {
  const t = useT()
  const { dir } = useLanguage()
  const rootRef = useRef<HTMLDivElement>(null)
  const touchRef = useRef<{ x: number; y: number } | null>(null)
  const [mode, setMode] = useState<MediaMode>('map')

  // The failure toast, once per opening of the lightbox (it stays mounted while moving between cities).
  const failed = view.kind === 'empty' || (view.kind === 'city' && view.fallback)
  const announced = useRef(false)
  useEffect(() => {
    if (!failed) {
      announced.current = false
      return
    }
    if (announced.current) return
    announced.current = true
    showLightboxFailure(error)
  }, [failed, error])

  const list = view.kind === 'city' ? view.destinations : null
  const index = view.kind === 'city' ? view.index : 0
  const destination = list?.[index]

  const go = (to: number) => {
    const target = list?.[to]
    if (target && to !== index) onSelect(target)
  }
  const goRef = useRef(go)
  useEffect(() => {
    goRef.current = go
  })

  useEffect(() => {
    if (!list || list.length < 2) return
    const length = list.length
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || keyIsTaken(event.target)) return
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return
      event.preventDefault()
      // The arrow toward the end of the line is next: the right one in English, the left one in Hebrew.
      const towardEnd = (event.key === 'ArrowRight' ? 1 : -1) === inlineSign(dir)
      goRef.current(towardEnd ? nextIndex(index, length) : previousIndex(index, length))
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [list, index, dir])

  // A new city starts at its top: the map and the introduction.
  const city = destination?.city
  const firstCity = useRef(city)
  useEffect(() => {
    if (city === undefined || city === firstCity.current) return
    firstCity.current = undefined
    const scroller = scrollParent(rootRef.current)
    if (scroller && scroller.scrollTop > 0) scroller.scrollTo({ top: 0 })
  }, [city])

  if (view.kind === 'loading') return <LoadingLayout />
  if (view.kind === 'empty') return <EmptyState onHome={onHome} onRetry={onRetry} retrying={retrying} />
  if (view.kind === 'unknown-city') return <UnknownCity city={view.city} onBrowseAll={onBrowseAll} onHome={onHome} />
  if (!list || !destination) return null

  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0]
    const target = event.target instanceof Element ? event.target : null
    touchRef.current = touch && event.touches.length === 1 && !target?.closest('[data-no-swipe], video') ? { x: touch.clientX, y: touch.clientY } : null
  }
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchRef.current
    const touch = event.changedTouches[0]
    touchRef.current = null
    if (!start || !touch) return
    const dx = touch.clientX - start.x
    const dy = touch.clientY - start.y
    if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(dy) * 1.5) return
    // Pulling the page toward the start of the line brings the next city, as a book's page turns: a swipe
    // to the left in English, to the right in Hebrew.
    go(dx * inlineSign(dir) < 0 ? nextIndex(index, list.length) : previousIndex(index, list.length))
  }

  return (
    <div ref={rootRef} className={classes.root} onTouchStart={onTouchStart} onTouchEnd={onTouchEnd} data-testid="destination-lightbox">
      <LightboxNav
        destinations={list}
        index={index}
        onPrevious={() => go(previousIndex(index, list.length))}
        onNext={() => go(nextIndex(index, list.length))}
        onSelect={go}
      />
      <div className={classes.layout}>
        <div className={classes.mediaColumn}>
          <DestinationMediaView destination={destination} mode={mode} onModeChange={setMode} />
        </div>
        <div className={classes.info}>
          <header key={destination.city} className={classes.intro}>
            {!cityInTitle && (
              <h3 className={classes.cityName} data-testid="lightbox-city" dir="auto" lang={sheetLang(destination, destination.city)}>
                {destination.city}
              </h3>
            )}
            {/* The country, and the star that adds the city to 'My shortlist' at the end of its line. */}
            <div className={classes.countryRow}>
              {destination.country && (
                <p className={classes.country} dir="auto" lang={sheetLang(destination, destination.country)}>
                  {destination.flagImg && (
                    <img src={destination.flagImg} alt="" className={classes.flag} width={24} height={16} decoding="async" />
                  )}
                  {destination.country}
                </p>
              )}
              <FavouriteStar item={{ kind: 'destination', id: addressCity(destination) }} name={destination.city} tone="raised" className={classes.star} />
            </div>
            {destination.description && (
              <p className={classes.description} dir="auto" lang={sheetLang(destination, destination.description)}>
                {destination.description}
              </p>
            )}
            <div className={classes.extras}>
              {renderExtras?.(destination)}
              <CompareToggle destination={destination} />
              <Button
                variant="light"
                size="compact-md"
                radius="xl"
                aria-label={t('destinations.lightbox.share')}
                classNames={{ root: classes.share, label: classes.shareLabel, section: classes.shareIcon }}
                leftSection={<IconShare size={16} aria-hidden="true" />}
                onClick={() => void shareDestination(destination)}
              >
                {t('destinations.lightbox.share')}
              </Button>
            </div>
            <FreshnessNote
              what="destinations"
              updatedAt={view.updatedAt}
              fallback={view.fallback}
              {...(view.refreshFailed ? { staleAfterMs: 0 } : {})}
            />
          </header>
          <FactPanel destination={destination} renderSectionExtra={renderFactExtra && ((section) => renderFactExtra(destination, section))} />
        </div>
      </div>
    </div>
  )
}
