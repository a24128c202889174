import fc from 'fast-check'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  fetchCityWeather,
  parseCurrentWeather,
  parseForecast,
  WeatherError,
} from '@/features/weather/api'
import { londonCurrent, londonForecast, unknownCity } from './fixtures'

afterEach(() => vi.unstubAllGlobals())

describe('parseCurrentWeather', () => {
  it('reads location, reading and condition', () => {
    expect(parseCurrentWeather(londonCurrent)).toEqual({
      location: { name: 'London', country: 'United Kingdom', localTime: '2026-11-22 9:05', timeZone: 'Europe/London' },
      tempC: 11.6,
      feelsLikeC: 9.4,
      humidity: 82,
      windKph: 17.3,
      uv: 1,
      condition: { text: 'Partly cloudy', icon: '//cdn.weatherapi.com/weather/64x64/day/116.png', code: 1003 },
    })
  })

  it('tolerates missing extras: country, local time, zone, icon and code', () => {
    const parsed = parseCurrentWeather({
      location: { name: 'Nowhere' },
      current: { temp_c: 1, feelslike_c: 0, humidity: 140, wind_kph: -2, uv: 0, condition: { text: 'Fog' } },
    })
    expect(parsed.location).toEqual({ name: 'Nowhere', country: '', localTime: null, timeZone: null })
    expect(parsed.condition).toEqual({ text: 'Fog', icon: null, code: null })
    expect(parsed.humidity).toBe(100)
    expect(parsed.windKph).toBe(0)
  })

  it("throws 'Failed to fetch weather data' for an unusable shape", () => {
    for (const bad of [
      null,
      [],
      unknownCity,
      { location: londonCurrent.location },
      { ...londonCurrent, current: { ...londonCurrent.current, temp_c: 'warm' } },
      { ...londonCurrent, current: { ...londonCurrent.current, condition: { text: '' } } },
      { ...londonCurrent, location: { ...londonCurrent.location, name: 42 } },
    ]) {
      expect(() => parseCurrentWeather(bad)).toThrow(new WeatherError('Failed to fetch weather data'))
    }
  })

  it('yields valid weather or the documented error for any JSON', () => {
    const shaped = fc.record({
      location: fc.oneof(fc.record({ name: fc.string(), country: fc.jsonValue(), localtime: fc.string() }), fc.jsonValue()),
      current: fc.oneof(
        fc.record({
          temp_c: fc.oneof(fc.double(), fc.jsonValue()),
          feelslike_c: fc.double(),
          humidity: fc.double(),
          wind_kph: fc.double(),
          uv: fc.double(),
          condition: fc.record({ text: fc.string(), icon: fc.jsonValue(), code: fc.jsonValue() }),
        }),
        fc.jsonValue(),
      ),
    })
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), shaped), (json) => {
        try {
          const parsed = parseCurrentWeather(json)
          expect(parsed.location.name.trim()).not.toBe('')
          for (const value of [parsed.tempC, parsed.feelsLikeC, parsed.humidity, parsed.windKph, parsed.uv]) {
            expect(Number.isFinite(value)).toBe(true)
          }
          expect(parsed.humidity >= 0 && parsed.humidity <= 100).toBe(true)
        } catch (error) {
          expect(error).toBeInstanceOf(WeatherError)
          expect((error as Error).message).toBe('Failed to fetch weather data')
        }
      }),
      { numRuns: 400 },
    )
  })
})

