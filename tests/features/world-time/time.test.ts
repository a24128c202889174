import fc from 'fast-check'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { clockCities } from '@/content/cities'
import {
  describeDifference,
  filterCities,
  formatDifference,
  formatLongDate,
  formatZoneTime,
  localTimeZone,
  zoneOffsetMinutes,
  zoneTime,
} from '@/features/world-time/time'

const at = (iso: string) => Date.parse(iso)
const MINUS = '\u2212'

describe('formatZoneTime', () => {
  it("shows 'HH:MM', 24-hour and zero-padded, in the zone", () => {
    const instant = at('2026-11-22T07:05:09Z')
    expect(formatZoneTime('UTC', instant)).toBe('07:05')
    expect(formatZoneTime('Asia/Tokyo', instant)).toBe('16:05')
    expect(formatZoneTime('America/New_York', instant)).toBe('02:05')
    expect(formatZoneTime('Asia/Kolkata', instant)).toBe('12:35')
    expect(formatZoneTime('Asia/Tokyo', instant, true)).toBe('16:05:09')
    expect(formatZoneTime('Europe/London', at('2026-11-22T00:00:00Z'))).toBe('00:00')
  })
})

describe('zone offsets across daylight-saving changes', () => {
  it('follows London onto summer time at 01:00 UTC on 29 March 2026', () => {
    expect(zoneOffsetMinutes('Europe/London', at('2026-03-29T00:59:00Z'))).toBe(0)
    expect(formatZoneTime('Europe/London', at('2026-03-29T00:59:00Z'))).toBe('00:59')
    expect(zoneOffsetMinutes('Europe/London', at('2026-03-29T01:00:00Z'))).toBe(60)
    expect(formatZoneTime('Europe/London', at('2026-03-29T01:00:00Z'))).toBe('02:00')
  })

  it('follows New York off summer time on 1 November 2026', () => {
    expect(zoneOffsetMinutes('America/New_York', at('2026-11-01T05:59:00Z'))).toBe(-240)
    expect(zoneOffsetMinutes('America/New_York', at('2026-11-01T06:00:00Z'))).toBe(-300)
  })

  it('handles the southern hemisphere, whose summer time runs the other way', () => {
    expect(zoneOffsetMinutes('Australia/Sydney', at('2026-01-15T00:00:00Z'))).toBe(660)
    expect(zoneOffsetMinutes('Australia/Sydney', at('2026-07-15T00:00:00Z'))).toBe(600)
  })
})

describe('difference from the user and day markers', () => {
  it('New York from London: −5 h in winter, −4 h in the weeks the US changes first, −5 h in summer', () => {
    expect(zoneTime('America/New_York', at('2026-01-15T12:00:00Z'), 'Europe/London').differenceMinutes).toBe(-300)
    expect(zoneTime('America/New_York', at('2026-03-15T12:00:00Z'), 'Europe/London').differenceMinutes).toBe(-240)
    expect(zoneTime('America/New_York', at('2026-07-15T12:00:00Z'), 'Europe/London').differenceMinutes).toBe(-300)
    expect(formatDifference(-240)).toBe(`${MINUS}4 h`)
  })

  it('Mumbai from London: +5 h 30 m in winter, +4 h 30 m in summer', () => {
    const winter = zoneTime('Asia/Kolkata', at('2026-01-15T12:00:00Z'), 'Europe/London')
    const summer = zoneTime('Asia/Kolkata', at('2026-07-15T12:00:00Z'), 'Europe/London')
    expect(formatDifference(winter.differenceMinutes ?? Number.NaN)).toBe('+5 h 30 m')
    expect(formatDifference(summer.differenceMinutes ?? Number.NaN)).toBe('+4 h 30 m')
  })

  it("marks a city already in tomorrow, or still in yesterday, with the user's date as reference", () => {
    const instant = at('2026-01-15T20:00:00Z') // 12:00 in Los Angeles, 05:00 next day in Tokyo
    expect(zoneTime('Asia/Tokyo', instant, 'America/Los_Angeles')).toEqual({
      time: '05:00',
      differenceMinutes: 17 * 60,
      day: 'Tomorrow',
    })
    expect(zoneTime('America/Los_Angeles', instant, 'Pacific/Auckland')).toEqual({
      time: '12:00',
      differenceMinutes: -21 * 60,
      day: 'Yesterday',
    })
    expect(zoneTime('Europe/Paris', instant, 'Europe/Berlin')).toEqual({ time: '21:00', differenceMinutes: 0, day: null })
  })

  it('a day marker flips exactly at midnight in the zone', () => {
    expect(zoneTime('Asia/Tokyo', at('2026-06-01T14:59:00Z'), 'UTC').day).toBeNull()
    expect(zoneTime('Asia/Tokyo', at('2026-06-01T15:00:00Z'), 'UTC').day).toBe('Tomorrow')
  })

  it("shows 'Error' for a zone that cannot be computed, and never throws", () => {
    expect(zoneTime('Mars/Olympus_Mons', at('2026-01-15T20:00:00Z'), 'UTC')).toEqual({
      time: 'Error',
      differenceMinutes: null,
      day: null,
    })
    // An unreadable user zone still gives the city's time, just no difference.
    expect(zoneTime('Asia/Tokyo', at('2026-01-15T20:00:00Z'), 'Not/AZone')).toEqual({
      time: '05:00',
      differenceMinutes: null,
      day: null,
    })
  })

  it('computes every one of the 40 cities', () => {
    for (const city of clockCities) {
      expect(zoneTime(city.timeZone, at('2026-11-22T07:00:00Z'), 'Europe/London').time).toMatch(/^\d\d:\d\d$/)
    }
  })
})

