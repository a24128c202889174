import { useState, type ReactNode } from 'react'
import { Button, Skeleton } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { IconChevronDown, IconMapPinOff } from '@tabler/icons-react'
import { cityCurrency } from '@/content/cities'
import { InlineAlert } from '@/components/InlineAlert'
import { useOnline } from '@/components/use-online'
import { isolate } from '@/features/destinations/bidi'
import { comparedNames, resolveCompared } from '@/features/destinations/compare-address'
import { comparedSections, type ComparedRow } from '@/features/destinations/compare-facts'
import { compareFigures, readFigure, readMoney, type FigureComparison } from '@/features/destinations/figures'
import { addressCity, lookupPlace } from '@/features/destinations/navigation'
import { destinationsQuery } from '@/features/destinations/queries'
import type { Destination, DestinationField } from '@/features/destinations/types'
import { failureOf } from '@/features/destinations/view'
import { conditionText } from '@/features/weather/condition-text'
import { cityWeatherQuery } from '@/features/weather/queries'
import { formatTemperature, shownTemperature } from '@/features/weather/format'
import { useHomeCity } from '@/features/world-time/home-city'
import { placeName } from '@/features/world-time/place-names'
import { formatDifference } from '@/features/world-time/time'
import { useNow } from '@/features/world-time/use-now'
import { formatList, formatNumber } from '@/i18n/format'
import { usePreferences } from '@/i18n/preferences'
import { useArea, useLanguage, useT, type Translate } from '@/i18n/react'
import type { Direction } from '@/lib/direction'
import { formatUtcOffset, offsetFrom } from './compare-now'
import { formatCost, useCostIn } from './home-cost'
import { timeZoneFor } from './time-zone'
import classes from './CompareView.module.css'

/**
 * A row with a cell longer than this is clamped to a few lines on a phone, with 'Show more' for the row;
 * on a wide screen (three times the column width) only from the second length.
 */
const LONG_TEXT = 120
const VERY_LONG_TEXT = 360

const zoneOf = (destination: Destination) => timeZoneFor(addressCity(destination), destination.lookupCountry ?? destination.country)

/** How a figure stands against the others: 'Highest · 2.1× Lisbon', '+35% more than Lisbon', or 'Same'. */
function standing(comparison: FigureComparison, lowestCity: string, t: Translate, language: string, dir: Direction): string | null {
  if (!comparison.highest && !comparison.lowest) {
    if (comparison.timesLowest === 1) return t('compare.same')
  }
  if (comparison.lowest) return null
  const times = comparison.timesLowest
  const versus =
    times >= 1.995
      ? t('compare.times', { times: isolate(formatNumber(Math.round(times * 10) / 10, language), dir), city: lowestCity })
      : t('compare.moreThan', {
          // '7%' kept whole inside a Hebrew sentence.
          percent: isolate(formatNumber(times - 1, language, { style: 'percent', maximumFractionDigits: 0 }), dir),
          city: lowestCity,
        })
  return comparison.highest ? `${t('compare.highest')} · ${versus}` : versus
}

/** The figures a row compares, when it has any: population, area and density as they are, GDP in one currency. */
function rowFigures(field: DestinationField, values: readonly (string | null)[]): (number | null)[] | null {
  if (field === 'population' || field === 'area' || field === 'populationDensity') return values.map((value) => readFigure(value))
  // The average cost is compared in one currency in a row of its own (CostRow); GDP when the sheet gives one.
  if (field === 'gdpPerCapita') {
    const money = values.map((value) => readMoney(value))
    const currencies = new Set(money.flatMap((item) => (item ? [item.currency] : [])))
    // Sums in different currencies are not compared without rates.
    return currencies.size === 1 ? money.map((item) => item?.amount ?? null) : null
  }
  return null
}

function Bar({ comparison, note }: { comparison: FigureComparison; note: string | null }) {
  return (
    <span className={classes.figure}>
      <span className={classes.bar} aria-hidden="true">
        <span className={classes.barFill} data-highest={comparison.highest || undefined} style={{ inlineSize: `${Math.max(comparison.share * 100, 2)}%` }} />
      </span>
      {note && <span className={classes.note}>{note}</span>}
    </span>
  )
}

