import { describe, expect, it } from 'vitest'
import { parseServerConfig } from '@server/config'

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
      clientOrigins: [],
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

  it('collects the origins of absolute VITE_* addresses for the CSP', () => {
    const config = parseServerConfig({
      VITE_WORDPRESS_URL: 'https://blog.example.com/wp',
      VITE_RATES_TICKER_URL: 'https://open.er-api.com/v6/latest/USD',
      VITE_DESTINATION_VIDEO_PATTERN: 'https://media.example.net/{city}.mp4',
      VITE_REVIEWS_FUNCTION_URL: '/api/functions/fetch-google-reviews',
      OTHER_URL: 'https://ignored.example',
    })
    expect(config.clientOrigins).toEqual(['https://blog.example.com', 'https://media.example.net', 'https://open.er-api.com'])
  })

  it('reads the webhook settings and refuses an address that is not http(s)', () => {
    const config = parseServerConfig({ SERVICE_REQUESTS_WEBHOOK_URL: 'https://hooks.example.com/waypoint', SERVICE_REQUESTS_WEBHOOK_SECRET: ' s3cret ' })
    expect(config.serviceRequestsWebhookUrl).toBe('https://hooks.example.com/waypoint')
    expect(config.serviceRequestsWebhookSecret).toBe('s3cret')
    expect(parseServerConfig({}).serviceRequestsWebhookUrl).toBeUndefined()
    expect(() => parseServerConfig({ SERVICE_REQUESTS_WEBHOOK_URL: 'hooks.example.com' })).toThrow(/SERVICE_REQUESTS_WEBHOOK_URL/)
    expect(() => parseServerConfig({ SERVICE_REQUESTS_WEBHOOK_URL: 'ftp://hooks.example.com' })).toThrow(/SERVICE_REQUESTS_WEBHOOK_URL/)
  })
})

describe('DEMO_FAULTS', () => {
  it('rejects unknown names at start-up instead of silently ignoring a typo', () => {
    expect(() => parseServerConfig({ DEMO_FAULTS: 'rates,wheather' })).toThrow(/wheather/)
    expect([...parseServerConfig({ DEMO_FAULTS: ' Rates , sheet ' }).demoFaults]).toEqual(['rates', 'sheet'])
  })
})

describe('DEMO_DATA', () => {
  it('is on unless the client was built with a real upstream (auto), or as set', () => {
    expect(parseServerConfig({}).demo).toBe(true)
    expect(parseServerConfig({ VITE_WORDPRESS_URL: '/demo/wp', VITE_WEATHER_URL: '/api/functions/weather' }).demo).toBe(true)
    expect(parseServerConfig({ VITE_WORDPRESS_URL: 'https://blog.example.com' }).demo).toBe(false)
    expect(parseServerConfig({ DEMO_DATA: 'auto', VITE_RATES_HUB_URL: 'http://rates.internal/latest' }).demo).toBe(false)
    expect(parseServerConfig({ DEMO_DATA: 'on', VITE_WORDPRESS_URL: 'https://blog.example.com' }).demo).toBe(true)
    expect(parseServerConfig({ DEMO_DATA: ' OFF ' }).demo).toBe(false)
  })

  it('stops the start on a malformed value, naming DEMO_DATA', () => {
    expect(() => parseServerConfig({ DEMO_DATA: 'yes' })).toThrow(/DEMO_DATA/)
  })
})
