// The Hono app, and the composition root: backend functions under /api and, when the app runs on demo
// data (DEMO_DATA), the embedded demo upstreams under /demo. Each keyed function is given its source here
// from the configuration: live with its key, the demo on demo data, or none (it answers 503). This is the
// one module outside server/demo that may import it.
// It uses only the fetch API so it can run on Node (server/node.ts) or an edge/serverless runtime;
// anything Node-specific (files, .env) is passed in through options.
import { Hono, type Context } from 'hono'
import { serverConfigFromEnv, type ServerConfig } from './config'
import type { AppDeps, MediaStore, StoreTimeouts } from './lib/context'
import { withDeadline } from './lib/deadline'
import { createForwarder } from './lib/forwarder'
import { logEvent } from './lib/log'
import { isOperator } from './lib/operator'
import { originPolicy } from './lib/origin-policy'
import { memoryLimiters, type LimiterStore } from './lib/rate-limit'
import { memoryServiceRequestStore, type ServiceRequestStore } from './lib/service-requests-store'
import { jsonError, methodNotAllowed, notFound } from './lib/responses'
import { reviewsRoutes, type ReviewsSource } from './functions/reviews'
import { serviceRequestRoutes } from './functions/service-requests'
import { weatherRoutes, type WeatherSource } from './functions/weather'
import { googlePlacesReviews } from './live/google-places'
import { weatherApiSource } from './live/weatherapi'
import { demoReviewsSource } from './demo/reviews'
import { demoRoutes } from './demo/routes'
import { demoWeatherSource } from './demo/weather/source'

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
  /**
   * Where the per-client rate limits count: this process's memory by default; PostgreSQL on Node with
   * DATABASE_URL (server/node-rate-limits-postgres.ts), so several instances share one allowance.
   */
  limiters?: LimiterStore
  /** How long the database may take before it counts as not answering (tests shorten them). */
  timeouts?: Partial<StoreTimeouts>
}

/**
 * A request that threw: one JSON log line (the path without its query, the error and its stack in one
 * field), and a 500 in the API's error shape; never the stack to the client.
 */
export function failed(c: Context, error: unknown): Response {
  const fields = error instanceof Error ? { error: error.message, stack: error.stack } : { error: String(error) }
  logEvent({ event: 'request_failed', method: c.req.method, path: c.req.path, ...fields }, 'error')
  return jsonError(c, 500, 'Internal server error', 'internal_error')
}

/**
 * The database's bounds: a readiness probe answers 503 within 2 s; a rate-limit count within 2 s, else
 * this process counts on its own; a save within 6 s, so even after a stalled count the person's app hears
 * a 503 before its own 10 s run out, and sends again later (the idempotency key makes that safe).
 */
export const DEFAULT_STORE_TIMEOUTS: StoreTimeouts = { readyMs: 2000, saveMs: 6000, limiterMs: 2000 }

/** WeatherAPI.com with WEATHER_API_KEY; else the demo generator on demo data; else none. */
function weatherSource(config: ServerConfig, now: () => Date): WeatherSource | null {
  const { weatherApiKey: key, weatherApiBase: base, weatherCacheMs: cacheMs, upstreamTimeoutMs: timeoutMs } = config
  if (key) return weatherApiSource({ key, base, cacheMs, timeoutMs, now })
  return config.demo ? demoWeatherSource(now) : null
}

/** Google Places when both its key and the place are set; else the demo reviews on demo data; else none. */
function reviewsSource(config: ServerConfig, now: () => Date): ReviewsSource | null {
  const { googlePlacesApiKey: key, googlePlaceId: placeId, googlePlacesApiBase: base, reviewsCacheMs: cacheMs, upstreamTimeoutMs: timeoutMs } = config
  if (key && placeId) return googlePlacesReviews({ key, placeId, base, cacheMs, timeoutMs, now })
  return config.demo ? demoReviewsSource(now) : null
}

/** The keyed functions: how each finds its source, and the settings that make it live. */
const keyedFunctions = [
  { name: 'weather', source: weatherSource, settings: 'WEATHER_API_KEY' },
  { name: 'reviews', source: reviewsSource, settings: 'GOOGLE_PLACES_API_KEY and GOOGLE_PLACE_ID' },
] as const

/**
 * What the server says at start about the keyed functions that have no source (neither their keys nor
 * demo data): they answer 503 until they are configured.
 */
