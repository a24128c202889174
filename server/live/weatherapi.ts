// The weather function's live source: WeatherAPI.com itself. The key is added here and never leaves the
// server (it is scrubbed from answers, just in case); successful answers are reused for a while, and
// concurrent asks for the same thing make one call.
import { TtlCache } from '../lib/cache'
import { WeatherError, type WeatherAnswer, type WeatherQuery, type WeatherSource } from '../functions/weather'

interface WeatherApiOptions {
  key: string
  /** The v1 root, e.g. https://api.weatherapi.com/v1 (WEATHER_API_BASE). */
  base: string
  cacheMs: number
  timeoutMs: number
  now: () => Date
}

class UpstreamStatus extends Error {
  constructor(readonly status: number) {
    super(`WeatherAPI answered ${status}`)
  }
}

export function weatherApiSource({ key, base, cacheMs, timeoutMs, now }: WeatherApiOptions): WeatherSource {
  const cache = new TtlCache<{ status: number; body: string }>(cacheMs, { now: () => now().getTime() })

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
          const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { Accept: 'application/json' } })
          if (response.status !== 200 && response.status !== 400) {
            await response.body?.cancel()
            throw new UpstreamStatus(response.status)
          }
          return { status: response.status, body: (await response.text()).replaceAll(key, '[key]') }
        },
        (settled) => settled.status === 200,
      )
    } catch (error) {
      if (error instanceof UpstreamStatus) console.error(`Weather provider answered ${error.status}`)
      // Never pass the cause on: fetch errors can carry the URL, and the URL carries the key.
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
