import { describe, expect, it } from 'vitest'
import { findPlace } from '@server/demo/weather/lookup'
import { getWeather, testApp } from '../../helpers'

const app = testApp()

const weather = (path: string) => getWeather(app, path)

describe('finding the place WeatherAPI’s q names', () => {
  it('matches names case-insensitively, with aliases and a country suffix', async () => {
    for (const q of ['new york', 'NEW YORK', 'New York', 'nyc', 'New York, USA']) {
      expect((await weather(`current.json?q=${encodeURIComponent(q)}`)).body.location.name, q).toBe('New York')
    }
    for (const q of ['Tel Aviv', 'tel aviv', 'Tel Aviv-Yafo', 'tel-aviv']) {
      expect((await weather(`current.json?q=${encodeURIComponent(q)}`)).body.location.name, q).toBe('Tel Aviv')
    }
    expect(findPlace('Zürich')?.name).toBe('Zurich')
    expect(findPlace('48.85,2.35')?.name).toBe('Paris')
    expect(findPlace('0,-30')).toBeNull()
  })
})
