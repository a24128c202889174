// Time in other zones, computed in the browser from its own time-zone data, so it works offline.
// Every function takes the instant (and the user's zone) as arguments, so tests pin them to fixed
// moments around daylight-saving changes.
import { format } from 'date-fns'
import type { ClockCity } from '@/content/cities'
import { zonedWallClock, type WallClock } from '@/lib/zoned-time'

export const LIST_REFRESH_MS = 60_000
export const DISPLAY_TICK_MS = 1000

/** A real minus sign, as typography wants it in '−2 h 30 m'. */
const MINUS = '\u2212'

// Where the browser has Temporal (Chromium, Firefox), a zone's clock comes straight from the time-zone
// data. Elsewhere (Safari) Intl's formatters do it, but the first one a page builds makes the browser
// list its locales first: 20–40 ms on a desktop, several times that on a phone.
const temporal = typeof Temporal === 'undefined' ? null : Temporal

// Browsers report some zones by names the IANA database has since replaced (ICU keeps the old ones as
// canonical). Both names work for the arithmetic; people read the current one.
const CURRENT_ZONE_NAMES: Readonly<Record<string, string>> = {
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Asia/Rangoon': 'Asia/Yangon',
  'Europe/Kiev': 'Europe/Kyiv',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'America/Godthab': 'America/Nuuk',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Catamarca': 'America/Argentina/Catamarca',
  'America/Cordoba': 'America/Argentina/Cordoba',
  'America/Jujuy': 'America/Argentina/Jujuy',
  'America/Mendoza': 'America/Argentina/Mendoza',
  'America/Indianapolis': 'America/Indiana/Indianapolis',
  'America/Louisville': 'America/Kentucky/Louisville',
  'Pacific/Truk': 'Pacific/Chuuk',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Enderbury': 'Pacific/Kanton',
}

let lastLocalZone: { zone: string; readAt: number } | null = null

/**
 * The user's own IANA zone, as the browser reports it, by its current name. Read again at most once a
 * second: people cross zones with the app open, but the 40 clocks of one render need not each ask.
 */
export function localTimeZone(): string {
  const now = Date.now()
  if (!lastLocalZone || Math.abs(now - lastLocalZone.readAt) >= 1000) {
    const reported = temporal ? temporal.Now.timeZoneId() : Intl.DateTimeFormat().resolvedOptions().timeZone
    lastLocalZone = { zone: CURRENT_ZONE_NAMES[reported] ?? reported, readAt: now }
  }
  return lastLocalZone.zone
}

/** The wall clock in a zone with Temporal. Throws a RangeError for an unknown zone. */
function temporalWallClock(api: typeof Temporal, timeZone: string, instant: number): WallClock {
  const there = api.Instant.fromEpochMilliseconds(Math.floor(instant)).toZonedDateTimeISO(timeZone)
  return { year: there.year, month: there.month, day: there.day, hour: there.hour, minute: there.minute, second: there.second }
}

// The last reading per zone: each card reads its zone and the user's twice (the time, then the offset),
// and every card reads the user's, all at the same instant.
const lastReadings = new Map<string, { instant: number; clock: WallClock }>()

/** The wall-clock reading in a zone at an instant. Throws for an unknown zone. */
function wallClock(timeZone: string, instant: number): WallClock {
  const last = lastReadings.get(timeZone)
  if (last?.instant === instant) return last.clock
  const clock = temporal ? temporalWallClock(temporal, timeZone, instant) : zonedWallClock(timeZone, instant)
  lastReadings.set(timeZone, { instant, clock })
  return clock
}

/** Minutes the zone is ahead of UTC at that instant (negative when behind); DST included. */
export function zoneOffsetMinutes(timeZone: string, instant: number): number {
  const clock = wallClock(timeZone, instant)
  const asUtc = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second)
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / 60_000)
}

const pad = (value: number) => String(value).padStart(2, '0')

