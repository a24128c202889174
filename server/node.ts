// `npm start`: serves the production build (dist/) with an SPA fallback, plus the Hono app.
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { serve } from '@hono/node-server'
import { serveStatic } from '@hono/node-server/serve-static'
import { createApp } from './app'

const root = path.resolve(import.meta.dirname, '..', 'dist')
const port = Number(process.env.PORT ?? 4173)
const hostname = process.env.HOST ?? '127.0.0.1'

const app = createApp()
app.use('/*', serveStatic({ root }))
app.get('*', async (c) => {
  if (c.req.path.startsWith('/api/') || c.req.path.startsWith('/demo/')) return c.notFound()
  const html = await readFile(path.join(root, 'index.html'), 'utf8')
  return c.html(html)
})

serve({ fetch: app.fetch, port, hostname }, (info) => {
  console.log(`Waypoint is ready on http://${info.address}:${info.port}`)
})
