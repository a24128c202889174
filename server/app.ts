// The Hono app, and the composition root: backend functions under /api and the embedded demo upstreams
// under /demo. Each keyed function is given its source here, live or demo, from the configuration; this is
// the one module outside server/demo that may import it.
// It uses only the fetch API so it can run on Node (server/node.ts) or an edge/serverless runtime;
// anything Node-specific (files, .env) is passed in through options.
import { Hono } from 'hono'
import { cors } from 'hono/cors'
import { serverConfigFromEnv, type ServerConfig } from './config'
import type { AppDeps, MediaStore } from './lib/context'
import { memoryServiceRequestStore, type ServiceRequestStore } from './lib/service-requests-store'
import { jsonError, notFound } from './lib/responses'
import { reviewsRoutes, type ReviewsSource } from './functions/reviews'
import { serviceRequestRoutes } from './functions/service-requests'
import { weatherRoutes, type WeatherSource } from './functions/weather'
import { googlePlacesReviews } from './live/google-places'
import { weatherApiSource } from './live/weatherapi'
import { mediaRoutes } from './demo/media/routes'
import { assetRoutes } from './demo/pages/assets'
import { assistantRoutes } from './demo/pages/assistant'
import { inviteRoutes } from './demo/pages/invite'
import { mapsRoutes } from './demo/pages/maps'
import { siteRoutes } from './demo/pages/site'
import { ratesRoutes } from './demo/rates'
import { demoReviewsSource, reviewAvatarRoutes } from './demo/reviews'
import { sheetRoutes } from './demo/sheets'
import { weatherIconRoutes } from './demo/weather/routes'
import { demoWeatherSource } from './demo/weather/source'
import { wordpressRoutes } from './demo/wordpress/routes'

export interface AppOptions extends Partial<ServerConfig> {
  /** The clock (tests pin it). */
  now?: () => Date
  /** Where the binary demo media live; without it the destination clips and post images answer 404. */
  media?: MediaStore
  /**
   * Where service requests are stored durably (server/node-service-requests.ts on Node). Without one they
   * are kept in memory only: fine for tests, not for production.
   */
  serviceRequests?: ServiceRequestStore
}

/** The weather function's source: WeatherAPI.com when WEATHER_API_KEY is set, else the demo generator. */
function weatherSource({ config, now }: AppDeps): WeatherSource {
  if (!config.weatherApiKey) return demoWeatherSource(now)
  const { weatherApiKey: key, weatherApiBase: base, weatherCacheMs: cacheMs, upstreamTimeoutMs: timeoutMs } = config
  return weatherApiSource({ key, base, cacheMs, timeoutMs, now })
}

/** The reviews function's source: Google Places when both its key and the place are set, else the demo reviews. */
function reviewsSource({ config, now }: AppDeps): ReviewsSource {
  const { googlePlacesApiKey: key, googlePlaceId: placeId } = config
  if (!key || !placeId) return demoReviewsSource(now)
  const { googlePlacesApiBase: base, reviewsCacheMs: cacheMs, upstreamTimeoutMs: timeoutMs } = config
  return googlePlacesReviews({ key, placeId, base, cacheMs, timeoutMs, now })
}

export function createApp(options: AppOptions = {}) {
  const { now = () => new Date(), media, serviceRequests = memoryServiceRequestStore(), ...overrides } = options
  const deps: AppDeps = { config: { ...serverConfigFromEnv(), ...overrides }, now, media, serviceRequests }
  // Not strict: /demo/assistant/ (the client's default address) and /demo/assistant are the same page.
  const app = new Hono({ strict: false })

  app.onError((error, c) => {
    console.error(`${c.req.method} ${c.req.path} failed:`, error)
    return jsonError(c, 500, 'Internal server error')
  })

  app.get('/api/health', (c) => c.json({ ok: true }))

  // The upstreams are public services: any origin may read them (e.g. the app in `vite` dev on another port),
  // and the WordPress paging headers must be readable from script.
  app.use('/api/functions/*', cors())
  app.use('/demo/*', cors({ origin: '*', exposeHeaders: ['X-WP-Total', 'X-WP-TotalPages', 'Link'] }))

  // Backend functions: the calls that may need secrets.
  app.route('/api/functions', reviewsRoutes(deps, reviewsSource(deps)))
  app.route('/api/functions', serviceRequestRoutes(deps))
  app.route('/api/functions/weather', weatherRoutes(deps, weatherSource(deps)))

  // Demo upstreams, each in its real service's contract.
  app.route('/demo/rates', ratesRoutes(deps))
  app.route('/demo/weather', weatherIconRoutes())
  app.route('/demo/reviews', reviewAvatarRoutes())
  app.route('/demo/wp', wordpressRoutes(deps))
  app.route('/demo/sheets', sheetRoutes(deps))
  app.route('/demo/media', mediaRoutes(deps))

  // Demo pages the app frames or links to.
  app.route('/demo/maps', mapsRoutes())
  app.route('/demo/site', siteRoutes())
  app.route('/demo/assistant', assistantRoutes())
  app.route('/demo/chat', inviteRoutes())
  app.route('/demo/assets', assetRoutes())

  // Anything else under /api or /demo is a JSON 404, never the SPA shell.
  app.all('/api/*', notFound)
  app.all('/demo/*', notFound)
  return app
}

export type App = ReturnType<typeof createApp>
