import fc from 'fast-check'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  fetchReviews,
  INVALID_FORMAT,
  MAX_REVIEWS,
  NONE_QUALIFYING,
  parseReview,
  parseReviews,
  ReviewsError,
  safePhotoUrl,
} from '@/features/reviews/api'
import { avatarFor } from '@/features/reviews/avatar'
import { HttpError } from '@/lib/http'
import { lowRatedAnswer, mixedAnswer, providerReview } from './fixtures'

afterEach(() => vi.unstubAllGlobals())

describe('parseReviews', () => {
  it('keeps only the reviews rated 4 or higher, in the order given', () => {
    const reviews = parseReviews(mixedAnswer)
    expect(reviews.map((r) => [r.author, r.rating])).toEqual([
      ['Noa Ben-David', 5],
      ['David Cohen', 4],
      ['Omar Haddad', 5],
    ])
  })

  it('reads every field into our own Review', () => {
    expect(parseReviews(mixedAnswer)[0]).toEqual({
      author: 'Noa Ben-David',
      rating: 5,
      text: 'We came back to Israel after eleven years in Chicago.',
      relativeTime: '3 days ago',
      photoUrl: 'https://lh3.googleusercontent.com/a/noa.png',
      initialsUrl: avatarFor('Noa Ben-David'),
    })
  })

  it('draws an initials avatar for a reviewer without a photo', () => {
    const david = parseReviews(mixedAnswer)[1]
    expect(david?.photoUrl).toBe(avatarFor('David Cohen'))
    expect(david?.photoUrl).toMatch(/^data:image\/svg\+xml/)
  })

  it("throws 'Invalid response format' when result.reviews is not an array", () => {
    for (const bad of [
      null,
      undefined,
      'reviews',
      42,
      [],
      {},
      { reviews: [providerReview()] },
      { result: null },
      { result: {} },
      { result: { reviews: null } },
      { result: { reviews: 'many' } },
      { result: { reviews: { 0: providerReview() } } },
      { result: [providerReview()] },
    ]) {
      expect(() => parseReviews(bad), JSON.stringify(bad)).toThrow(new ReviewsError(INVALID_FORMAT))
    }
  })

  it("throws 'No reviews rated 4 or higher' when none qualify", () => {
    expect(() => parseReviews(lowRatedAnswer)).toThrow(new ReviewsError(NONE_QUALIFYING))
    expect(() => parseReviews({ result: { reviews: [] } })).toThrow(NONE_QUALIFYING)
    expect(() => parseReviews({ result: { reviews: [null, 5, 'x', [], {}] } })).toThrow(NONE_QUALIFYING)
  })

  it('leaves out reviews whose rating is not a whole number of stars from 1 to 5', () => {
    const answer = {
      result: {
        reviews: [0, 6, 4.5, -5, NaN, Infinity, null, '4.5', 'five', true, [5], { value: 5 }].map((rating, i) =>
          providerReview({ author_name: `Bad ${i}`, rating }),
        ),
      },
    }
    expect(() => parseReviews(answer)).toThrow(NONE_QUALIFYING)
    expect(parseReviews({ result: { reviews: [providerReview({ rating: '4' })] } })[0]?.rating).toBe(4)
  })

  it('keeps at most 50 reviews', () => {
    const many = { result: { reviews: Array.from({ length: 80 }, (_, i) => providerReview({ author_name: `R ${i}` })) } }
    expect(parseReviews(many)).toHaveLength(MAX_REVIEWS)
  })
})

describe('parseReview', () => {
  it('tolerates missing or odd text fields', () => {
    const review = parseReview({ rating: 4, author_name: 42, text: null, relative_time_description: {} })
    expect(review).toMatchObject({ author: 'Anonymous', rating: 4, text: '', relativeTime: '' })
    expect(review?.photoUrl).toBe(avatarFor('Anonymous'))
  })

  it('trims and bounds the texts', () => {
    const review = parseReview(providerReview({ author_name: '  Noa  ', text: ` ${'a'.repeat(6000)} ` }))
    expect(review?.author).toBe('Noa')
    expect(review?.text).toHaveLength(5000)
  })

  it('replaces an unsafe or broken photo address with the initials avatar', () => {
    for (const photo of ['javascript:alert(1)', 'data:image/svg+xml,<svg onload=alert(1)>', '//evil.example/a.png', 'relative.png', 'not a url', 42, '']) {
      const review = parseReview(providerReview({ profile_photo_url: photo }))
      expect(review?.photoUrl, String(photo)).toBe(avatarFor('Noa Ben-David'))
    }
  })
})

