// What the weather can refresh while the app is closed (lib/periodic-refresh.ts): a city's current
// conditions and forecast, read back with the parsers the query uses.
import type { RefreshReader } from '@/lib/periodic-refresh'
import { cityWeatherUrls, parseCurrentWeather, parseForecast, type CityWeather } from './api'

export function cityWeatherRefresh(city: string): RefreshReader<CityWeather> {
  const urls = cityWeatherUrls(city.trim())
  return {
    addresses: [urls.current, urls.forecast],
    read: async (answer) => {
      const [current, forecast] = await Promise.all([answer(urls.current), answer(urls.forecast)])
      if (!current || !forecast) return null
      try {
        return { current: parseCurrentWeather(await current.json()), forecast: parseForecast(await forecast.json()) }
      } catch {
        // Not weather: the last answer stays.
        return null
      }
    },
  }
}
