import { describe, expect, it } from 'vitest'
import { relativeTime } from '@server/demo/reviews'
import { postReviews, testApp, TODAY } from '../helpers'

interface Review {
  author_name: string
  author_url?: string
  profile_photo_url?: string
  rating: number
  text: string
  relative_time_description: string
  time: number
  language: string
}

const post = postReviews

describe('demo reviews, through the reviews function', () => {
  const app = testApp()

  it('answers { result: { reviews } } in Google Places shape', async () => {
    const response = await post(app, { body: '{}', headers: { 'Content-Type': 'application/json' } })
    expect(response.status).toBe(200)
    const { result } = (await response.json()) as { result: { reviews: Review[] } }
    const reviews = result.reviews
    expect(reviews.length).toBeGreaterThanOrEqual(12)
    for (const review of reviews) {
      expect(review.author_name.length).toBeGreaterThan(2)
      expect(Number.isInteger(review.rating)).toBe(true)
      expect(review.rating).toBeGreaterThanOrEqual(1)
      expect(review.rating).toBeLessThanOrEqual(5)
      expect(review.text.length).toBeGreaterThan(80)
      expect(review.language).toBe('en')
      expect(review.relative_time_description).toMatch(/ago$/)
      expect(review.time).toBeLessThan(TODAY.getTime() / 1000)
    }
    const times = reviews.map((r) => r.time)
    expect(times).toEqual([...times].sort((a, b) => b - a))
  })

  it('mixes ratings (some below 4 for the client filter) and leaves some without a photo', async () => {
    const { result } = (await (await post(app)).json()) as { result: { reviews: Review[] } }
    expect(result.reviews.filter((r) => r.rating < 4).length).toBeGreaterThanOrEqual(3)
    expect(result.reviews.filter((r) => r.rating >= 4).length).toBeGreaterThanOrEqual(8)
    expect(result.reviews.filter((r) => r.profile_photo_url === undefined).length).toBeGreaterThanOrEqual(2)
  })

  it('links profile photos absolute on the request origin, and serves them', async () => {
    const { result } = (await (await post(app)).json()) as { result: { reviews: Review[] } }
    const photos = result.reviews.flatMap((r) => (r.profile_photo_url ? [r.profile_photo_url] : []))
    expect(photos.length).toBeGreaterThanOrEqual(10)
    for (const photo of photos) {
      expect(photo).toMatch(/^\/demo\/reviews\/avatars\/\d+\.svg$/)
      const image = await app.request(photo)
      expect(image.status).toBe(200)
      expect(image.headers.get('content-type')).toContain('image/svg+xml')
    }
    expect((await app.request('/demo/reviews/avatars/99.svg')).status).toBe(404)
  })




  it('words relative times like Google', () => {
    expect(relativeTime(3)).toBe('3 days ago')
    expect(relativeTime(1)).toBe('a day ago')
    expect(relativeTime(9)).toBe('a week ago')
    expect(relativeTime(24)).toBe('3 weeks ago')
    expect(relativeTime(38)).toBe('a month ago')
    expect(relativeTime(200)).toBe('6 months ago')
    expect(relativeTime(420)).toBe('a year ago')
  })
})
