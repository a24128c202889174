// The whole server `npm start` runs: the Hono app (functions and demo upstreams) plus the production
// build from dist/, with the security headers every response carries. A factory, so tests can serve a
// temporary dist folder; server/node.ts only loads the environment and listens.
import { existsSync, readdirSync } from 'node:fs'
import { Hono, type Context, type MiddlewareHandler } from 'hono'
import { compress } from 'hono/compress'
import { createApp, failed, type AppOptions } from './app'
import { serverConfigFromEnv, type ServerConfig } from './config'
import { forwardedHeader } from './lib/client-address'
import { hostPolicy, isProbe, requestHostName } from './lib/host-policy'
import { logEvent } from './lib/log'
import { baseSecurityHeaders, HSTS_VALUE, jsonCsp, resourcePolicy, settingOrigins, shellCsp } from './lib/security'
import { builtLanguages, pageChooser, readOverlayFrames, shellRewriter } from './shell'
import { fileMediaStore } from './node-media'
import { serviceRequestsDbPath, sqliteServiceRequestStore } from './node-service-requests'
import { serveDist } from './static'

interface ServerAppOptions {
  /** The build folder (dist/). */
  root: string
  config?: ServerConfig
  /** Passed to createApp (tests pin the clock or pass a service-request store). */
  app?: Omit<AppOptions, keyof ServerConfig>
  /** Where the access log goes: one line per request (tests capture it). */
  log?: (fields: Record<string, unknown>) => void
}

/**
 * The access log: one line per request with its method, path (never the query, which may hold what a
 * person typed), status and duration.
 */
function accessLog(log: (fields: Record<string, unknown>) => void): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now()
    await next()
    log({ event: 'request', method: c.req.method, path: c.req.path.slice(0, 200), status: c.res.status, ms: Math.round(performance.now() - started) })
  }
}

/**
 * Gives a dynamic answer its Content-Length, so compress() can leave small ones alone. Hono's compress()
 * skips bodies under its threshold (1 KB) only when it knows their length, and c.json() answers never
 * say it: every 60-byte acknowledgement of a service request got a gzip stream of its own, the largest
 * cost in a CPU profile of a burst of POSTs (~2 ms each). The answers under /api and /demo are built in
 * memory, so measuring them costs a copy; one that streams (a Range of a clip) already says its length.
 */
function measuredBodies(): MiddlewareHandler {
  return async (c, next) => {
    await next()
    const response = c.res
    if (!response.body || response.headers.has('Content-Length') || response.headers.has('Content-Encoding')) return
    const body = await response.arrayBuffer()
    const headers = new Headers(response.headers)
    headers.set('Content-Length', String(body.byteLength))
    c.res = undefined
    c.res = new Response(body, { status: response.status, statusText: response.statusText, headers })
  }
}

/**
 * The origin a page's links name: PUBLIC_ORIGIN, else the request's own. hostPolicy runs first, so the
 * host here is one the server answers for; it is re-read through URL, so only a well-formed host and port
 * reach the page. '' (root-relative) when there is none.
 */
export function linkOrigin(c: Context, config: Pick<ServerConfig, 'publicOrigin' | 'trustProxy'>): string {
  if (config.publicOrigin) return config.publicOrigin
  const forwarded = config.trustProxy ? c.req.header('x-forwarded-host')?.split(',')[0]?.trim() : undefined
  const named = forwarded || c.req.header('host') || new URL(c.req.url).host
  try {
    const url = new URL(`${servedSecurely(c, config) ? 'https' : 'http'}://${named}`)
    return url.pathname === '/' && !url.search && !url.username && !url.password ? url.origin : ''
  } catch {
    return ''
  }
}

/** Whether this request reached the app over https: PUBLIC_ORIGIN says so, or the proxy it trusts, or the URL. */
export function servedSecurely(c: Context, config: Pick<ServerConfig, 'publicOrigin' | 'trustProxy'>): boolean {
  if (config.publicOrigin) return config.publicOrigin.startsWith('https:')
  const forwarded = forwardedHeader(c, config.trustProxy, 'proto')?.toLowerCase()
  if (forwarded) return forwarded === 'https'
  return new URL(c.req.url).protocol === 'https:'
}

/**
 * Security headers for every response. Responses that bring their own policy (the demo pages, the SVG
 * images) keep it; JSON answers get one that allows nothing; everything else gets the app shell's CSP,
 * derived from the public settings.
 */
