// What the lightbox shows for a state of the one destinations query and the city in the address
// (docs/behaviour.md, "Destinations (the published sheet)": loading, loaded, empty, or fallback after failure). Pure, so it is tested on its own.
import { fallbackDestinations } from './fallback'
import { findCityIndex } from './navigation'
import type { Destination } from './types'
import { failureOf, type DestinationsQueryState, type FailureReason } from './view'

export type LightboxView =
  | { kind: 'loading' }
  | {
      kind: 'city'
      destinations: readonly Destination[]
      index: number
      /** The fallback list: the sheet failed, and the city asked for is one of the built-in ones. */
      fallback: boolean
      updatedAt: number | undefined
      refreshFailed: boolean
    }
  | { kind: 'unknown-city'; city: string; destinations: readonly Destination[] }
  | { kind: 'empty'; reason: FailureReason }

/**
 * The lightbox at /destinations (the first city) or /destinations/{city}. An unknown city is a state of its
 * own. After a failure there is nothing to browse (the empty state), except for a city of the fallback list:
 * a person who opened a fallback card sees that city's built-in summary.
 */
export function lightboxView(query: DestinationsQueryState, city?: string, fallback = fallbackDestinations): LightboxView {
  const list = query.data
  if (list && list.length > 0) {
    const index = city === undefined ? 0 : findCityIndex(list, city)
    if (index < 0) return { kind: 'unknown-city', city: city ?? '', destinations: list }
    return { kind: 'city', destinations: list, index, fallback: false, updatedAt: query.dataUpdatedAt, refreshFailed: query.status === 'error' }
  }
  const reason = failureOf(query)
  if (!reason) return { kind: 'loading' }
  if (city !== undefined) {
    const builtIn = fallback()
    const index = findCityIndex(builtIn, city)
    if (index >= 0) return { kind: 'city', destinations: builtIn, index, fallback: true, updatedAt: undefined, refreshFailed: true }
  }
  return { kind: 'empty', reason }
}
