// How weather data reads on screen: days, local times, temperatures and icons.
// Days are written with date-fns, not Intl: the first Intl date format a page builds costs a long task
// while the browser lists its locales.
import { format } from 'date-fns'

/** 'Sun, Nov 22' for a calendar day given as '2026-11-22', or null when it is not a real day. */
function shortDay(isoDay: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay)
  if (!match) return null
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  // setFullYear, because the Date constructor reads years 0-99 as 1900-1999.
  const date = new Date(2000, 0, 1)
  date.setFullYear(year, month - 1, day)
  const real = date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day
  return real ? format(date, 'EEE, MMM d') : null
}

/** '2026-11-22' → 'Sun, Nov 22' (short weekday, month, day); the raw text when it is not a date. */
export function formatForecastDay(isoDay: string): string {
  return shortDay(isoDay) ?? isoDay
}

/** '2026-11-22 9:05' (the city's own clock) → 'Sun, Nov 22 · 09:05'; the raw text when unreadable. */
export function formatLocalTime(localTime: string): string {
  const match = /^(\d{4}-\d{2}-\d{2}) (\d{1,2}):(\d{2})$/.exec(localTime)
  const day = match ? shortDay(match[1] ?? '') : null
  if (!match || !day || Number(match[2]) > 23 || Number(match[3]) > 59) return localTime
  return `${day} · ${(match[2] ?? '').padStart(2, '0')}:${match[3]}`
}

/** '12 °C' from 12.4; never '-0'. */
export function formatTemperature(celsius: number): string {
  return `${Math.round(celsius) || 0} °C`
}

/** '12°' for the forecast's rounded min and max. */
export function formatDegrees(celsius: number): string {
  return `${Math.round(celsius) || 0}°`
}

/** '15 km/h', rounded. */
export function formatWind(kph: number): string {
  return `${Math.round(kph)} km/h`
}

/**
 * The address to load a condition icon from. The service sends protocol-relative addresses
 * ('//host/…/64x64/day/116.png'): they get 'https:' on an https page, else the page's own protocol.
 * Anything that is not an http(s) address gives null (the local icon is shown instead).
 */
export function weatherIconUrl(icon: string | null, pageProtocol: string): string | null {
  if (!icon) return null
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

const KINDS: Record<Exclude<ConditionKind, 'clear'>, readonly number[]> = {
  'partly-cloudy': [1003],
  cloudy: [1006, 1009],
  fog: [1030, 1135, 1147],
  drizzle: [1063, 1150, 1153, 1180, 1183, 1240],
  rain: [1186, 1189, 1192, 1195, 1243, 1246],
  sleet: [1069, 1072, 1168, 1171, 1198, 1201, 1204, 1207, 1237, 1249, 1252, 1261, 1264],
  snow: [1066, 1114, 1117, 1210, 1213, 1216, 1219, 1222, 1225, 1255, 1258],
  thunder: [1087, 1273, 1276, 1279, 1282],
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
