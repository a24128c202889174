import '@mantine/core/styles/Input.layer.css'
import '@mantine/core/styles/Loader.layer.css'
import { useId, useRef, useState, type FormEvent } from 'react'
import { Trans } from '@lingui/react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
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
import { cityInLanguage, clockCityOf } from '@/components/city-name'
import { useDescribedBy } from '@/components/use-described-by'
import { useOnline } from '@/components/use-online'
import { formatNumber } from '@/i18n/format'
import { usePreferences } from '@/i18n/preferences'
import { clockCities, type ClockCityId } from '@/content/cities'
import { useLanguage, useT, type Translate } from '@/i18n/react'
import { codeOfCountry, countryName } from '@/lib/countries'
import { searchable } from '@/lib/search-text'
import { WeatherError, type CityWeather } from './api'
import { conditionText } from './condition-text'
import {
  formatDegrees,
  formatForecastDay,
  formatLocalTime,
  formatPercent,
  formatTemperature,
  formatWind,
  type WeatherFormat,
} from './format'
import { MAX_CITY_LENGTH } from './defaults'
import { cityKey, cityWeatherQuery, keptWeatherFor } from './queries'
import { WeatherIcon } from './WeatherIcon'
import classes from './Weather.module.css'

/** The quick buttons: the English names are what the service is asked for (and what the address keeps). */
export const POPULAR_CITIES = ['London', 'New York', 'Tokyo', 'Paris', 'Sydney', 'Dubai', 'Tel Aviv', 'Berlin'] as const

/** Their names on the buttons, from the hub's catalog (the world clock's city names). */
const POPULAR_CITY_NAMES = {
  London: 'hub.city.london',
  'New York': 'hub.city.new-york',
  Tokyo: 'hub.city.tokyo',
  Paris: 'hub.city.paris',
  Sydney: 'hub.city.sydney',
  Dubai: 'hub.city.dubai',
  'Tel Aviv': 'hub.city.tel-aviv',
  Berlin: 'hub.city.berlin',
} as const satisfies Record<(typeof POPULAR_CITIES)[number], string>

/** The language, the person's units and the catalog, as the weather's numbers are written. */
function useWeatherFormat(): Required<WeatherFormat> {
  const t = useT()
  const { language } = useLanguage()
  const { preferences } = usePreferences()
  return { t, language, clock: preferences.clock, temperature: preferences.temperature, speed: preferences.speed }
}

interface WeatherProps {
  /** The city shown (from the address, so it can be linked). */
  city: string
  /** A search or a quick button picked another city. */
  onCityChange: (city: string) => void
}

