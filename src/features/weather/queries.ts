import { queryOptions } from '@tanstack/react-query'
import { fetchCityWeather, WeatherError } from './api'

/** One cache entry per city, whatever the capitals or spaces it was typed with. */
export function cityKey(city: string): string {
  return city.trim().replace(/\s+/g, ' ').toLocaleLowerCase()
}

export const weatherKeys = {
  all: ['weather'] as const,
  city: (city: string) => ['weather', 'city', cityKey(city)] as const,
}

/** A city the service does not know (4xx) will not be found by asking again. */
function shouldRetry(failureCount: number, error: Error): boolean {
  if (error instanceof WeatherError && error.status !== undefined && error.status >= 400 && error.status < 500) return false
  return failureCount < 1
}

/**
 * Current weather and the 5-day forecast for a city. The last answer for each city is persisted, so a
 * city looked at before still shows offline (with its age).
 */
export const cityWeatherQuery = (city: string) =>
  queryOptions({
    queryKey: weatherKeys.city(city),
    queryFn: ({ signal }) => fetchCityWeather(city.trim(), signal),
    staleTime: 15 * 60 * 1000,
    retry: shouldRetry,
    meta: { persist: true },
  })