/** A point on a line from the lowest to the highest value: for values that may be negative (hours, degrees). */
function Marker({ position, note }: { position: number; note: string | null }) {
  return (
    <span className={classes.figure}>
      <span className={classes.scale} aria-hidden="true">
        <span className={classes.marker} style={{ insetInlineStart: `calc(${position * 100}% - 0.4rem)` }} />
      </span>
      {note && <span className={classes.note}>{note}</span>}
    </span>
  )
}

function scalePositions(values: readonly (number | null)[]): (number | null)[] {
  const known = values.filter((value): value is number => value !== null)
  if (known.length < 2) return values.map(() => null)
  const min = Math.min(...known)
  const max = Math.max(...known)
  return values.map((value) => (value === null ? null : max === min ? 0.5 : (value - min) / (max - min)))
}

interface RowProps {
  label: string
  /** The label is the section's heading already (a section of one field): read by screen readers only. */
  hiddenLabel?: boolean
  cells: ReactNode[]
  /** Clamped on a phone only, or on every screen. */
  long?: 'phone' | 'all' | null
}

function Row({ label, hiddenLabel = false, cells, long = null }: RowProps) {
  const t = useT()
  const [open, setOpen] = useState(false)
  return (
    <tr className={classes.row} data-long={long ?? undefined} data-clamped={long && !open ? true : undefined}>
      {/* Named by its label alone: the Show more inside it is a control, not part of the row's name. */}
      <th scope="row" className={classes.label} data-hidden-label={hiddenLabel || undefined} aria-label={long ? label : undefined}>
        <span className={hiddenLabel ? 'wp-visually-hidden' : classes.labelText}>{label}</span>
        {long && (
          // Named with its row ('Show more: Housing'): a comparison can hold several, and a list of the page's
          // buttons would otherwise read the same name over and over (WCAG 2.4.6).
          <button
            type="button"
            className={classes.more}
            aria-expanded={open}
            aria-label={t(open ? 'compare.showLessOf' : 'compare.showMoreOf', { row: label })}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? t('compare.showLess') : t('compare.showMore')}
            <IconChevronDown size={14} className={classes.moreIcon} aria-hidden="true" />
          </button>
        )}
      </th>
      {cells.map((cell, index) => (
        <td key={index} className={classes.cell}>
          {cell}
        </td>
      ))}
    </tr>
  )
}

function FactRow({ row, sectionTitle, labelled, cities }: { row: ComparedRow; sectionTitle: string; labelled: boolean; cities: string[] }) {
  const t = useT()
  const { language, dir } = useLanguage()
  const figures = rowFigures(row.field, row.values)
  const comparisons = figures ? compareFigures(figures) : row.values.map(() => null)
  const lowestIndex = comparisons.findIndex((comparison) => comparison?.lowest)
  const lowestCity = cities[lowestIndex] ?? ''
  const longest = Math.max(...row.values.map((value) => value?.length ?? 0))
  return (
    <Row
      label={labelled ? row.label : sectionTitle}
      hiddenLabel={!labelled}
      long={longest > VERY_LONG_TEXT ? 'all' : longest > LONG_TEXT ? 'phone' : null}
      cells={row.values.map((value, index) => {
        const comparison = comparisons[index]
        return value === null ? (
          <span className={classes.missing}>{t('compare.missing')}</span>
        ) : (
          <>
            <span className={classes.text} dir="auto">
              {value}
            </span>
            {comparison && <Bar comparison={comparison} note={standing(comparison, lowestCity, t, language, dir)} />}
          </>
        )
      })}
    />
  )
}

