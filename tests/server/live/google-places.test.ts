import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { FAILURE_HOLD_MS, MAX_ANSWER_BYTES } from '@server/live/google-places'
import { deadAddress, lastRequest, startFakeUpstream, type FakeAnswer, type FakeUpstream } from '../fake-upstream'
import { postReviews as post, testApp } from '../helpers'

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
    expect(JSON.parse(text)).toEqual({ error: 'Reviews provider unavailable', code: 'upstream_unavailable' })
  })

  it('after a failure, answers from memory for a minute instead of a billed call per visitor', async () => {
    denied = true
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    let clock = Date.UTC(2026, 10, 30, 12)
    const target = testApp({ googlePlacesApiKey: KEY, googlePlaceId: 'ChIJplace', googlePlacesApiBase: `${upstream.base}/maps/api/place`, reviewsCacheMs: 0, now: () => new Date(clock) })
    const before = upstream.requests.length
    for (let i = 0; i < 5; i++) expect((await post(target)).status).toBe(502)
    expect(upstream.requests.length).toBe(before + 1)
    clock += FAILURE_HOLD_MS
    denied = false
    expect((await post(target)).status).toBe(200)
    expect(upstream.requests.length).toBe(before + 2)
    vi.restoreAllMocks()
  })

  it('turns an unreachable provider into 502', async () => {
    const target = testApp({ googlePlacesApiKey: KEY, googlePlaceId: 'x', googlePlacesApiBase: await deadAddress() })
    expect((await post(target)).status).toBe(502)
  })

  it('serves the demo when only one of key and place id is set', async () => {
    const target = testApp({ googlePlacesApiKey: KEY, googlePlacesApiBase: upstream.base })
    const before = upstream.requests.length
    const { result } = (await (await post(target)).json()) as { result: { reviews: unknown[] } }
    expect(result.reviews.length).toBeGreaterThanOrEqual(12)
    expect(upstream.requests.length).toBe(before)
  })
})

describe('reviews with a provider that answers junk (fake upstream on loopback)', () => {
  // Found by pointing GOOGLE_PLACES_API_BASE at a fake: a 200 MB answer was read and parsed whole, and
  // entries that are no review at all (numbers, strings, null) went to the browser.
  const KEY = 'places_secret_junk'
  let junk: FakeUpstream
  let answer: FakeAnswer = { status: 200, body: {} }
  beforeAll(async () => {
    junk = await startFakeUpstream(() => answer)
  })
  afterAll(() => junk.close())
  const app = () => testApp({ googlePlacesApiKey: KEY, googlePlaceId: 'p', googlePlacesApiBase: junk.base, reviewsCacheMs: 0 })

  it('refuses an answer past its bound without reading it whole, and a body that is not JSON', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    answer = { status: 200, body: null, raw: Buffer.alloc(MAX_ANSWER_BYTES + 1, 0x20) }
    expect((await post(app())).status).toBe(502)
    answer = { status: 200, body: null, raw: '<html>captive portal</html>', type: 'text/html' }
    expect((await post(app())).status).toBe(502)
    // One JSON line each, as every line of the server's log.
    expect(errors.mock.calls.map((args) => (JSON.parse(String(args[0])) as { error: string }).error)).toEqual([
      `Places answered more than ${MAX_ANSWER_BYTES} bytes`,
      'Places answered with a body that is not JSON',
    ])
    errors.mockRestore()
  })

  it('passes on only the reviews that are objects', async () => {
    const review = { author_name: 'A', rating: 5, text: 't', relative_time_description: 'now' }
    answer = { status: 200, body: { status: 'OK', result: { reviews: [1, 'x', null, [review], review] } } }
    expect(await (await post(app())).json()).toEqual({ result: { reviews: [review] } })
  })
})
