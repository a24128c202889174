import { QueryClient, QueryObserver } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { sampleReviews } from '@/content/reviews'
import { parseReviews } from '@/features/reviews/api'
import { FALLBACK_MESSAGE, needsSamples, reviewsView } from '@/features/reviews/fallback'
import { reviewsKeys, reviewsQuery, sampleReviewsQuery } from '@/features/reviews/queries'
import { fallbackReviews } from '@/features/reviews/samples'
import { lowRatedAnswer, mixedAnswer } from './fixtures'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const live = parseReviews(mixedAnswer)

describe('the fallback message and samples', () => {
  it('says exactly what the spec says', () => {
    expect(FALLBACK_MESSAGE).toBe('Could not load reviews. Using sample data instead.')
  })

  it('has 8 sample reviews rated 5, except one 4', () => {
    expect(sampleReviews).toHaveLength(8)
    expect(sampleReviews.filter((r) => r.rating === 5)).toHaveLength(7)
    expect(sampleReviews.filter((r) => r.rating === 4)).toHaveLength(1)
    expect(new Set(sampleReviews.map((r) => r.author)).size).toBe(8)
  })

  it('are about relocation to Israel', () => {
    for (const review of sampleReviews) {
      expect(review.text, review.author).toMatch(/Israel|aliyah|returning|Jerusalem|Tel Aviv|Haifa|Herzliya|Ra’anana|Be’er Sheva|Ashdod|Modi’in/)
      expect(review.text.length).toBeGreaterThan(120)
      expect(review.relativeTime).toMatch(/ago$/)
    }
  })

  it('get initials avatars drawn locally', () => {
    expect(fallbackReviews).toHaveLength(8)
    for (const review of fallbackReviews) {
      expect(review.photoUrl).toMatch(/^data:image\/svg\+xml/)
      expect(review.initialsUrl).toBe(review.photoUrl)
    }
  })
})

describe('reviewsView', () => {
  it('shows live reviews whenever there are some, even after a failed refresh', () => {
    expect(reviewsView({ data: live, isError: false, samples: undefined })).toEqual({ state: 'live', reviews: live })
    expect(reviewsView({ data: live, isError: true, samples: fallbackReviews })).toEqual({ state: 'live', reviews: live })
  })

  it('falls back to the samples on a failure with nothing to show', () => {
    expect(reviewsView({ data: undefined, isError: true, samples: fallbackReviews })).toEqual({
      state: 'fallback',
      reviews: fallbackReviews,
    })
    expect(reviewsView({ data: [], isError: true, samples: fallbackReviews }).state).toBe('fallback')
  })

  it('is loading until there are live reviews or a failure and the samples', () => {
    expect(reviewsView({ data: undefined, isError: false, samples: undefined })).toEqual({ state: 'loading' })
    expect(reviewsView({ data: undefined, isError: true, samples: undefined })).toEqual({ state: 'loading' })
  })

  it('asks for the samples only when a failure left nothing to show', () => {
    expect(needsSamples({ data: undefined, isError: false })).toBe(false)
    expect(needsSamples({ data: live, isError: true })).toBe(false)
    expect(needsSamples({ data: undefined, isError: true })).toBe(true)
  })
})

describe('reviewsQuery', () => {
  const client = () => new QueryClient({ defaultOptions: { queries: { gcTime: Infinity } } })

  it("is one persisted query under the feature's key", () => {
    const options = reviewsQuery()
    expect(options.queryKey).toEqual(['reviews', 'list'])
    expect(options.meta).toEqual({ persist: true })
    expect(options.retry).toBe(false)
    expect(sampleReviewsQuery().queryKey[0]).toBe('reviews')
  })

  it('fetches once and gives the live reviews', async () => {
    const fetch = vi.fn(async () => Response.json(mixedAnswer))
    vi.stubGlobal('fetch', fetch)
    const queryClient = client()
    await expect(queryClient.fetchQuery(reviewsQuery())).resolves.toEqual(live)
    await queryClient.fetchQuery(reviewsQuery())
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it.each([
    ['a server error', () => new Response('down', { status: 500 })],
    ['malformed JSON', () => new Response('{nope', { headers: { 'Content-Type': 'application/json' } })],
    ['no reviews array', () => Response.json({ result: { reviews: 'none' } })],
    ['none rated 4+', () => Response.json(lowRatedAnswer)],
  ])('logs %s once, without retrying, and fails', async (_, answer) => {
    const fetch = vi.fn(async () => answer())
    vi.stubGlobal('fetch', fetch)
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    await expect(client().fetchQuery(reviewsQuery())).rejects.toThrow()
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(error).toHaveBeenCalledTimes(1)
    expect(String(error.mock.calls[0]?.[0])).toMatch(/Could not load reviews/)
  })

  it('a failed refresh keeps the good reviews there were (persisted, say)', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('down', { status: 503 })))
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const queryClient = client()
    queryClient.setQueryData(reviewsKeys.list, live, { updatedAt: Date.now() - 24 * 60 * 60 * 1000 })
    const observer = new QueryObserver(queryClient, reviewsQuery())
    const unsubscribe = observer.subscribe(() => undefined)
    await vi.waitFor(() => expect(observer.getCurrentResult().isError).toBe(true))
    const result = observer.getCurrentResult()
    expect(result.data).toEqual(live)
    expect(reviewsView({ data: result.data, isError: result.isError, samples: fallbackReviews }).state).toBe('live')
    unsubscribe()
  })

  it('loads the samples on demand', async () => {
    await expect(client().fetchQuery(sampleReviewsQuery())).resolves.toEqual(fallbackReviews)
  })
})
