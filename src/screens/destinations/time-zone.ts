// The IANA zone of a destination, for its local clock: the world clock's own city list first, then cities
// and countries whose zone is settled. The sheet's time-zone cell is prose ('Central European Time
// (UTC+1); summer time…'), so it is not read: a fixed offset would be wrong half of the year.
import { clockCities, extraHomeCities } from '@/content/cities'
import { cityPlaces, cityTimeZones, countryTimeZones } from '@/content/destinations'
import type { Coordinates } from '@/lib/geo'

const key = (value: string) => value.trim().toLowerCase()

export function timeZoneFor(city: string, country?: string): string | null {
  const clock = clockCities.find((entry) => key(entry.city) === key(city))
  if (clock) return clock.timeZone
  return cityTimeZones[key(city)] ?? (country ? countryTimeZones[key(country)] : undefined) ?? null
}

/** Where a destination is, when the app knows the city (the sheet has no coordinates): else null, and no distance is shown. */
export function placeFor(city: string): Coordinates | null {
  const place = [...clockCities, ...extraHomeCities].find((entry) => key(entry.city) === key(city))
  if (place) return { latitude: place.latitude, longitude: place.longitude }
  const known = cityPlaces[key(city)]
  return known ? { latitude: known[0], longitude: known[1] } : null
}
