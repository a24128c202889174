// The embedded demo upstreams, each in its real service's contract, and the demo pages the app frames or
// links to: everything app.ts mounts under /demo when the app runs on demo data.
import { Hono } from 'hono'
import { cors } from 'hono/cors'
import type { AppDeps } from '../lib/context'
import { mediaRoutes } from './media/routes'
import { assetRoutes } from './pages/assets'
import { assistantRoutes } from './pages/assistant'
import { inviteRoutes } from './pages/invite'
import { mapsRoutes } from './pages/maps'
import { siteRoutes } from './pages/site'
import { ratesRoutes } from './rates'
import { reviewAvatarRoutes } from './reviews'
import { sheetRoutes } from './sheets'
import { weatherIconRoutes } from './weather/routes'
import { wordpressRoutes } from './wordpress/routes'

export function demoRoutes(deps: AppDeps) {
  const demo = new Hono()
  // The upstreams are public services: any origin may read them (e.g. the app in `vite` dev on another
  // port), and the WordPress paging headers must be readable from script.
  demo.use('*', cors({ origin: '*', exposeHeaders: ['X-WP-Total', 'X-WP-TotalPages', 'Link'] }))

  demo.route('/rates', ratesRoutes(deps))
  demo.route('/weather', weatherIconRoutes())
  demo.route('/reviews', reviewAvatarRoutes())
  demo.route('/wp', wordpressRoutes(deps))
  demo.route('/sheets', sheetRoutes(deps))
  demo.route('/media', mediaRoutes(deps))

  demo.route('/maps', mapsRoutes())
  demo.route('/site', siteRoutes())
  demo.route('/assistant', assistantRoutes())
  demo.route('/chat', inviteRoutes())
  demo.route('/assets', assetRoutes())
  return demo
}
