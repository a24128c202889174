import { describe, expect, it } from 'vitest'
import { clockCities } from '@/content/cities'
import { places } from '@server/demo/content/gazetteer'
import { findPlace } from '@server/demo/weather/lookup'

describe('the gazetteer', () => {
  it('holds at least 150 cities, all 40 clock cities with the same time zone, and the popular ones', () => {
    expect(places.length).toBeGreaterThanOrEqual(150)
    for (const { city, timeZone } of clockCities) expect(findPlace(city)?.tz, city).toBe(timeZone)
    for (const city of ['London', 'New York', 'Tokyo', 'Paris', 'Sydney', 'Dubai', 'Tel Aviv', 'Berlin']) {
      expect(findPlace(city), city).not.toBeNull()
    }
  })

  it('has valid coordinates and time zones that Intl knows', () => {
    for (const place of places) {
      expect(Math.abs(place.lat), place.name).toBeLessThanOrEqual(90)
      expect(Math.abs(place.lon), place.name).toBeLessThanOrEqual(180)
      expect(() => new Intl.DateTimeFormat('en', { timeZone: place.tz }), place.tz).not.toThrow()
    }
  })
})