/** 'HH:MM', 24-hour, in the zone. Throws for an unknown zone. */
export function formatZoneTime(timeZone: string, instant: number, withSeconds = false): string {
  const clock = wallClock(timeZone, instant)
  const time = `${pad(clock.hour)}:${pad(clock.minute)}`
  return withSeconds ? `${time}:${pad(clock.second)}` : time
}

/** '+7 h', '−2 h 30 m', '+30 m', 'Same time': how far a zone is from the user's. */
export function formatDifference(minutes: number): string {
  if (minutes === 0) return 'Same time'
  const sign = minutes > 0 ? '+' : MINUS
  const hours = Math.floor(Math.abs(minutes) / 60)
  const rest = Math.abs(minutes) % 60
  if (hours === 0) return `${sign}${rest} m`
  return rest === 0 ? `${sign}${hours} h` : `${sign}${hours} h ${rest} m`
}

/** Spoken form of formatDifference for screen readers: '7 hours ahead', '2 hours 30 minutes behind'. */
export function describeDifference(minutes: number): string {
  if (minutes === 0) return 'same time as you'
  const hours = Math.floor(Math.abs(minutes) / 60)
  const rest = Math.abs(minutes) % 60
  const parts = [
    hours > 0 ? `${hours} ${hours === 1 ? 'hour' : 'hours'}` : '',
    rest > 0 ? `${rest} ${rest === 1 ? 'minute' : 'minutes'}` : '',
  ].filter(Boolean)
  return `${parts.join(' ')} ${minutes > 0 ? 'ahead' : 'behind'}`
}

export type DayMarker = 'Tomorrow' | 'Yesterday' | null

function dayNumber(clock: WallClock): number {
  return Date.UTC(clock.year, clock.month - 1, clock.day) / 86_400_000
}

export interface ZoneTime {
  /** 'HH:MM', or 'Error' when the zone cannot be computed. */
  time: string
  /** Minutes ahead of the user's zone; null when unknown. */
  differenceMinutes: number | null
  /** 'Tomorrow' / 'Yesterday' when the zone's date is not the user's. */
  day: DayMarker
}

/** The time in a zone and how it relates to the user's own time, at one instant. Never throws. */
export function zoneTime(timeZone: string, instant: number, userZone: string = localTimeZone()): ZoneTime {
  try {
    const there = wallClock(timeZone, instant)
    const time = `${pad(there.hour)}:${pad(there.minute)}`
    try {
      const here = wallClock(userZone, instant)
      const differenceMinutes = zoneOffsetMinutes(timeZone, instant) - zoneOffsetMinutes(userZone, instant)
      const days = dayNumber(there) - dayNumber(here)
      return { time, differenceMinutes, day: days > 0 ? 'Tomorrow' : days < 0 ? 'Yesterday' : null }
    } catch {
      return { time, differenceMinutes: null, day: null }
    }
  } catch {
    return { time: 'Error', differenceMinutes: null, day: null }
  }
}

/** Cities whose name or country contains the query, case-insensitively; an empty query keeps all. */
export function filterCities<T extends Pick<ClockCity, 'city' | 'country'>>(cities: readonly T[], query: string): T[] {
  const needle = query.trim().toLocaleLowerCase()
  if (needle === '') return [...cities]
  return cities.filter(
    (entry) => entry.city.toLocaleLowerCase().includes(needle) || entry.country.toLocaleLowerCase().includes(needle),
  )
}

/** 'Sunday, 22 November': the user's own date, for the big local clock. */
export function formatLongDate(instant: number, timeZone: string = localTimeZone()): string {
  const { year, month, day } = wallClock(timeZone, instant)
  return format(new Date(year, month - 1, day), 'EEEE, d MMMM')
}

/** 'America/New_York' → 'America / New York': a zone name as people read it. */
export function readableZone(timeZone: string): string {
  return timeZone.replaceAll('_', ' ').replaceAll('/', ' / ')
}
