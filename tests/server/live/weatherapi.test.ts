import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { MAX_ANSWER_BYTES } from '@server/live/weatherapi'
import { deadAddress, lastRequest, startFakeUpstream, type FakeAnswer, type FakeUpstream } from '../fake-upstream'
import { testApp } from '../helpers'

const KEY = 'wk_secret_123456'
let upstream: FakeUpstream

beforeAll(async () => {
  upstream = await startFakeUpstream((url) => {
    if (url.searchParams.get('q') === 'Nowhere') {
      return { status: 400, body: { error: { code: 1006, message: 'No matching location found.' } } }
    }
    // q=status-401 and the like: the upstream's own refusals and failures, with bodies of its own.
    const failing = /^status-(\d{3})$/.exec(url.searchParams.get('q') ?? '')
    if (failing) {
      return { status: Number(failing[1]), body: { error: { code: 2008, message: `Upstream says ${failing[1]}: API key has been disabled. key=${url.searchParams.get('key')}` } } }
    }
    // A careless upstream that echoes the key: the function must scrub it.
    return {
      status: 200,
      body: { location: { name: url.searchParams.get('q'), echo: url.searchParams.get('key') }, current: { temp_c: 12.5 } },
    }
  })
})
afterAll(() => upstream.close())

describe('weather with WEATHER_API_KEY (fake upstream on loopback)', () => {
  const app = () => testApp({ weatherApiKey: KEY, weatherApiBase: `${upstream.base}/v1` })

  it('adds the key upstream, passes the shape through and never returns the key', async () => {
    const target = app()
    const response = await target.request('/api/functions/weather/forecast.json?q=London&days=5&aqi=no&alerts=no&key=client-key')
    expect(response.status).toBe(200)
    const text = await response.text()
    expect(text).not.toContain(KEY)
    expect(JSON.parse(text)).toEqual({ location: { name: 'London', echo: '[key]' }, current: { temp_c: 12.5 } })
    expect(response.headers.get('x-waypoint-source')).toBe('live')

    const seen = lastRequest(upstream)
    expect(seen.pathname).toBe('/v1/forecast.json')
    expect(seen.searchParams.get('key')).toBe(KEY)
    expect(Object.fromEntries(seen.searchParams)).toMatchObject({ q: 'London', days: '5', aqi: 'no', alerts: 'no' })
  })

  it("passes on only WeatherAPI's parameters, in its shapes: anything else never reaches it or makes a call of its own", async () => {
    const target = app()
    const sent = async (path: string) => {
      await target.request(`/api/functions/weather/${path}`)
      return Object.fromEntries(lastRequest(upstream).searchParams)
    }
    expect(await sent('forecast.json?q=Lyon&days=3&aqi=yes&alerts=no&lang=zh_tw&dt=2026-12-01')).toEqual({
      key: KEY, q: 'Lyon', days: '3', aqi: 'yes', alerts: 'no', lang: 'zh_tw', dt: '2026-12-01',
    })
    // Days belongs to the forecast; values of other shapes are dropped, whatever their length.
    expect(await sent(`current.json?q=Lille&days=9x&dt=notadate&lang=${'x'.repeat(5000)}&aqi=maybe&alerts=1&units=f`)).toEqual({ key: KEY, q: 'Lille' })
    // So they share the plain query's cache entry: no second call upstream.
    const before = upstream.requests.length
    await target.request(`/api/functions/weather/current.json?q=Lille&lang=${'y'.repeat(300)}`)
    expect(upstream.requests.length).toBe(before)
  })

  it('turns the upstream refusing our key (401/403), rate-limiting it (429) or failing (5xx) into a 502 of our own', async () => {
    const target = app()
    for (const status of [401, 403, 429, 500, 502, 503]) {
      const response = await target.request(`/api/functions/weather/current.json?q=status-${status}`)
      expect(response.status, String(status)).toBe(502)
      const text = await response.text()
      expect(JSON.parse(text), String(status)).toEqual({ error: { code: 9999, message: 'Weather service unavailable.' } })
      expect(text).not.toContain('Upstream says')
      expect(response.headers.get('cache-control')).toBe('no-store')
    }
  })

  it('stays live when the app does not run on demo data', async () => {
    const response = await testApp({ demo: false, weatherApiKey: KEY, weatherApiBase: `${upstream.base}/v1` }).request('/api/functions/weather/current.json?q=Oslo')
    expect(response.status).toBe(200)
    expect(response.headers.get('x-waypoint-source')).toBe('live')
    expect(lastRequest(upstream).searchParams.get('q')).toBe('Oslo')
  })

  it('caches per path, q and days, so a repeat makes no upstream call', async () => {
    const target = app()
    const before = upstream.requests.length
    await target.request('/api/functions/weather/current.json?q=Paris&aqi=no')
    await target.request('/api/functions/weather/current.json?q=Paris&aqi=no')
    expect(upstream.requests.length).toBe(before + 1)
    await target.request('/api/functions/weather/forecast.json?q=Paris&days=5')
    await target.request('/api/functions/weather/forecast.json?q=Paris&days=3')
    expect(upstream.requests.length).toBe(before + 3)
  })

  it('passes an upstream error through without caching it', async () => {
    const target = app()
    const before = upstream.requests.length
    for (let i = 0; i < 2; i++) {
      const response = await target.request('/api/functions/weather/current.json?q=Nowhere')
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ error: { code: 1006, message: 'No matching location found.' } })
    }
    expect(upstream.requests.length).toBe(before + 2)
  })

  it('checks input before calling upstream', async () => {
    const before = upstream.requests.length
    expect((await app().request('/api/functions/weather/current.json')).status).toBe(400)
    expect((await app().request('/api/functions/weather/forecast.json?q=Rome&days=15')).status).toBe(400)
    // A NUL or a line break in a place's name (found passed on to the provider as sent).
    for (const q of ['Rome%00', 'Rome%0D%0AX: y']) {
      const response = await app().request(`/api/functions/weather/current.json?q=${q}`)
      expect(response.status, q).toBe(400)
      expect(await response.json()).toEqual({ error: { code: 1003, message: 'Parameter q contains characters no place name has.' } })
    }
    // A name in any script is a place's name; hidden direction marks (a right-to-left override, a name
    // copied from Hebrew text with its mark) are dropped before it goes on.
    expect((await app().request(`/api/functions/weather/current.json?q=${encodeURIComponent('\u200Fתל אביב')}`)).status).toBe(200)
    expect(lastRequest(upstream).searchParams.get('q')).toBe('תל אביב')
    expect((await app().request('/api/functions/weather/current.json?q=Ro%E2%80%AEme')).status).toBe(200)
    expect(lastRequest(upstream).searchParams.get('q')).toBe('Rome')
    expect(upstream.requests.length).toBe(before + 2)
  })

  it('answers 502 JSON without the key when the upstream is unreachable', async () => {
    const target = testApp({ weatherApiKey: KEY, weatherApiBase: await deadAddress(), upstreamTimeoutMs: 2000 })
    const response = await target.request('/api/functions/weather/current.json?q=London')
    expect(response.status).toBe(502)
    const text = await response.text()
    expect(text).not.toContain(KEY)
    expect(JSON.parse(text)).toEqual({ error: { code: 9999, message: 'Weather service unavailable.' } })
  })
})

