import { useQuery } from '@tanstack/react-query'
import { Skeleton } from '@mantine/core'
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
 * (so it shows offline for a city seen before). Renders nothing when the weather cannot be had.
 */
export function WeatherSummary({ city, className }: WeatherSummaryProps) {
  const query = useQuery(cityWeatherQuery(city))
  if (query.data) {
    const { current } = query.data
    return (
      <span className={[classes.summary, className].filter(Boolean).join(' ')} data-testid="weather-summary">
        <WeatherIcon condition={current.condition} size={22} />
        <span>
          {formatTemperature(current.tempC)} · {current.condition.text}
        </span>
      </span>
    )
  }
  if (query.isPending && query.fetchStatus === 'fetching') {
    return <Skeleton className={className} height={18} width={130} radius="sm" display="inline-block" aria-hidden="true" />
  }
  return null
}