describe('the user’s own zone', () => {
  afterEach(() => {
    vi.restoreAllMocks()
    vi.useRealTimers()
  })

  it('follows a traveller into a new zone within a second', () => {
    // Spied before the fake clock, which wraps Intl.DateTimeFormat in its own constructor.
    const resolved = vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions')
    vi.useFakeTimers({ now: at('2026-11-22T07:05:09Z') })
    const inZone = (timeZone: string) => ({ timeZone }) as Intl.ResolvedDateTimeFormatOptions
    resolved.mockReturnValue(inZone('Europe/Lisbon'))
    expect(localTimeZone()).toBe('Europe/Lisbon')
    resolved.mockReturnValue(inZone('Asia/Tokyo'))
    vi.advanceTimersByTime(400)
    expect(localTimeZone()).toBe('Europe/Lisbon')
    vi.advanceTimersByTime(600)
    expect(localTimeZone()).toBe('Asia/Tokyo')
  })

  it('goes by the current name of a renamed zone, and its clock reads the same', () => {
    const resolved = vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions')
    vi.useFakeTimers({ now: at('2026-11-23T07:05:09Z') })
    resolved.mockReturnValue({ timeZone: 'Europe/Kiev' } as Intl.ResolvedDateTimeFormatOptions)
    expect(localTimeZone()).toBe('Europe/Kyiv')
    vi.advanceTimersByTime(1000)
    resolved.mockReturnValue({ timeZone: 'Asia/Calcutta' } as Intl.ResolvedDateTimeFormatOptions)
    expect(localTimeZone()).toBe('Asia/Kolkata')
    resolved.mockRestore()
    expect(formatZoneTime('Asia/Kolkata', Date.now())).toBe(formatZoneTime('Asia/Calcutta', Date.now()))
    expect(formatZoneTime('Europe/Kyiv', Date.now())).toBe('09:05')
  })
})

describe('formatLongDate', () => {
  it("writes the day in the zone as 'Sunday, 22 November'", () => {
    const instant = at('2026-11-22T23:30:00Z')
    expect(formatLongDate(instant, 'UTC')).toBe('Sunday, 22 November')
    expect(formatLongDate(instant, 'Asia/Tokyo')).toBe('Monday, 23 November')
    expect(formatLongDate(at('2026-03-01T03:00:00Z'), 'America/Los_Angeles')).toBe('Saturday, 28 February')
  })
})

describe('formatDifference', () => {
  it("writes '+7 h', '−2 h 30 m' (real minus sign), '+45 m' and 'Same time'", () => {
    expect(formatDifference(420)).toBe('+7 h')
    expect(formatDifference(-150)).toBe(`${MINUS}2 h 30 m`)
    expect(formatDifference(45)).toBe('+45 m')
    expect(formatDifference(-30)).toBe(`${MINUS}30 m`)
    expect(formatDifference(0)).toBe('Same time')
    expect(formatDifference(-150)).not.toContain('-')
  })

  it('says it in words for screen readers', () => {
    expect(describeDifference(420)).toBe('7 hours ahead')
    expect(describeDifference(-150)).toBe('2 hours 30 minutes behind')
    expect(describeDifference(61)).toBe('1 hour 1 minute ahead')
    expect(describeDifference(0)).toBe('same time as you')
  })
})

describe('filterCities', () => {
  it('matches city or country case-insensitively', () => {
    expect(filterCities(clockCities, 'tokyo').map((c) => c.city)).toEqual(['Tokyo'])
    expect(filterCities(clockCities, 'ISRAEL').map((c) => c.city)).toEqual(['Tel Aviv'])
    expect(filterCities(clockCities, 'usa').map((c) => c.city)).toEqual(['New York', 'Los Angeles', 'Chicago'])
    expect(filterCities(clockCities, 'South Africa').map((c) => c.city)).toEqual(['Cape Town', 'Johannesburg'])
    expect(filterCities(clockCities, 'Atlantis')).toEqual([])
  })

  it('shows all 40 for an empty or blank query', () => {
    expect(clockCities).toHaveLength(40)
    expect(filterCities(clockCities, '')).toHaveLength(40)
    expect(filterCities(clockCities, '   ')).toHaveLength(40)
  })

  it('returns a subset for any query and never throws', () => {
    fc.assert(
      fc.property(fc.string(), (query) => {
        const result = filterCities(clockCities, query)
        expect(result.every((entry) => clockCities.includes(entry))).toBe(true)
      }),
    )
  })
})
