import { describe, expect, it, vi } from 'vitest'
import { memoryServiceRequestStore } from '../../server/lib/service-requests-store'
import { validateServiceRequest } from '../../server/functions/service-requests'
import { parseServerConfig } from '../../server/config'
import { demoSettings } from '@/content/settings'
import { testApp } from './helpers'

const app = testApp()

describe('the app', () => {
  it('answers the health check', async () => {
    const response = await app.request('/api/health')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ ok: true })
  })

  it('answers other methods on the health checks with 405 and Allow', async () => {
    for (const path of ['/api/health', '/healthz', '/readyz']) {
      const response = await app.request(path, { method: 'DELETE' })
      expect(response.status, path).toBe(405)
      expect(response.headers.get('allow'), path).toBe('GET, HEAD')
    }
  })

  it('says it is ready while the database answers, and reports requests waiting and given up', async () => {
    const response = await app.request('/readyz')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ ready: true, database: 'ok', forwarding: 'not configured' })
    const broken = testApp({
      serviceRequests: { ...memoryServiceRequestStore(), ping: async () => Promise.reject(new Error('connection refused')) },
    })
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const down = await broken.request('/readyz')
    expect(down.status).toBe(503)
    expect(await down.json()).toEqual({ ready: false, reason: 'database unreachable' })
    vi.restoreAllMocks()
  })

  it('answers unknown /api and /demo paths with a JSON 404, never the app shell', async () => {
    for (const path of ['/api/nothing', '/api/functions/unknown', '/demo/nothing', '/demo/rates/v5/latest', '/demo/site/unknown-page']) {
      const response = await app.request(path)
      expect(response.status, path).toBe(404)
      expect(response.headers.get('content-type'), path).toMatch(/^application\/json/)
      expect(await response.json()).toEqual({ error: 'Not found' })
    }
  })

  it('answers a CORS preflight for the functions', async () => {
    const response = await app.request('/api/functions/fetch-google-reviews', {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
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
        expect(await response.json()).toEqual({ error: `Service unavailable (DEMO_FAULTS includes ${name})` })
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

  it('rejects unknown names at start-up instead of silently ignoring a typo', () => {
    expect(() => parseServerConfig({ DEMO_FAULTS: 'rates,wheather' })).toThrow(/wheather/)
    expect([...parseServerConfig({ DEMO_FAULTS: ' Rates , sheet ' }).demoFaults]).toEqual(['rates', 'sheet'])
  })
})

describe('server configuration', () => {
  it('has documented defaults', () => {
    const config = parseServerConfig({})
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 4173,
      weatherApiKey: undefined,
      weatherApiBase: 'https://api.weatherapi.com/v1',
      weatherCacheMs: 300_000,
      googlePlacesApiBase: 'https://maps.googleapis.com/maps/api/place',
      reviewsCacheMs: 3_600_000,
      upstreamTimeoutMs: 8000,
      demo: true,
      publicOrigin: undefined,
      trustProxy: false,
      databaseUrl: undefined,
      serviceRequestsForwardMaxAttempts: 12,
      serviceRequestsForwardClaimMs: 120_000,
    })
    expect(config.demoFaults.size).toBe(0)
  })

  it('reads and checks values', () => {
    const config = parseServerConfig({ PORT: '8080', WEATHER_API_KEY: ' k ', WEATHER_API_BASE: 'http://127.0.0.1:9/v1/', WEATHER_CACHE_SECONDS: '60' })
    expect(config.port).toBe(8080)
    expect(config.weatherApiKey).toBe('k')
    expect(config.weatherApiBase).toBe('http://127.0.0.1:9/v1')
    expect(config.weatherCacheMs).toBe(60_000)
    expect(() => parseServerConfig({ PORT: 'eighty' })).toThrow(/PORT/)
    expect(() => parseServerConfig({ WEATHER_API_BASE: 'api.weatherapi.com' })).toThrow(/WEATHER_API_BASE/)
  })

  it('runs on the demo with nothing set, and serves its addresses', () => {
    const config = parseServerConfig({})
    expect(config.demo).toBe(true)
    expect(config.settings).toEqual(demoSettings)
  })

  it('never starts half-configured: a deployment that sets one upstream must set them all, or ask for the demo', () => {
    expect(() => parseServerConfig({ WORDPRESS_URL: 'https://blog.example.com' })).toThrow(
      /RATES_TICKER_URL, RATES_HUB_URL, DESTINATIONS_SHEET_URL, MAPS_EMBED_URL, CHATBOT_URL, SITE_URL, COMMUNITY_GROUP_URL, ASSISTANT_URL, ALL_REVIEWS_URL, WRITE_REVIEW_URL are not set/,
    )
    const mixed = parseServerConfig({ DEMO_DATA: 'on', WORDPRESS_URL: 'https://blog.example.com' })
    expect(mixed.demo).toBe(true)
    expect(mixed.settings).toMatchObject({ wordpressUrl: 'https://blog.example.com', ratesHubUrl: '/demo/rates/latest' })
    expect(() => parseServerConfig({ DEMO_DATA: 'off' })).toThrow(/WORDPRESS_URL/)
    expect(() => parseServerConfig({ DEMO_DATA: 'sometimes' })).toThrow(/DEMO_DATA must be auto, on or off/)
  })

  it('reads a live deployment: its pages under SITE_URL, its review links from the place id', () => {
    const config = parseServerConfig({
      RATES_TICKER_URL: 'https://open.er-api.com/v6/latest/USD',
      RATES_HUB_URL: 'https://api.frankfurter.app/latest',
      WORDPRESS_URL: 'https://blog.example.com',
      DESTINATIONS_SHEET_URL: 'https://docs.google.com/spreadsheets/d/e/abc/pub?output=tsv',
      MAPS_EMBED_URL: 'https://maps.google.com/maps',
      CHATBOT_URL: 'https://chat.example.com/widget',
      SITE_URL: 'https://consultancy.example.com/',
      PLANNER_URL: 'https://planner.example.com/pm',
      COMMUNITY_GROUP_URL: 'https://chat.whatsapp.com/AbCdEf',
      ASSISTANT_URL: 'https://assistant.example.com',
      GOOGLE_PLACE_ID: 'ChIJ123',
      MEDIA_ORIGINS: 'https://media.example.net, https://images.example.org',
    })
    expect(config.demo).toBe(false)
    expect(config.settings).toMatchObject({
      costCalculatorUrl: 'https://consultancy.example.com/cost-calculator',
      plannerUrl: 'https://planner.example.com/pm',
      consultRealEstateUrl: 'https://consultancy.example.com/real-estate',
      allReviewsUrl: 'https://search.google.com/local/reviews?placeid=ChIJ123',
      weatherUrl: '/api/functions/weather',
      destinationVideoPattern: '',
      mediaOrigins: ['https://media.example.net', 'https://images.example.org'],
    })
  })

  it('stops on a malformed address, naming its variable', () => {
    expect(() => parseServerConfig({ DEMO_DATA: 'on', WORDPRESS_URL: 'blog.example.com' })).toThrow(/^WORDPRESS_URL must be an absolute http\(s\) URL/)
    expect(() => parseServerConfig({ DEMO_DATA: 'on', CHATBOT_URL: 'javascript:alert(1)' })).toThrow(/^CHATBOT_URL/)
    expect(() => parseServerConfig({ MEDIA_ORIGINS: 'https://media.example.net/clips' })).toThrow(/^MEDIA_ORIGINS/)
    expect(() => parseServerConfig({ PUBLIC_ORIGIN: 'https://app.example.com/x' })).toThrow(/^PUBLIC_ORIGIN/)
    expect(() => parseServerConfig({ TRUST_PROXY: 'maybe' })).toThrow(/^TRUST_PROXY/)
  })
})

