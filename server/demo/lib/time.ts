// Wall-clock time in an IANA zone with Intl only (no date library on the server), and the date
// arithmetic and formats the demo weather needs.
import { zonedWallClock } from '../../../src/lib/zoned-time'

export interface ZonedParts {
  year: number
  month: number
  day: number
  hour: number
  minute: number
}

/** The wall-clock date and time of `instant` in `timeZone`. */
export function zonedParts(instant: Date, timeZone: string): ZonedParts {
  const { year, month, day, hour, minute } = zonedWallClock(timeZone, instant)
  return { year, month, day, hour, minute }
}

/** Minutes `timeZone` is ahead of UTC at `instant` (e.g. 120 for Israel in winter). */
export function offsetMinutes(instant: Date, timeZone: string): number {
  const p = zonedParts(instant, timeZone)
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute)
  return Math.round((asUtc - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000)
}

const pad = (n: number) => String(n).padStart(2, '0')

/** "2026-11-22" */
export function isoDate(p: Pick<ZonedParts, 'year' | 'month' | 'day'>): string {
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`
}

/** "14:05" */
export function hhmm(hour: number, minute: number): string {
  return `${pad(hour)}:${pad(minute)}`
}

/** "07:25 AM", the 12-hour form WeatherAPI uses for sunrise and sunset. */
export function clock12(minutesOfDay: number): string {
  const total = ((Math.round(minutesOfDay) % 1440) + 1440) % 1440
  const hour = Math.floor(total / 60)
  const minute = total % 60
  return `${pad(hour % 12 === 0 ? 12 : hour % 12)}:${pad(minute)} ${hour < 12 ? 'AM' : 'PM'}`
}

/** Day of the year, 1..366, of a calendar date. */
export function dayOfYear(p: Pick<ZonedParts, 'year' | 'month' | 'day'>): number {
  return Math.round((Date.UTC(p.year, p.month - 1, p.day) - Date.UTC(p.year, 0, 0)) / 86_400_000)
}

/** The calendar date `days` after a date. */
export function addDays(p: Pick<ZonedParts, 'year' | 'month' | 'day'>, days: number) {
  const date = new Date(Date.UTC(p.year, p.month - 1, p.day + days))
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() }
}
