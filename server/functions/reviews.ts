// The reviews function: POST → { result: { reviews } } in Google Places' review shape.
// With GOOGLE_PLACES_API_KEY and GOOGLE_PLACE_ID it asks Places Details for the place's newest reviews
// (cached, since Places bills per call); otherwise it serves the demo reviews with our drawn avatars.
import { Hono, type Context } from 'hono'
import type { AppDeps } from '../lib/context'
import { readJsonBody } from '../lib/body'
import { TtlCache } from '../lib/cache'
import { faultSwitch } from '../lib/faults'
import { jsonError, methodNotAllowed, requestOrigin } from '../lib/responses'
import { demoReviews } from '../demo/content/reviews'

/** The request payload is unspecified; we accept an empty or small JSON body and nothing bigger. */
export const MAX_BODY_BYTES = 4096

const DAY = 86_400

/** Google's wording: "3 days ago", "a week ago", "2 months ago", "a year ago". */
export function relativeTime(daysAgo: number): string {
  const phrase = (n: number, unit: string) => (n === 1 ? `a ${unit} ago` : `${n} ${unit}s ago`)
  if (daysAgo < 1) return 'today'
  if (daysAgo < 7) return phrase(daysAgo, 'day')
  if (daysAgo < 30) return phrase(Math.floor(daysAgo / 7), 'week')
  if (daysAgo < 365) return phrase(Math.floor(daysAgo / 30), 'month')
  return phrase(Math.floor(daysAgo / 365), 'year')
}

function demoResult(c: Context, now: Date) {
  const origin = requestOrigin(c)
  const nowSeconds = Math.floor(now.getTime() / 1000)
  const reviews = demoReviews.map((review, index) => ({
    author_name: review.author,
    author_url: `https://www.google.com/maps/contrib/10${String(4821 + index * 7919).padStart(8, '0')}/reviews`,
    language: 'en',
    original_language: 'en',
    ...(review.avatar === null ? {} : { profile_photo_url: `${origin}/demo/reviews/avatars/${review.avatar}.svg` }),
    rating: review.rating,
    relative_time_description: relativeTime(review.daysAgo),
    text: review.text,
    time: nowSeconds - review.daysAgo * DAY - index * 3607,
    translated: false,
  }))
  return { result: { reviews } }
}

export function reviewsRoutes({ config, now }: AppDeps) {
  const app = new Hono()
  const cache = new TtlCache<unknown[]>(config.reviewsCacheMs, { now: () => now().getTime() })
  const path = '/fetch-google-reviews'
  app.use(path, faultSwitch(config.demoFaults, 'reviews'))

  async function live(key: string, placeId: string): Promise<unknown[]> {
    return cache.getOrLoad(placeId, async () => {
      const url = new URL(`${config.googlePlacesApiBase}/details/json`)
      url.search = new URLSearchParams({ place_id: placeId, fields: 'reviews', key, reviews_sort: 'newest' }).toString()
      const response = await fetch(url, { signal: AbortSignal.timeout(config.upstreamTimeoutMs) })
      if (!response.ok) throw new Error(`Places answered HTTP ${response.status}`)
      const body = (await response.json()) as { status?: unknown; result?: { reviews?: unknown } }
      if (body.status !== 'OK') throw new Error(`Places answered status ${String(body.status)}`)
      // A place without reviews has no `reviews` field: an empty list lets the client use its fallback.
      return Array.isArray(body.result?.reviews) ? body.result.reviews : []
    })
  }

  app.post(path, async (c) => {
    const body = await readJsonBody(c, MAX_BODY_BYTES)
    if (!body.ok) return jsonError(c, body.status, body.message)
    c.header('Cache-Control', 'no-store')
    const { googlePlacesApiKey: key, googlePlaceId: placeId } = config
    if (!key || !placeId) return c.json(demoResult(c, now()))
    try {
      return c.json({ result: { reviews: await live(key, placeId) } })
    } catch (error) {
      // Log the reason for the operator, without the URL (it carries the key); tell the browser only that it failed.
      console.error('Reviews provider failed:', error instanceof Error ? error.message.replaceAll(key, '[key]') : 'unknown error')
      return jsonError(c, 502, 'Reviews provider unavailable')
    }
  })
  app.all(path, methodNotAllowed('POST'))
  return app
}