function CurrentCard({ weather }: { weather: CityWeather }) {
  const units = useWeatherFormat()
  const { t, language } = units
  const { current } = weather
  const stats = [
    { key: 'feels', label: t('hub.weather.feelsLike'), value: formatTemperature(current.feelsLikeC, units), Icon: IconTemperature },
    { key: 'humidity', label: t('hub.weather.humidity'), value: formatPercent(current.humidity, language), Icon: IconDroplet },
    { key: 'wind', label: t('hub.weather.wind'), value: formatWind(current.windKph, units), Icon: IconWind },
    { key: 'uv', label: t('hub.weather.uv'), value: formatNumber(current.uv, language), Icon: IconUvIndex },
  ]
  const place = shownPlace(current.location, t, language)
  return (
    <section className={classes.current} aria-labelledby="weather-location">
      <div className={classes.currentTop}>
        <div className={classes.place}>
          {/* A name the service sent may be Latin in any language: isolated in right to left. */}
          <Title order={3} id="weather-location" className={classes.locationName}>
            <bdi>{place.name}</bdi>
          </Title>
          <Text className={classes.placeMeta}>
            <IconMapPin size={15} aria-hidden="true" />
            <bdi>{place.country || place.name}</bdi>
          </Text>
          {current.location.localTime && (
            <Text className={classes.placeMeta}>
              <IconClock size={15} aria-hidden="true" />
              <span>
                <Trans
                  id="hub.weather.localTime"
                  values={{ time: formatLocalTime(current.location.localTime, units) }}
                  components={{ 0: <span className="wp-visually-hidden" /> }}
                />
              </span>
            </Text>
          )}
        </div>
        <WeatherIcon condition={current.condition} size={72} className={classes.currentIcon} />
      </div>
      <div className={classes.reading}>
        <bdi className={classes.temperature} data-testid="current-temperature">
          {formatTemperature(current.tempC, units)}
        </bdi>
        <bdi className={classes.condition}>{conditionText(current.condition, units.language, units.t)}</bdi>
      </div>
      <dl className={classes.stats}>
        {stats.map(({ key, label, value, Icon }) => (
          <div key={key} className={classes.stat}>
            <dt>
              <Icon size={16} aria-hidden="true" />
              {label}
            </dt>
            <dd>
              <bdi>{value}</bdi>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

function Forecast({ weather }: { weather: CityWeather }) {
  const units = useWeatherFormat()
  const { t, language } = units
  return (
    <section className={classes.forecast} aria-labelledby="forecast-title">
      <Title order={3} id="forecast-title" className={classes.sectionTitle}>
        {t('hub.weather.forecast')}
      </Title>
      <ol className={classes.days}>
        {weather.forecast.map((day) => (
          <li key={day.date} className={classes.day}>
            <Text className={classes.dayName}>{formatForecastDay(day.date, language)}</Text>
            <WeatherIcon condition={day.condition} size={44} className={classes.dayIcon} />
            <Text className={classes.dayCondition}>
              <bdi>{conditionText(day.condition, language, t)}</bdi>
            </Text>
            <Text className={classes.dayTemps}>
              <bdi className={classes.max} aria-label={t('hub.weather.high', { temperature: formatDegrees(day.maxC, units) })}>
                {formatDegrees(day.maxC, units)}
              </bdi>
              <bdi className={classes.min} aria-label={t('hub.weather.low', { temperature: formatDegrees(day.minC, units) })}>
                {formatDegrees(day.minC, units)}
              </bdi>
            </Text>
            <Text className={classes.dayMeta}>
              <span title={t('hub.weather.chanceOfRain')}>
                <IconUmbrella size={14} aria-hidden="true" />
                <span className="wp-visually-hidden">{t('hub.weather.chanceOfRain')} </span>
                <bdi>{formatPercent(day.chanceOfRain, language)}</bdi>
              </span>
              <span title={t('hub.weather.maxWind')}>
                <IconWind size={14} aria-hidden="true" />
                <span className="wp-visually-hidden">{t('hub.weather.maxWind')} </span>
                <bdi>{formatWind(day.maxWindKph, units)}</bdi>
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

/**
 * The name to ask the weather service for: a city typed in the person's language as the app writes it
 * ('Лондон', 'Londres', 'תל אביב', on the popular buttons and in the world clock) is asked for by its
 * English name, which the service knows; anything else as typed.
 */
export function serviceCityName(typed: string, t: Translate): string {
  const needle = searchable(typed)
  return clockCities.find((entry) => searchable(t(`hub.city.${entry.id as ClockCityId}`)) === needle)?.city ?? typed
}

/**
 * The place of an answer in the person's language. The service names it in English, which stands in
 * English; in another language a city of the clocks (in that country: London, not London in Canada) takes
 * its name and country from the hub's catalog, any other country its name from Intl, and a city that is
 * not a clock's keeps the service's name.
 */
export function shownPlace(location: { name: string; country: string }, t: Translate, language: string): { name: string; country: string } {
  if (language === 'en') return location
  const code = codeOfCountry(location.country)
  if (code === '') return location
  const clock = clockCityOf(location.name, code)
  if (clock) return { name: t(`hub.city.${clock.id}`), country: t(`hub.country.${clock.countryId}`) }
  return { name: cityInLanguage(t, location.name, code), country: countryName(code, language) }
}

/** Weather: search, popular cities, the current card and the 5-day forecast for the chosen city. */
export function Weather({ city, onCityChange }: WeatherProps) {
  const t = useT()
  const [search, setSearch] = useState('')
  const statusId = useId()
  const searchField = useRef<HTMLInputElement>(null)
  const online = useOnline()
  const queryClient = useQueryClient()
  const query = useQuery(cityWeatherQuery(city))
  const waitingForNetwork = query.data === undefined && (!online || query.fetchStatus === 'paused')
  // With no network and no answer under this name, the same place's answer kept under another one.
  const kept = waitingForNetwork ? keptWeatherFor(queryClient, city) : undefined
  const shown = query.data ?? kept?.data
  const shownAt = query.data ? query.dataUpdatedAt : (kept?.updatedAt ?? 0)
  const busy = query.isFetching && !waitingForNetwork
  // The service answered 4xx: the place does not exist, asking again will not help.
  const unknownCity =
    query.error instanceof WeatherError && query.error.status !== undefined && query.error.status >= 400 && query.error.status < 500

  useDescribedBy(searchField, unknownCity ? statusId : undefined)

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const typed = search.trim().replace(/\s+/g, ' ')
    if (typed === '') return
    const wanted = serviceCityName(typed, t)
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
          placeholder={t('hub.weather.search')}
          aria-label={t('hub.weather.search')}
          type="search"
          size="md"
          radius="xl"
          autoComplete="off"
          maxLength={MAX_CITY_LENGTH}
          // A place the service does not know: the field is what was wrong, and the notice says why.
          error={unknownCity}
          ref={searchField}
          enterKeyHint="search"
          leftSection={<IconSearch size={18} aria-hidden="true" />}
          classNames={{ input: classes.searchInput }}
        />
        <Button type="submit" size="md" radius="xl" variant="gradient" className={classes.searchButton} loading={busy} loaderProps={{ type: 'oval' }}>
          {t('hub.weather.searchButton')}
        </Button>
      </form>

      <section className={classes.popular} aria-labelledby="popular-cities-title">
        <Text id="popular-cities-title" className={classes.popularTitle}>
          {t('hub.weather.popular')}
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
              {t(POPULAR_CITY_NAMES[name])}
            </button>
          ))}
        </div>
      </section>

      <div id={statusId} aria-live="polite" className={classes.status}>
        {waitingForNetwork && !kept ? (
          <LoadNotice tone="offline" title={t('hub.weather.offline.title')}>
            <Text size="sm">
              <Trans id="hub.weather.offline.text" values={{ city: <bdi>{cityInLanguage(t, city)}</bdi> }} />
            </Text>
          </LoadNotice>
        ) : query.isError && shown === undefined ? (
          // An unknown place is not found again by asking again: no 'Try again' then.
          <LoadNotice
            tone="error"
            title={t('hub.weather.error')}
            onRetry={unknownCity ? undefined : () => void query.refetch()}
            retrying={query.isFetching}
          >
            {unknownCity && (
              <Text size="sm">
                <Trans id="hub.weather.unknownCity" values={{ city: <bdi>{cityInLanguage(t, city)}</bdi> }} />
              </Text>
            )}
          </LoadNotice>
        ) : null}
      </div>

      {shown ? (
        <div className={classes.results}>
          <FreshnessNote what="weather" updatedAt={shownAt} staleAfterMs={60 * 60 * 1000} />
          <CurrentCard weather={shown} />
          <Forecast weather={shown} />
        </div>
      ) : query.isPending && !waitingForNetwork ? (
        <WeatherSkeleton />
      ) : null}
    </div>
  )
}
