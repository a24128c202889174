import { describe, expect, it } from 'vitest'
import { parseServerConfig } from '@server/config'
import { demoSettings } from '@/content/settings'
import { LIVE_ENV } from './helpers'

/** What the start says when it refuses these settings ('accepted' when it does not). */
function refusal(env: Record<string, string>): string {
  try {
    parseServerConfig(env)
  } catch (error) {
    return error instanceof Error ? error.message : String(error)
  }
  return 'accepted'
}

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
      hsts: false,
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

  it('holds a forward longer than the webhook may take to answer, so no other process sends it meanwhile', () => {
    // Found with two instances: claim 5 s, timeout 20 s, a webhook answering in 9 s got each request twice.
    expect(() => parseServerConfig({ SERVICE_REQUESTS_FORWARD_CLAIM_SECONDS: '5', UPSTREAM_TIMEOUT_MS: '20000' })).toThrow(
      /^SERVICE_REQUESTS_FORWARD_CLAIM_SECONDS must be at least 25 with UPSTREAM_TIMEOUT_MS=20000/,
    )
    expect(parseServerConfig({ SERVICE_REQUESTS_FORWARD_CLAIM_SECONDS: '25', UPSTREAM_TIMEOUT_MS: '20000' }).serviceRequestsForwardClaimMs).toBe(25_000)
    expect(parseServerConfig({}).serviceRequestsForwardClaimMs).toBe(120_000)
    // The default grows with the longest timeout.
    expect(parseServerConfig({ UPSTREAM_TIMEOUT_MS: '120000' }).serviceRequestsForwardClaimMs).toBe(125_000)
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
  })

  it('reads a live deployment: its pages under SITE_URL, its review links from the place id', () => {
    const { ALL_REVIEWS_URL: _all, WRITE_REVIEW_URL: _write, ...env } = LIVE_ENV
    const config = parseServerConfig({
      ...env,
      SITE_URL: 'https://consultancy.example.com/',
      PLANNER_URL: 'https://planner.example.com/pm',
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

  it('names the language the posts and sheets are written in: English for the demo, unknown on live data unless set', () => {
    expect(parseServerConfig({}).settings.contentLanguage).toBe('en')
    expect(parseServerConfig(LIVE_ENV).settings.contentLanguage).toBe('')
    // The demo kept for what is not set, beside a real WordPress: that WordPress's language is not known.
    expect(parseServerConfig({ DEMO_DATA: 'on', WORDPRESS_URL: 'https://blog.example.com' }).settings.contentLanguage).toBe('')
    expect(parseServerConfig({ ...LIVE_ENV, CONTENT_LANGUAGE: 'he' }).settings.contentLanguage).toBe('he')
    expect(parseServerConfig({ CONTENT_LANGUAGE: 'pt-BR' }).settings.contentLanguage).toBe('pt-BR')
    for (const bad of ['english', 'EN', 'he_IL', 'en-', 'en"><script>']) {
      expect(() => parseServerConfig({ CONTENT_LANGUAGE: bad })).toThrow(/^CONTENT_LANGUAGE must be a language tag/)
    }
  })

  it('stops on a malformed address, naming its variable', () => {
    expect(() => parseServerConfig({ DEMO_DATA: 'on', WORDPRESS_URL: 'blog.example.com' })).toThrow(/^WORDPRESS_URL must be an absolute http\(s\) URL/)
    expect(() => parseServerConfig({ DEMO_DATA: 'on', CHATBOT_URL: 'javascript:alert(1)' })).toThrow(/^CHATBOT_URL/)
    expect(() => parseServerConfig({ MEDIA_ORIGINS: 'https://media.example.net/clips' })).toThrow(/^MEDIA_ORIGINS/)
    expect(() => parseServerConfig({ PUBLIC_ORIGIN: 'https://app.example.com/x' })).toThrow(/^PUBLIC_ORIGIN/)
    for (const notAnOrigin of ['https://app.example.com?x=1', 'https://app.example.com#top', 'app.example.com', 'ftp://app.example.com']) {
      expect(() => parseServerConfig({ PUBLIC_ORIGIN: notAnOrigin }), notAnOrigin).toThrow(/^PUBLIC_ORIGIN/)
    }
    // Written another way, an origin is still that origin: kept as a browser sends it.
    expect(parseServerConfig({ PUBLIC_ORIGIN: 'https://APP.Example.com:443/' }).publicOrigin).toBe('https://app.example.com')
    expect(parseServerConfig({ PUBLIC_ORIGIN: 'http://app.example.com:8080' }).publicOrigin).toBe('http://app.example.com:8080')
    expect(() => parseServerConfig({ TRUST_PROXY: 'maybe' })).toThrow(/^TRUST_PROXY/)
  })

  it('reads the webhook settings and refuses an address that is not http(s)', () => {
    const secret = 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6'
    const config = parseServerConfig({ SERVICE_REQUESTS_WEBHOOK_URL: 'https://hooks.example.com/waypoint', SERVICE_REQUESTS_WEBHOOK_SECRET: ` ${secret} ` })
    expect(config.serviceRequestsWebhookUrl).toBe('https://hooks.example.com/waypoint')
    expect(config.serviceRequestsWebhookSecret).toBe(secret)
    // A secret short enough to guess would make the signature worthless; it is never echoed.
    for (const weak of ['abc', 's3cret with spaces in it, long enough']) {
      const said = refusal({ SERVICE_REQUESTS_WEBHOOK_SECRET: weak })
      expect(said, weak).toMatch(/^SERVICE_REQUESTS_WEBHOOK_SECRET must be at least 32 characters/)
      expect(said).not.toContain(weak)
    }
    expect(parseServerConfig({}).serviceRequestsWebhookUrl).toBeUndefined()
    expect(() => parseServerConfig({ SERVICE_REQUESTS_WEBHOOK_URL: 'hooks.example.com' })).toThrow(/SERVICE_REQUESTS_WEBHOOK_URL/)
    expect(() => parseServerConfig({ SERVICE_REQUESTS_WEBHOOK_URL: 'ftp://hooks.example.com' })).toThrow(/SERVICE_REQUESTS_WEBHOOK_URL/)
  })
})

describe('the service requests settings', () => {
  it('refuses a plain-http webhook off this machine, and one with credentials without echoing them', () => {
    expect(() => parseServerConfig({ SERVICE_REQUESTS_WEBHOOK_URL: 'http://hooks.example.com/x' })).toThrow(/must be an https URL/)
    expect(parseServerConfig({ SERVICE_REQUESTS_WEBHOOK_URL: 'http://127.0.0.1:9000/x' }).serviceRequestsWebhookUrl).toBe('http://127.0.0.1:9000/x')
    let message = ''
    try {
      parseServerConfig({ SERVICE_REQUESTS_WEBHOOK_URL: 'https://ops:hunter2@hooks.example.com/x' })
    } catch (error) {
      message = (error as Error).message
    }
    expect(message).toMatch(/SERVICE_REQUESTS_WEBHOOK_URL must not carry credentials/)
    expect(message).not.toContain('hunter2')
  })

  it('reads DATABASE_URL and refuses what is not a PostgreSQL URL naming a database', () => {
    expect(parseServerConfig({ DATABASE_URL: 'postgres://app:pw@db.internal:5432/waypoint' }).databaseUrl).toBe('postgres://app:pw@db.internal:5432/waypoint')
    expect(parseServerConfig({}).databaseUrl).toBeUndefined()
    expect(() => parseServerConfig({ DATABASE_URL: 'mysql://db/waypoint' })).toThrow(/DATABASE_URL/)
    expect(() => parseServerConfig({ DATABASE_URL: 'postgres://db.internal' })).toThrow(/DATABASE_URL/)
    // A password with a bare '#' or '/', or a port past 65535, is a postgres:// URL that cannot be read:
    // the message says so, and how to write it, without the password.
    for (const unreadable of ['postgres://waypoint:Wp!secret#1@127.0.0.1:5432/waypoint', 'postgres://waypoint:pw@127.0.0.1:99999/waypoint']) {
      const said = refusal({ DATABASE_URL: unreadable })
      expect(said).toMatch(/^DATABASE_URL cannot be read as a URL .*percent-encoded/)
      expect(said).not.toMatch(/Wp!secret|pw@/)
    }
  })
})

describe('OPERATOR_TOKEN', () => {
  it('is unset by default, read when long enough, and refused when short without echoing it', () => {
    expect(parseServerConfig({}).operatorToken).toBeUndefined()
    const token = 'a'.repeat(32)
    expect(parseServerConfig({ OPERATOR_TOKEN: token }).operatorToken).toBe(token)
    for (const weak of ['secret', 'a'.repeat(31), `${'a'.repeat(20)} ${'b'.repeat(20)}`]) {
      expect(() => parseServerConfig({ OPERATOR_TOKEN: weak })).toThrow(/^OPERATOR_TOKEN must be at least 32 characters/)
      try {
        parseServerConfig({ OPERATOR_TOKEN: weak })
      } catch (error) {
        expect((error as Error).message).not.toContain(weak)
      }
    }
  })
})

describe('SHUTDOWN_DELAY_MS', () => {
  it('gives a balancer 5 s by default, and is checked at start', () => {
    expect(parseServerConfig({}).shutdownDelayMs).toBe(5000)
    expect(parseServerConfig({ SHUTDOWN_DELAY_MS: '0' }).shutdownDelayMs).toBe(0)
    expect(() => parseServerConfig({ SHUTDOWN_DELAY_MS: '5s' })).toThrow(/SHUTDOWN_DELAY_MS must be an integer/)
    expect(() => parseServerConfig({ SHUTDOWN_DELAY_MS: '-1' })).toThrow(/SHUTDOWN_DELAY_MS/)
  })
})

describe('integer settings', () => {
  // Found at start: PORT=0x10CD listened on 4301 and PORT=1e3 on 1000; only digits are an integer setting.
  it('take digits only, not hexadecimal, exponents or decimals', () => {
    expect(parseServerConfig({ PORT: ' 4301 ' }).port).toBe(4301)
    for (const raw of ['0x10CD', '1e3', '4301.0', '0b1', 'Infinity', '4_301']) {
      expect(() => parseServerConfig({ PORT: raw }), raw).toThrow(`PORT must be an integer from 0 to 65535, got "${raw}"`)
    }
    expect(() => parseServerConfig({ KEEP_ALIVE_TIMEOUT_MS: '65e3' })).toThrow(/KEEP_ALIVE_TIMEOUT_MS must be an integer/)
  })
})

describe('DEMO_FAULTS', () => {
  it('rejects unknown names at start-up instead of silently ignoring a typo', () => {
    expect(() => parseServerConfig({ DEMO_FAULTS: 'rates,wheather' })).toThrow(/wheather/)
    expect([...parseServerConfig({ DEMO_FAULTS: ' Rates , sheet ' }).demoFaults]).toEqual(['rates', 'sheet'])
  })
})

describe('DEMO_DATA', () => {
  it('is on while no upstream is set (auto), or as set', () => {
    expect(parseServerConfig({}).demo).toBe(true)
    // Only the app's own functions moved elsewhere: still the demo.
    expect(parseServerConfig({ WEATHER_URL: '/api/functions/weather' }).demo).toBe(true)
    expect(parseServerConfig(LIVE_ENV).demo).toBe(false)
    expect(parseServerConfig({ DEMO_DATA: 'on', WORDPRESS_URL: 'https://blog.example.com' }).demo).toBe(true)
    expect(parseServerConfig({ ...LIVE_ENV, DEMO_DATA: ' OFF ' }).demo).toBe(false)
  })

  it('stops the start on a malformed value, naming DEMO_DATA', () => {
    expect(() => parseServerConfig({ DEMO_DATA: 'yes' })).toThrow(/DEMO_DATA/)
  })
})

describe('settings that cannot leak or misfire', () => {
  it('refuses a user name or password in any public address, naming the variable without echoing the secret', () => {
    const cases: Record<string, string> = {
      WORDPRESS_URL: 'https://user:secret@wp.example.com',
      MEDIA_ORIGINS: 'https://user:secret@media.example.com',
      ALLOWED_ORIGINS: 'https://user:secret@other.example.com',
      PUBLIC_ORIGIN: 'https://user:secret@app.example.com',
      SITE_URL: 'https://secret@site.example.com',
    }
    for (const [name, value] of Object.entries(cases)) {
      const run = () => parseServerConfig({ DEMO_DATA: 'on', [name]: value })
      expect(run).toThrow(new RegExp(`^${name} must not carry credentials`))
      expect(run).not.toThrow(/secret/)
    }
  })

  it('accepts only http(s) upstream roots (no javascript:, file: or data:)', () => {
    for (const value of ['javascript:alert(1)', 'file:///etc/passwd', 'data:text/plain,x', 'ftp://weather.example.com/v1']) {
      expect(() => parseServerConfig({ WEATHER_API_BASE: value })).toThrow(/^WEATHER_API_BASE must be an http\(s\) URL/)
      expect(() => parseServerConfig({ GOOGLE_PLACES_API_BASE: value })).toThrow(/^GOOGLE_PLACES_API_BASE must be an http\(s\) URL/)
    }
  })

  it('checks HOST at start: one line naming HOST for what listen() could not use', () => {
    for (const value of ['127.0.0.1', '0.0.0.0', '::', '::1', '[::1]', 'localhost', 'app-1.internal', 'waypoint_web']) {
      expect(() => parseServerConfig({ HOST: value })).not.toThrow()
    }
    expect(parseServerConfig({ HOST: '[::1]' }).host).toBe('::1')
    for (const value of ['256.1.1.1', '1.2.3', 'localhost:80', 'http://example.com', 'a b', 'example.com/x', ':::1']) {
      expect(() => parseServerConfig({ HOST: value })).toThrow(/^HOST must be an IP address or a host name/)
    }
  })
})