describe('safePhotoUrl', () => {
  it('accepts http and https addresses, and root-relative ones on the app’s own origin, only', () => {
    expect(safePhotoUrl('https://lh3.googleusercontent.com/a/x=s128')).toBe('https://lh3.googleusercontent.com/a/x=s128')
    expect(safePhotoUrl('/demo/reviews/avatars/1.svg')).toBe('/demo/reviews/avatars/1.svg')
    expect(safePhotoUrl('/\\evil.example/a.png')).toBeNull()
    expect(safePhotoUrl('http://127.0.0.1:4173/demo/reviews/avatars/1.svg')).toBe('http://127.0.0.1:4173/demo/reviews/avatars/1.svg')
    expect(safePhotoUrl('ftp://example.com/a.png')).toBeNull()
    expect(safePhotoUrl(`https://example.com/${'a'.repeat(3000)}`)).toBeNull()
  })
})

describe('parseReviews, property tests', () => {
  const documented = (error: unknown) =>
    error instanceof ReviewsError && (error.message === INVALID_FORMAT || error.message === NONE_QUALIFYING)

  it('arbitrary JSON never throws anything but the documented errors', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (json) => {
        try {
          parseReviews(json)
        } catch (error) {
          expect(documented(error)).toBe(true)
        }
      }),
    )
  })

  it('arbitrary review lists yield valid reviews rated 4+ or the documented error', () => {
    const field = fc.oneof(fc.jsonValue(), fc.string(), fc.integer({ min: -2, max: 8 }), fc.webUrl())
    const entry = fc.oneof(
      fc.jsonValue(),
      fc.record(
        { author_name: field, profile_photo_url: field, rating: field, text: field, relative_time_description: field },
        { requiredKeys: [] },
      ),
    )
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 30 }), (list) => {
        let reviews
        try {
          reviews = parseReviews({ result: { reviews: list } })
        } catch (error) {
          expect(error).toEqual(new ReviewsError(NONE_QUALIFYING))
          return
        }
        expect(reviews.length).toBeGreaterThan(0)
        for (const review of reviews) {
          expect(Number.isInteger(review.rating)).toBe(true)
          expect(review.rating).toBeGreaterThanOrEqual(4)
          expect(review.rating).toBeLessThanOrEqual(5)
          expect(review.author.length).toBeGreaterThan(0)
          expect(typeof review.text).toBe('string')
          expect(review.photoUrl).toMatch(/^(https?:\/\/|data:image\/svg\+xml|\/(?![/\\]))/)
          expect(review.initialsUrl).toMatch(/^data:image\/svg\+xml/)
        }
      }),
    )
  })
})

describe('fetchReviews', () => {
  it('POSTs an empty JSON object to the reviews function and reads result.reviews', async () => {
    const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => Response.json(mixedAnswer))
    vi.stubGlobal('fetch', fetch)
    const reviews = await fetchReviews()
    expect(reviews).toHaveLength(3)
    const [url, init] = fetch.mock.calls[0] ?? []
    expect(String(url)).toMatch(/\/api\/functions\/fetch-google-reviews$/)
    expect(init?.method).toBe('POST')
    expect(init?.body).toBe('{}')
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json')
  })

  it('turns a failing function, a network error and malformed JSON into HttpError', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('boom', { status: 503 })))
    await expect(fetchReviews()).rejects.toBeInstanceOf(HttpError)
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))))
    await expect(fetchReviews()).rejects.toBeInstanceOf(HttpError)
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{"result": {', { headers: { 'Content-Type': 'application/json' } })))
    await expect(fetchReviews()).rejects.toThrow(/Invalid JSON/)
  })

  it('passes the parser errors on', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ result: {} })))
    await expect(fetchReviews()).rejects.toThrow(INVALID_FORMAT)
    vi.stubGlobal('fetch', vi.fn(async () => Response.json(lowRatedAnswer)))
    await expect(fetchReviews()).rejects.toThrow(NONE_QUALIFYING)
  })
})
