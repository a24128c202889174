// The demo weather source, through the weather function: WeatherAPI's shapes, generated deterministically.
import { describe, expect, it } from 'vitest'
import { getWeather, testApp, type Json } from '../../helpers'

const app = testApp()
const at = (iso: string) => testApp({ now: () => new Date(iso) })

const weather = (path: string, target = app) => getWeather(target, path)

describe('demo weather: current.json', () => {
  it('answers in WeatherAPI shape with local time of the city', async () => {
    const { response, body } = await weather('current.json?q=Tokyo&aqi=no')
    expect(response.status).toBe(200)
    expect(body.location).toMatchObject({ name: 'Tokyo', country: 'Japan', tz_id: 'Asia/Tokyo', localtime: '2026-11-22 21:00' })
    expect(body.location.localtime_epoch).toBe(Date.parse('2026-11-22T12:00:00Z') / 1000)
    const current = body.current
    for (const field of ['temp_c', 'temp_f', 'feelslike_c', 'humidity', 'wind_kph', 'uv', 'cloud', 'is_day']) {
      expect(typeof current[field], field).toBe('number')
    }
    expect(current.last_updated).toBe('2026-11-22 21:00')
    expect(current.is_day).toBe(0)
    expect(current.uv).toBe(0)
    expect(current.wind_dir).toMatch(/^[NESW]{1,3}$/)
    expect(current.condition.code).toBeGreaterThanOrEqual(1000)
    expect(current.condition.icon).toMatch(/^\/demo\/weather\/64x64\/night\/\d{3}\.svg$/)
  })

  it('keeps wind chill and heat index where they apply', async () => {
    // A July afternoon in Dubai: hot, so no wind chill and a heat index above the temperature.
    const hot = await weather('current.json?q=Dubai', at('2027-07-15T11:00:00Z'))
    expect(hot.body.current.temp_c).toBeGreaterThan(27)
    expect(hot.body.current.windchill_c).toBe(hot.body.current.temp_c)
    expect(hot.body.current.heatindex_c).toBeGreaterThan(hot.body.current.temp_c)
    // A January night in Moscow: wind chill below the temperature, no heat index.
    const cold = await weather('current.json?q=Moscow', at('2027-01-15T23:00:00Z'))
    expect(cold.body.current.temp_c).toBeLessThan(5)
    expect(cold.body.current.windchill_c).toBeLessThan(cold.body.current.temp_c)
    expect(cold.body.current.heatindex_c).toBe(cold.body.current.temp_c)
  })

  it('writes the local hour without a leading zero, like the real service', async () => {
    const { body } = await weather('current.json?q=New%20York')
    expect(body.location.localtime).toBe('2026-11-22 7:00')
    expect(body.current.last_updated).toBe('2026-11-22 07:00')
  })



  it('answers an unknown city with the real error 1006', async () => {
    const { response, body } = await weather('current.json?q=Atlantis')
    expect(response.status).toBe(400)
    expect(body).toEqual({ error: { code: 1006, message: 'No matching location found.' } })
  })


})

describe('demo weather: forecast.json', () => {
  it('gives 5 consecutive days from the local today', async () => {
    const { response, body } = await weather('forecast.json?q=Sydney&days=5&aqi=no&alerts=no')
    expect(response.status).toBe(200)
    const days = body.forecast.forecastday as Json[]
    expect(days.map((d) => d.date)).toEqual(['2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26'])
    expect(body.location.localtime).toBe('2026-11-22 23:00')
    for (const day of days) {
      expect(day.date_epoch).toBe(Date.parse(`${day.date}T00:00:00Z`) / 1000)
      expect(day.day.maxtemp_c).toBeGreaterThan(day.day.mintemp_c)
      expect(day.day.daily_chance_of_rain).toBeGreaterThanOrEqual(0)
      expect(day.day.daily_chance_of_rain).toBeLessThanOrEqual(100)
      expect(day.day.maxwind_kph).toBeGreaterThan(0)
      expect(day.day.condition.icon).toMatch(/\/day\/\d{3}\.svg$/)
      expect(day.astro.sunrise).toMatch(/^\d{2}:\d{2} AM$/)
      expect(day.astro.sunset).toMatch(/^\d{2}:\d{2} PM$/)
    }
  })

  it('starts from the city’s own date across the date line', async () => {
    const { body } = await weather('forecast.json?q=Auckland&days=1', at('2026-11-22T13:00:00Z'))
    expect(body.forecast.forecastday[0].date).toBe('2026-11-23')
  })


  it('is deterministic for a city and day, and a day keeps its forecast all day', async () => {
    const a = await weather('forecast.json?q=Berlin&days=5')
    const b = await weather('forecast.json?q=Berlin&days=5')
    expect(a.body).toEqual(b.body)
    const morning = await weather('forecast.json?q=Berlin&days=3', at('2026-11-22T07:00:00Z'))
    const evening = await weather('forecast.json?q=Berlin&days=3', at('2026-11-22T21:00:00Z'))
    expect(morning.body.forecast).toEqual(evening.body.forecast)
    expect(morning.body.current.temp_c).not.toBe(evening.body.current.temp_c)
  })

  it('varies from city to city and from day to day', async () => {
    const { body } = await weather('forecast.json?q=London&days=14')
    const maxima = new Set((body.forecast.forecastday as Json[]).map((d) => d.day.maxtemp_c))
    expect(maxima.size).toBeGreaterThan(5)
    const other = await weather('forecast.json?q=Madrid&days=14')
    expect(other.body.forecast.forecastday[0].day).not.toEqual(body.forecast.forecastday[0].day)
  })

  it('is seasonal: the hemispheres have opposite seasons, the tropics stay warm and wet', async () => {
    async function meanMax(q: string, iso: string) {
      const { body } = await weather(`forecast.json?q=${q}&days=14`, at(iso))
      const days = body.forecast.forecastday as Json[]
      return days.reduce((sum, d) => sum + d.day.maxtemp_c, 0) / days.length
    }
    const january = '2027-01-10T12:00:00Z'
    const july = '2027-07-10T12:00:00Z'
    expect(await meanMax('London', july)).toBeGreaterThan((await meanMax('London', january)) + 8)
    expect(await meanMax('Sydney', january)).toBeGreaterThan((await meanMax('Sydney', july)) + 5)
    expect(await meanMax('Singapore', january)).toBeGreaterThan(27)
    expect(await meanMax('Toronto', january)).toBeLessThan(5)

    async function meanRain(q: string, iso: string) {
      const { body } = await weather(`forecast.json?q=${q}&days=14`, at(iso))
      const days = body.forecast.forecastday as Json[]
      return days.reduce((sum, d) => sum + d.day.daily_chance_of_rain, 0) / days.length
    }
    expect(await meanRain('Singapore', january)).toBeGreaterThan(await meanRain('Dubai', january))
    expect(await meanRain('Tel Aviv', january)).toBeGreaterThan(await meanRain('Tel Aviv', july))
  })

  it('has a UV index that follows the sun', async () => {
    const summer = await weather('forecast.json?q=Sydney&days=5', at('2027-01-10T12:00:00Z'))
    const winter = await weather('forecast.json?q=Sydney&days=5', at('2027-07-10T12:00:00Z'))
    const max = (body: Json) => Math.max(...(body.forecast.forecastday as Json[]).map((d) => d.day.uv as number))
    expect(max(summer.body)).toBeGreaterThan(max(winter.body))
  })
})
