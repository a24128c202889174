// A home city: the place the other clocks are read against ('+7 h', 'Tomorrow 02:15') and measured from
// ('9,560 km from home'). Pure functions over the instant, the zones and the person's units, so tests pin
// them to the moments clocks change.
import type { ClockCity } from '@/content/cities'
import { formatNumber } from '@/i18n/format'
import type { Preferences } from '@/i18n/preferences'
import { t as activeT, type Translate } from '@/i18n/react'
import { greatCircleKm, type Coordinates } from '@/lib/geo'
import { kmToMiles } from '@/lib/units'
import { dayMarkerText, zoneTime, type ZoneTime } from './time'

/**
 * A city's time and its difference from home (not from the device) at one instant: its wall clock, the
 * minutes it is ahead of home (negative when behind; daylight saving on either side included), and
 * 'Tomorrow' or 'Yesterday' when its date is not home's. Never throws; an unknown zone reads 'Error'.
 */
export function readFromHome(
  timeZone: string,
  homeZone: string,
  instant: number,
  clock: Preferences['clock'] = '24h',
  language = 'en',
): ZoneTime {
  return zoneTime(timeZone, instant, homeZone, clock, language)
}

/** 'Tomorrow 02:15', 'Yesterday 23:40' or just '14:05': when it is there, said from home. */
export function formatFromHome(reading: ZoneTime, t: Translate = activeT): string {
  const time = reading.time === 'Error' ? t('hub.time.error') : reading.time
  if (!reading.day) return time
  return t('hub.home.dayTime', { day: dayMarkerText(reading.day, t), time })
}

/** Kilometres, or miles when the person chose them, rounded as a person says them ('9,560 km'). */
export function formatDistance(km: number, unit: Preferences['distance'], language = 'en', t: Translate = activeT): string {
  const value = unit === 'mi' ? kmToMiles(km) : km
  // Within 100 to the unit; beyond, to the ten: '85 km', '1,270 km', '9,560 km'.
  const rounded = value < 100 ? Math.round(value) : Math.round(value / 10) * 10
  const distance = formatNumber(rounded, language, { maximumFractionDigits: 0 })
  return unit === 'mi' ? t('hub.home.distance.mi', { distance, count: rounded }) : t('hub.home.distance.km', { distance, count: rounded })
}

/** How far a place is from home, in the person's unit; null when it is home itself. */
export function distanceFromHome(
  place: Coordinates,
  home: Coordinates,
  unit: Preferences['distance'],
  language = 'en',
  t: Translate = activeT,
): string | null {
  const km = greatCircleKm(home, place)
  return km < 0.5 ? null : formatDistance(km, unit, language, t)
}

/**
 * The city to offer as home from the device's own zone: the first whose zone it is ('Europe/London' →
 * London), or none ('UTC', a zone none of them is in).
 */
export function suggestHome<T extends Pick<ClockCity, 'timeZone'>>(deviceZone: string, places: readonly T[]): T | null {
  return places.find((place) => place.timeZone === deviceZone) ?? null
}