function securityHeaders(config: ServerConfig): MiddlewareHandler {
  const origins = settingOrigins(config.settings, {
    weather: Boolean(config.weatherApiKey),
    reviews: Boolean(config.googlePlacesApiKey && config.googlePlaceId),
  })
  const policies = { secure: shellCsp(origins, { secure: true }), plain: shellCsp(origins, { secure: false }) }
  return async (c, next) => {
    await next()
    const headers = c.res.headers
    const secure = servedSecurely(c, config)
    if (!headers.has('Content-Security-Policy')) {
      const json = /^application\/(.+\+)?json\b/i.test(headers.get('Content-Type') ?? '')
      headers.set('Content-Security-Policy', json ? jsonCsp : secure ? policies.secure : policies.plain)
    }
    for (const [name, value] of Object.entries(baseSecurityHeaders)) {
      if (!headers.has(name)) headers.set(name, value)
    }
    if (!headers.has('Cross-Origin-Resource-Policy')) headers.set('Cross-Origin-Resource-Policy', resourcePolicy(c.req.path))
    if (config.hsts && secure) headers.set('Strict-Transport-Security', HSTS_VALUE)
  }
}

/**
 * Behind a TLS-terminating proxy (TRUST_PROXY) with HSTS on: a request that came over plain http is sent
 * to the same path over https, the first thing a browser sees, so it learns HSTS from then on. The
 * target is PUBLIC_ORIGIN, or the request's host once hostPolicy has checked it is one configured; the
 * redirect is a 308, so a POST stays a POST with its body. The probes are answered where they are asked
 * (hostPolicy lets any name reach them, so their host was never checked, and a platform probes over http).
 */
function httpsRedirect(config: ServerConfig): MiddlewareHandler {
  return async (c, next) => {
    // Untrusted, the proxy's word is not read: forwarded is undefined.
    const forwarded = forwardedHeader(c, config.trustProxy, 'proto')?.toLowerCase()
    if (!config.hsts || forwarded !== 'http' || isProbe(c.req.path)) return next()
    const { pathname, search } = new URL(c.req.url)
    const host = config.publicOrigin ? new URL(config.publicOrigin).host : requestHostName(c, true)
    if (host === null) return next()
    // Joined as text, not resolved against the origin: a path that starts with '//' (//evil.example/x)
    // would name another host, and '//' alone is no address at all.
    return c.redirect(`https://${host}${pathname}${search}`, 308)
  }
}

/**
 * The Node HTTP server's limits from the settings (server/node-main.ts passes them to serve()): a client
 * that sends its headers or its request too slowly gets 408 and is closed, an idle keep-alive connection
 * is closed, and past the connection cap new connections are closed as they arrive. Node checks the
 * request timeouts every `connectionsCheckingInterval`, so it is kept short (1 s): with Node's 30 s a
 * slow client would hold its socket up to 30 s past its timeout.
 */
export function nodeServerOptions({ connections }: Pick<ServerConfig, 'connections'>) {
  return {
    serverOptions: {
      headersTimeout: connections.headersTimeoutMs,
      requestTimeout: connections.requestTimeoutMs,
      keepAliveTimeout: connections.keepAliveTimeoutMs,
      connectionsCheckingInterval: Math.min(1000, connections.headersTimeoutMs),
    },
    maxConnections: connections.maxConnections,
  }
}

export function createServerApp({ root, config = serverConfigFromEnv(), app: appOptions = {}, log = logEvent }: ServerAppOptions) {
  // Routes mounted with route() are matched by this app: it must be as lenient with trailing slashes as createApp.
  const server = new Hono({ strict: false })
  // What throws outside the app's own routes (the pages, the static files) is answered as inside them.
  server.onError((error, c) => failed(c, error))
  server.use('*', accessLog(log))
  server.use('*', securityHeaders(config))
  server.use('*', hostPolicy(config))
  server.use('*', httpsRedirect(config))
  // Dynamic answers (posts JSON, the sheet, demo pages) are gzipped on the fly; dist/ files are
  // compressed (brotli or gzip) and cached by serveDist, and video is never compressed.
  server.use('/api/*', compress())
  server.use('/demo/*', compress())
  server.use('/api/*', measuredBodies())
  server.use('/demo/*', measuredBodies())
  // Service requests go to the SQLite file of SERVICE_REQUESTS_DB (opened on first use) unless the caller
  // passes its own store (node.ts opens it at start-up, so a bad path fails loudly and early).
  const serviceRequests = appOptions.serviceRequests ?? sqliteServiceRequestStore(serviceRequestsDbPath(config.serviceRequestsDb))
  const app = createApp({ ...config, media: fileMediaStore(), ...appOptions, serviceRequests })
  server.route('/', app)
  const { img, media } = settingOrigins(config.settings, {
    weather: Boolean(config.weatherApiKey),
    reviews: Boolean(config.googlePlacesApiKey && config.googlePlaceId),
  })
  const rewriter = shellRewriter({ root, settings: config.settings, worker: { imageOrigins: img, mediaOrigins: media } })
  const pages = pageChooser({
    languages: builtLanguages(existsSync(root) ? readdirSync(root) : []),
    linkOrigin: (c) => linkOrigin(c, config),
    frames: readOverlayFrames(root),
  })
  server.all('*', serveDist({ root, rewriter, pages }))
  return Object.assign(server, { markDraining: app.markDraining, stopBackground: app.stopBackground })
}
