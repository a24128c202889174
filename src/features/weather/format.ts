// How weather data reads on screen: days, local times, temperatures and icons, in the person's language
// and units. English days are written with date-fns, not Intl: the first Intl date format a page builds
// costs a long task while the browser lists its locales (other languages need Intl's names).
import { format } from 'date-fns'
import { dateTimeFormat, formatNumber } from '@/i18n/format'
import type { Preferences } from '@/i18n/preferences'
import { t as activeT, type Translate } from '@/i18n/react'
import { celsiusToFahrenheit, kmhToMph } from '@/lib/units'

/** How to write: the language, the person's units, and the catalog to speak from (the active one unless told). */
export interface WeatherFormat {
  language?: string
  clock?: Preferences['clock']
  temperature?: Preferences['temperature']
  speed?: Preferences['speed']
  t?: Translate
}

/** A real calendar day from 'YYYY-MM-DD', at midnight UTC, or null. */
function calendarDay(isoDay: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay)
  if (!match) return null
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  // setUTCFullYear, because Date.UTC reads years 0-99 as 1900-1999.
  const date = new Date(0)
  date.setUTCFullYear(year, month - 1, day)
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  return real ? date : null
}

/** 'Sun, Nov 22' ('dim. 22 nov.', 'вс, 22 нояб.') for a calendar day given as '2026-11-22', or null when it is not a real day. */
function shortDay(isoDay: string, language: string): string | null {
  const date = calendarDay(isoDay)
  if (!date) return null
  if (language === 'en') return formatEnglishDay(date)
  return dateTimeFormat(language, { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(date)
}

/** date-fns's 'EEE, MMM d' of a UTC calendar day (its local-time Date is built with the right year). */
function formatEnglishDay(date: Date): string {
  const local = new Date(2000, 0, 1)
  local.setFullYear(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate())
  return format(local, 'EEE, MMM d')
}

/** '2026-11-22' → 'Sun, Nov 22' (short weekday, month, day); the raw text when it is not a date. */
export function formatForecastDay(isoDay: string, language = 'en'): string {
  return shortDay(isoDay, language) ?? isoDay
}

/**
 * '2026-11-22 9:05' (the city's own clock) → 'Sun, Nov 22 · 09:05', or on the 12-hour clock
 * 'Sun, Nov 22 · 9:05 AM'; the raw text when unreadable.
 */
export function formatLocalTime(localTime: string, { language = 'en', clock = '24h' }: WeatherFormat = {}): string {
  const match = /^(\d{4}-\d{2}-\d{2}) (\d{1,2}):(\d{2})$/.exec(localTime)
  const day = match ? shortDay(match[1] ?? '', language) : null
  const [hours, minutes] = [Number(match?.[2]), Number(match?.[3])]
  if (!match || !day || hours > 23 || minutes > 59) return localTime
  if (clock === '24h') return `${day} · ${(match[2] ?? '').padStart(2, '0')}:${match[3]}`
  // The wall clock as it is, read as UTC so no zone moves it.
  const instant = Date.UTC(2000, 0, 1, hours, minutes)
  return `${day} · ${dateTimeFormat(language, { hour: 'numeric', minute: '2-digit', hourCycle: 'h12', timeZone: 'UTC' }).format(instant)}`
}

/** A rounded whole number in the language's digits; never '-0'. */
const whole = (value: number, language: string) => formatNumber(Math.round(value) || 0, language)

/**
 * The whole number formatTemperature writes for `celsius` in the person's unit: a difference between two
 * temperatures shown side by side is the difference of these, so it matches what the person reads.
 */
export const shownTemperature = (celsius: number, temperature: 'c' | 'f' = 'c'): number =>
  Math.round(temperature === 'f' ? celsiusToFahrenheit(celsius) : celsius) || 0

/** '12 °C' from 12.4 (or '54 °F' for someone who reads Fahrenheit); never '-0'. */
export function formatTemperature(celsius: number, { language = 'en', temperature = 'c', t = activeT }: WeatherFormat = {}): string {
  const value = formatNumber(shownTemperature(celsius, temperature), language)
  return temperature === 'f' ? t('hub.unit.fahrenheit', { value }) : t('hub.unit.celsius', { value })
}

/** '12°' for the forecast's rounded min and max, in the person's unit. */
export function formatDegrees(celsius: number, { language = 'en', temperature = 'c', t = activeT }: WeatherFormat = {}): string {
  return t('hub.unit.degrees', { value: formatNumber(shownTemperature(celsius, temperature), language) })
}

/** '15 km/h' (or '9 mph'), rounded. */
export function formatWind(kph: number, { language = 'en', speed = 'kmh', t = activeT }: WeatherFormat = {}): string {
  return speed === 'mph'
    ? t('hub.unit.mph', { value: whole(kmhToMph(kph), language) })
    : t('hub.unit.kmh', { value: whole(kph, language) })
}

/** '82%' ('82 %' in French and Russian), rounded. */
export function formatPercent(percent: number, language = 'en'): string {
  return formatNumber(Math.round(percent) / 100, language, { style: 'percent' })
}

/**
 * The address to load a condition icon from. The service sends protocol-relative addresses
 * ('//host/…/64x64/day/116.png'): they get 'https:' on an https page, else the page's own protocol.
 * A root-relative address ('/demo/weather/…') is on the app's own origin and kept as it is. Anything
 * else that is not an http(s) address gives null (the local icon is shown instead).
 */
export function weatherIconUrl(icon: string | null, pageProtocol: string): string | null {
  if (!icon) return null
  if (/^\/(?![/\\])[^\s"'<>]*$/.test(icon)) return icon
  const protocol = pageProtocol === 'http:' ? 'http:' : 'https:'
  const absolute = icon.startsWith('//') ? `${protocol}${icon}` : icon
  try {
    const url = new URL(absolute)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null
  } catch {
    return null
  }
}

export type ConditionKind = 'clear' | 'partly-cloudy' | 'cloudy' | 'fog' | 'drizzle' | 'rain' | 'sleet' | 'snow' | 'thunder'

const KINDS = {
  'partly-cloudy': [1003],
  cloudy: [1006, 1009],
  fog: [1030, 1135, 1147],
  drizzle: [1063, 1150, 1153, 1180, 1183, 1240],
  rain: [1186, 1189, 1192, 1195, 1243, 1246],
  sleet: [1069, 1072, 1168, 1171, 1198, 1201, 1204, 1207, 1237, 1249, 1252, 1261, 1264],
  snow: [1066, 1114, 1117, 1210, 1213, 1216, 1219, 1222, 1225, 1255, 1258],
  thunder: [1087, 1273, 1276, 1279, 1282],
} as const satisfies Record<Exclude<ConditionKind, 'clear'>, readonly number[]>

/** The service's condition codes (https://www.weatherapi.com/docs/weather_conditions.json): 1000 and the kinds'. */
export type ConditionCode = 1000 | (typeof KINDS)[keyof typeof KINDS][number]
const CODES: ReadonlySet<number> = new Set([1000, ...Object.values(KINDS).flat()])

/** Whether the service lists this condition code. */
export function isConditionCode(code: number): code is ConditionCode {
  return CODES.has(code)
}

/** The kind of weather a WeatherAPI condition code means, for the local icon. Unknown codes read as 'cloudy'. */
export function conditionKind(code: number | null): ConditionKind {
  if (code === 1000) return 'clear'
  for (const [kind, codes] of Object.entries(KINDS) as [ConditionKind, readonly number[]][]) {
    if (code !== null && codes.includes(code)) return kind
  }
  return 'cloudy'
}

/** Whether a condition icon address is the night variant ('…/64x64/night/113.png'). */
export function isNightIcon(icon: string | null): boolean {
  return icon !== null && /\/night\//.test(icon)
}