describe('parseForecast', () => {
  it('reads the 5 days', () => {
    const days = parseForecast(londonForecast)
    expect(days).toHaveLength(5)
    expect(days[1]).toEqual({
      date: '2026-11-23',
      minC: 4.6,
      maxC: 10.2,
      chanceOfRain: 86,
      maxWindKph: 31.7,
      condition: { text: 'Moderate rain', icon: '//cdn.weatherapi.com/weather/64x64/day/1189.png', code: 1189 },
    })
  })

  it('drops malformed days, sorts by date, keeps at most 5, and reads numeric strings', () => {
    const days = londonForecast.forecast.forecastday
    const parsed = parseForecast({
      forecast: {
        forecastday: [
          days[2],
          { date: '2026-02-30', day: days[0]?.day },
          days[0],
          { ...days[1], day: { ...days[1]?.day, daily_chance_of_rain: '86' } },
          null,
          days[3],
          days[4],
          { date: '2026-11-27', day: days[4]?.day },
        ],
      },
    })
    expect(parsed.map((day) => day.date)).toEqual(['2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26'])
    expect(parsed[1]?.chanceOfRain).toBe(86)
  })

  it("throws 'Failed to fetch forecast data' when no day is usable", () => {
    for (const bad of [null, {}, { forecast: {} }, { forecast: { forecastday: [] } }, { forecast: { forecastday: [{ date: 'x' }] } }]) {
      expect(() => parseForecast(bad)).toThrow(new WeatherError('Failed to fetch forecast data'))
    }
  })

  it('yields valid days or the documented error for any JSON', () => {
    const dayArb = fc.record({
      date: fc.oneof(fc.constantFrom('2026-11-22', '2026-11-23', '2026-13-01'), fc.string()),
      day: fc.oneof(
        fc.record({
          mintemp_c: fc.oneof(fc.double(), fc.jsonValue()),
          maxtemp_c: fc.double(),
          daily_chance_of_rain: fc.oneof(fc.double(), fc.string()),
          maxwind_kph: fc.double(),
          condition: fc.oneof(fc.record({ text: fc.string(), code: fc.integer() }), fc.jsonValue()),
        }),
        fc.jsonValue(),
      ),
    })
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), fc.record({ forecast: fc.record({ forecastday: fc.array(dayArb) }) })), (json) => {
        try {
          const days = parseForecast(json)
          expect(days.length).toBeGreaterThan(0)
          expect(days.length).toBeLessThanOrEqual(5)
          for (const day of days) {
            expect(day.date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
            expect(day.minC).toBeLessThanOrEqual(day.maxC)
            expect(day.chanceOfRain >= 0 && day.chanceOfRain <= 100).toBe(true)
          }
        } catch (error) {
          expect(error).toBeInstanceOf(WeatherError)
          expect((error as Error).message).toBe('Failed to fetch forecast data')
        }
      }),
      { numRuns: 400 },
    )
  })
})

describe('fetchCityWeather', () => {
  function serve(current: () => Response, forecast: () => Response) {
    const fetch = vi.fn(async (input: RequestInfo | URL) => (String(input).includes('/current.json') ? current() : forecast()))
    vi.stubGlobal('fetch', fetch)
    return fetch
  }

  it('calls current.json and forecast.json on the weather function with the contract parameters', async () => {
    const fetch = serve(
      () => Response.json(londonCurrent),
      () => Response.json(londonForecast),
    )
    const weather = await fetchCityWeather('Tel Aviv')
    expect(weather.current.location.name).toBe('London')
    expect(weather.forecast).toHaveLength(5)
    const urls = fetch.mock.calls.map(([input]) => new URL(String(input)))
    const current = urls.find((url) => url.pathname.endsWith('/current.json'))
    const forecast = urls.find((url) => url.pathname.endsWith('/forecast.json'))
    expect(current?.pathname).toBe('/api/functions/weather/current.json')
    expect(Object.fromEntries(current?.searchParams ?? [])).toEqual({ q: 'Tel Aviv', aqi: 'no' })
    expect(Object.fromEntries(forecast?.searchParams ?? [])).toEqual({ q: 'Tel Aviv', days: '5', aqi: 'no', alerts: 'no' })
  })

  it("throws 'Failed to fetch weather data' with the status for an unknown city", async () => {
    serve(
      () => Response.json(unknownCity, { status: 400 }),
      () => Response.json(unknownCity, { status: 400 }),
    )
    const error = await fetchCityWeather('Atlantis').catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(WeatherError)
    expect(error).toMatchObject({ message: 'Failed to fetch weather data', status: 400 })
  })

  it("throws 'Failed to fetch forecast data' when only the forecast fails", async () => {
    serve(
      () => Response.json(londonCurrent),
      () => new Response('oops', { status: 502 }),
    )
    await expect(fetchCityWeather('London')).rejects.toMatchObject({ message: 'Failed to fetch forecast data', status: 502 })
  })

  it('treats malformed JSON and network failures as weather failures', async () => {
    serve(
      () => new Response('{not json', { headers: { 'content-type': 'application/json' } }),
      () => Response.json(londonForecast),
    )
    await expect(fetchCityWeather('London')).rejects.toThrow('Failed to fetch weather data')
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))))
    await expect(fetchCityWeather('London')).rejects.toMatchObject({ message: 'Failed to fetch weather data', status: undefined })
  })
})
