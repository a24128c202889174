// The Hono app: backend functions under /api and the embedded demo upstreams under /demo.
// It uses only the fetch API so it can run on Node (server/node.ts) or an edge/serverless runtime;
// anything Node-specific (files, .env) is passed in through options.
import { Hono } from 'hono'
import { cors } from 'hono/cors'
import { serverConfigFromEnv, type ServerConfig } from './config'
import type { AppDeps, MediaStore } from './lib/context'
import { createForwarder } from './lib/forwarder'
import { memoryServiceRequestStore, type ServiceRequestStore } from './lib/service-requests-store'
import { jsonError, methodNotAllowed, notFound } from './lib/responses'
import { reviewsRoutes } from './functions/reviews'
import { serviceRequestRoutes } from './functions/service-requests'
import { weatherRoutes } from './functions/weather'
import { mediaRoutes } from './demo/media/routes'
import { assetRoutes } from './demo/pages/assets'
import { assistantRoutes } from './demo/pages/assistant'
import { inviteRoutes } from './demo/pages/invite'
import { mapsRoutes } from './demo/pages/maps'
import { siteRoutes } from './demo/pages/site'
import { ratesRoutes } from './demo/rates'
import { reviewAvatarRoutes } from './demo/reviews'
import { sheetRoutes } from './demo/sheets'
import { weatherIconRoutes } from './demo/weather/routes'
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

export function createApp(options: AppOptions = {}) {
  const { now = () => new Date(), media, serviceRequests = memoryServiceRequestStore(), ...overrides } = options
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
  const deps: AppDeps = { config, now, media, serviceRequests, forwarder }
  // Not strict: /demo/assistant/ (the client's default address) and /demo/assistant are the same page.
  const app = new Hono({ strict: false })

  app.onError((error, c) => {
    console.error(`${c.req.method} ${c.req.path} failed:`, error)
    return jsonError(c, 500, 'Internal server error')
  })

  let draining = false

  // Liveness: the process is up and answering.
  app.get('/api/health', (c) => c.json({ ok: true }))
  app.get('/healthz', (c) => c.json({ ok: true }))
  // Readiness: the database answers and the server is not shutting down (a load balancer sends traffic
  // only while this is 200). Requests the forwarder gave up on are reported here too, for the operator.
  app.get('/readyz', async (c) => {
    c.header('Cache-Control', 'no-store')
    if (draining) return c.json({ ready: false, reason: 'shutting down' }, 503)
    try {
      await serviceRequests.ping()
    } catch (error) {
      console.error('Readiness check: the service-requests database does not answer:', error instanceof Error ? error.message : error)
      return c.json({ ready: false, reason: 'database unreachable' }, 503)
    }
    const counts = await serviceRequests.counts()
    return c.json({
      ready: true,
      database: 'ok',
      forwarding: forwarder ? { pending: counts.pending, dead: counts.dead } : 'not configured',
    })
  })
  for (const path of ['/api/health', '/healthz', '/readyz']) app.all(path, methodNotAllowed('GET, HEAD'))

  // The upstreams are public services: any origin may read them (e.g. the app in `vite` dev on another port),
  // and the WordPress paging headers must be readable from script.
  app.use('/api/functions/*', cors())
  app.use('/demo/*', cors({ origin: '*', exposeHeaders: ['X-WP-Total', 'X-WP-TotalPages', 'Link'] }))

  // Backend functions: the calls that may need secrets.
  app.route('/api/functions', reviewsRoutes(deps))
  app.route('/api/functions', serviceRequestRoutes(deps))
  app.route('/api/functions/weather', weatherRoutes(deps))

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
