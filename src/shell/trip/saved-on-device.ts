// 'Saved on this device' (docs/behaviour.md, "Ready for the trip"): what is kept, kind by kind, with its
// size and date, and clearing one kind without touching any other. Favourites, the home city, the
// settings and the outbox live in stores of their own and are never among the kinds cleared here.
import type { Query, QueryClient, QueryKey } from '@tanstack/react-query'
import { currencyKeys } from '@/features/currency/queries'
import { destinationKeys } from '@/features/destinations/queries'
import { clearSavedArticles, savedArticlesSummary } from '@/features/news/offline'
import { newsKeys } from '@/features/news/queries'
import { weatherKeys } from '@/features/weather/queries'
import { clearKeptMedia, keptMediaSummary, MEDIA_CACHES } from '@/lib/keep-images'
import { cancelRefresh } from '@/lib/periodic-refresh'
import type { TripKind } from './trip-job'

export interface KindSummary {
  count: number
  bytes: number
  savedAt: number | null
}

const QUERY_KINDS: Partial<Record<TripKind, QueryKey>> = {
  destinations: destinationKeys.all,
  rates: currencyKeys.all,
  weather: weatherKeys.all,
}

const jsonBytes = (value: unknown) => new Blob([JSON.stringify(value ?? null)]).size

function querySummary(queryClient: QueryClient, queryKey: QueryKey, countOf: (query: Query) => number): KindSummary {
  const queries = queryClient.getQueryCache().findAll({ queryKey }).filter((query) => query.state.data !== undefined)
  return {
    count: queries.reduce((sum, query) => sum + countOf(query), 0),
    bytes: queries.reduce((sum, query) => sum + jsonBytes(query.state.data), 0),
    savedAt: queries.reduce<number | null>((latest, query) => Math.max(latest ?? 0, query.state.dataUpdatedAt) || null, null),
  }
}

export async function summarize(queryClient: QueryClient, kind: TripKind): Promise<KindSummary> {
  switch (kind) {
    case 'articles': {
      const { count, bytes, savedAt } = await savedArticlesSummary()
      return { count, bytes, savedAt }
    }
    case 'images':
    case 'videos':
      return keptMediaSummary(MEDIA_CACHES[kind])
    case 'destinations':
      return querySummary(queryClient, destinationKeys.all, (query) => (Array.isArray(query.state.data) ? query.state.data.length : 0))
    default:
      return querySummary(queryClient, QUERY_KINDS[kind] ?? [kind], () => 1)
  }
}

/** Clears one kind; false when the browser refused. */
export async function clearKind(queryClient: QueryClient, kind: TripKind): Promise<boolean> {
  switch (kind) {
    case 'articles': {
      const cleared = await clearSavedArticles()
      queryClient.removeQueries({ queryKey: newsKeys.all })
      // Cleared means cleared: no background refresh brings them back (the next save asks for it again).
      await cancelRefresh()
      return cleared
    }
    case 'images':
    case 'videos':
      return clearKeptMedia(MEDIA_CACHES[kind])
    default:
      queryClient.removeQueries({ queryKey: QUERY_KINDS[kind] ?? [kind] })
      return true
  }
}

export interface StorageFigures {
  used: number
  quota: number
}

export async function storageFigures(): Promise<StorageFigures | null> {
  try {
    const estimate = await navigator.storage?.estimate?.()
    return estimate && typeof estimate.usage === 'number' && typeof estimate.quota === 'number' ? { used: estimate.usage, quota: estimate.quota } : null
  } catch {
    return null
  }
}
