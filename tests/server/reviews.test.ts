import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { relativeTime } from '../../server/demo/reviews'
import { deadAddress, lastRequest, startFakeUpstream, type FakeUpstream } from './fake-upstream'
import { testApp, TODAY } from './helpers'

const PATH = 'http://127.0.0.1:4173/api/functions/fetch-google-reviews'

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

async function post(app: ReturnType<typeof testApp>, init: RequestInit = {}) {
  return app.request(PATH, { method: 'POST', ...init })
}

describe('reviews function, demo mode', () => {
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
      expect(photo).toMatch(/^http:\/\/127\.0\.0\.1:4173\/demo\/reviews\/avatars\/\d+\.svg$/)
      const image = await app.request(photo)
      expect(image.status).toBe(200)
      expect(image.headers.get('content-type')).toContain('image/svg+xml')
    }
    expect((await app.request('/demo/reviews/avatars/99.svg')).status).toBe(404)
  })

  it('accepts an empty body', async () => {
    expect((await post(app)).status).toBe(200)
  })

  it('rejects a body over 4 KB with 413, invalid JSON with 400, and GET with 405', async () => {
    const big = JSON.stringify({ padding: 'x'.repeat(5000) })
    const tooLarge = await post(app, { body: big, headers: { 'Content-Type': 'application/json' } })
    expect(tooLarge.status).toBe(413)
    expect(await tooLarge.json()).toHaveProperty('error')

    const broken = await post(app, { body: '{"a":', headers: { 'Content-Type': 'application/json' } })
    expect(broken.status).toBe(400)

    const get = await app.request(PATH)
    expect(get.status).toBe(405)
    expect(get.headers.get('allow')).toBe('POST')
    expect(await get.json()).toHaveProperty('error')
  })

  it('rejects an oversized body even when streamed without Content-Length', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(1024))
    let sent = 0
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 8) controller.enqueue(chunk)
        else controller.close()
      },
    })
    const response = await app.request(PATH, { method: 'POST', body: stream, duplex: 'half' } as RequestInit)
    expect(response.status).toBe(413)
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

describe('reviews function with a Places key (fake upstream on loopback)', () => {
  const KEY = 'places_secret_abc'
  const liveReview = { author_name: 'Live Person', rating: 5, text: 'Real review', relative_time_description: 'a week ago', time: 1, language: 'en' }
  let upstream: FakeUpstream
  let denied = false

  beforeAll(async () => {
    upstream = await startFakeUpstream(() =>
      denied
        ? { status: 200, body: { status: 'REQUEST_DENIED', error_message: `The provided API key ${KEY} is invalid.` } }
        : { status: 200, body: { status: 'OK', result: { reviews: [liveReview] } } },
    )
  })
  afterAll(() => upstream.close())

  const app = () =>
    testApp({ googlePlacesApiKey: KEY, googlePlaceId: 'ChIJplace', googlePlacesApiBase: `${upstream.base}/maps/api/place` })

  it('asks Places Details with the key and passes result.reviews through', async () => {
    denied = false
    const response = await post(app())
    expect(response.status).toBe(200)
    const text = await response.text()
    expect(text).not.toContain(KEY)
    expect(JSON.parse(text)).toEqual({ result: { reviews: [liveReview] } })
    const seen = lastRequest(upstream)
    expect(seen.pathname).toBe('/maps/api/place/details/json')
    expect(Object.fromEntries(seen.searchParams)).toEqual({ place_id: 'ChIJplace', fields: 'reviews', key: KEY, reviews_sort: 'newest' })
  })

  it('stays live when the app does not run on demo data', async () => {
    denied = false
    const target = testApp({ demo: false, googlePlacesApiKey: KEY, googlePlaceId: 'ChIJplace', googlePlacesApiBase: `${upstream.base}/maps/api/place` })
    expect(await (await post(target)).json()).toEqual({ result: { reviews: [liveReview] } })
  })

  it('caches the answer, so a second request makes no upstream call', async () => {
    denied = false
    const target = app()
    const before = upstream.requests.length
    await post(target)
    await post(target)
    expect(upstream.requests.length).toBe(before + 1)
  })

  it('turns a Places error into 502 JSON without leaking the key', async () => {
    denied = true
    const response = await post(app())
    expect(response.status).toBe(502)
    const text = await response.text()
    expect(text).not.toContain(KEY)
    expect(JSON.parse(text)).toEqual({ error: 'Reviews provider unavailable' })
  })

  it('turns an unreachable provider into 502', async () => {
    const target = testApp({ googlePlacesApiKey: KEY, googlePlaceId: 'x', googlePlacesApiBase: await deadAddress() })
    expect((await post(target)).status).toBe(502)
  })

  it('serves the demo when only one of key and place id is set', async () => {
    const target = testApp({ googlePlacesApiKey: KEY, googlePlacesApiBase: upstream.base })
    const before = upstream.requests.length
    const { result } = (await (await post(target)).json()) as { result: { reviews: Review[] } }
    expect(result.reviews.length).toBeGreaterThanOrEqual(12)
    expect(upstream.requests.length).toBe(before)
  })
})
