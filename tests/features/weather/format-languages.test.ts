import { afterEach, describe, expect, it } from 'vitest'
import {
  formatDegrees,
  formatForecastDay,
  formatLocalTime,
  formatPercent,
  formatTemperature,
  formatWind,
} from '@/features/weather/format'
import { areas } from '@/i18n/catalogs'
import { activateLanguage } from '@/i18n/react'

const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

afterEach(() => activateLanguage('en', areas))

describe('weather in the person’s units', () => {
  it('converts °C to °F and km/h to mph, rounding only for display', () => {
    expect(formatTemperature(11.6, { temperature: 'f' })).toBe('53 °F')
    expect(formatTemperature(-17.8, { temperature: 'f' })).toBe('0 °F') // -0.04 °F is never '-0'
    expect(formatTemperature(100, { temperature: 'f' })).toBe('212 °F')
    expect(formatDegrees(-40, { temperature: 'f' })).toBe('-40°')
    expect(formatWind(17.3, { speed: 'mph' })).toBe('11 mph')
    expect(formatWind(100, { speed: 'mph' })).toBe('62 mph')
  })

  it('keeps English with the default units exactly as before', () => {
    expect(formatTemperature(11.6)).toBe('12 °C')
    expect(formatWind(17.3)).toBe('17 km/h')
    expect(formatPercent(82)).toBe('82%')
    expect(formatForecastDay('2026-11-24')).toBe('Tue, Nov 24')
    expect(formatLocalTime('2026-11-22 9:05')).toBe('Sun, Nov 22 · 09:05')
  })

  it('writes the 12-hour clock when that is the choice', () => {
    expect(spaces(formatLocalTime('2026-11-22 9:05', { clock: '12h' }))).toBe('Sun, Nov 22 · 9:05 AM')
    expect(spaces(formatLocalTime('2026-11-22 21:40', { clock: '12h' }))).toBe('Sun, Nov 22 · 9:40 PM')
    expect(spaces(formatLocalTime('2026-11-22 0:15', { clock: '12h' }))).toBe('Sun, Nov 22 · 12:15 AM')
  })
})

describe('weather in other languages', () => {
  it('writes days, percentages and units the language’s way', async () => {
    await activateLanguage('ru', areas)
    expect(formatForecastDay('2026-11-23', 'ru')).toBe('пн, 23 нояб.')
    expect(formatLocalTime('2026-11-22 9:05', { language: 'ru' })).toBe('вс, 22 нояб. · 09:05')
    expect(spaces(formatPercent(82, 'ru'))).toBe('82 %')
    expect(formatWind(17.3, { language: 'ru' })).toBe('17 км/ч')
    expect(formatWind(17.3, { language: 'ru', speed: 'mph' })).toBe('11 миль/ч')

    await activateLanguage('fr', areas)
    expect(formatForecastDay('2026-11-23', 'fr')).toBe('lun. 23 nov.')
    expect(formatWind(17.3, { language: 'fr', speed: 'mph' })).toBe('11 mi/h')

    await activateLanguage('he', areas)
    expect(formatWind(17.3, { language: 'he' })).toBe('17 קמ״ש')
    // A minus in Hebrew carries a left-to-right mark, so it stays before the digits.
    expect(formatTemperature(-3.4, { language: 'he' })).toBe('\u200e-3 °C')
  })

  it('falls back to the raw text when a date cannot be read, in any language', () => {
    expect(formatForecastDay('2026-02-30', 'fr')).toBe('2026-02-30')
    expect(formatLocalTime('2026-11-22 25:00', { language: 'he' })).toBe('2026-11-22 25:00')
  })
})
