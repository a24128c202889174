import { afterEach, describe, expect, it } from 'vitest'
import { clockCities } from '@/content/cities'
import { distanceFromHome, formatDistance, formatFromHome, readFromHome, suggestHome } from '@/features/world-time/home'
import { formatDifference } from '@/features/world-time/time'
import { areas } from '@/i18n/catalogs'
import { activateLanguage } from '@/i18n/react'

const at = (iso: string) => Date.parse(iso)
const MINUS = '\u2212'
const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')
const city = (id: string) => {
  const found = clockCities.find((entry) => entry.id === id)
  if (!found) throw new Error(`no city ${id}`)
  return found
}

afterEach(() => activateLanguage('en', areas))

describe('Auckland seen from Los Angeles, across both countries’ clock changes', () => {
  const AUCKLAND = 'Pacific/Auckland'
  const LA = 'America/Los_Angeles'

  it('late March: both on summer time, Auckland 20 hours ahead and already tomorrow', () => {
    // 08:00 on Sunday 29 March in Los Angeles (PDT, −7); 04:00 on Monday 30 March in Auckland (NZDT, +13).
    const reading = readFromHome(AUCKLAND, LA, at('2026-03-29T15:00:00Z'))
    expect(reading).toEqual({ time: '04:00', differenceMinutes: 20 * 60, day: 'Tomorrow' })
    expect(formatDifference(reading.differenceMinutes ?? Number.NaN)).toBe('+20 h')
    expect(formatFromHome(reading)).toBe('Tomorrow 04:00')
  })

  it('early April: Auckland leaves summer time at 03:00 on 5 April, so 02:15 comes twice and the gap shrinks to 19 hours', () => {
    // The first 02:15 (NZDT) and, an hour later, the second (NZST); Los Angeles is on Saturday 4 April.
    const first = readFromHome(AUCKLAND, LA, at('2026-04-04T13:15:00Z'))
    const second = readFromHome(AUCKLAND, LA, at('2026-04-04T14:15:00Z'))
    expect(first).toEqual({ time: '02:15', differenceMinutes: 20 * 60, day: 'Tomorrow' })
    expect(second).toEqual({ time: '02:15', differenceMinutes: 19 * 60, day: 'Tomorrow' })
    expect(formatFromHome(second)).toBe('Tomorrow 02:15')
    // And the other way round: from Auckland, Los Angeles is yesterday.
    const back = readFromHome(LA, AUCKLAND, at('2026-04-04T14:15:00Z'))
    expect(back).toEqual({ time: '07:15', differenceMinutes: -19 * 60, day: 'Yesterday' })
    expect(formatDifference(back.differenceMinutes ?? Number.NaN)).toBe(`${MINUS}19 h`)
    expect(formatFromHome(back)).toBe('Yesterday 07:15')
  })

  it('late September: Auckland starts summer time at 02:00 on 27 September, 19 hours becomes 20', () => {
    expect(readFromHome(AUCKLAND, LA, at('2026-09-26T13:59:00Z'))).toEqual({ time: '01:59', differenceMinutes: 19 * 60, day: 'Tomorrow' })
    expect(readFromHome(AUCKLAND, LA, at('2026-09-26T14:00:00Z'))).toEqual({ time: '03:00', differenceMinutes: 20 * 60, day: 'Tomorrow' })
  })

  it('early November: Los Angeles leaves summer time on 1 November, 20 hours becomes 21', () => {
    expect(readFromHome(AUCKLAND, LA, at('2026-11-01T08:59:00Z')).differenceMinutes).toBe(20 * 60)
    expect(readFromHome(AUCKLAND, LA, at('2026-11-01T09:00:00Z')).differenceMinutes).toBe(21 * 60)
  })

  it('October, in the afternoon in Los Angeles: Auckland is tomorrow morning', () => {
    // 15:30 on Thursday 15 October in Los Angeles (PDT); 11:30 on Friday 16 October in Auckland (NZDT).
    const reading = readFromHome(AUCKLAND, LA, at('2026-10-15T22:30:00Z'))
    expect(reading).toEqual({ time: '11:30', differenceMinutes: 20 * 60, day: 'Tomorrow' })
  })
})

