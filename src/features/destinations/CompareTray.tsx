import { useEffect, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { IconScale, IconX } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { MAX_COMPARED, useCompareSelection } from '@/components/use-compare-selection'
import { useLanguage, useT } from '@/i18n/react'
import { isolate } from './bidi'
import { FULL_MESSAGE_MS, useRefusals } from './compare-full'
import { findCityIndex } from './navigation'
import { destinationsQuery } from './queries'
import classes from './CompareTray.module.css'

/**
 * Brings the reason a fourth city was refused into view as it appears: on a phone the tray under the
 * carousel may be below the screen or under the bottom menu, and the tap would seem to do nothing. The
 * page's scroll padding keeps it clear of the menu. (Outside the component: a ref callback made per render
 * would scroll again on every render.)
 */
function showReason(reason: HTMLParagraphElement | null) {
  if (!reason) return
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches
  reason.scrollIntoView?.({ block: 'nearest', behavior: reduced ? 'auto' : 'smooth' })
}

/**
 * The cities picked for comparison (docs/behaviour.md, "Comparing destinations"), each with a button that
 * takes it out, and the link to the comparison once there are two. Shown under the carousel and at the
 * foot of the lightbox while anything is picked; nothing otherwise.
 */
export function CompareTray({ sticky = false }: { sticky?: boolean }) {
  const t = useT()
  const { dir } = useLanguage()
  const { selected, remove, clear } = useCompareSelection()
  const { data } = useQuery(destinationsQuery())
  // A fourth city refused: the reason shows here for a while, and goes as soon as a city is taken out.
  const refusals = useRefusals()
  const [seen, setSeen] = useState(refusals)
  useEffect(() => {
    if (refusals === seen) return
    const timer = window.setTimeout(() => setSeen(refusals), FULL_MESSAGE_MS)
    return () => window.clearTimeout(timer)
  }, [refusals, seen])
  // Taken out, the reason has been read: it does not come back when a third city is picked again.
  if (refusals !== seen && selected.length < MAX_COMPARED) setSeen(refusals)
  const full = refusals !== seen && selected.length >= MAX_COMPARED
  if (selected.length === 0) return null

  // A city is kept by its address name; the tray names it as the sheet (or the reader's language) does.
  const shownName = (name: string) => {
    const destination = data?.[findCityIndex(data, name)]
    return destination?.city ?? name
  }

  return (
    <section className={classes.tray} data-sticky={sticky || undefined} aria-label={t('destinations.compare.tray')} data-testid="compare-tray">
      <IconScale size={20} className={classes.icon} aria-hidden="true" />
      <ul className={classes.list}>
        {selected.map((name) => {
          const city = shownName(name)
          return (
            <li key={name} className={classes.chip}>
              <span dir="auto">{city}</span>
              <button
                type="button"
                className={classes.remove}
                aria-label={t('destinations.compare.remove', { city: isolate(city, dir) })}
                onClick={() => remove(name)}
              >
                <IconX size={14} aria-hidden="true" />
              </button>
            </li>
          )
        })}
      </ul>
      <div className={classes.actions}>
        {selected.length < 2 ? (
          <p className={classes.hint}>{t('destinations.compare.pickMore')}</p>
        ) : (
          // A plain link styled as a button: Mantine's Button and the shared RouterButton would each be one more
          // chunk for the home page, which shows this tray under its carousel.
          <Link to="/destinations/compare/$" params={{ _splat: selected.join('/') }} className={classes.open}>
            {t('destinations.compare.open', { count: selected.length })}
          </Link>
        )}
        <button type="button" className={classes.clear} onClick={clear}>
          {t('destinations.compare.clear')}
        </button>
      </div>
      {/* An alert is read out as it appears. */}
      {full && (
        <p ref={showReason} role="alert" className={classes.full}>
          {t('destinations.compare.full')}
        </p>
      )}
    </section>
  )
}
