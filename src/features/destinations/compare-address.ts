// The comparison's address (docs/behaviour.md, "Comparing destinations"): /destinations/compare/Lisbon/Berlin,
// each city by its address name; one segment with commas (Lisbon,Berlin) and the loose spellings a city's
// own address accepts (tel-aviv) are read too.
import { MAX_COMPARED } from '@/components/use-compare-selection'
import { findCityIndex } from './navigation'
import type { Destination } from './types'

/** The names an address's tail lists, in order: split at slashes and commas, decoded, blanks dropped. */
export function comparedNames(splat: string | undefined): string[] {
  if (!splat) return []
  return splat
    .split(/[/,]/)
    .map((part) => {
      try {
        return decodeURIComponent(part).trim()
      } catch {
        return part.trim()
      }
    })
    .filter((part) => part !== '')
}

export interface ComparedCities {
  /** The cities found, each once, in the address's order: at most MAX_COMPARED. */
  destinations: Destination[]
  /** Names the sheet does not have, as the address spells them. */
  unknown: string[]
  /** The address named more cities than can be compared: only the first ones are. */
  overLimit: boolean
}

export function resolveCompared(list: readonly Destination[], names: readonly string[]): ComparedCities {
  const found: Destination[] = []
  const unknown: string[] = []
  for (const name of names) {
    const index = findCityIndex(list, name)
    const destination = list[index]
    if (!destination) {
      if (!unknown.includes(name)) unknown.push(name)
    } else if (!found.includes(destination)) found.push(destination)
  }
  return { destinations: found.slice(0, MAX_COMPARED), unknown, overLimit: found.length > MAX_COMPARED }
}

/** The address's tail for these cities (address names), for the route's splat: 'Lisbon/Berlin'. */
export function compareSplat(cities: readonly string[]): string {
  return cities.join('/')
}
