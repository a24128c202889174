import '@mantine/core/styles/Input.layer.css'
import { memo, useMemo, useState } from 'react'
import { Text, TextInput } from '@mantine/core'
import { IconMapPin, IconSearch, IconX } from '@tabler/icons-react'
import { clockCities } from '@/content/cities'
import {
  DISPLAY_TICK_MS,
  LIST_REFRESH_MS,
  describeDifference,
  filterCities,
  formatDifference,
  formatLongDate,
  formatZoneTime,
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
  const now = useNow(DISPLAY_TICK_MS, active)
  const zone = localTimeZone()
  const time = formatZoneTime(zone, now, true)
  return (
    <section className={classes.local} aria-labelledby="local-time-title">
      <div>
        <Text id="local-time-title" className={classes.localLabel}>
          Your local time
        </Text>
        <time className={classes.localTime} dateTime={new Date(now).toISOString()} aria-live="off">
          {time}
        </time>
      </div>
      <div className={classes.localMeta}>
        <Text className={classes.localDate}>{formatLongDate(now, zone)}</Text>
        <Text className={classes.localZone}>
          <IconMapPin size={14} aria-hidden="true" />
          {readableZone(zone)}
        </Text>
      </div>
    </section>
  )
}

interface CityCardProps {
  city: string
  country: string
  timeZone: string
  /** The instant the list was computed at; null before the first computation ('--:--'). */
  now: number | null
  userZone: string
}

/** One city of the grid: a component of its own, so React can render a refresh of the 40 in slices. */
const CityCard = memo(function CityCard({ city, country, timeZone, now, userZone }: CityCardProps) {
  const reading = now === null ? null : zoneTime(timeZone, now, userZone)
  return (
    <li className={classes.card} data-error={reading?.time === 'Error' || undefined}>
      <div className={classes.place}>
        <Text className={classes.city}>{city}</Text>
        <Text className={classes.country}>{country}</Text>
      </div>
      <Text className={classes.time} data-testid="city-time">
        {reading ? reading.time : '--:--'}
      </Text>
      <div className={classes.markers}>
        {reading?.differenceMinutes != null && (
          <span className={classes.difference} title={describeDifference(reading.differenceMinutes)}>
            <span aria-hidden="true">{formatDifference(reading.differenceMinutes)}</span>
            <span className="wp-visually-hidden">{describeDifference(reading.differenceMinutes)}</span>
          </span>
        )}
        {reading?.day && (
          <span className={classes.day} data-day={reading.day.toLowerCase()}>
            {reading.day}
          </span>
        )}
      </div>
    </li>
  )
})

/** World Time: the local clock and a searchable grid of the 40 cities' times. */
export function WorldTime({ active = true }: WorldTimeProps) {
  const [query, setQuery] = useState('')
  // '--:--' until the first computation; refreshed every minute and each time the tab is shown again.
  const listNow = useFirstReadingNow(LIST_REFRESH_MS, active)
  const cities = useMemo(() => filterCities(clockCities, query), [query])
  const userZone = localTimeZone()

  return (
    <div className={classes.root}>
      <LocalClock active={active} />

      <TextInput
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        placeholder="Search for a city or country..."
        aria-label="Search for a city or country"
        type="search"
        size="md"
        radius="xl"
        autoComplete="off"
        leftSection={<IconSearch size={18} aria-hidden="true" />}
        rightSection={
          query ? (
            <button type="button" className={classes.clear} aria-label="Clear search" onClick={() => setQuery('')}>
              <IconX size={16} aria-hidden="true" />
            </button>
          ) : null
        }
        classNames={{ input: classes.searchInput }}
      />

      <Text size="sm" c="gray.7" role="status" className={classes.count}>
        {cities.length === clockCities.length
          ? `${clockCities.length} cities`
          : cities.length === 0
            ? `No cities match “${query.trim()}”.`
            : `${cities.length} of ${clockCities.length} cities`}
      </Text>

      {cities.length > 0 && (
        // The grid scrolls inside its own 500 px; it is focusable so keyboards can scroll it.
        <ul className={classes.grid} aria-label="World clock" tabIndex={0}>
          {cities.map((entry) => (
            <CityCard key={entry.city} {...entry} now={listNow} userZone={userZone} />
          ))}
        </ul>
      )}
    </div>
  )
}
