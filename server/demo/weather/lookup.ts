// Finding a gazetteer place for WeatherAPI's `q`: a city name in any case, with or without accents,
// hyphens or a ", Country" suffix, an alias ("Tel Aviv-Yafo", "NYC"), or "lat,lon".
import { places, type Place } from '../content/gazetteer'
import { foldedWords } from '../lib/words'

const normalize = (value: string) => foldedWords(value, ' ')

const byName = new Map<string, Place>()
for (const place of places) {
  for (const name of [place.name, ...place.aliases]) {
    const key = normalize(name)
    // The first entry wins: the table lists the city people mean before a namesake.
    if (!byName.has(key)) byName.set(key, place)
  }
}

/** Great-circle distance in km. */
function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2
  return 2 * 6371 * Math.asin(Math.sqrt(a))
}

/** Coordinates within this distance of a known city resolve to it, like the real service's nearest match. */
const NEAREST_LIMIT_KM = 150

/** The place `q` names, or null when the demo does not know it (the caller answers error 1006). */
export function findPlace(q: string): Place | null {
  const coordinates = /^\s*(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/.exec(q)
  if (coordinates) {
    const lat = Number(coordinates[1])
    const lon = Number(coordinates[2])
    let best: Place | null = null
    let bestDistance = NEAREST_LIMIT_KM
    for (const place of places) {
      const distance = distanceKm(lat, lon, place.lat, place.lon)
      if (distance <= bestDistance) {
        best = place
        bestDistance = distance
      }
    }
    return best
  }
  const whole = byName.get(normalize(q))
  if (whole) return whole
  // "London, UK" or "Paris, France": the city is the part before the first comma.
  const [city] = q.split(',')
  return city !== undefined && city !== q ? (byName.get(normalize(city)) ?? null) : null
}
