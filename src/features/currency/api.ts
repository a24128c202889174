// The exchange-rate upstreams. Responses are untrusted: only finite, positive numbers under
// three-letter codes survive parsing.
import { config } from '@/app/config'
import { getJson } from '@/lib/http'

export type RateMap = Readonly<Record<string, number>>

/** Keeps the entries of an unknown value that look like 'CODE: rate per 1 USD'. */
export function parseRateMap(value: unknown): RateMap | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null
  const rates: Record<string, number> = {}
  for (const [code, rate] of Object.entries(value)) {
    if (/^[A-Z]{3}$/.test(code) && typeof rate === 'number' && Number.isFinite(rate) && rate > 0) rates[code] = rate
  }
  return Object.keys(rates).length > 0 ? rates : null
}

/** Header ticker: GET /v6/latest/USD, shape { result, rates: { CODE: n } }. */
export async function fetchTickerRates(signal?: AbortSignal): Promise<RateMap> {
  const json = await getJson(config.ratesTickerUrl, { signal, timeoutMs: 8000 })
  const rates = typeof json === 'object' && json !== null && 'rates' in json ? parseRateMap(json.rates) : null
  if (!rates) throw new Error('Failed to fetch rates')
  return rates
}
