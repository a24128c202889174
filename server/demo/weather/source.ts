// The weather function's demo source: the deterministic generator, for the gazetteer's cities, with
// icons served by this server under /demo/weather.
import { WeatherError, type WeatherSource } from '../../functions/weather'
import { currentWeather, forecastWeather } from './generator'
import { findPlace } from './lookup'

export function demoWeatherSource(now: () => Date): WeatherSource {
  function place(params: URLSearchParams) {
    const found = findPlace(params.get('q') ?? '')
    if (!found) throw new WeatherError(400, 1006, 'No matching location found.')
    return found
  }
  const iconBase = (origin: string) => `${origin}/demo/weather/64x64`
  return {
    name: 'demo',
    current: async ({ params, origin }) => ({ status: 200, body: currentWeather(place(params), now(), iconBase(origin)) }),
    forecast: async ({ params, origin }, days) => ({ status: 200, body: forecastWeather(place(params), now(), days, iconBase(origin)) }),
  }
}
