import { queryOptions } from '@tanstack/react-query'
import { fetchReviews } from './api'

export const reviewsKeys = {
  list: ['reviews', 'list'] as const,
  samples: ['reviews', 'samples'] as const,
}

/**
 * The reviews both home sections show: one request, cached and persisted for offline. A failure of any
 * kind is logged and thrown, never turned into data, so it cannot replace good persisted reviews; the
 * components then show the samples (see reviewsView). No retries: the fallback shows at once, and a
 * reconnect asks again.
 */
export const reviewsQuery = () =>
  queryOptions({
    queryKey: reviewsKeys.list,
    queryFn: async ({ signal }) => {
      try {
        return await fetchReviews(signal)
      } catch (error) {
        if (!signal.aborted) console.error('Could not load reviews, using sample data instead:', error)
        throw error
      }
    },
    staleTime: 30 * 60 * 1000,
    retry: false,
    retryOnMount: false,
    meta: { persist: true },
  })

/** The built-in sample reviews, a chunk of their own: the home page loads their text only after a failure. */
export const sampleReviewsQuery = () =>
  queryOptions({
    queryKey: reviewsKeys.samples,
    queryFn: async () => (await import('./samples')).fallbackReviews,
    staleTime: Infinity,
    retry: 2,
  })
