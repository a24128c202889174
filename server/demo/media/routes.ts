// /demo/media: the destinations' illustrations (SVG, drawn), clips (MP4, from the media store, with
// Range support because Safari requires it) and flags (SVG, drawn).
import { Hono } from 'hono'
import { clientAddress } from '../../lib/client-address'
import type { AppDeps } from '../../lib/context'
import { consumeOne } from '../../lib/rate-limit'
import { bytesResponse } from '../../lib/range'
import { jsonError, notFound } from '../../lib/responses'
import { svgResponse } from '../lib/svg'
import { destinationSvg } from './art'
import { flagSvg } from './flags'

/**
 * Clips the app does not have, asked for by one address in a minute, before its next such request is
 * refused (429) for the rest of the minute. The app asks for the clip of every city it lists, a dozen of
 * which do not exist, so a person (or an office behind one address) stays far below this; names made up by
 * the hundred are someone probing. Clips that exist are always served: the limit never breaks a video.
 */
export const MEDIA_MISSES_PER_MINUTE = 600

export function mediaRoutes({ media, config, limiters }: AppDeps) {
  const app = new Hono()
  const misses = limiters('demo-media-misses', { points: MEDIA_MISSES_PER_MINUTE, seconds: 60 })
  app.get('/destinations/:file{[a-z-]+\\.svg}', (c) => {
    const svg = destinationSvg(c.req.param('file').replace(/\.svg$/, ''))
    return svg ? svgResponse(c, svg) : notFound(c)
  })
  app.get('/destinations/:file{[A-Za-z]+\\.mp4}', async (c) => {
    const bytes = await media?.read(`destinations/${c.req.param('file')}`)
    if (!bytes) {
      const seconds = await consumeOne(c, misses, clientAddress(c, config.trustProxy))
      if (seconds === null) return notFound(c)
      return jsonError(c, 429, `Too many requests for clips that do not exist. Try again in ${seconds} seconds.`, 'rate_limited')
    }
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
