import { describe, expect, it, vi } from 'vitest'
import { memoryServiceRequestStore } from '@server/lib/service-requests-store'
import { unconfiguredFunctions } from '@server/app'
import { parseServerConfig } from '@server/config'
import { LIVE_ENV, testApp } from './helpers'

const app = testApp()

describe('the app', () => {
  it('answers the health check', async () => {
    const response = await app.request('/api/health')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ ok: true })
  })

  it('answers unknown /api and /demo paths with a JSON 404, never the app shell', async () => {
    for (const path of ['/api/nothing', '/api/functions/unknown', '/demo/nothing', '/demo/rates/v5/latest', '/demo/site/unknown-page']) {
      const response = await app.request(path)
      expect(response.status, path).toBe(404)
      expect(response.headers.get('content-type'), path).toMatch(/^application\/json/)
      expect(await response.json()).toEqual({ error: 'Not found', code: 'not_found' })
    }
  })

  it('refuses a CORS preflight from a page of another site (tests/server/abuse.test.ts has the rest)', async () => {
    const response = await app.request('/api/functions/fetch-google-reviews', {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
    })
    expect(response.status).toBe(403)
    expect(response.headers.get('access-control-allow-origin')).toBeNull()
  })
})

describe('health', () => {
  it('answers every health check fresh, never from a cache', async () => {
    for (const path of ['/api/health', '/healthz', '/readyz']) {
      const response = await app.request(path)
      expect(response.status, path).toBe(200)
      expect(response.headers.get('cache-control'), path).toBe('no-store')
    }
  })

  it('answers other methods on the health checks with 405 and Allow', async () => {
    for (const path of ['/api/health', '/healthz', '/readyz']) {
      const response = await app.request(path, { method: 'DELETE' })
      expect(response.status, path).toBe(405)
      expect(response.headers.get('allow'), path).toBe('GET, HEAD')
    }
    // Where only POST is allowed, other methods are refused and named as sent.
    const head = await app.request('/api/functions/service-requests', { method: 'HEAD' })
    expect(head.status).toBe(405)
    const put = await app.request('/api/functions/service-requests', { method: 'PUT' })
    expect(await put.json()).toMatchObject({ error: expect.stringMatching(/^Method PUT not allowed/) as unknown, code: 'method_not_allowed' })
  })

  it('says it is ready while the database answers, and tells no one how many requests wait', async () => {
    const response = await app.request('/readyz')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ ready: true, database: 'ok' })
    const broken = testApp({
      serviceRequests: { ...memoryServiceRequestStore(), ping: async () => Promise.reject(new Error('connection refused')) },
    })
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const down = await broken.request('/readyz')
    expect(down.status).toBe(503)
    expect(await down.json()).toEqual({ ready: false, reason: 'database unreachable', code: 'database_unreachable' })
    vi.restoreAllMocks()
  })
})

describe('/readyz', () => {
  const TOKEN = 'f3b1c0de9a8e4d2b7c6a5f4e3d2c1b0a'
  const WEBHOOK = 'https://hooks.example.com/requests'

  /** A store holding one waiting request and one dead letter, that counts how often it is asked for totals. */
  async function countedStore() {
    const store = memoryServiceRequestStore()
    const asked = { counts: 0, backlog: 0 }
    await store.save(
      { name: 'Dana Levi', email: 'dana@example.org', phone: '', message: 'Moving', service: 'Storage Solutions', idempotencyKey: '11111111-0000-4000-8000-000000000001' },
      { id: 'SR-1', receivedAt: '2026-11-22T12:00:00Z' },
    )
    await store.save(
      { name: 'Dana Levi', email: 'dana@example.org', phone: '', message: 'Moving too', service: 'Storage Solutions', idempotencyKey: '11111111-0000-4000-8000-000000000002' },
      { id: 'SR-2', receivedAt: '2026-11-22T12:00:01Z' },
    )
    await store.claimDue({ now: '2026-11-22T12:00:02Z', owner: 'test', until: '2026-11-22T12:01:02Z', limit: 1 })
    await store.recordForward('SR-1', 'test', { ok: false, at: '2026-11-22T12:00:03Z', error: 'HTTP 500', nextAt: null })
    return {
      asked,
      store: {
        ...store,
        claimDue: async () => [],
        counts: () => ((asked.counts += 1), store.counts()),
        backlog: () => ((asked.backlog += 1), store.backlog()),
      },
    }
  }

  it('answers a probe without counting anything, and without the counts', async () => {
    const { store, asked } = await countedStore()
    const probed = testApp({ serviceRequests: store, serviceRequestsWebhookUrl: WEBHOOK, operatorToken: TOKEN })
    for (let i = 0; i < 5; i++) {
      const response = await probed.request('/readyz')
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe('no-store')
      expect(await response.json()).toEqual({ ready: true, database: 'ok' })
    }
    expect(asked).toEqual({ counts: 0, backlog: 0 })
    await probed.stopBackground()
  })

  it('gives the operator, with OPERATOR_TOKEN, the requests waiting and the dead letters', async () => {
    const { store, asked } = await countedStore()
    const operated = testApp({ serviceRequests: store, serviceRequestsWebhookUrl: WEBHOOK, operatorToken: TOKEN })
    const response = await operated.request('/readyz', { headers: { Authorization: `Bearer ${TOKEN}` } })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ ready: true, database: 'ok', forwarding: { pending: 1, dead: 1 } })
    // From the indexes of the backlog, never the full-table totals.
    expect(asked).toEqual({ counts: 0, backlog: 1 })
    await operated.stopBackground()
  })

  it('refuses a wrong token, and any token when none is configured, with 401 and no counts', async () => {
    const { store } = await countedStore()
    const guarded = testApp({ serviceRequests: store, serviceRequestsWebhookUrl: WEBHOOK, operatorToken: TOKEN })
    const open = testApp({ serviceRequests: store, serviceRequestsWebhookUrl: WEBHOOK })
    const attempts: [typeof guarded, string][] = [
      [guarded, `Bearer ${TOKEN.slice(0, -1)}0`],
      [guarded, `Bearer ${TOKEN}x`],
      [guarded, TOKEN],
      [guarded, `Basic ${TOKEN}`],
      [open, `Bearer ${TOKEN}`],
      [open, 'Bearer undefined'],
    ]
    for (const [target, authorization] of attempts) {
      const response = await target.request('/readyz', { headers: { Authorization: authorization } })
      expect(response.status, authorization).toBe(401)
      expect(response.headers.get('www-authenticate')).toMatch(/^Bearer/)
      const body = await response.json()
      expect(body).toMatchObject({ code: 'unauthorized' })
      expect(JSON.stringify(body)).not.toMatch(/pending|dead/)
    }
    await guarded.stopBackground()
    await open.stopBackground()
  })
})

