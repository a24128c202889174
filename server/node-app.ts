// The whole server `npm start` runs: the Hono app (functions and demo upstreams) plus the production
// build from dist/, with the security headers every response carries. A factory, so tests can serve a
// temporary dist folder; server/node.ts only loads the environment and listens.
import { Hono, type MiddlewareHandler } from 'hono'
import { compress } from 'hono/compress'
import { createApp, type AppOptions } from './app'
import { serverConfigFromEnv, type ServerConfig } from './config'
import { baseSecurityHeaders, shellCsp } from './lib/security'
import { fileMediaStore } from './node-media'
import { serviceRequestsDbPath, sqliteServiceRequestStore } from './node-service-requests'
import { serveDist } from './static'

interface ServerAppOptions {
  /** The build folder (dist/). */
  root: string
  config?: ServerConfig
  /** Passed to createApp (tests pin the clock or pass a service-request store). */
  app?: Omit<AppOptions, keyof ServerConfig>
}

/**
 * Security headers for every response. Responses that bring their own policy (the demo pages, the SVG
 * images) keep it; everything else gets the app shell's CSP.
 */
function securityHeaders(csp: string): MiddlewareHandler {
  return async (c, next) => {
    await next()
    const headers = c.res.headers
    if (!headers.has('Content-Security-Policy')) headers.set('Content-Security-Policy', csp)
    for (const [name, value] of Object.entries(baseSecurityHeaders)) {
      if (!headers.has(name)) headers.set(name, value)
    }
  }
}

export function createServerApp({ root, config = serverConfigFromEnv(), app: appOptions = {} }: ServerAppOptions) {
  // Routes mounted with route() are matched by this app: it must be as lenient with trailing slashes as createApp.
  const server = new Hono({ strict: false })
  server.use('*', securityHeaders(shellCsp(config.clientOrigins)))
  // Dynamic answers (posts JSON, the sheet, demo pages) are gzipped on the fly; dist/ files are
  // compressed (brotli or gzip) and cached by serveDist, and video is never compressed.
  server.use('/api/*', compress())
  server.use('/demo/*', compress())
  // Service requests go to the SQLite file of SERVICE_REQUESTS_DB (opened on first use) unless the caller
  // passes its own store (node.ts opens it at start-up, so a bad path fails loudly and early).
  const serviceRequests = appOptions.serviceRequests ?? sqliteServiceRequestStore(serviceRequestsDbPath(config.serviceRequestsDb))
  server.route('/', createApp({ ...config, media: fileMediaStore(), ...appOptions, serviceRequests }))
  server.all('*', serveDist({ root }))
  return server
}
