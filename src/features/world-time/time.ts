// Time in other zones, computed in the browser from its own time-zone data, so it works offline.
// Every function takes the instant (and the user's zone) as arguments, so tests pin them to fixed
// moments around daylight-saving changes.
import { format } from 'date-fns'
import type { ClockCity } from '@/content/cities'
import { searchable } from '@/lib/search-text'
import { zonedWallClock, type WallClock } from '@/lib/zoned-time'
import { dateTimeFormat } from '@/i18n/format'
import type { Preferences } from '@/i18n/preferences'
import { t as activeT, type Translate } from '@/i18n/react'

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

/** A time of day in a zone as the person's clock shows it: '14:05' (or '14:05:09'), or '2:05 PM'. Throws for an unknown zone. */
export function formatClockTime(
  timeZone: string,
  instant: number,
  clock: Preferences['clock'] = '24h',
  language = 'en',
  withSeconds = false,
): string {
  // The 24-hour clock reads the same in all our languages, and needs no formatter.
  if (clock === '24h') return formatZoneTime(timeZone, instant, withSeconds)
  return dateTimeFormat(language, {
    hour: 'numeric',
    minute: '2-digit',
    ...(withSeconds ? { second: '2-digit' } : {}),
    hourCycle: 'h12',
    timeZone,
  }).format(instant)
}

/**
 * '+7 h', '−2 h 30 m', '+30 m', 'Same time': how far a zone is from the user's, in the active language
 * (or the one `t` speaks).
 */
export function formatDifference(minutes: number, t: Translate = activeT): string {
  if (minutes === 0) return t('hub.time.difference.same')
  const sign = minutes > 0 ? '+' : MINUS
  const hours = Math.floor(Math.abs(minutes) / 60)
  const rest = Math.abs(minutes) % 60
  if (hours === 0) return t('hub.time.difference.minutes', { minutes: `${sign}${rest}` })
  return rest === 0
    ? t('hub.time.difference.hours', { hours: `${sign}${hours}` })
    : t('hub.time.difference.hoursMinutes', { hours: `${sign}${hours}`, minutes: rest })
}

/** Spoken form of formatDifference for screen readers: '7 hours ahead', '2 hours 30 minutes behind'. */
export function describeDifference(minutes: number, t: Translate = activeT): string {
  if (minutes === 0) return t('hub.time.spoken.same')
  const hours = Math.floor(Math.abs(minutes) / 60)
  const rest = Math.abs(minutes) % 60
  if (minutes > 0) {
    if (hours === 0) return t('hub.time.ahead.minutes', { minutes: rest })
    return rest === 0 ? t('hub.time.ahead.hours', { hours }) : t('hub.time.ahead.hoursMinutes', { hours, minutes: rest })
  }
  if (hours === 0) return t('hub.time.behind.minutes', { minutes: rest })
  return rest === 0 ? t('hub.time.behind.hours', { hours }) : t('hub.time.behind.hoursMinutes', { hours, minutes: rest })
}

/** 'Tomorrow' or 'Yesterday' in the active language (or the one `t` speaks). */
export function dayMarkerText(day: Exclude<DayMarker, null>, t: Translate = activeT): string {
  return day === 'Tomorrow' ? t('hub.time.tomorrow') : t('hub.time.yesterday')
}

export type DayMarker = 'Tomorrow' | 'Yesterday' | null

function dayNumber(clock: WallClock): number {
  return Date.UTC(clock.year, clock.month - 1, clock.day) / 86_400_000
}

export interface ZoneTime {
  /** 'HH:MM' (or the 12-hour clock's time), or 'Error' when the zone cannot be computed (shown translated). */
  time: string
  /** Minutes ahead of the user's zone; null when unknown. */
  differenceMinutes: number | null
  /** 'Tomorrow' / 'Yesterday' when the zone's date is not the user's (markers, shown translated). */
  day: DayMarker
}

/**
 * The time in a zone and how it relates to the user's own time, at one instant, on the person's clock
 * (24-hour unless told). Never throws.
 */
export function zoneTime(
  timeZone: string,
  instant: number,
  userZone: string = localTimeZone(),
  clock: Preferences['clock'] = '24h',
  language = 'en',
): ZoneTime {
  try {
    const there = wallClock(timeZone, instant)
    const time = clock === '24h' ? `${pad(there.hour)}:${pad(there.minute)}` : formatClockTime(timeZone, instant, clock, language)
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

/**
 * Cities whose name or country contains the query, case-insensitively; an empty query keeps all. The
 * English names always count; `alsoNamed` gives others to match (the names in the person's language).
 */
export function filterCities<T extends Pick<ClockCity, 'city' | 'country'>>(
  cities: readonly T[],
  query: string,
  alsoNamed?: (entry: T) => readonly string[],
): T[] {
  const needle = searchable(query)
  if (needle === '') return [...cities]
  return cities.filter((entry) =>
    [entry.city, entry.country, ...(alsoNamed?.(entry) ?? [])].some((name) => searchable(name).includes(needle)),
  )
}

/**
 * The user's own date, for the big local clock: 'Sunday, 22 November' in English, the language's own
 * way elsewhere ('dimanche 22 novembre', 'воскресенье, 22 ноября'). Throws for an unknown zone.
 */
export function formatLongDate(instant: number, timeZone: string = localTimeZone(), language = 'en'): string {
  const { year, month, day } = wallClock(timeZone, instant)
  if (language === 'en') return format(new Date(year, month - 1, day), 'EEEE, d MMMM')
  return dateTimeFormat(language, { weekday: 'long', day: 'numeric', month: 'long', timeZone }).format(instant)
}

/** 'America/New_York' → 'America / New York': a zone name as people read it. */
export function readableZone(timeZone: string): string {
  return timeZone.replaceAll('_', ' ').replaceAll('/', ' / ')
}
