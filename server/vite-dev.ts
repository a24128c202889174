// A Vite plugin that mounts the Hono app on /api and /demo during `vite` (dev) and `vite preview`, so
// the client's same-origin defaults work without `npm start`. Add it to vite.config.ts's plugins.
import { getRequestListener } from '@hono/node-server'
import { loadEnv, type Connect, type Plugin } from 'vite'
import { createApp } from './app'
import { parseServerConfig } from './config'
import { fileMediaStore } from './node-media'
import { serviceRequestsDbPath, sqliteServiceRequestStore } from './node-service-requests'

function middleware(mode: string, root: string): Connect.NextHandleFunction {
  // Vite only exposes VITE_* to the client; the server also needs its own keys from the same .env files.
  const config = parseServerConfig({ ...loadEnv(mode, root, ''), ...process.env })
  // The same SQLite file as `npm start`: a request sent in development survives a restart too.
  const serviceRequests = sqliteServiceRequestStore(serviceRequestsDbPath(config.serviceRequestsDb))
  const listener = getRequestListener(createApp({ ...config, media: fileMediaStore(), serviceRequests }).fetch)
  return (req, res, next) => {
    const url = req.url ?? ''
    if (/^\/(api|demo)(\/|\?|$)/.test(url)) void listener(req, res)
    else next()
  }
}

export function waypointServer(): Plugin {
  let mode = 'development'
  let root = process.cwd()
  return {
    name: 'waypoint-server',
    configResolved(config) {
      mode = config.mode
      root = config.root
    },
    configureServer(server) {
      server.middlewares.use(middleware(mode, root))
    },
    configurePreviewServer(server) {
      server.middlewares.use(middleware(mode, root))
    },
  }
}
