import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deadAddress, lastRequest, startFakeUpstream, type FakeUpstream } from '../fake-upstream'
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
