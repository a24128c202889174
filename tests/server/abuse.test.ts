// What a stranger can make the server do: post requests from another website, spend the weather quota,
// flood the functions, or plant a host name of their choosing in answers others will read from a cache.
import { describe, expect, it } from 'vitest'
import { memoryServiceRequestStore } from '@server/lib/service-requests-store'
import { testApp, type Json } from './helpers'

const APP = 'http://127.0.0.1:4173'
const REQUESTS = `${APP}/api/functions/service-requests`
const WEATHER = `${APP}/api/functions/weather/current.json?q=London`

let counter = 0
function request(overrides: Record<string, string> = {}) {
  counter += 1
  return {
    name: 'Dana Levi',
    email: 'dana@example.org',
    message: 'We move to Haifa in May.',
    idempotencyKey: `0b6f3c58-5d0e-4c2a-9a63-${String(counter).padStart(12, '0')}`,
    ...overrides,
  }
}

type App = ReturnType<typeof testApp>
const post = (app: App, headers: Record<string, string> = {}, body: unknown = request()) =>
  app.request(REQUESTS, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) })

async function stored(store: ReturnType<typeof memoryServiceRequestStore>) {
  const counts = await store.counts()
  return counts.pending + counts.forwarded + counts.dead
}

describe('who may call the functions from a browser', () => {
  it('takes requests from the app’s own pages, and refuses another website’s with 403, storing nothing', async () => {
    const store = memoryServiceRequestStore()
    const app = testApp({ serviceRequests: store })
    expect((await post(app, { Origin: APP, 'Sec-Fetch-Site': 'same-origin' })).status).toBe(202)

    for (const origin of ['https://evil.example', 'http://127.0.0.1:9999', 'null']) {
      const response = await post(app, { Origin: origin, 'Sec-Fetch-Site': 'cross-site' })
      expect(response.status, origin).toBe(403)
      expect(await response.json()).toEqual({ error: 'Requests from other websites are not allowed', code: 'forbidden_origin' })
      expect(response.headers.get('access-control-allow-origin')).toBeNull()
    }
    // A no-cors fetch or an image tag on another site names no Origin, but the browser says it is cross-site.
    const sneaky = await app.request(WEATHER, { headers: { 'Sec-Fetch-Site': 'cross-site' } })
    expect(sneaky.status).toBe(403)
    expect(await stored(store)).toBe(1)
  })

  it('answers another website’s preflight with 403 and no CORS headers: no wildcard anywhere', async () => {
    const app = testApp()
    const preflight = await app.request(REQUESTS, {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
    })
    expect(preflight.status).toBe(403)
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull()
    const own = await app.request(WEATHER, { headers: { Origin: APP } })
    expect(own.status).toBe(200)
    expect(own.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('lets the origins in ALLOWED_ORIGINS call with CORS, and only those', async () => {
    const store = memoryServiceRequestStore()
    const app = testApp({ serviceRequests: store, allowedOrigins: ['https://app.consultancy.example'] })
    const preflight = await app.request(REQUESTS, {
      method: 'OPTIONS',
      headers: { Origin: 'https://app.consultancy.example', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://app.consultancy.example')
    expect(preflight.headers.get('access-control-allow-headers')).toBe('Content-Type')
    expect(preflight.headers.get('vary')).toContain('Origin')

    const sent = await post(app, { Origin: 'https://app.consultancy.example' })
    expect(sent.status).toBe(202)
    expect(sent.headers.get('access-control-allow-origin')).toBe('https://app.consultancy.example')
    expect((await post(app, { Origin: 'https://other.consultancy.example' })).status).toBe(403)
    expect(await stored(store)).toBe(1)
  })

  it('trusts X-Forwarded-Host for the app’s own host only behind a trusted proxy', async () => {
    const headers = { Origin: 'https://relocate.example', Host: '10.0.0.5:4173', 'X-Forwarded-Host': 'relocate.example' }
    expect((await post(testApp({ trustProxy: true }), headers)).status).toBe(202)
    expect((await post(testApp(), headers)).status).toBe(403)
  })

  it('refuses a page of the app’s host under another scheme, where the server knows its own', async () => {
    // PUBLIC_ORIGIN says https: a page at http://relocate.example (which anyone on the network can write) is another website.
    const publicApp = testApp({ publicOrigin: 'https://relocate.example' })
    const host = { Host: 'relocate.example' }
    expect((await post(publicApp, { ...host, Origin: 'https://relocate.example' })).status).toBe(202)
    const downgraded = await post(publicApp, { ...host, Origin: 'http://relocate.example' })
    expect(downgraded.status).toBe(403)
    expect(await downgraded.json()).toMatchObject({ code: 'forbidden_origin' })
    // Behind a trusted proxy, its X-Forwarded-Proto says which scheme the browser used.
    const proxied = { Host: '10.0.0.5:4173', 'X-Forwarded-Host': 'relocate.example', 'X-Forwarded-Proto': 'https' }
    expect((await post(testApp({ trustProxy: true }), { ...proxied, Origin: 'https://relocate.example' })).status).toBe(202)
    expect((await post(testApp({ trustProxy: true }), { ...proxied, Origin: 'http://relocate.example' })).status).toBe(403)
    // Knowing neither, the host decides: behind a proxy that ends TLS the server sees http whatever the browser used.
    expect((await post(testApp(), { Host: 'relocate.example', Origin: 'https://relocate.example' })).status).toBe(202)
  })
})

describe('per-client rate limits', () => {
  it('answers 429 with Retry-After once a client has sent its service requests, and stores no more', async () => {
    const store = memoryServiceRequestStore()
    const app = testApp({ serviceRequests: store, serviceRequestsRateLimit: { points: 3, seconds: 600 } })
    for (let i = 0; i < 3; i++) expect((await post(app)).status).toBe(202)
    const limited = await post(app)
    expect(limited.status).toBe(429)
    const retryAfter = Number(limited.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(500)
    expect(retryAfter).toBeLessThanOrEqual(600)
    expect(await limited.json()).toEqual({ error: `Too many requests from this address. Try again in ${retryAfter} seconds.`, code: 'rate_limited', retryAfter })
    expect(await stored(store)).toBe(3)
  })

  it('counts a request once however often it is sent again: a replay is answered from the store and costs nothing', async () => {
    const store = memoryServiceRequestStore()
    const app = testApp({ serviceRequests: store, serviceRequestsRateLimit: { points: 2, seconds: 600 } })
    const first = request()
    expect((await post(app, {}, first)).status).toBe(202)
    // The acknowledgement lost on the way, the app sends the same request (same key) again, five times.
    for (let i = 0; i < 5; i++) {
      const replay = await post(app, {}, first)
      expect(replay.status).toBe(200)
      expect(replay.headers.get('idempotent-replayed')).toBe('true')
    }
    // One point spent: a second request still fits the allowance of two; the third does not.
    expect((await post(app)).status).toBe(202)
    expect((await post(app)).status).toBe(429)
    expect(await stored(store)).toBe(2)
  })

  it('counts each client apart behind a trusted proxy (its own X-Forwarded-For entry), and ignores the header otherwise', async () => {
    const limit = { serviceRequestsRateLimit: { points: 1, seconds: 600 } }
    const proxied = testApp({ ...limit, trustProxy: true })
    expect((await post(proxied, { 'X-Forwarded-For': '203.0.113.7' })).status).toBe(202)
    expect((await post(proxied, { 'X-Forwarded-For': '203.0.113.8' })).status).toBe(202)
    // A client that writes its own first entry is still the address the proxy appended.
    expect((await post(proxied, { 'X-Forwarded-For': '198.51.100.1, 203.0.113.7' })).status).toBe(429)

    const direct = testApp(limit)
    expect((await post(direct, { 'X-Forwarded-For': '203.0.113.7' })).status).toBe(202)
    expect((await post(direct, { 'X-Forwarded-For': '203.0.113.8' })).status).toBe(429)
  })

  it('counts an IPv6 client by its /64, and an address the proxy wrote with a port without it', async () => {
    const proxied = testApp({ serviceRequestsRateLimit: { points: 1, seconds: 600 }, trustProxy: true })
    // One home connection holds a /64: a new address in it is the same client.
    expect((await post(proxied, { 'X-Forwarded-For': '2001:db8:1:2::1' })).status).toBe(202)
    expect((await post(proxied, { 'X-Forwarded-For': '2001:db8:1:2:ffff::7' })).status).toBe(429)
    expect((await post(proxied, { 'X-Forwarded-For': '[2001:0db8:0001:0002::9]:443' })).status).toBe(429)
    expect((await post(proxied, { 'X-Forwarded-For': '2001:db8:1:3::1' })).status).toBe(202)
    // A new source port is the same client.
    expect((await post(proxied, { 'X-Forwarded-For': '203.0.113.9:1234' })).status).toBe(202)
    expect((await post(proxied, { 'X-Forwarded-For': '203.0.113.9:5678' })).status).toBe(429)
    expect((await post(proxied, { 'X-Forwarded-For': '::ffff:203.0.113.9' })).status).toBe(429)
  })

  it('limits weather calls per client, in WeatherAPI’s error shape', async () => {
    const app = testApp({ weatherRateLimit: { points: 2, seconds: 60 } })
    const first = await app.request(WEATHER)
    expect(first.status).toBe(200)
    // Kept by caches for a while, and its headers depend on the Origin: kept per Origin.
    expect(first.headers.get('cache-control')).toMatch(/max-age/)
    expect(first.headers.get('vary')).toMatch(/\bOrigin\b/)
    expect((await app.request(`${APP}/api/functions/weather/forecast.json?q=Paris&days=3`)).status).toBe(200)
    const limited = await app.request(WEATHER)
    expect(limited.status).toBe(429)
    const retryAfter = Number(limited.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(((await limited.json()) as Json).error).toEqual({ code: 2007, message: `Too many weather requests from this address. Try again in ${retryAfter} seconds.` })
  })

  it('has limits by default that a person never meets but a script does', async () => {
    const app = testApp()
    const replies = []
    for (let i = 0; i < 41; i++) replies.push((await post(app)).status)
    expect(replies.slice(0, 40).every((status) => status === 202)).toBe(true)
    expect(replies[40]).toBe(429)
  })
})

describe('the weather query', () => {
  it('takes a place of up to 100 characters and refuses a longer one with 400', async () => {
    const app = testApp()
    const fits = await app.request(`${APP}/api/functions/weather/current.json?q=London${' '.repeat(94)}`)
    expect(fits.status).toBe(200)
    const near = await app.request(`${APP}/api/functions/weather/current.json?q=${'a'.repeat(100)}`)
    expect(((await near.json()) as Json).error.message).toBe('No matching location found.')
    for (const length of [101, 4000]) {
      const response = await app.request(`${APP}/api/functions/weather/current.json?q=${'a'.repeat(length)}`)
      expect(response.status, String(length)).toBe(400)
      expect(await response.json()).toEqual({ error: { code: 1003, message: 'Parameter q is too long (100 characters at most).' } })
    }
  })
})

describe('the Host header never reaches an answer', () => {
  const evil = { Host: 'evil.example' }

  it('weather icons are root-relative, or on PUBLIC_ORIGIN', async () => {
    const own = (await (await testApp().request('http://evil.example/api/functions/weather/forecast.json?q=London&days=2', { headers: evil })).json()) as Json
    expect(JSON.stringify(own)).not.toContain('evil.example')
    expect(own.current.condition.icon).toMatch(/^\/demo\/weather\/64x64\/(day|night)\/\d+\.svg$/)

    const publicApp = testApp({ publicOrigin: 'https://relocate.example' })
    const configured = (await (await publicApp.request('http://evil.example/api/functions/weather/current.json?q=London', { headers: evil })).json()) as Json
    expect(configured.current.condition.icon).toMatch(/^https:\/\/relocate\.example\/demo\/weather\//)
  })

  it('the WordPress stand-in’s links, the sheet’s media and the reviews’ photos do not name it either', async () => {
    const app = testApp()
    const answers = [
      await app.request('http://evil.example/demo/wp/wp-json/wp/v2/posts?_embed=1&per_page=3', { headers: evil }),
      await app.request('http://evil.example/demo/wp/wp-json/wp/v2/categories', { headers: evil }),
      await app.request('http://evil.example/demo/sheets/destinations/pub?output=tsv', { headers: evil }),
      await app.request('http://evil.example/api/functions/fetch-google-reviews', { method: 'POST', headers: { ...evil, 'Content-Type': 'application/json' }, body: '{}' }),
    ]
    for (const answer of answers) {
      expect(answer.status).toBe(200)
      const text = await answer.text()
      expect(text).not.toContain('evil.example')
      expect(answer.headers.get('link') ?? '').not.toContain('evil.example')
    }
    const posts = (await (await app.request('http://evil.example/demo/wp/wp-json/wp/v2/posts?per_page=1', { headers: evil })).json()) as Json[]
    expect(posts[0]?.link).toMatch(/^\/demo\/wp\//)
  })
})
