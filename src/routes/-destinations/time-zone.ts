// The IANA zone of a destination, for its local clock: the world clock's own city list first, then cities
// and countries whose zone is settled. The sheet's time-zone cell is prose ('Central European Time
// (UTC+1); summer time…'), so it is not read: a fixed offset would be wrong half of the year.
import { clockCities } from '@/content/cities'
import { cityTimeZones, countryTimeZones } from '@/content/destinations'

const key = (value: string) => value.trim().toLowerCase()

export function timeZoneFor(city: string, country?: string): string | null {
  const clock = clockCities.find((entry) => key(entry.city) === key(city))
  if (clock) return clock.timeZone
  return cityTimeZones[key(city)] ?? (country ? countryTimeZones[key(country)] : undefined) ?? null
}
