// `npm run serve` (and `npm start` after the build): the production server on HOST:PORT.
// Everything is in node-app.ts; this file only reads the environment and listens.
import { existsSync } from 'node:fs'
import path from 'node:path'
import { serve } from '@hono/node-server'
import { loadEnvFiles, serverConfigFromEnv } from './config'
import { unconfiguredFunctions } from './app'
import { createServerApp } from './node-app'
import { serviceRequestsDbPath, sqliteServiceRequestStore } from './node-service-requests'

const projectRoot = path.resolve(import.meta.dirname, '..')
// DIST_DIR serves another build (the update test deploys a new build under a running client this way).
const root = process.env.DIST_DIR ? path.resolve(process.env.DIST_DIR) : path.join(projectRoot, 'dist')
loadEnvFiles(projectRoot)
const config = serverConfigFromEnv()

if (!config.demo) {
  console.info('DEMO_DATA is off: nothing is served under /demo, and functions without keys answer 503.')
  for (const line of unconfiguredFunctions(config)) console.warn(line)
}

if (!existsSync(path.join(root, 'index.html'))) {
  console.warn('dist/index.html is missing: run `npm run build` first. Serving the API and demo upstreams only.')
}

// Opened now, so a database that cannot be created or read stops the start instead of the first request.
const serviceRequests = sqliteServiceRequestStore(serviceRequestsDbPath(config.serviceRequestsDb))
serviceRequests.open()
console.info(`Service requests are stored in ${serviceRequests.file}`)
if (!config.serviceRequestsWebhookUrl) console.info('SERVICE_REQUESTS_WEBHOOK_URL is not set: service requests are stored, not forwarded.')

const server = serve({ fetch: createServerApp({ root, config, app: { serviceRequests } }).fetch, port: config.port, hostname: config.host }, (info) => {
  console.info(`Waypoint is ready on http://${config.host}:${info.port}`)
})

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close()
    serviceRequests.close()
    process.exit(0)
  })
}
