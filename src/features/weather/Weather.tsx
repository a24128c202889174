import '@mantine/core/styles/Input.layer.css'
import '@mantine/core/styles/Loader.layer.css'
import { useState, type FormEvent } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Button, Skeleton, Text, TextInput, Title } from '@mantine/core'
import {
  IconClock,
  IconDroplet,
  IconMapPin,
  IconSearch,
  IconTemperature,
  IconUmbrella,
  IconUvIndex,
  IconWind,
} from '@tabler/icons-react'
import { FreshnessNote } from '@/components/FreshnessNote'
import { LoadNotice } from '@/components/LoadNotice'
import { useOnline } from '@/components/use-online'
import { WeatherError, type CityWeather } from './api'
import { formatDegrees, formatForecastDay, formatLocalTime, formatTemperature, formatWind } from './format'
import { cityKey, cityWeatherQuery } from './queries'
import { WeatherIcon } from './WeatherIcon'
import classes from './Weather.module.css'

export const POPULAR_CITIES = ['London', 'New York', 'Tokyo', 'Paris', 'Sydney', 'Dubai', 'Tel Aviv', 'Berlin'] as const

interface WeatherProps {
  /** The city shown (from the address, so it can be linked). */
  city: string
  /** A search or a quick button picked another city. */
  onCityChange: (city: string) => void
}

