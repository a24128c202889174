// The Hono app: backend functions under /api and the embedded demo upstreams under /demo.
// It uses only the fetch API so it can run on Node (server/node.ts) or an edge runtime.
import { Hono } from 'hono'

export function createApp() {
  const app = new Hono()

  app.get('/api/health', (c) => c.json({ ok: true }))

  return app
}
