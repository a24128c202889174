// The reviews function's live source: Google Places Details for the consultancy's place, newest reviews
// first. Answers are reused for a while, since Places bills per call. The answer is read only up to a
// bound and only as JSON; of its reviews, only objects are passed on.
import { boundedBody } from '../../src/lib/bounded-body'
import { TtlCache } from '../lib/cache'
import { scrubber } from '../lib/scrub'
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

/**
 * After a failed call, Places is not asked again for this long (the failure is answered from memory):
 * every call is billed, and asking a provider that refuses or is down once per visitor helps nobody.
 */
export const FAILURE_HOLD_MS = 60_000

/** The largest answer read: five reviews are a few kilobytes; past this the rest is never downloaded. */
export const MAX_ANSWER_BYTES = 1024 * 1024

export function googlePlacesReviews({ key, placeId, base, cacheMs, timeoutMs, now }: GooglePlacesOptions): ReviewsSource {
  const cache = new TtlCache<unknown[]>(cacheMs, { now: () => now().getTime() })
  const scrub = scrubber(key)

  async function load(): Promise<unknown[]> {
    const url = new URL(`${base}/details/json`)
    url.search = new URLSearchParams({ place_id: placeId, fields: 'reviews', key, reviews_sort: 'newest' }).toString()
    // A redirect is an error: following it would send the key's request wherever it points.
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), redirect: 'error' })
    if (!response.ok) {
      await response.body?.cancel()
      throw new Error(`Places answered HTTP ${response.status}`)
    }
    const bytes = await boundedBody(response, MAX_ANSWER_BYTES)
    if (!bytes) throw new Error(`Places answered more than ${MAX_ANSWER_BYTES} bytes`)
    let body: { status?: unknown; result?: { reviews?: unknown } } | null
    try {
      body = JSON.parse(new TextDecoder().decode(bytes)) as typeof body
    } catch {
      throw new Error('Places answered with a body that is not JSON')
    }
    if (body?.status !== 'OK') throw new Error(`Places answered status ${typeof body?.status === 'string' ? body.status.slice(0, 40) : 'missing'}`)
    // A place without reviews has no `reviews` field: an empty list lets the client use its fallback.
    const reviews = Array.isArray(body.result?.reviews) ? (body.result.reviews as unknown[]) : []
    return reviews.filter((review) => typeof review === 'object' && review !== null && !Array.isArray(review))
  }

  let failed: { at: number; message: string } | null = null

  return {
    async reviews() {
      if (failed && now().getTime() - failed.at < FAILURE_HOLD_MS) throw new Error(failed.message)
      try {
        const reviews = await cache.getOrLoad(placeId, load)
        failed = null
        return reviews
      } catch (error) {
        // The message goes to the log, never with the key; the cause stays behind, as it can carry the URL.
        const message = error instanceof Error ? scrub(error.message) : 'unknown error'
        failed = { at: now().getTime(), message }
        // eslint-disable-next-line preserve-caught-error
        throw new Error(message)
      }
    },
  }
}