describe('DEMO_FAULTS', () => {
  const faulty = (value: string) => testApp({ demoFaults: parseServerConfig({ DEMO_FAULTS: value }).demoFaults })
  const endpoints: Record<string, [string, RequestInit?]> = {
    rates: ['/demo/rates/v6/latest/USD'],
    wordpress: ['/demo/wp/wp-json/wp/v2/posts?_embed'],
    sheet: ['/demo/sheets/destinations/pub?output=tsv'],
    reviews: ['/api/functions/fetch-google-reviews', { method: 'POST' }],
    weather: ['/api/functions/weather/current.json?q=London'],
  }

  it.each(Object.keys(endpoints))('switches %s to 503 JSON and leaves the others alone', async (name) => {
    const target = faulty(name)
    for (const [other, [path, init]] of Object.entries(endpoints)) {
      const response = await target.request(path, init)
      if (other === name) {
        expect(response.status, path).toBe(503)
        expect(await response.json()).toEqual({ error: `Service unavailable (DEMO_FAULTS includes ${name})`, code: 'unavailable' })
      } else {
        expect(response.status, path).toBe(200)
      }
    }
  })

  it('switches everything with all, and keeps the health check up', async () => {
    const target = faulty('all')
    for (const [path, init] of Object.values(endpoints)) expect((await target.request(path, init)).status, path).toBe(503)
    expect((await target.request('/api/health')).status).toBe(200)
    // Also the hub's rate shape and the second rate endpoint.
    expect((await target.request('/demo/rates/latest?base=USD')).status).toBe(503)
  })
})

describe('DEMO_DATA', () => {
  const demoPaths = ['/demo/rates/v6/latest/USD', '/demo/wp/wp-json/wp/v2/posts?_embed', '/demo/sheets/destinations/pub?output=tsv', '/demo/assistant/', '/demo/site/']

  it('mounts the demo upstreams by default', async () => {
    for (const path of demoPaths) expect((await app.request(path)).status, path).toBe(200)
  })

  it('off: mounts nothing under /demo, every path there is the JSON 404', async () => {
    const target = testApp({ demo: false })
    for (const path of demoPaths) {
      const response = await target.request(path)
      expect(response.status, path).toBe(404)
      expect(await response.json()).toEqual({ error: 'Not found', code: 'not_found' })
    }
    expect((await target.request('/api/health')).status).toBe(200)
  })

  it('off and without keys: the keyed functions answer 503 with a clear error in their own shapes', async () => {
    const target = testApp({ demo: false })
    const weather = await target.request('/api/functions/weather/forecast.json?q=London&days=5')
    expect(weather.status).toBe(503)
    expect(await weather.json()).toEqual({ error: { code: 1002, message: 'Weather is not configured on this server (WEATHER_API_KEY is not set).' } })
    const reviews = await target.request('/api/functions/fetch-google-reviews', { method: 'POST' })
    expect(reviews.status).toBe(503)
    expect(await reviews.json()).toEqual({
      error: 'Reviews are not configured on this server (GOOGLE_PLACES_API_KEY and GOOGLE_PLACE_ID are not set).',
      code: 'not_configured',
    })
  })

  it('names at start the keyed functions that have neither keys nor demo data', () => {
    expect(unconfiguredFunctions(parseServerConfig({}))).toEqual([])
    expect(unconfiguredFunctions(parseServerConfig({ ...LIVE_ENV, DEMO_DATA: 'off', WEATHER_API_KEY: 'k', GOOGLE_PLACE_ID: 'p' }))).toEqual([
      'The reviews function is not configured (set GOOGLE_PLACES_API_KEY and GOOGLE_PLACE_ID): it answers 503.',
    ])
    expect(unconfiguredFunctions(parseServerConfig({ ...LIVE_ENV, DEMO_DATA: 'off' }))).toHaveLength(2)
    expect(unconfiguredFunctions(parseServerConfig({ ...LIVE_ENV, DEMO_DATA: 'off', WEATHER_API_KEY: 'k', GOOGLE_PLACES_API_KEY: 'k', GOOGLE_PLACE_ID: 'p' }))).toEqual([])
  })

  it('on with a real upstream configured keeps the demo for the rest', async () => {
    const target = testApp(parseServerConfig({ DEMO_DATA: 'on', WORDPRESS_URL: 'https://blog.example.com' }))
    expect((await target.request('/demo/rates/v6/latest/USD')).status).toBe(200)
  })
})
