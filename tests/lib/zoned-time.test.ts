import { describe, expect, it } from 'vitest'
import { zonedWallClock } from '@/lib/zoned-time'

describe('zonedWallClock', () => {
  it('reads the wall clock of an instant in a zone, summer time included', () => {
    expect(zonedWallClock('Asia/Tokyo', Date.parse('2026-11-22T12:00:05Z'))).toEqual({ year: 2026, month: 11, day: 22, hour: 21, minute: 0, second: 5 })
    expect(zonedWallClock('America/New_York', new Date('2026-07-01T03:30:00Z'))).toEqual({ year: 2026, month: 6, day: 30, hour: 23, minute: 30, second: 0 })
    expect(zonedWallClock('Asia/Jerusalem', new Date('2026-01-01T00:00:00Z')).hour).toBe(2)
  })

  it('writes midnight as hour 0', () => {
    expect(zonedWallClock('UTC', Date.parse('2026-11-22T00:00:00Z')).hour).toBe(0)
  })

  it('throws for a zone Intl does not know', () => {
    expect(() => zonedWallClock('Mars/Olympus_Mons', 0)).toThrow(RangeError)
  })
})
