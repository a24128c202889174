// The weather function: WeatherAPI.com's current.json and forecast.json, same paths, parameters,
// response shapes and errors. It checks the input as WeatherAPI does and asks the source that app.ts
// gives it: the real service through its key (server/live/weatherapi.ts) or the demo generator
// (server/demo/weather/source.ts). Without either it answers 503 in WeatherAPI's error shape.
import { Hono, type Context } from 'hono'
import { withoutDirectionControls } from '../../src/lib/direction'
import type { AppDeps } from '../lib/context'
import { clientAddress } from '../lib/client-address'
import { faultSwitch } from '../lib/faults'
import { rateLimit } from '../lib/rate-limit'
import { linkOrigin, methodNotAllowed } from '../lib/responses'

/** What the client asked for, checked: WeatherAPI's parameters as sent, `q` trimmed and never empty. */
export interface WeatherQuery {
  /** q, and whichever of days (forecast only), aqi, alerts, lang and dt the client sent, in WeatherAPI's shapes (never a key of its own). */
  params: URLSearchParams
  /** What this server's own addresses start with (the public origin, or '' for root-relative), like the demo's icons. */
  origin: string
}

/** A WeatherAPI.com answer: its HTTP status and JSON, as text passed on as received or as a value. */
export interface WeatherAnswer {
  status: number
  body: string | object
}

/** WeatherAPI's own error shape ({ error: { code, message } }), raised by a source that cannot answer. */
export class WeatherError extends Error {
  constructor(
    readonly status: 400 | 502 | 503,
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

export interface WeatherSource {
  /** Named in the X-Waypoint-Source header of its answers. */
  readonly name: 'live' | 'demo'
  current(query: WeatherQuery): Promise<WeatherAnswer>
  /** `days` is checked (1 to 14) and is 1 when the client sent none. */
  forecast(query: WeatherQuery, days: number): Promise<WeatherAnswer>
}

/**
 * The optional parameters passed on to a source, each with the values WeatherAPI documents: anything
 * else (another parameter, a client's own `key`, a value of another shape) is dropped, so it neither
 * reaches the provider nor makes a cache entry (and a paid call) of its own.
 */
const optional: Record<string, RegExp> = {
  aqi: /^(yes|no)$/,
  alerts: /^(yes|no)$/,
  // WeatherAPI's language codes: fr, zh_tw, sr_latin.
  lang: /^[a-z]{2,3}(_[a-z]{2,5})?$/,
  dt: /^\d{4}-\d{2}-\d{2}$/,
}

const MAX_DAYS = 14
/** The longest place query: a city, a postcode or coordinates fit many times over. */
export const MAX_QUERY_LENGTH = 100

/** The answer of a server that has neither WEATHER_API_KEY nor demo data (1002 is WeatherAPI's "API key not provided"). */
const notConfigured = new WeatherError(503, 1002, 'Weather is not configured on this server (WEATHER_API_KEY is not set).')

function weatherError(c: Context, { status, code, message }: WeatherError) {
  c.header('Cache-Control', 'no-store')
  return c.json({ error: { code, message } }, status)
}

/** WeatherAPI's own answers to bad input, or the checked query. */
function readQuery(c: Context, forecast: boolean, origin: string): { query: WeatherQuery; days: number } | WeatherError {
  // Hidden direction marks (a name copied from right-to-left text often carries one) mean nothing to a
  // search: they are dropped, and never reach the provider.
  const q = withoutDirectionControls(c.req.query('q') ?? '').trim()
  if (!q) return new WeatherError(400, 1003, 'Parameter q is missing.')
  if (q.length > MAX_QUERY_LENGTH) return new WeatherError(400, 1003, `Parameter q is too long (${MAX_QUERY_LENGTH} characters at most).`)
  // No place's name has a control character (NUL, a line break).
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(q)) return new WeatherError(400, 1003, 'Parameter q contains characters no place name has.')
  const days = c.req.query('days')
  if (forecast && days !== undefined) {
    // Digits only: Number() would take 1e1, 0x5 and ' 5', which went on to the provider as sent.
    const value = /^\d{1,2}$/.test(days) ? Number(days) : NaN
    if (!Number.isInteger(value) || value < 1 || value > MAX_DAYS) {
      return new WeatherError(400, 1005, `Parameter days must be a whole number from 1 to ${MAX_DAYS}.`)
    }
  }
  const params = new URLSearchParams({ q })
  if (forecast && days !== undefined) params.set('days', days)
  for (const [name, shape] of Object.entries(optional)) {
    const value = c.req.query(name)
    if (value !== undefined && shape.test(value)) params.set(name, value)
  }
  return { query: { params, origin }, days: Number(days ?? '1') }
}

export function weatherRoutes({ config, now, limiters, timeouts }: AppDeps, source: WeatherSource | null) {
  const app = new Hono()
  app.use('*', faultSwitch(config.demoFaults, 'weather'))
  // Each call may spend the deployment's WeatherAPI quota: a client gets so many a minute.
  app.use(
    '*',
    rateLimit(
      { ...config.weatherRateLimit, name: 'weather', store: limiters, timeoutMs: timeouts.limiterMs, now: () => now().getTime() },
      (c) => clientAddress(c, config.trustProxy),
      (c, seconds) => c.json({ error: { code: 2007, message: `Too many weather requests from this address. Try again in ${seconds} seconds.` } }, 429),
    ),
  )

  for (const endpoint of ['current.json', 'forecast.json'] as const) {
    app.get(`/${endpoint}`, async (c) => {
      if (!source) return weatherError(c, notConfigured)
      const read = readQuery(c, endpoint === 'forecast.json', linkOrigin(config))
      if (read instanceof WeatherError) return weatherError(c, read)
      let answer: WeatherAnswer
      try {
        answer = endpoint === 'current.json' ? await source.current(read.query) : await source.forecast(read.query, read.days)
      } catch (error) {
        if (error instanceof WeatherError) return weatherError(c, error)
        throw error
      }
      c.header('Cache-Control', answer.status === 200 ? 'public, max-age=300' : 'no-store')
      c.header('X-Waypoint-Source', source.name)
      if (typeof answer.body !== 'string') return c.json(answer.body, answer.status as 200)
      c.header('Content-Type', 'application/json; charset=utf-8')
      return c.body(answer.body, answer.status as 200)
    })
    app.all(`/${endpoint}`, methodNotAllowed('GET, HEAD'))
  }
  return app
}
