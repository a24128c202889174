import { Suspense } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Skeleton } from '@mantine/core'
import { usePreferences } from '@/i18n/preferences'
import { useArea, useLanguage, useT } from '@/i18n/react'
import { conditionText } from './condition-text'
import { formatTemperature } from './format'
import { cityWeatherQuery } from './queries'
import { WeatherIcon } from './WeatherIcon'
import classes from './WeatherSummary.module.css'

interface WeatherSummaryProps {
  city: string
  className?: string
}

/**
 * Today's weather in one line, 'icon 12 °C · Partly cloudy', from the same cached query as the hub
 * (so it shows offline for a city seen before). Renders nothing when the weather cannot be had. Its
 * units speak from the hub's catalog wherever it is shown; it waits for that catalog on its own.
 */
export function WeatherSummary(props: WeatherSummaryProps) {
  return (
    <Suspense fallback={null}>
      <Summary {...props} />
    </Suspense>
  )
}

function Summary({ city, className }: WeatherSummaryProps) {
  useArea('hub')
  const t = useT()
  const { language } = useLanguage()
  const { preferences } = usePreferences()
  const query = useQuery(cityWeatherQuery(city))
  if (query.data) {
    const { current } = query.data
    return (
      <span className={[classes.summary, className].filter(Boolean).join(' ')} data-testid="weather-summary">
        <WeatherIcon condition={current.condition} size={22} />
        <span>
          {/* The condition in the reader's language (the service's own words where it has no translation),
              isolated from the language around it. */}
          <bdi>{formatTemperature(current.tempC, { t, language, temperature: preferences.temperature })}</bdi> ·{' '}
          <bdi>{conditionText(current.condition, language, t)}</bdi>
        </span>
      </span>
    )
  }
  if (query.isPending && query.fetchStatus === 'fetching') {
    return <Skeleton className={className} height={18} width={130} radius="sm" display="inline-block" aria-hidden="true" />
  }
  return null
}