describe('half-hour and quarter-hour zones', () => {
  it('Kolkata from Adelaide: −5 h in the Australian summer, −4 h in its winter', () => {
    const summer = readFromHome('Asia/Kolkata', 'Australia/Adelaide', at('2026-01-15T03:00:00Z'))
    const winter = readFromHome('Asia/Kolkata', 'Australia/Adelaide', at('2026-07-15T03:00:00Z'))
    expect(summer).toEqual({ time: '08:30', differenceMinutes: -5 * 60, day: null })
    expect(winter).toEqual({ time: '08:30', differenceMinutes: -4 * 60, day: null })
  })

  it('Adelaide from Tokyo: +1 h 30 m in January, +30 m in July', () => {
    expect(formatDifference(readFromHome('Australia/Adelaide', 'Asia/Tokyo', at('2026-01-15T03:00:00Z')).differenceMinutes ?? 0)).toBe(
      '+1 h 30 m',
    )
    expect(formatDifference(readFromHome('Australia/Adelaide', 'Asia/Tokyo', at('2026-07-15T03:00:00Z')).differenceMinutes ?? 0)).toBe(
      '+30 m',
    )
  })

  it('Kathmandu from Kolkata: +15 m; Kolkata from London: +5 h 30 m, and tomorrow late in London’s evening', () => {
    expect(formatDifference(readFromHome('Asia/Kathmandu', 'Asia/Kolkata', at('2026-01-15T03:00:00Z')).differenceMinutes ?? 0)).toBe('+15 m')
    const late = readFromHome('Asia/Kolkata', 'Europe/London', at('2026-01-15T20:45:00Z'))
    expect(late).toEqual({ time: '02:15', differenceMinutes: 330, day: 'Tomorrow' })
    expect(formatFromHome(late)).toBe('Tomorrow 02:15')
  })

  it('home itself reads the same time, no difference and no day marker', () => {
    expect(readFromHome('Asia/Tokyo', 'Asia/Tokyo', at('2026-01-15T20:00:00Z'))).toEqual({ time: '05:00', differenceMinutes: 0, day: null })
    expect(formatFromHome(readFromHome('Asia/Tokyo', 'Asia/Tokyo', at('2026-01-15T20:00:00Z')))).toBe('05:00')
  })

  it('an unknown home still gives the time, with no difference; an unknown city reads Error', () => {
    expect(readFromHome('Asia/Tokyo', 'Not/AZone', at('2026-01-15T20:00:00Z'))).toEqual({ time: '05:00', differenceMinutes: null, day: null })
    expect(formatFromHome(readFromHome('Mars/Base', 'Asia/Tokyo', at('2026-01-15T20:00:00Z')))).toBe('Error')
  })
})

describe('"Tomorrow 02:15" in the other languages', () => {
  const reading = { time: '02:15', differenceMinutes: 330, day: 'Tomorrow' } as const
  it.each([
    ['fr', 'Demain à 02:15'],
    ['ru', 'Завтра в 02:15'],
    ['he', 'מחר ב־02:15'],
  ])('%s: %s', async (language, expected) => {
    await activateLanguage(language, areas)
    expect(formatFromHome(reading)).toBe(expected)
  })
})

describe('distance from home', () => {
  it('in kilometres by default, in miles when the person chose them', () => {
    const km = distanceFromHome(city('tokyo'), city('london'), 'km')
    const mi = distanceFromHome(city('tokyo'), city('london'), 'mi')
    expect(km).toBe('9,560 km from home')
    expect(mi).toBe('5,940 miles from home')
  })

  it('says nothing for home itself, and rounds short distances to the kilometre', () => {
    expect(distanceFromHome(city('london'), city('london'), 'km')).toBeNull()
    expect(formatDistance(42.4, 'km')).toBe('42 km from home')
    expect(formatDistance(1268, 'km')).toBe('1,270 km from home')
  })

  it('crosses the date line the short way: Auckland from Los Angeles is about 10,500 km, not 30,000', () => {
    expect(distanceFromHome(city('auckland'), city('los-angeles'), 'km')).toBe('10,500 km from home')
  })

  it("writes numbers and units the language's way", async () => {
    await activateLanguage('ru', areas)
    expect(spaces(formatDistance(9560, 'km', 'ru'))).toBe('9 560 км от дома')
    expect(spaces(formatDistance(9560, 'mi', 'ru'))).toBe('5 940 миль от дома')
    expect(formatDistance(1.609344, 'mi', 'ru')).toBe('1 миля от дома')
    expect(formatDistance(3 * 1.609344, 'mi', 'ru')).toBe('3 мили от дома')
    await activateLanguage('fr', areas)
    expect(spaces(formatDistance(9560, 'km', 'fr'))).toBe('à 9 560 km de chez vous')
  })
})

describe('suggestHome', () => {
  it("offers the city whose zone the device is in, and none for a zone none of them shares", () => {
    expect(suggestHome('Asia/Tokyo', clockCities)?.id).toBe('tokyo')
    expect(suggestHome('Europe/London', clockCities)?.id).toBe('london')
    expect(suggestHome('UTC', clockCities)).toBeNull()
    expect(suggestHome('America/Denver', clockCities)).toBeNull()
  })
})
