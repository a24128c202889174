// The production server on HOST:PORT, as server/node.ts starts it on the main thread.
// Everything is in node-app.ts; this file reads the environment, opens the database, listens, and shuts
// down gracefully: on SIGTERM or SIGINT /readyz answers 503 for SHUTDOWN_DELAY_MS while requests are
// still served, then the server stops accepting connections, lets the requests in flight finish (10 s at
// most), lets the forwarder finish its attempt, closes the database, logs it, then exits.
import { existsSync } from 'node:fs'
import path from 'node:path'
import { serve } from '@hono/node-server'
import type { Server } from 'node:http'
import { loadEnvFiles, serverConfigFromEnv } from './config'
import { unconfiguredFunctions } from './app'
import type { ServiceRequestStore } from './lib/service-requests-store'
import { createServerApp, nodeServerOptions } from './node-app'
import { serviceRequestsDbPath, sqliteServiceRequestStore } from './node-service-requests'
import { threadedSqliteStore } from './node-store-thread'
import { describeDatabaseUrl, postgresServiceRequestStore } from './node-service-requests-postgres'
import { postgresLimiters, type PostgresLimiters } from './node-rate-limits-postgres'
import { withDeadline } from './lib/deadline'
import { PROJECT_ROOT } from './paths'

const SHUTDOWN_DEADLINE_MS = 10_000

const projectRoot = PROJECT_ROOT
// DIST_DIR serves another build (the update test deploys a new build under a running client this way).
const root = process.env.DIST_DIR ? path.resolve(process.env.DIST_DIR) : path.join(projectRoot, 'dist')
loadEnvFiles(projectRoot)

let config: ReturnType<typeof serverConfigFromEnv>
try {
  config = serverConfigFromEnv()
} catch (error) {
  // A malformed setting stops the start, naming the variable; the server never runs half-configured.
  console.error(`Waypoint cannot start: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
}

if (!config.demo) {
  console.info('DEMO_DATA is off: nothing is served under /demo, and functions without keys answer 503.')
  for (const line of unconfiguredFunctions(config)) console.warn(line)
}

if (!existsSync(path.join(root, 'index.html'))) {
  console.warn('dist/index.html is missing: run `npm run build` first. Serving the API and demo upstreams only.')
}

/** How long the start waits for PostgreSQL: its own connect timeout (10 s) and a few more seconds. */
const DATABASE_START_MS = 20_000

// Opened (and migrated) now, so a database that cannot be reached, created or read stops the start
// instead of the first request.
let serviceRequests: ServiceRequestStore
// With PostgreSQL the rate limits count there too, shared by every instance; with SQLite (one process by
// design) they count in memory.
let sharedLimits: PostgresLimiters | null = null
try {
  if (config.databaseUrl) {
    const store = postgresServiceRequestStore(config.databaseUrl)
    // A database that neither answers nor refuses (an address that accepts and hangs up, a stalled server)
    // stops the start after a while, instead of holding it in silence.
    await withDeadline(store.open(), DATABASE_START_MS, `DATABASE_URL (${store.description})`)
    console.info(`Service requests are stored in PostgreSQL at ${store.description}; the rate limits are counted there too`)
    serviceRequests = store
    sharedLimits = postgresLimiters(config.databaseUrl)
  } else {
    const file = serviceRequestsDbPath(config.serviceRequestsDb)
    // The built server (dist-server/node.js) runs the store in a worker thread, so its commits never hold
    // the requests; from the TypeScript sources (no bundle to start the worker from) it stays on this thread.
    const entry = new URL(import.meta.url)
    if (entry.pathname.endsWith('.js')) {
      serviceRequests = await threadedSqliteStore(file, entry)
      console.info(`Service requests are stored in ${file} (SQLite, in a worker thread)`)
    } else {
      const store = sqliteServiceRequestStore(file)
      store.open()
      serviceRequests = store
      console.info(`Service requests are stored in ${file} (SQLite, on the main thread: run the built server in production)`)
    }
  }
} catch (error) {
  // Named by the setting to look at: DATABASE_URL (its password masked), or the SQLite file.
  const setting = config.databaseUrl ? `DATABASE_URL (${describeDatabaseUrl(config.databaseUrl)})` : `SERVICE_REQUESTS_DB (${config.serviceRequestsDb})`
  const reason = error instanceof Error ? error.message : String(error)
  console.error(`Waypoint cannot start: the service-requests database cannot be opened: ${reason.startsWith('DATABASE_URL') ? reason : `${setting}: ${reason}`}`)
  process.exit(1)
}
if (!config.serviceRequestsWebhookUrl) console.info('SERVICE_REQUESTS_WEBHOOK_URL is not set: service requests are stored, not forwarded.')
else if (!config.serviceRequestsWebhookSecret) {
  console.warn('SERVICE_REQUESTS_WEBHOOK_SECRET is not set: service requests are forwarded unsigned, and the webhook cannot tell them from forged ones.')
}

const app = createServerApp({ root, config, app: { serviceRequests, ...(sharedLimits ? { limiters: sharedLimits.limiters } : {}) } })
const limits = nodeServerOptions(config)
const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host, serverOptions: limits.serverOptions }, (info) => {
  console.info(`Waypoint is ready on http://${config.host}:${info.port}`)
}) as Server
server.maxConnections = limits.maxConnections
// A host that does not resolve or is not this machine's, or a port in use: one line naming the settings.
server.once('error', (error: NodeJS.ErrnoException) => {
  console.error(`Waypoint cannot start: cannot listen on HOST=${config.host} PORT=${config.port} (${error.code ?? error.message})`)
  process.exit(1)
})

// From the first signal on, every answer says `Connection: close`, so clients and proxies stop reusing
// their keep-alive connections to this process (a request sent on an idle connection just as it is
// closed would be reset); a request that still arrives on a new connection is served until the server
// stops accepting.
let shuttingDown = false
let inFlight = 0
server.prependListener('request', (_request, response) => {
  inFlight += 1
  response.once('close', () => (inFlight -= 1))
  if (shuttingDown) response.setHeader('Connection', 'close')
})

async function shutdown(signal: string) {
  if (shuttingDown) return
  shuttingDown = true
  const { shutdownDelayMs } = config
  // 1. Not ready: a load balancer polling /readyz stops sending here, while this process still serves.
  app.markDraining()
  console.info(
    `${signal}: shutting down. /readyz answers 503 for ${shutdownDelayMs} ms, then the server stops accepting connections ` +
      `and the requests in flight get ${SHUTDOWN_DEADLINE_MS / 1000} s to finish`,
  )
  if (shutdownDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, shutdownDelayMs))
  // 2. No new connections; the requests in flight are answered.
  const closed = new Promise<void>((resolve) => server.close(() => resolve()))
  console.info(`Waypoint no longer accepts connections; ${inFlight} request(s) in flight are finishing`)
  // Idle keep-alive connections would hold close() open, so they are closed as soon as they are idle;
  // connections with a request in flight stay until it is answered.
  server.closeIdleConnections()
  const idle = setInterval(() => server.closeIdleConnections(), 100)
  const deadline = setTimeout(() => {
    console.warn('Shutdown deadline reached: closing the connections still open')
    server.closeAllConnections()
  }, SHUTDOWN_DEADLINE_MS)
  deadline.unref()
  await closed
  clearInterval(idle)
  clearTimeout(deadline)
  // 3. The forwarder finishes its attempt, then the database closes.
  await app.stopBackground()
  await serviceRequests.close()
  await sharedLimits?.close()
  console.info('Waypoint stopped')
  process.exit(0)
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void shutdown(signal))
