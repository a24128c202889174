// GET /demo/reviews/avatars/{n}.svg: the profile photos of the demo reviewers.
import { Hono } from 'hono'
import { avatarSvg } from './lib/avatar'
import { notFound } from '../lib/responses'
import { svgResponse } from './lib/svg'
import { demoReviews } from './content/reviews'

const avatars = new Set(demoReviews.flatMap((review) => (review.avatar === null ? [] : [review.avatar])))

export function reviewAvatarRoutes() {
  const app = new Hono()
  app.get('/avatars/:file{[0-9]+\\.svg}', (c) => {
    const n = Number.parseInt(c.req.param('file'), 10)
    return avatars.has(n) ? svgResponse(c, avatarSvg(n)) : notFound(c)
  })
  return app
}
