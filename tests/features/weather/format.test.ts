import { describe, expect, it } from 'vitest'
import {
  conditionKind,
  formatDegrees,
  formatForecastDay,
  formatLocalTime,
  formatTemperature,
  formatWind,
  isNightIcon,
  weatherIconUrl,
} from '@/features/weather/format'

describe('forecast and local time formatting', () => {
  it('shows a forecast day as short weekday, month and day, whatever the user zone', () => {
    expect(formatForecastDay('2026-11-22')).toBe('Sun, Nov 22')
    expect(formatForecastDay('2026-11-23')).toBe('Mon, Nov 23')
    expect(formatForecastDay('2027-01-01')).toBe('Fri, Jan 1')
    expect(formatForecastDay('2028-02-29')).toBe('Tue, Feb 29')
  })

  it('falls back to the raw text when a date cannot be formatted', () => {
    expect(formatForecastDay('2026-02-30')).toBe('2026-02-30')
    expect(formatForecastDay('tomorrow')).toBe('tomorrow')
    expect(formatLocalTime('soon')).toBe('soon')
    expect(formatLocalTime('2026-11-22 25:00')).toBe('2026-11-22 25:00')
  })

  it("shows the city's local time with its day", () => {
    expect(formatLocalTime('2026-11-22 9:05')).toBe('Sun, Nov 22 · 09:05')
    expect(formatLocalTime('2026-11-22 21:40')).toBe('Sun, Nov 22 · 21:40')
  })

  it('rounds temperatures and wind, never showing -0', () => {
    expect(formatTemperature(11.6)).toBe('12 °C')
    expect(formatTemperature(-0.4)).toBe('0 °C')
    expect(formatDegrees(12.5)).toBe('13°')
    expect(formatDegrees(-3.6)).toBe('-4°')
    expect(formatWind(17.3)).toBe('17 km/h')
  })
})

describe('weather icons', () => {
  it("gives protocol-relative icons the page's protocol, https unless the page is http", () => {
    const icon = '//cdn.weatherapi.com/weather/64x64/day/116.png'
    expect(weatherIconUrl(icon, 'https:')).toBe('https://cdn.weatherapi.com/weather/64x64/day/116.png')
    expect(weatherIconUrl(icon, 'http:')).toBe('http://cdn.weatherapi.com/weather/64x64/day/116.png')
    expect(weatherIconUrl(icon, 'file:')).toBe('https://cdn.weatherapi.com/weather/64x64/day/116.png')
    expect(weatherIconUrl('https://example.org/i.svg', 'http:')).toBe('https://example.org/i.svg')
  })

  it('refuses what is not an http(s) address', () => {
    expect(weatherIconUrl(null, 'https:')).toBeNull()
    expect(weatherIconUrl('javascript:alert(1)', 'https:')).toBeNull()
    expect(weatherIconUrl('data:image/png;base64,AAAA', 'https:')).toBeNull()
    expect(weatherIconUrl('116.png', 'https:')).toBeNull()
  })

  it('maps condition codes to the kind of local icon, and sees night icons', () => {
    expect(conditionKind(1000)).toBe('clear')
    expect(conditionKind(1003)).toBe('partly-cloudy')
    expect(conditionKind(1009)).toBe('cloudy')
    expect(conditionKind(1135)).toBe('fog')
    expect(conditionKind(1189)).toBe('rain')
    expect(conditionKind(1213)).toBe('snow')
    expect(conditionKind(1276)).toBe('thunder')
    expect(conditionKind(null)).toBe('cloudy')
    expect(conditionKind(4242)).toBe('cloudy')
    expect(isNightIcon('//cdn.weatherapi.com/weather/64x64/night/113.png')).toBe(true)
    expect(isNightIcon('//cdn.weatherapi.com/weather/64x64/day/113.png')).toBe(false)
  })
})
