// A Vite plugin that mounts the Hono app on /api and /demo during `vite` (dev) and `vite preview`, so
// the client's same-origin defaults work without `npm start`, and writes the settings into the page as
// the production server does. Add it to vite.config.ts's plugins.
import { getRequestListener } from '@hono/node-server'
import { loadEnv, type Connect, type Plugin } from 'vite'
import { createApp } from './app'
import { parseServerConfig } from './config'
import { injectSettings } from './shell'
import { fileMediaStore } from './node-media'
import { serviceRequestsDbPath, sqliteServiceRequestStore } from './node-service-requests'

/** The server's configuration from the same .env files `npm start` reads. */
function serverConfig(mode: string, root: string) {
  return parseServerConfig({ ...loadEnv(mode, root, ''), ...process.env })
}

function middleware(mode: string, root: string): Connect.NextHandleFunction {
  const config = serverConfig(mode, root)
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
    // Only while serving: a build carries no settings (the production server adds them as it serves).
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        return context.server ? injectSettings(html, serverConfig(mode, root).settings) : html
      },
    },
  }
}
