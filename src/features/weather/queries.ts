import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { fetchCityWeather, WeatherError, type CityWeather } from './api'

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

/**
 * The newest answer this device keeps for the same place under another name: the trip saves a
 * shortlisted destination's weather as 'Tel Aviv, Israel' where the hub asks for 'Tel Aviv', and an answer
 * names its place ('Haifa') whatever was typed. For showing, with its age, when `city` has no answer of
 * its own and there is no network.
 */
export function keptWeatherFor(queryClient: QueryClient, city: string): { data: CityWeather; updatedAt: number } | undefined {
  const wanted = cityKey(city)
  let kept: { data: CityWeather; updatedAt: number } | undefined
  for (const query of queryClient.getQueryCache().findAll({ queryKey: weatherKeys.all })) {
    const key = query.queryKey[2]
    const data = query.state.data as CityWeather | undefined
    if (typeof key !== 'string' || key === wanted || data === undefined) continue
    const samePlace = key.startsWith(`${wanted},`) || cityKey(data.current.location.name) === wanted
    if (samePlace && (kept === undefined || query.state.dataUpdatedAt > kept.updatedAt)) kept = { data, updatedAt: query.state.dataUpdatedAt }
  }
  return kept
}