/** Right now: the time difference (from home when one is set, else from UTC) and today's weather. */
function NowRows({ destinations, cities }: { destinations: readonly Destination[]; cities: string[] }) {
  useArea('hub')
  const t = useT()
  const { language, dir } = useLanguage()
  const { preferences } = usePreferences()
  const { home } = useHomeCity()
  const now = useNow(60_000)
  const online = useOnline()
  const offsets = destinations.map((destination) => offsetFrom(zoneOf(destination), home?.timeZone ?? null, now))
  // Three fixed slots rather than useQueries, which would add to the home page's framework chunk.
  const slot = (destination: Destination | undefined) => ({ ...cityWeatherQuery(destination ? lookupPlace(destination) : ''), enabled: Boolean(destination) })
  const weather = [useQuery(slot(destinations[0])), useQuery(slot(destinations[1])), useQuery(slot(destinations[2]))].slice(0, destinations.length)
  const temperatures = weather.map((query) => query.data?.current.tempC ?? null)

  const lowestOf = (values: readonly (number | null)[]) => {
    const known = values.filter((value): value is number => value !== null)
    return known.length < 2 ? -1 : values.indexOf(Math.min(...known))
  }
  const offsetPositions = scalePositions(offsets)
  const lowestOffset = lowestOf(offsets)
  const temperaturePositions = scalePositions(temperatures)
  const coldest = lowestOf(temperatures)

  return (
    <>
      <Row
        label={home ? t('compare.fromHome', { city: placeName(t, home) }) : t('compare.utcOffset')}
        cells={offsets.map((offset, index) => {
          if (offset === null) return <span className={classes.missing}>{t('compare.missing')}</span>
          const position = offsetPositions[index]
          const base = offsets[lowestOffset]
          const note =
            lowestOffset >= 0 && index !== lowestOffset && base !== null && base !== undefined && offset !== base
              ? t('compare.ahead', { difference: isolate(formatDifference(offset - base, t), dir), city: cities[lowestOffset] ?? '' })
              : null
          return (
            <>
              <span className={classes.value}>
                <bdi>{home ? formatDifference(offset, t) : t('compare.utc', { offset: formatUtcOffset(offset) })}</bdi>
              </span>
              {position !== null && position !== undefined && <Marker position={position} note={note} />}
            </>
          )
        })}
      />
      <Row
        label={t('compare.weather')}
        cells={weather.map((query, index) => {
          const data = query.data
          if (!data) {
            if (query.isPending && query.fetchStatus === 'fetching') return <Skeleton height={18} width={110} radius="sm" aria-hidden="true" />
            // Offline, a city whose weather was not kept waits for the network (it loads by itself then).
            const waiting = !online || query.fetchStatus === 'paused'
            return <span className={classes.missing}>{t(waiting ? 'compare.offline' : 'compare.missing')}</span>
          }
          const position = temperaturePositions[index]
          const base = temperatures[coldest]
          // The difference of the two temperatures as written ('17 °C' and '14 °C' are 3° apart, whatever
          // the decimals behind them), in the person's unit.
          const difference =
            base === null || base === undefined ? 0 : shownTemperature(data.current.tempC, preferences.temperature) - shownTemperature(base, preferences.temperature)
          const note =
            coldest >= 0 && index !== coldest && difference > 0
              ? t('compare.warmer', {
                  degrees: isolate(t('hub.unit.degrees', { value: formatNumber(difference, language) }), dir),
                  city: cities[coldest] ?? '',
                })
              : null
          return (
            <>
              <span className={classes.value}>
                <bdi>{formatTemperature(data.current.tempC, { t, language, temperature: preferences.temperature })}</bdi> ·{' '}
                <bdi>{conditionText(data.current.condition, language, t)}</bdi>
              </span>
              {position !== null && position !== undefined && <Marker position={position} note={note} />}
            </>
          )
        })}
      />
    </>
  )
}

const NO_DESTINATION: Destination = { id: -1, city: '' }

/**
 * The average cost of each city in the home currency (US dollars while no home is set), converted at the
 * converter's rates, with a bar each. Three fixed slots: hooks are called the same number of times on
 * every render, whatever the number of cities.
 */
function CostRow({ destinations, cities }: { destinations: readonly Destination[]; cities: string[] }) {
  const t = useT()
  const { language, dir } = useLanguage()
  const { home } = useHomeCity()
  const currency = (home ? cityCurrency(home) : null) ?? 'USD'
  const slots = [
    useCostIn(destinations[0] ?? NO_DESTINATION, currency),
    useCostIn(destinations[1] ?? NO_DESTINATION, currency),
    useCostIn(destinations[2] ?? NO_DESTINATION, currency),
  ]
  const costs = destinations.map((_, index) => slots[index] ?? null)
  const comparisons = compareFigures(costs.map((cost) => (cost ? (cost.low + cost.high) / 2 : null)))
  const lowestCity = cities[comparisons.findIndex((comparison) => comparison?.lowest)] ?? ''
  if (costs.every((cost) => cost === null)) return null
  return (
    <Row
      label={t('compare.costIn', { currency: isolate(currency, dir) })}
      cells={costs.map((cost, index) => {
        const comparison = comparisons[index]
        return cost === null ? (
          <span className={classes.missing}>{t('compare.missing')}</span>
        ) : (
          <>
            <span className={classes.value}>
              <bdi>{formatCost(cost, language, t)}</bdi>
            </span>
            {comparison && <Bar comparison={comparison} note={standing(comparison, lowestCity, t, language, dir)} />}
          </>
        )
      })}
    />
  )
}

