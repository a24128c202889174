// The weather function itself: WeatherAPI's input checks and methods, whatever its source; without a
// source (no key, no demo data) it answers 503 (see app.test.ts).
import { describe, expect, it } from 'vitest'
import { getWeather, testApp } from '../helpers'

const app = testApp()

const weather = (path: string, target = app) => getWeather(target, path)

describe('weather function', () => {
  it('answers a missing or empty q with the real error 1003', async () => {
    for (const path of ['current.json', 'current.json?q=', 'forecast.json?q=%20%20&days=5']) {
      const { response, body } = await weather(path)
      expect(response.status, path).toBe(400)
      expect(body).toEqual({ error: { code: 1003, message: 'Parameter q is missing.' } })
    }
  })

  it('rejects other methods with 405 JSON', async () => {
    const response = await app.request('/api/functions/weather/current.json?q=London', { method: 'POST' })
    expect(response.status).toBe(405)
    expect(await response.json()).toHaveProperty('error')
  })

  it('accepts 1 to 14 days and rejects the rest', async () => {
    expect((await weather('forecast.json?q=Paris&days=14')).body.forecast.forecastday).toHaveLength(14)
    expect((await weather('forecast.json?q=Paris')).body.forecast.forecastday).toHaveLength(1)
    for (const days of ['0', '15', 'abc', '2.5', '1e1', '0x5', '%205', '']) {
      const { response, body } = await weather(`forecast.json?q=Paris&days=${days}`)
      expect(response.status, days).toBe(400)
      expect(body.error.code).toBe(1005)
    }
  })
})
