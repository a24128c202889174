import '@mantine/core/styles/Input.layer.css'
import { memo, useCallback, useMemo, useState } from 'react'
import { Trans } from '@lingui/react'
import { Text, TextInput } from '@mantine/core'
import { IconHome, IconMapPin, IconSearch, IconX } from '@tabler/icons-react'
import { FavouriteStar } from '@/components/FavouriteStar'
import { starredFirst, useStarredOrder } from '@/components/favourites'
import { useGrowingCount } from '@/components/use-growing-count'
import { clockCities, type ClockCity } from '@/content/cities'
import type { Preferences } from '@/i18n/preferences'
import { usePreferences } from '@/i18n/preferences'
import { useLanguage, useT, type Translate } from '@/i18n/react'
import { distanceFromHome, suggestHome } from './home'
import { homeCities, useHomeCity } from './home-city'
import { HomeCityControl } from './HomeCityControl'
import { placeCountry, placeName } from './place-names'
import {
  DISPLAY_TICK_MS,
  LIST_REFRESH_MS,
  dayMarkerText,
  describeDifference,
  filterCities,
  formatClockTime,
  formatDifference,
  formatLongDate,
  localTimeZone,
  readableZone,
  zoneTime,
} from './time'
import { useFirstReadingNow, useNow } from './use-now'
import classes from './WorldTime.module.css'

// Without Temporal, the first zone lookup makes the browser load its locale data: tens of milliseconds on
// a phone. That happens in a task of its own as soon as this code arrives, not inside the first render.
window.setTimeout(localTimeZone, 0)

interface WorldTimeProps {
  /** Whether the tab is showing: clocks run only then, and the list refreshes each time it becomes active. */
  active?: boolean
}

/** The user's local time, ticking every second. */
function LocalClock({ active }: { active: boolean }) {
  const t = useT()
  const { language } = useLanguage()
  const { preferences } = usePreferences()
  const now = useNow(DISPLAY_TICK_MS, active)
  const zone = localTimeZone()
  const time = formatClockTime(zone, now, preferences.clock, language, true)
  return (
    <section className={classes.local} aria-labelledby="local-time-title">
      <div>
        <Text id="local-time-title" className={classes.localLabel}>
          {t('hub.time.local')}
        </Text>
        <time className={classes.localTime} dateTime={new Date(now).toISOString()} aria-live="off">
          {time}
        </time>
      </div>
      <div className={classes.localMeta}>
        <Text className={classes.localDate}>{formatLongDate(now, zone, language)}</Text>
        <Text className={classes.localZone}>
          <IconMapPin size={14} aria-hidden="true" />
          <bdi>{readableZone(zone)}</bdi>
        </Text>
      </div>
    </section>
  )
}

interface CityCardProps {
  city: ClockCity
  /** The instant the list was computed at; null before the first computation ('--:--'). */
  now: number | null
  /** The zone differences are counted from: the home city's when one is set, else the device's. */
  referenceZone: string
  /** Whether a home city is set (differences are then said to be from it). */
  fromHome: boolean
  isHome: boolean
  /** '9,560 km from home', or null. */
  distance: string | null
  clock: Preferences['clock']
  language: string
  t: Translate
}

/** One city of the grid: a component of its own, so React can render a refresh of the 40 in slices. */
const CityCard = memo(function CityCard({ city, now, referenceZone, fromHome, isHome, distance, clock, language, t }: CityCardProps) {
  const reading = now === null ? null : zoneTime(city.timeZone, now, referenceZone, clock, language)
  const failed = reading?.time === 'Error'
  const spoken = (minutes: number) =>
    !fromHome
      ? describeDifference(minutes, t)
      : minutes === 0
        ? t('hub.home.spoken.same')
        : t('hub.home.spoken', { difference: describeDifference(minutes, t) })
  return (
    <li className={classes.card} data-error={failed || undefined} data-home={isHome || undefined}>
      <div className={classes.place}>
        <Text className={classes.city}>{placeName(t, city)}</Text>
        <Text className={classes.country}>{placeCountry(t, city)}</Text>
        {distance && <Text className={classes.distance}>{distance}</Text>}
      </div>
      <Text className={classes.time} data-testid="city-time">
        {reading ? (failed ? t('hub.time.error') : reading.time) : '--:--'}
      </Text>
      <div className={classes.markers}>
        {isHome ? (
          <span className={classes.homeBadge}>
            <IconHome size={14} aria-hidden="true" />
            {t('hub.home.badge')}
          </span>
        ) : (
          reading?.differenceMinutes != null && (
            <span className={classes.difference} title={spoken(reading.differenceMinutes)}>
              <span aria-hidden="true">{formatDifference(reading.differenceMinutes, t)}</span>
              <span className="wp-visually-hidden">{spoken(reading.differenceMinutes)}</span>
            </span>
          )
        )}
        {reading?.day && (
          <span className={classes.day} data-day={reading.day.toLowerCase()}>
            {dayMarkerText(reading.day, t)}
          </span>
        )}
      </div>
      {/* After the reading (the card is read name, time, then the star), shown at the top corner. */}
      <FavouriteStar item={{ kind: 'city', id: city.id }} name={placeName(t, city)} className={classes.star} />
    </li>
  )
})