export function unconfiguredFunctions(config: ServerConfig): string[] {
  return keyedFunctions
    .filter((fn) => fn.source(config, () => new Date()) === null)
    .map((fn) => `The ${fn.name} function is not configured (set ${fn.settings}): it answers 503.`)
}

export function createApp(options: AppOptions = {}) {
  const { now = () => new Date(), media, serviceRequests = memoryServiceRequestStore(), limiters = memoryLimiters, timeouts, ...overrides } = options
  const config = { ...serverConfigFromEnv(), ...overrides }
  const forwarder = config.serviceRequestsWebhookUrl
    ? createForwarder({
        store: serviceRequests,
        url: config.serviceRequestsWebhookUrl,
        secret: config.serviceRequestsWebhookSecret,
        now,
        timeoutMs: config.upstreamTimeoutMs,
        maxAttempts: config.serviceRequestsForwardMaxAttempts,
        claimMs: config.serviceRequestsForwardClaimMs,
      })
    : null
  const deps: AppDeps = { config, now, media, serviceRequests, forwarder, limiters, timeouts: { ...DEFAULT_STORE_TIMEOUTS, ...timeouts } }
  // Not strict: /demo/assistant/ (the client's default address) and /demo/assistant are the same page.
  const app = new Hono({ strict: false })

  app.onError((error, c) => failed(c, error))

  let draining = false

  // Liveness: the process is up and answering.
  // Liveness, never from a cache: a proxy or browser that kept an old 200 would hide a dead process.
  const alive = (c: Context) => c.json({ ok: true }, 200, { 'Cache-Control': 'no-store' })
  app.get('/api/health', alive)
  app.get('/healthz', alive)
  // Readiness: the database answers and the server is not shutting down (a load balancer sends traffic
  // only while this is 200). A probe costs one trivial query. The operator, with OPERATOR_TOKEN, also
  // gets the requests waiting to be forwarded and those given up on (counted from the indexes that hold
  // only them); nobody else learns them.
  app.get('/readyz', async (c) => {
    c.header('Cache-Control', 'no-store')
    if (draining) return c.json({ ready: false, reason: 'shutting down', code: 'shutting_down' }, 503)
    try {
      await withDeadline(serviceRequests.ping(), deps.timeouts.readyMs, 'The service-requests database')
    } catch (error) {
      logEvent({ event: 'readiness', ready: false, error: error instanceof Error ? error.message : String(error) }, 'error')
      return c.json({ ready: false, reason: 'database unreachable', code: 'database_unreachable' }, 503)
    }
    const authorization = c.req.header('Authorization')
    if (authorization === undefined) return c.json({ ready: true, database: 'ok' })
    if (!(await isOperator(authorization, config.operatorToken))) {
      c.header('WWW-Authenticate', 'Bearer realm="waypoint-operator"')
      return c.json({ error: 'The operator token is not valid', code: 'unauthorized' }, 401)
    }
    return c.json({ ready: true, database: 'ok', forwarding: forwarder ? await serviceRequests.backlog() : 'not configured' })
  })
  for (const path of ['/api/health', '/healthz', '/readyz']) app.all(path, methodNotAllowed('GET, HEAD'))

  // Backend functions: the calls that may need secrets or cost something. Only the app's own pages (and
  // the origins ALLOWED_ORIGINS lists) may call them from a browser; each has its per-client rate limit.
  app.use('/api/functions/*', originPolicy(deps.config))
  app.route('/api/functions', reviewsRoutes(deps, reviewsSource(deps.config, now)))
  app.route('/api/functions', serviceRequestRoutes(deps))
  app.route('/api/functions/weather', weatherRoutes(deps, weatherSource(deps.config, now)))

  // The demo upstreams and pages, only when the app runs on demo data.
  if (deps.config.demo) app.route('/demo', demoRoutes(deps))

  // Anything else under /api or /demo is a JSON 404, never the SPA shell.
  app.all('/api/*', notFound)
  app.all('/demo/*', notFound)

  // Requests stored before a restart (or by a process that died) that were not forwarded yet.
  void forwarder?.kick()
  return Object.assign(app, {
    /** From now on /readyz answers 503, so a load balancer stops sending new requests (shutdown). */
    markDraining: () => {
      draining = true
    },
    /** Stops the background work (the forwarder), letting an attempt in flight finish first. */
    stopBackground: async () => {
      await forwarder?.stop()
    },
  })
}

export type App = ReturnType<typeof createApp>