describe('weather with a provider that answers junk (fake upstream on loopback)', () => {
  // Found by pointing WEATHER_API_BASE at a fake: an HTML page, non-JSON or JSON of another shape went to
  // the browser as a 200 application/json, a 200 MB answer was read whole (the server's RSS went to
  // 870 MB), and a timeout or a reset left no line in the log.
  let junk: FakeUpstream
  let answer: FakeAnswer = { status: 200, body: {} }
  beforeAll(async () => {
    junk = await startFakeUpstream(() => answer)
  })
  afterAll(() => junk.close())
  const app = () => testApp({ weatherApiKey: KEY, weatherApiBase: junk.base, weatherCacheMs: 0 })

  it.each([
    ['an HTML page with 200', { status: 200, body: null, raw: '<html><script>alert(1)</script></html>', type: 'text/html' }],
    ['non-JSON labelled JSON', { status: 200, body: null, raw: '{"location": ' }],
    ['JSON of another shape', { status: 200, body: { hello: 'world' } }],
    ['a JSON array', { status: 200, body: [{ location: {} }] }],
    ['an HTML 400', { status: 400, body: null, raw: '<html>Bad request</html>', type: 'text/html' }],
    ['a 400 without WeatherAPI error', { status: 400, body: { message: 'no' } }],
    ['an answer past the bound', { status: 200, body: null, raw: Buffer.alloc(MAX_ANSWER_BYTES + 1, 0x20) }],
  ] as [string, FakeAnswer][])('turns %s into our 502, with one log line', async (_name, given) => {
    answer = given
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const response = await app().request('/api/functions/weather/current.json?q=London')
    expect(response.status).toBe(502)
    expect(await response.json()).toEqual({ error: { code: 9999, message: 'Weather service unavailable.' } })
    expect(errors).toHaveBeenCalledTimes(1)
    expect(JSON.parse(String(errors.mock.calls[0]?.[0]))).toMatchObject({ level: 'error', event: 'upstream', service: 'weather', ok: false, error: expect.stringMatching(/^answered HTTP (200|400)/) as unknown })
    expect(String(errors.mock.calls[0]?.[0])).not.toContain(KEY)
    errors.mockRestore()
  })

  it('still passes a forecast and a WeatherAPI 400 through', async () => {
    answer = { status: 200, body: { location: { name: 'Oslo' }, current: { temp_c: 1 }, forecast: { forecastday: [] } } }
    expect((await app().request('/api/functions/weather/forecast.json?q=Oslo&days=3')).status).toBe(200)
    answer = { status: 400, body: { error: { code: 1006, message: 'No matching location found.' } } }
    expect((await app().request('/api/functions/weather/current.json?q=Nowhere')).status).toBe(400)
  })

  it('follows no redirect: the request with the key goes to WEATHER_API_BASE only', async () => {
    answer = { status: 302, body: null, raw: '', headers: { Location: `${junk.base}/elsewhere/current.json` } }
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const before = junk.requests.length
    expect((await app().request('/api/functions/weather/current.json?q=London')).status).toBe(502)
    expect(junk.requests.slice(before).map((url) => url.pathname)).toEqual(['/current.json'])
    errors.mockRestore()
  })

  it('scrubs a key from an answer that echoes it percent-encoded, as a URL carries it', async () => {
    const key = 'wk+secret/1 2'
    // encodeURIComponent's form, then a form's ('+' for the space).
    answer = { status: 200, body: { location: { name: 'Oslo', url: '/current.json?key=wk%2Bsecret%2F1%202&alt=key=wk%2Bsecret%2F1+2' }, current: { temp_c: 1 } } }
    const response = await testApp({ weatherApiKey: key, weatherApiBase: junk.base, weatherCacheMs: 0 }).request('/api/functions/weather/current.json?q=Oslo')
    expect(response.status).toBe(200)
    const text = await response.text()
    for (const form of [key, encodeURIComponent(key), 'wk%2Bsecret%2F1+2']) expect(text).not.toContain(form)
    expect(text).toContain('key=[key]&alt=key=[key]')
  })

  it('logs an unreachable provider too, without the key', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const target = testApp({ weatherApiKey: KEY, weatherApiBase: await deadAddress(), upstreamTimeoutMs: 2000 })
    expect((await target.request('/api/functions/weather/current.json?q=London')).status).toBe(502)
    expect(errors).toHaveBeenCalledTimes(1)
    expect(JSON.parse(String(errors.mock.calls[0]?.[0]))).toMatchObject({ level: 'error', event: 'upstream', service: 'weather', ok: false })
    expect(String(errors.mock.calls[0]?.[0])).not.toContain(KEY)
    errors.mockRestore()
  })
})
