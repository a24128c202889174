// What the home carousel shows for a state of the one destinations query (docs/behaviour.md, "Destinations (the published sheet)": loading,
// loaded, or fallback after failure). Pure, so the decisions are tested on their own. The lightbox's
// decisions are in lightbox-view.ts, out of the home page's code.
import { EmptySheetError } from './parse'
import type { Destination } from './types'

/** The parts of a query result the decisions read. */
export interface DestinationsQueryState {
  status: 'pending' | 'error' | 'success'
  fetchStatus: 'fetching' | 'paused' | 'idle'
  data: readonly Destination[] | undefined
  error: Error | null
  dataUpdatedAt: number
}

export type FailureReason = 'failed' | 'empty'

/** Why there is no list to show: the sheet failed, was empty, or cannot be fetched (offline); null if not failed. */
export function failureOf(query: DestinationsQueryState): FailureReason | null {
  if (query.data && query.data.length > 0) return null
  if (query.status === 'error') return query.error instanceof EmptySheetError ? 'empty' : 'failed'
  // Offline with nothing cached: the fetch waits for a connection that may not come.
  if (query.status === 'pending' && query.fetchStatus === 'paused') return 'failed'
  return null
}

type CarouselView =
  | { kind: 'loading' }
  | { kind: 'loaded'; destinations: readonly Destination[]; updatedAt: number; refreshFailed: boolean }
  | { kind: 'fallback'; destinations: readonly Destination[]; reason: FailureReason }

/**
 * The carousel: the sheet's cities (cached ones included), else the 10 fallback cities after a failure.
 * `fallback` is null while the built-in list (loaded only when needed) is on its way: still loading.
 */
export function carouselView(query: DestinationsQueryState, fallback: readonly Destination[] | null): CarouselView {
  if (query.data && query.data.length > 0) {
    return { kind: 'loaded', destinations: query.data, updatedAt: query.dataUpdatedAt, refreshFailed: query.status === 'error' }
  }
  const reason = failureOf(query)
  if (reason && fallback) return { kind: 'fallback', destinations: fallback, reason }
  return { kind: 'loading' }
}
