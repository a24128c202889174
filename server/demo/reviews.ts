// The demo reviews: the reviews function's demo source, in Google Places' review shape, and
// GET /demo/reviews/avatars/{n}.svg, the profile photos of the demo reviewers.
import { Hono } from 'hono'
import type { ReviewsSource } from '../functions/reviews'
import { notFound } from '../lib/responses'
import { demoReviews } from './content/reviews'
import { avatarSvg } from './lib/avatar'
import { svgResponse } from './lib/svg'

const DAY = 86_400

/** Google's wording: "3 days ago", "a week ago", "2 months ago", "a year ago". */
export function relativeTime(daysAgo: number): string {
  const phrase = (n: number, unit: string) => (n === 1 ? `a ${unit} ago` : `${n} ${unit}s ago`)
  if (daysAgo < 1) return 'today'
  if (daysAgo < 7) return phrase(daysAgo, 'day')
  if (daysAgo < 30) return phrase(Math.floor(daysAgo / 7), 'week')
  if (daysAgo < 365) return phrase(Math.floor(daysAgo / 30), 'month')
  return phrase(Math.floor(daysAgo / 365), 'year')
}

/** The demo reviews as Places would send them today, with photos served by this server. */
export function demoReviewsSource(now: () => Date): ReviewsSource {
  return {
    async reviews(origin) {
      const nowSeconds = Math.floor(now().getTime() / 1000)
      return demoReviews.map((review, index) => ({
        author_name: review.author,
        author_url: `https://www.google.com/maps/contrib/10${String(4821 + index * 7919).padStart(8, '0')}/reviews`,
        language: 'en',
        original_language: 'en',
        ...(review.avatar === null ? {} : { profile_photo_url: `${origin}/demo/reviews/avatars/${review.avatar}.svg` }),
        rating: review.rating,
        relative_time_description: relativeTime(review.daysAgo),
        text: review.text,
        time: nowSeconds - review.daysAgo * DAY - index * 3607,
        translated: false,
      }))
    },
  }
}

const avatars = new Set(demoReviews.flatMap((review) => (review.avatar === null ? [] : [review.avatar])))

export function reviewAvatarRoutes() {
  const app = new Hono()
  app.get('/avatars/:file{[0-9]+\\.svg}', (c) => {
    const n = Number.parseInt(c.req.param('file'), 10)
    return avatars.has(n) ? svgResponse(c, avatarSvg(n)) : notFound(c)
  })
  return app
}
