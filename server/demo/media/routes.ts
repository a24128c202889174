// /demo/media: the destinations' illustrations (SVG, drawn), clips (MP4, from the media store, with
// Range support because Safari requires it) and flags (SVG, drawn).
import { Hono } from 'hono'
import type { AppDeps } from '../../lib/context'
import { bytesResponse } from '../../lib/range'
import { notFound } from '../../lib/responses'
import { svgResponse } from '../lib/svg'
import { destinationSvg } from './art'
import { flagSvg } from './flags'

export function mediaRoutes({ media }: AppDeps) {
  const app = new Hono()
  app.get('/destinations/:file{[a-z-]+\\.svg}', (c) => {
    const svg = destinationSvg(c.req.param('file').replace(/\.svg$/, ''))
    return svg ? svgResponse(c, svg) : notFound(c)
  })
  app.get('/destinations/:file{[A-Za-z]+\\.mp4}', async (c) => {
    const bytes = await media?.read(`destinations/${c.req.param('file')}`)
    if (!bytes) return notFound(c)
    return bytesResponse(c.req.raw, bytes, {
      'Content-Type': 'video/mp4',
      'Cache-Control': 'public, max-age=86400',
      'Access-Control-Allow-Origin': '*',
    })
  })
  app.get('/flags/:file{[a-z]{2}\\.svg}', (c) => {
    const svg = flagSvg(c.req.param('file').slice(0, 2))
    return svg ? svgResponse(c, svg) : notFound(c)
  })
  return app
}
