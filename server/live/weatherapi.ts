// The weather function's live source: WeatherAPI.com itself. The key is added here and never leaves the
// server (it is scrubbed from answers, just in case); successful answers are reused for a while, and
// concurrent asks for the same thing make one call. What it passes on is what WeatherAPI answers, checked:
// JSON of WeatherAPI's shape and of a bounded size; anything else (an HTML error page, a captive portal,
// a body without end) is the provider failing, a 502 of our own.
import { boundedBody } from '../../src/lib/bounded-body'
import { TtlCache } from '../lib/cache'
import { logEvent } from '../lib/log'
import { scrubber } from '../lib/scrub'
import { WeatherError, type WeatherAnswer, type WeatherQuery, type WeatherSource } from '../functions/weather'

interface WeatherApiOptions {
  key: string
  /** The v1 root, e.g. https://api.weatherapi.com/v1 (WEATHER_API_BASE). */
  base: string
  cacheMs: number
  timeoutMs: number
  now: () => Date
}

/**
 * The largest answer read: forecast.json for 14 days with its hourly entries is about 0.5 MB; past this
 * the rest is never downloaded (the server would hold and cache whatever the provider sent).
 */
export const MAX_ANSWER_BYTES = 2 * 1024 * 1024

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * Whether a body is WeatherAPI's JSON for its status: a 200 names the location and has the current
 * weather or a forecast; a 400 has WeatherAPI's { error: { code, message } }.
 */
export function isWeatherAnswer(status: number, text: string): boolean {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return false
  }
  if (!isRecord(json)) return false
  if (status === 400) return isRecord(json.error) && typeof json.error.code === 'number' && typeof json.error.message === 'string'
  return isRecord(json.location) && (isRecord(json.current) || isRecord(json.forecast))
}

/** What all the cached answers may weigh together (UTF-16 units, about bytes for WeatherAPI's JSON). */
export const MAX_CACHED_BYTES = 32 * 1024 * 1024

export function weatherApiSource({ key, base, cacheMs, timeoutMs, now }: WeatherApiOptions): WeatherSource {
  // Each answer is at most MAX_ANSWER_BYTES, and a forecast is about 0.5 MB: 500 places' answers could
  // hold a gigabyte, so the whole cache is bounded too.
  const cache = new TtlCache<{ status: number; body: string }>(cacheMs, {
    now: () => now().getTime(),
    maxBytes: MAX_CACHED_BYTES,
    sizeOf: (answer) => answer.body.length,
  })
  const scrub = scrubber(key)

  /**
   * Asks the real service. A 200, and a 400 about the query (no such place), pass through with the key
   * scrubbed; any other status (401/403: our key is wrong or over its quota; 5xx: the service is down)
   * is ours to deal with, not the person's, and becomes a 502 with our own message.
   */
  async function ask(endpoint: 'current.json' | 'forecast.json', { params }: WeatherQuery): Promise<WeatherAnswer> {
    try {
      return await cache.getOrLoad(
        `${endpoint}?${params}`,
        async () => {
          const url = `${base}/${endpoint}?key=${encodeURIComponent(key)}&${params}`
          // A redirect is an error: following it would send the key's request wherever it points.
          const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { Accept: 'application/json' }, redirect: 'error' })
          if (response.status !== 200 && response.status !== 400) {
            await response.body?.cancel()
            throw new Error(`answered HTTP ${response.status}`)
          }
          const bytes = await boundedBody(response, MAX_ANSWER_BYTES)
          if (!bytes) throw new Error(`answered HTTP ${response.status} with more than ${MAX_ANSWER_BYTES} bytes`)
          const body = scrub(new TextDecoder().decode(bytes))
          if (!isWeatherAnswer(response.status, body)) throw new Error(`answered HTTP ${response.status} with a body that is not WeatherAPI's JSON`)
          return { status: response.status, body }
        },
        (settled) => settled.status === 200,
      )
    } catch (error) {
      // One line for the operator; the key scrubbed, and the cause never passed on: fetch errors can carry
      // the URL, and the URL carries the key.
      const reason = error instanceof Error ? scrub(error.message) : 'unknown error'
      logEvent({ event: 'upstream', service: 'weather', ok: false, error: reason }, 'error')
      throw new WeatherError(502, 9999, 'Weather service unavailable.')
    }
  }

  return {
    name: 'live',
    current: (query) => ask('current.json', query),
    // `days` is in the parameters as the client sent it (WeatherAPI's own default is 1, like ours).
    forecast: (query) => ask('forecast.json', query),
  }
}
