// The demo reviews function and the reviews client must never drift apart: the demo's answer goes
// through the client's own parser here.
import { describe, expect, it } from 'vitest'
import { sampleReviews } from '@/content/reviews'
import { MIN_RATING, parseReviews, ReviewsError } from '@/features/reviews/api'
import { demoReviews } from '@server/demo/content/reviews'
import { testApp } from '../helpers'

const ORIGIN = 'http://127.0.0.1:4173'

async function invoke(app = testApp()) {
  const response = await app.request(`${ORIGIN}/api/functions/fetch-google-reviews`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: '{}',
  })
  return { response, body: (await response.json()) as unknown }
}

describe('contract: reviews function (POST /api/functions/fetch-google-reviews)', () => {
  it('parses into the demo reviews rated 4 or higher, in order', async () => {
    const { response, body } = await invoke()
    expect(response.status).toBe(200)
    const reviews = parseReviews(body)
    const expected = demoReviews.filter((r) => r.rating >= MIN_RATING)
    expect(reviews.map((r) => [r.author, r.rating])).toEqual(expected.map((r) => [r.author, r.rating]))
    expect(reviews.length).toBeLessThan(demoReviews.length)
  })

  it('keeps the served photos and draws initials for reviewers without one', async () => {
    const reviews = parseReviews((await invoke()).body)
    const withoutPhoto = demoReviews.filter((r) => r.rating >= MIN_RATING && r.avatar === null).map((r) => r.author)
    expect(withoutPhoto.length).toBeGreaterThan(0)
    for (const review of reviews) {
      if (withoutPhoto.includes(review.author)) expect(review.photoUrl).toMatch(/^data:image\/svg\+xml/)
      else expect(review.photoUrl).toMatch(/^\/demo\/reviews\/avatars\/\d+\.svg$/)
      expect(review.relativeTime).toMatch(/ago$/)
    }
  })

  it('shares no reviewer with the built-in samples, so live and fallback can be told apart', () => {
    const demoNames = new Set(demoReviews.map((r) => r.author))
    for (const sample of sampleReviews) expect(demoNames.has(sample.author), sample.author).toBe(false)
  })

  it('with the reviews fault switched on, answers 503 with a body the client rejects', async () => {
    const { response, body } = await invoke(testApp({ demoFaults: new Set(['reviews'] as const) }))
    expect(response.status).toBe(503)
    expect(() => parseReviews(body)).toThrow(ReviewsError)
  })

  it('without demo data or keys, answers 503 with a body the client rejects', async () => {
    const { response, body } = await invoke(testApp({ demo: false }))
    expect(response.status).toBe(503)
    expect(() => parseReviews(body)).toThrow(ReviewsError)
  })
})