describe('POST /api/functions/service-requests', () => {
  const post = (body: unknown) =>
    app.request('/api/functions/service-requests', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })

  it('acknowledges a valid request with a reference', async () => {
    const response = await post({ name: 'Dana Levi', email: 'dana@example.org', phone: '', message: 'We move in March', service: 'Storage Solutions' })
    expect(response.status).toBe(202)
    const body = (await response.json()) as { ok: boolean; id: string; receivedAt: string }
    expect(body.ok).toBe(true)
    expect(body.id).toMatch(/^SR-20261122-[0-9A-F]{8}$/)
    expect(body.receivedAt).toBe('2026-11-22T12:00:00.000Z')
  })

  it('explains which fields are wrong', async () => {
    const response = await post({ name: ' ', email: 'not-an-email', service: 'Teleportation' })
    expect(response.status).toBe(422)
    expect(await response.json()).toEqual({
      error: 'Invalid service request',
      fields: { name: 'Name is required', email: 'Email is not valid', message: 'Message is required', service: 'Unknown service' },
    })
    expect(validateServiceRequest(null)).toMatchObject({ ok: false })
  })

  it('rejects GET with 405 and oversized bodies with 413', async () => {
    expect((await app.request('/api/functions/service-requests')).status).toBe(405)
    expect((await post({ message: 'x'.repeat(9000) })).status).toBe(413)
  })
})