function CityHeader({ destination }: { destination: Destination }) {
  return (
    <th scope="col" className={classes.cityHead}>
      <Link to="/destinations/$city" params={{ city: addressCity(destination) }} className={classes.cityLink}>
        <span className={classes.picture} data-tone={destination.id % 4}>
          {destination.image && <img src={destination.image} alt="" width={320} height={180} loading="lazy" decoding="async" />}
        </span>
        <span className={classes.cityName} dir="auto">
          {destination.city}
        </span>
      </Link>
      {destination.country && (
        <span className={classes.country}>
          {destination.flagImg && <img src={destination.flagImg} alt="" className={classes.flag} width={20} height={14} decoding="async" />}
          <span dir="auto">{destination.country}</span>
        </span>
      )}
    </th>
  )
}

function Message({ children }: { children: ReactNode }) {
  const t = useT()
  return (
    <div className={classes.message} data-testid="compare-message">
      <IconMapPinOff size={36} stroke={1.5} aria-hidden="true" className={classes.messageIcon} />
      {children}
      <Button component={Link} to="/destinations">
        {t('compare.browse')}
      </Button>
    </div>
  )
}

/**
 * Two or three destinations side by side (docs/behaviour.md, "Comparing destinations"): a column per city,
 * the fact panel's headings as rows, aligned; the figures that can be compared with a bar or a marker each.
 */
export function CompareView({ splat }: { splat: string | undefined }) {
  useArea('destinations')
  useArea('compare')
  const t = useT()
  const { language, dir } = useLanguage()
  const query = useQuery(destinationsQuery())
  const names = comparedNames(splat)

  if (!query.data) {
    // Loading, unless the sheet failed or waits for a connection that may not come (offline, never
    // fetched): then say so, with a way to ask again, rather than a placeholder for ever.
    if (failureOf(query) === null) return <Skeleton height={320} radius="md" data-testid="compare-loading" />
    return (
      <Message>
        <p className={classes.messageText}>{t('destinations.lightbox.failed')}</p>
        <Button variant="default" onClick={() => void query.refetch()} loading={query.isFetching}>
          {t('shell.tryAgain')}
        </Button>
      </Message>
    )
  }

  const { destinations, unknown, overLimit } = resolveCompared(query.data, names)
  const notices = (
    <>
      {unknown.length > 0 && (
        <InlineAlert>
          {t('compare.unknown', { count: unknown.length, cities: formatList(unknown.map((name) => isolate(name, dir)), language) })}
        </InlineAlert>
      )}
      {overLimit && <InlineAlert>{t('compare.overLimit')}</InlineAlert>}
    </>
  )
  if (destinations.length < 2) {
    return (
      <>
        {notices}
        <Message>
          <p className={classes.messageText}>{t('compare.tooFew')}</p>
        </Message>
      </>
    )
  }

  const cities = destinations.map((destination) => isolate(destination.city, dir))
  const columns = destinations.length + 1
  return (
    <div className={classes.root} data-testid="compare-view">
      {notices}
      <div className={classes.scroller} data-columns={destinations.length}>
        <table className={classes.table}>
          <caption className="wp-visually-hidden">{t('compare.title')}</caption>
          <thead>
            <tr className={classes.row}>
              <td className={classes.corner} />
              {destinations.map((destination) => (
                <CityHeader key={destination.id} destination={destination} />
              ))}
            </tr>
          </thead>
          <tbody>
            <tr className={classes.sectionRow}>
              <th scope="colgroup" colSpan={columns} className={classes.section}>
                {t('compare.now')}
              </th>
            </tr>
            <NowRows destinations={destinations} cities={cities} />
          </tbody>
          {comparedSections(destinations, t).map((section) => (
            <tbody key={section.id}>
              <tr className={classes.sectionRow}>
                <th scope="colgroup" colSpan={columns} className={classes.section}>
                  {section.title}
                </th>
              </tr>
              {section.rows.map((row) => (
                <FactRow key={row.field} row={row} sectionTitle={section.title} labelled={section.labelled} cities={cities} />
              ))}
              {section.id === 'financial' && <CostRow destinations={destinations} cities={cities} />}
            </tbody>
          ))}
        </table>
      </div>
    </div>
  )
}
