import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { EARTH_RADIUS_KM, greatCircleKm } from '@/lib/geo'

const london = { latitude: 51.5074, longitude: -0.1278 }
const paris = { latitude: 48.8566, longitude: 2.3522 }
const newYork = { latitude: 40.7128, longitude: -74.006 }
const sydney = { latitude: -33.8688, longitude: 151.2093 }
const auckland = { latitude: -36.8485, longitude: 174.7633 }
const losAngeles = { latitude: 34.0522, longitude: -118.2437 }

describe('greatCircleKm', () => {
  it('measures well-known routes to within a few kilometres', () => {
    expect(greatCircleKm(london, paris)).toBeCloseTo(343.5, -1)
    expect(Math.abs(greatCircleKm(london, newYork) - 5570)).toBeLessThan(5)
    expect(Math.abs(greatCircleKm(london, sydney) - 16_990)).toBeLessThan(15)
  })

  it('crosses the date line the short way: Auckland to Los Angeles over the Pacific, not around the world', () => {
    const km = greatCircleKm(auckland, losAngeles)
    expect(Math.abs(km - 10_480)).toBeLessThan(20)
    expect(km).toBeLessThan(Math.PI * EARTH_RADIUS_KM)
  })

  it('is zero from a place to itself, half the circumference to its antipode', () => {
    expect(greatCircleKm(london, london)).toBe(0)
    expect(greatCircleKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 })).toBeCloseTo(Math.PI * EARTH_RADIUS_KM, 6)
    expect(greatCircleKm({ latitude: 90, longitude: 0 }, { latitude: -90, longitude: 0 })).toBeCloseTo(Math.PI * EARTH_RADIUS_KM, 6)
  })

  it('is symmetric, never negative and never more than half the circumference', () => {
    const place = fc.record({
      latitude: fc.double({ min: -90, max: 90, noNaN: true }),
      longitude: fc.double({ min: -180, max: 180, noNaN: true }),
    })
    fc.assert(
      fc.property(place, place, (a, b) => {
        const there = greatCircleKm(a, b)
        expect(there).toBeGreaterThanOrEqual(0)
        expect(there).toBeLessThanOrEqual(Math.PI * EARTH_RADIUS_KM + 1e-6)
        expect(greatCircleKm(b, a)).toBeCloseTo(there, 6)
      }),
    )
  })
})