function CurrentCard({ weather }: { weather: CityWeather }) {
  const { current } = weather
  const stats = [
    { label: 'Feels like', value: formatTemperature(current.feelsLikeC), Icon: IconTemperature },
    { label: 'Humidity', value: `${Math.round(current.humidity)}%`, Icon: IconDroplet },
    { label: 'Wind', value: formatWind(current.windKph), Icon: IconWind },
    { label: 'UV Index', value: String(current.uv), Icon: IconUvIndex },
  ]
  return (
    <section className={classes.current} aria-labelledby="weather-location">
      <div className={classes.currentTop}>
        <div className={classes.place}>
          <Title order={3} id="weather-location" className={classes.locationName}>
            {current.location.name}
          </Title>
          <Text className={classes.placeMeta}>
            <IconMapPin size={15} aria-hidden="true" />
            {current.location.country || current.location.name}
          </Text>
          {current.location.localTime && (
            <Text className={classes.placeMeta}>
              <IconClock size={15} aria-hidden="true" />
              <span>
                <span className="wp-visually-hidden">Local time </span>
                {formatLocalTime(current.location.localTime)}
              </span>
            </Text>
          )}
        </div>
        <WeatherIcon condition={current.condition} size={72} className={classes.currentIcon} />
      </div>
      <div className={classes.reading}>
        <span className={classes.temperature} data-testid="current-temperature">
          {formatTemperature(current.tempC)}
        </span>
        <span className={classes.condition}>{current.condition.text}</span>
      </div>
      <dl className={classes.stats}>
        {stats.map(({ label, value, Icon }) => (
          <div key={label} className={classes.stat}>
            <dt>
              <Icon size={16} aria-hidden="true" />
              {label}
            </dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

function Forecast({ weather }: { weather: CityWeather }) {
  return (
    <section className={classes.forecast} aria-labelledby="forecast-title">
      <Title order={3} id="forecast-title" className={classes.sectionTitle}>
        5-Day Forecast
      </Title>
      <ol className={classes.days}>
        {weather.forecast.map((day) => (
          <li key={day.date} className={classes.day}>
            <Text className={classes.dayName}>{formatForecastDay(day.date)}</Text>
            <WeatherIcon condition={day.condition} size={44} className={classes.dayIcon} />
            <Text className={classes.dayCondition}>{day.condition.text}</Text>
            <Text className={classes.dayTemps}>
              <span className={classes.max} aria-label={`High ${formatDegrees(day.maxC)}`}>
                {formatDegrees(day.maxC)}
              </span>
              <span className={classes.min} aria-label={`Low ${formatDegrees(day.minC)}`}>
                {formatDegrees(day.minC)}
              </span>
            </Text>
            <Text className={classes.dayMeta}>
              <span title="Chance of rain">
                <IconUmbrella size={14} aria-hidden="true" />
                <span className="wp-visually-hidden">Chance of rain </span>
                {Math.round(day.chanceOfRain)}%
              </span>
              <span title="Max wind">
                <IconWind size={14} aria-hidden="true" />
                <span className="wp-visually-hidden">Max wind </span>
                {formatWind(day.maxWindKph)}
              </span>
            </Text>
          </li>
        ))}
      </ol>
    </section>
  )
}

function WeatherSkeleton() {
  return (
    <div className={classes.skeleton} aria-hidden="true" data-testid="weather-loading">
      <Skeleton height={220} radius="lg" />
      <Skeleton height={22} width={160} radius="sm" />
      <div className={classes.skeletonDays}>
        {Array.from({ length: 5 }, (_, index) => (
          <Skeleton key={index} height={150} radius="md" />
        ))}
      </div>
    </div>
  )
}

/** Weather: search, popular cities, the current card and the 5-day forecast for the chosen city. */
export function Weather({ city, onCityChange }: WeatherProps) {
  const [search, setSearch] = useState('')
  const online = useOnline()
  const query = useQuery(cityWeatherQuery(city))
  const waitingForNetwork = query.data === undefined && (!online || query.fetchStatus === 'paused')
  const busy = query.isFetching && !waitingForNetwork
  // The service answered 4xx: the place does not exist, asking again will not help.
  const unknownCity =
    query.error instanceof WeatherError && query.error.status !== undefined && query.error.status >= 400 && query.error.status < 500

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const wanted = search.trim().replace(/\s+/g, ' ')
    if (wanted === '') return
    if (cityKey(wanted) === cityKey(city)) void query.refetch()
    else onCityChange(wanted)
  }

  function pick(name: string) {
    setSearch('')
    if (cityKey(name) === cityKey(city)) {
      if (query.isError) void query.refetch()
    } else onCityChange(name)
  }

  return (
    <div className={classes.root} data-city={city}>
      <form className={classes.search} role="search" onSubmit={onSubmit}>
        <TextInput
          className={classes.searchField}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          placeholder="Search City"
          aria-label="Search City"
          type="search"
          size="md"
          radius="xl"
          autoComplete="off"
          enterKeyHint="search"
          leftSection={<IconSearch size={18} aria-hidden="true" />}
          classNames={{ input: classes.searchInput }}
        />
        <Button type="submit" size="md" radius="xl" variant="gradient" className={classes.searchButton} loading={busy} loaderProps={{ type: 'oval' }}>
          Search
        </Button>
      </form>

      <section className={classes.popular} aria-labelledby="popular-cities-title">
        <Text id="popular-cities-title" className={classes.popularTitle}>
          Popular Cities
        </Text>
        <div className={classes.cityButtons}>
          {POPULAR_CITIES.map((name) => (
            <button
              key={name}
              type="button"
              className={classes.cityButton}
              aria-pressed={cityKey(name) === cityKey(city)}
              onClick={() => pick(name)}
            >
              {name}
            </button>
          ))}
        </div>
      </section>

      <div aria-live="polite" className={classes.status}>
        {waitingForNetwork ? (
          <LoadNotice tone="offline" title="You’re offline">
            <Text size="sm">The weather for {city} needs a connection. It will load as soon as you’re back online.</Text>
          </LoadNotice>
        ) : query.isError && query.data === undefined ? (
          // An unknown place is not found again by asking again: no 'Try again' then.
          <LoadNotice
            tone="error"
            title="Failed to fetch weather data. Please try again."
            onRetry={unknownCity ? undefined : () => void query.refetch()}
            retrying={query.isFetching}
          >
            {unknownCity && (
              <Text size="sm">No place called “{city}” was found. Check the spelling, or pick one of the popular cities.</Text>
            )}
          </LoadNotice>
        ) : null}
      </div>

      {query.data ? (
        <div className={classes.results}>
          <FreshnessNote what="weather" updatedAt={query.dataUpdatedAt} staleAfterMs={60 * 60 * 1000} />
          <CurrentCard weather={query.data} />
          <Forecast weather={query.data} />
        </div>
      ) : query.isPending && !waitingForNetwork ? (
        <WeatherSkeleton />
      ) : null}
    </div>
  )
}
