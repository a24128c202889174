// The demo weather function and the weather client must never drift apart: the demo's answers go
// through the client's own parsers and formatting here.
import { describe, expect, it } from 'vitest'
import { clockCities } from '@/content/cities'
import { parseCurrentWeather, parseForecast, WeatherError } from '@/features/weather/api'
import { conditionKind, formatForecastDay, formatLocalTime, weatherIconUrl } from '@/features/weather/format'
import { POPULAR_CITIES } from '@/features/weather/Weather'
import { conditions } from '@server/demo/weather/conditions'
import { getJson, testApp } from '../helpers'

const ORIGIN = 'http://127.0.0.1:4173'
const app = testApp()

async function call(path: string) {
  return getJson(app, `${ORIGIN}/api/functions/weather/${path}`)
}

describe('contract: weather function', () => {
  it.each([...POPULAR_CITIES])('current.json and forecast.json for %s parse into the card and 5 days', async (city) => {
    const q = encodeURIComponent(city)
    const current = await call(`current.json?q=${q}&aqi=no`)
    const forecast = await call(`forecast.json?q=${q}&days=5&aqi=no&alerts=no`)
    expect(current.response.status).toBe(200)
    expect(forecast.response.status).toBe(200)

    const weather = parseCurrentWeather(current.body)
    expect(weather.location.name).toBe(city)
    expect(weather.location.country).not.toBe('')
    expect(weather.location.localTime).not.toBeNull()
    expect(formatLocalTime(weather.location.localTime ?? '')).toMatch(/^\w{3}, \w{3} \d{1,2} · \d\d:\d\d$/)

    const days = parseForecast(forecast.body)
    expect(days).toHaveLength(5)
    expect(days[0]?.date).toBe(weather.location.localTime?.slice(0, 10))
    for (const day of days) expect(formatForecastDay(day.date)).toMatch(/^\w{3}, \w{3} \d{1,2}$/)
  })

  it('answers every world-clock city, so any of them can be looked up', async () => {
    for (const { city } of clockCities) {
      const { response, body } = await call(`current.json?q=${encodeURIComponent(city)}&aqi=no`)
      expect(response.status, city).toBe(200)
      expect(() => parseCurrentWeather(body), city).not.toThrow()
    }
  })

  it("links icons the page can load: protocol-relative, on the app's own host, served as images", async () => {
    const { body } = await call('current.json?q=London&aqi=no')
    const { condition } = parseCurrentWeather(body)
    // Root-relative: on the app's own origin, whatever Host the request named.
    expect(condition.icon).toMatch(/^\/demo\/weather\/64x64\/(day|night)\/\d+\.svg$/)
    const url = weatherIconUrl(condition.icon, 'http:')
    expect(url).toBe(condition.icon)
    const icon = await app.request(url ?? '')
    expect(icon.status).toBe(200)
    expect(icon.headers.get('content-type')).toMatch(/^image\/svg\+xml/)
  })

  it('uses only condition codes the local icons know', () => {
    // conditionKind reads unknown codes as 'cloudy'; only the real cloudy codes may end up there.
    for (const code of conditions.keys()) {
      if (conditionKind(code) === 'cloudy') expect([1006, 1009], String(code)).toContain(code)
    }
  })

  it("answers 'Atlantis' with 400 / 1006, which the client reads as a weather failure", async () => {
    const { response, body } = await call('current.json?q=Atlantis&aqi=no')
    expect(response.status).toBe(400)
    expect(body).toEqual({ error: { code: 1006, message: 'No matching location found.' } })
    expect(() => parseCurrentWeather(body)).toThrow(new WeatherError('Failed to fetch weather data'))
    expect(() => parseForecast(body)).toThrow(new WeatherError('Failed to fetch forecast data'))
  })

  it('without demo data or a key, answers 503, which the client reads as a weather failure', async () => {
    const { response, body } = await getJson(testApp({ demo: false }), `${ORIGIN}/api/functions/weather/current.json?q=London&aqi=no`)
    expect(response.status).toBe(503)
    expect(() => parseCurrentWeather(body)).toThrow(new WeatherError('Failed to fetch weather data'))
    expect(() => parseForecast(body)).toThrow(new WeatherError('Failed to fetch forecast data'))
  })

  it('answers a missing q with 400 / 1003', async () => {
    const { response, body } = await call('current.json?aqi=no')
    expect(response.status).toBe(400)
    expect((body.error as { code: number }).code).toBe(1003)
  })
})
