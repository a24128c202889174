// The reviews function: POST → { result: { reviews } } in Google Places' review shape. The reviews come
// from the source that app.ts gives it: Google Places Details with the consultancy's key and place
// (server/live/google-places.ts) or the demo reviews (server/demo/reviews.ts). Without either it
// answers 503, and the app shows its sample reviews.
import { Hono } from 'hono'
import type { AppDeps } from '../lib/context'
import { readJsonBody } from '../lib/body'
import { faultSwitch } from '../lib/faults'
import { logEvent } from '../lib/log'
import { jsonError, linkOrigin, methodNotAllowed } from '../lib/responses'

/** The request payload is unspecified; we accept an empty or small JSON body and nothing bigger. */
export const MAX_BODY_BYTES = 4096

export interface ReviewsSource {
  /**
   * The place's reviews in Places' shape, newest first; an empty list when it has none. `origin` is this
   * server's (scheme://host:port), for reviews that link back to it. Rejects when the provider fails, with
   * a message fit for the server's log (no key in it).
   */
  reviews(origin: string): Promise<unknown[]>
}

export function reviewsRoutes({ config }: AppDeps, source: ReviewsSource | null) {
  const app = new Hono()
  const path = '/fetch-google-reviews'
  app.use(path, faultSwitch(config.demoFaults, 'reviews'))

  app.post(path, async (c) => {
    if (!source) {
      c.header('Cache-Control', 'no-store')
      return jsonError(c, 503, 'Reviews are not configured on this server (GOOGLE_PLACES_API_KEY and GOOGLE_PLACE_ID are not set).', 'not_configured')
    }
    const body = await readJsonBody(c, MAX_BODY_BYTES)
    if (!body.ok) return jsonError(c, body.status, body.message, body.code)
    c.header('Cache-Control', 'no-store')
    try {
      return c.json({ result: { reviews: await source.reviews(linkOrigin(config)) } })
    } catch (error) {
      // The reason is for the operator; the browser only hears that it failed.
      logEvent({ event: 'upstream', service: 'reviews', ok: false, error: error instanceof Error ? error.message : 'unknown error' }, 'error')
      return jsonError(c, 502, 'Reviews provider unavailable', 'upstream_unavailable')
    }
  })
  app.all(path, methodNotAllowed('POST'))
  return app
}
