// The weather function: WeatherAPI.com's current.json and forecast.json, same paths, parameters,
// response shapes and errors. With WEATHER_API_KEY it proxies the real service (the key is added here,
// never sent to the browser); without, the demo generator answers for the gazetteer's cities.
import { Hono, type Context } from 'hono'
import type { AppDeps } from '../lib/context'
import { TtlCache } from '../lib/cache'
import { faultSwitch } from '../lib/faults'
import { methodNotAllowed, requestHost } from '../lib/responses'
import { findPlace } from '../demo/weather/lookup'
import { currentWeather, forecastWeather } from '../demo/weather/generator'

type Endpoint = 'current.json' | 'forecast.json'

/** Query parameters passed on to the real service; anything else (including a client's own `key`) is dropped. */
const forwarded = ['q', 'days', 'aqi', 'alerts', 'lang', 'dt'] as const

const MAX_DAYS = 14

function weatherError(c: Context, status: 400 | 502 | 503, code: number, message: string) {
  c.header('Cache-Control', 'no-store')
  return c.json({ error: { code, message } }, status)
}

/** WeatherAPI's own answers to bad input; null when the request is fine. */
function invalid(c: Context, endpoint: Endpoint) {
  const q = c.req.query('q')?.trim()
  if (!q) return weatherError(c, 400, 1003, 'Parameter q is missing.')
  const days = c.req.query('days')
  if (endpoint === 'forecast.json' && days !== undefined) {
    const value = Number(days)
    if (!Number.isInteger(value) || value < 1 || value > MAX_DAYS) {
      return weatherError(c, 400, 1005, `Parameter days must be a whole number from 1 to ${MAX_DAYS}.`)
    }
  }
  return null
}

interface UpstreamAnswer {
  status: number
  body: string
}

export function weatherRoutes({ config, now }: AppDeps) {
  const app = new Hono()
  const cache = new TtlCache<UpstreamAnswer>(config.weatherCacheMs, { now: () => now().getTime() })
  app.use('*', faultSwitch(config.demoFaults, 'weather'))

  /** Asks the real service; the answer's status and body pass through, with the key scrubbed just in case. */
  async function live(endpoint: Endpoint, c: Context, key: string) {
    const params = new URLSearchParams()
    for (const name of forwarded) {
      const value = c.req.query(name)
      if (value !== undefined) params.set(name, name === 'q' ? value.trim() : value)
    }
    const cacheKey = `${endpoint}?${params}`
    let answer: UpstreamAnswer
    try {
      answer = await cache.getOrLoad(
        cacheKey,
        async () => {
          const url = `${config.weatherApiBase}/${endpoint}?key=${encodeURIComponent(key)}&${params}`
          const response = await fetch(url, { signal: AbortSignal.timeout(config.upstreamTimeoutMs), headers: { Accept: 'application/json' } })
          return { status: response.status, body: (await response.text()).replaceAll(key, '[key]') }
        },
        (settled) => settled.status === 200,
      )
    } catch {
      // Never echo the error: fetch errors can carry the URL, and the URL carries the key.
      return weatherError(c, 502, 9999, 'Weather service unavailable.')
    }
    c.header('Content-Type', 'application/json; charset=utf-8')
    c.header('Cache-Control', answer.status === 200 ? 'public, max-age=300' : 'no-store')
    c.header('X-Waypoint-Source', 'live')
    return c.body(answer.body, answer.status as 200)
  }

  function demo(endpoint: Endpoint, c: Context) {
    const place = findPlace(c.req.query('q') ?? '')
    if (!place) return weatherError(c, 400, 1006, 'No matching location found.')
    const iconBase = `//${requestHost(c)}/demo/weather/64x64`
    const days = Number(c.req.query('days') ?? '1')
    c.header('Cache-Control', 'public, max-age=300')
    c.header('X-Waypoint-Source', 'demo')
    return c.json(endpoint === 'current.json' ? currentWeather(place, now(), iconBase) : forecastWeather(place, now(), days, iconBase))
  }

  for (const endpoint of ['current.json', 'forecast.json'] as const) {
    app.get(`/${endpoint}`, (c) => {
      const error = invalid(c, endpoint)
      if (error) return error
      return config.weatherApiKey ? live(endpoint, c, config.weatherApiKey) : demo(endpoint, c)
    })
    app.all(`/${endpoint}`, methodNotAllowed('GET, HEAD'))
  }
  return app
}
