// The shortlist's order and the compare link, apart from the screen so they can be pinned by tests.
import { favouriteKinds, type Favourite, type FavouriteKind } from '@/components/favourites'

/** The favourites by kind, each group most recently starred first (the store's order). */
export function shortlistGroups(items: readonly Favourite[]): Record<FavouriteKind, Favourite[]> {
  const groups = Object.fromEntries(favouriteKinds.map((kind) => [kind, [] as Favourite[]])) as Record<FavouriteKind, Favourite[]>
  for (const item of items) groups[item.kind].push(item)
  return groups
}

/** At most this many destinations side by side. */
export const COMPARE_MAX = 3

/**
 * '/destinations/compare/Lisbon/Tel%20Aviv': the first two or three starred destinations (their address
 * names), or null with fewer than two.
 */
export function compareHref(destinationIds: readonly string[]): string | null {
  if (destinationIds.length < 2) return null
  return `/destinations/compare/${destinationIds.slice(0, COMPARE_MAX).map(encodeURIComponent).join('/')}`
}
