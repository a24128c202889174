import { afterEach, describe, expect, it } from 'vitest'
import { clockCities } from '@/content/cities'
import { describeDifference, filterCities, formatClockTime, formatDifference, formatLongDate, zoneTime } from '@/features/world-time/time'
import { areas } from '@/i18n/catalogs'
import { activateLanguage, t } from '@/i18n/react'

const at = (iso: string) => Date.parse(iso)
const MINUS = '\u2212'
const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

afterEach(() => activateLanguage('en', areas))

describe('the difference in other languages', () => {
  it('writes and says it in Russian, with its plural forms', async () => {
    await activateLanguage('ru', areas)
    expect(formatDifference(420)).toBe('+7 ч')
    expect(formatDifference(-150)).toBe(`${MINUS}2 ч 30 мин`)
    expect(formatDifference(0)).toBe('То же время')
    expect(describeDifference(60)).toBe('опережает на 1 час')
    expect(describeDifference(180)).toBe('опережает на 3 часа')
    expect(describeDifference(-300)).toBe('отстаёт на 5 часов')
    expect(describeDifference(-150)).toBe('отстаёт на 2 часа 30 минут')
    expect(describeDifference(61)).toBe('опережает на 1 час 1 минуту')
    expect(describeDifference(0)).toBe('то же время, что у вас')
  })

  it('keeps the signed number left to right in Hebrew, and uses its dual', async () => {
    await activateLanguage('he', areas)
    expect(formatDifference(420)).toBe('\u2066+7\u2069 ש׳')
    expect(formatDifference(-150)).toBe(`\u2066${MINUS}2\u2069 ש׳ 30 דק׳`)
    expect(describeDifference(120)).toBe('שעתיים קדימה')
    expect(describeDifference(-150)).toBe('שעתיים ו־30 דקות אחורה')
    expect(describeDifference(61)).toBe('שעה אחת ודקה אחת קדימה')
  })

  it('is French with French words', async () => {
    await activateLanguage('fr', areas)
    expect(formatDifference(45)).toBe('+45 min')
    expect(describeDifference(-60)).toBe('1 heure de retard')
    expect(describeDifference(330)).toBe('5 heures 30 minutes d’avance')
    expect(t('hub.time.count.some', { count: 1, total: 40 })).toBe('1 sur 40 villes')
  })
})

describe('the clock preference', () => {
  const instant = at('2026-11-22T07:05:09Z')

  it('leaves the 24-hour clock as it was', () => {
    expect(formatClockTime('Asia/Tokyo', instant)).toBe('16:05')
    expect(formatClockTime('Asia/Tokyo', instant, '24h', 'ru', true)).toBe('16:05:09')
    expect(zoneTime('Asia/Tokyo', instant, 'UTC', '24h', 'he').time).toBe('16:05')
  })

  it('writes the 12-hour clock with Intl, in the zone', () => {
    expect(spaces(formatClockTime('Asia/Tokyo', instant, '12h'))).toBe('4:05 PM')
    expect(spaces(formatClockTime('America/New_York', instant, '12h', 'en', true))).toBe('2:05:09 AM')
    expect(spaces(zoneTime('Asia/Tokyo', instant, 'UTC', '12h', 'fr').time)).toMatch(/^4:05\sPM$/)
    expect(zoneTime('Mars/Olympus_Mons', instant, 'UTC', '12h', 'fr').time).toBe('Error')
  })
})

describe('the long date in other languages', () => {
  it('is Intl’s, in the zone', () => {
    const instant = at('2026-11-22T23:30:00Z')
    expect(formatLongDate(instant, 'UTC', 'fr')).toBe('dimanche 22 novembre')
    expect(formatLongDate(instant, 'Asia/Tokyo', 'ru')).toBe('понедельник, 23 ноября')
    expect(formatLongDate(instant, 'UTC', 'en')).toBe('Sunday, 22 November')
  })
})

describe('searching in any language', () => {
  const russian = (entry: (typeof clockCities)[number]) => [t(`hub.city.${entry.id}`), t(`hub.country.${entry.countryId}`)]

  it('matches the English and the translated names, ignoring case, accents, hyphens and geresh', async () => {
    await activateLanguage('ru', areas)
    const names = (query: string) => filterCities(clockCities, query, russian).map((entry) => entry.city)
    expect(names('МОСКВА')).toEqual(['Moscow'])
    expect(names('moscow')).toEqual(['Moscow'])
    expect(names('нью йорк')).toEqual(['New York'])
    expect(names('юар')).toEqual(['Cape Town', 'Johannesburg'])

    await activateLanguage('fr', areas)
    expect(names('seoul')).toEqual(['Seoul']) // 'Séoul' without its accent
    expect(names('Zürich')).toEqual(['Zurich'])
    expect(names('le caire')).toEqual(['Cairo'])

    await activateLanguage('he', areas)
    expect(names("ג'קרטה")).toEqual(['Jakarta']) // typed with an apostrophe for the geresh
    expect(names('ישראל')).toEqual(['Tel Aviv'])
  })
})
