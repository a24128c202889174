// The reviews function's live source: Google Places Details for the consultancy's place, newest reviews
// first. Answers are reused for a while, since Places bills per call.
import { TtlCache } from '../lib/cache'
import type { ReviewsSource } from '../functions/reviews'

interface GooglePlacesOptions {
  key: string
  placeId: string
  /** The Places API root, e.g. https://maps.googleapis.com/maps/api/place (GOOGLE_PLACES_API_BASE). */
  base: string
  cacheMs: number
  timeoutMs: number
  now: () => Date
}

export function googlePlacesReviews({ key, placeId, base, cacheMs, timeoutMs, now }: GooglePlacesOptions): ReviewsSource {
  const cache = new TtlCache<unknown[]>(cacheMs, { now: () => now().getTime() })

  async function load(): Promise<unknown[]> {
    const url = new URL(`${base}/details/json`)
    url.search = new URLSearchParams({ place_id: placeId, fields: 'reviews', key, reviews_sort: 'newest' }).toString()
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) })
    if (!response.ok) throw new Error(`Places answered HTTP ${response.status}`)
    const body = (await response.json()) as { status?: unknown; result?: { reviews?: unknown } }
    if (body.status !== 'OK') throw new Error(`Places answered status ${String(body.status)}`)
    // A place without reviews has no `reviews` field: an empty list lets the client use its fallback.
    return Array.isArray(body.result?.reviews) ? body.result.reviews : []
  }

  return {
    async reviews() {
      try {
        return await cache.getOrLoad(placeId, load)
      } catch (error) {
        // The message goes to the log, never with the key; the cause stays behind, as it can carry the URL.
        // eslint-disable-next-line preserve-caught-error
        throw new Error(error instanceof Error ? error.message.replaceAll(key, '[key]') : 'unknown error')
      }
    },
  }
}
