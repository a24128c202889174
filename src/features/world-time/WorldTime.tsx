import '@mantine/core/styles/Input.layer.css'
import { memo, useCallback, useMemo, useState } from 'react'
import { Trans } from '@lingui/react'
import { Text, TextInput } from '@mantine/core'
import { IconMapPin, IconSearch, IconX } from '@tabler/icons-react'
import { clockCities, type ClockCityId, type ClockCountryId } from '@/content/cities'
import type { Preferences } from '@/i18n/preferences'
import { usePreferences } from '@/i18n/preferences'
import { useLanguage, useT, type Translate } from '@/i18n/react'
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

/** A city's and a country's names in the active language. */
const cityName = (t: Translate, id: ClockCityId) => t(`hub.city.${id}`)
const countryName = (t: Translate, id: ClockCountryId) => t(`hub.country.${id}`)

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
  id: ClockCityId
  countryId: ClockCountryId
  timeZone: string
  /** The instant the list was computed at; null before the first computation ('--:--'). */
  now: number | null
  userZone: string
  clock: Preferences['clock']
  language: string
  t: Translate
}

/** One city of the grid: a component of its own, so React can render a refresh of the 40 in slices. */
const CityCard = memo(function CityCard({ id, countryId, timeZone, now, userZone, clock, language, t }: CityCardProps) {
  const reading = now === null ? null : zoneTime(timeZone, now, userZone, clock, language)
  const failed = reading?.time === 'Error'
  return (
    <li className={classes.card} data-error={failed || undefined}>
      <div className={classes.place}>
        <Text className={classes.city}>{cityName(t, id)}</Text>
        <Text className={classes.country}>{countryName(t, countryId)}</Text>
      </div>
      <Text className={classes.time} data-testid="city-time">
        {reading ? (failed ? t('hub.time.error') : reading.time) : '--:--'}
      </Text>
      <div className={classes.markers}>
        {reading?.differenceMinutes != null && (
          <span className={classes.difference} title={describeDifference(reading.differenceMinutes, t)}>
            <span aria-hidden="true">{formatDifference(reading.differenceMinutes, t)}</span>
            <span className="wp-visually-hidden">{describeDifference(reading.differenceMinutes, t)}</span>
          </span>
        )}
        {reading?.day && (
          <span className={classes.day} data-day={reading.day.toLowerCase()}>
            {dayMarkerText(reading.day, t)}
          </span>
        )}
      </div>
    </li>
  )
})

/** World Time: the local clock and a searchable grid of the 40 cities' times. */
export function WorldTime({ active = true }: WorldTimeProps) {
  const t = useT()
  const { language } = useLanguage()
  const { preferences } = usePreferences()
  const [query, setQuery] = useState('')
  // '--:--' until the first computation; refreshed every minute and each time the tab is shown again.
  const listNow = useFirstReadingNow(LIST_REFRESH_MS, active)
  // A city is found by its English names and by its names in the person's language.
  const localNames = useCallback(
    (entry: (typeof clockCities)[number]) => [cityName(t, entry.id), countryName(t, entry.countryId)],
    [t],
  )
  const cities = useMemo(() => filterCities(clockCities, query, localNames), [query, localNames])
  const userZone = localTimeZone()
  const total = clockCities.length

  return (
    <div className={classes.root}>
      <LocalClock active={active} />

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
          {cities.map((entry) => (
            <CityCard
              key={entry.id}
              id={entry.id}
              countryId={entry.countryId}
              timeZone={entry.timeZone}
              now={listNow}
              userZone={userZone}
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