const FIRST_CARDS = 12
const MORE_CARDS = 14

/** World Time: the local clock, the home city, and a searchable grid of the 40 cities' times, starred ones first. */
export function WorldTime({ active = true }: WorldTimeProps) {
  const t = useT()
  const { language } = useLanguage()
  const { preferences } = usePreferences()
  const [query, setQuery] = useState('')
  // '--:--' until the first computation; refreshed every minute and each time the tab is shown again.
  const listNow = useFirstReadingNow(LIST_REFRESH_MS, active)
  // A city is found by its English names and by its names in the person's language.
  const localNames = useCallback((entry: ClockCity) => [placeName(t, entry), placeCountry(t, entry)], [t])
  // Starred cities first (as they were when the clock opened), most recently starred first.
  const starred = useStarredOrder('city')
  const cities = useMemo(
    () => starredFirst(filterCities<ClockCity>(clockCities, query, localNames), starred, (entry) => entry.id),
    [query, localNames, starred],
  )
  // The grid scrolls in its own 500 px, where a dozen cards fill the view: the others follow in the next
  // tasks, each a commit of its own (the 40 cards in one commit were a 48 ms task when the hub opened).
  const shown = useGrowingCount(cities.length, FIRST_CARDS, MORE_CARDS)
  const userZone = localTimeZone()
  const total = clockCities.length
  const { home, setHome } = useHomeCity()
  const suggestion = useMemo(() => suggestHome(userZone, homeCities), [userZone])

  return (
    <div className={classes.root}>
      <LocalClock active={active} />

      <HomeCityControl home={home} suggestion={suggestion} setHome={setHome} />

      <TextInput
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        placeholder={t('hub.time.search')}
        aria-label={t('hub.time.searchLabel')}
        type="search"
        size="md"
        radius="xl"
        autoComplete="off"
        leftSection={<IconSearch size={18} aria-hidden="true" />}
        rightSection={
          query ? (
            <button type="button" className={classes.clear} aria-label={t('hub.time.clearSearch')} onClick={() => setQuery('')}>
              <IconX size={16} aria-hidden="true" />
            </button>
          ) : null
        }
        classNames={{ input: classes.searchInput }}
      />

      <Text size="sm" c="dimmed" role="status" className={classes.count}>
        {cities.length === total ? (
          t('hub.time.count.all', { count: total })
        ) : cities.length === 0 ? (
          <Trans id="hub.time.count.none" values={{ query: <bdi>{query.trim()}</bdi> }} />
        ) : (
          t('hub.time.count.some', { count: cities.length, total })
        )}
      </Text>

      {cities.length > 0 && (
        // The grid scrolls inside its own 500 px; it is focusable so keyboards can scroll it.
        <ul className={classes.grid} aria-label={t('hub.time.grid')} tabIndex={0}>
          {cities.slice(0, shown).map((entry) => (
            <CityCard
              key={entry.id}
              city={entry}
              now={listNow}
              referenceZone={home?.timeZone ?? userZone}
              fromHome={home !== null}
              isHome={home?.id === entry.id}
              distance={home ? distanceFromHome(entry, home, preferences.distance, language, t) : null}
              clock={preferences.clock}
              language={language}
              t={t}
            />
          ))}
        </ul>
      )}
    </div>
  )
}
