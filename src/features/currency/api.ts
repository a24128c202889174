// The exchange-rate upstreams. Responses are untrusted: only finite, positive numbers under
// three-letter codes survive parsing.
import { config } from '@/app/config'
import { getJson, withQuery } from '@/lib/http'
import { isoDay, isRecord, record } from '@/lib/input'

export type RateMap = Readonly<Record<string, number>>

/** Keeps the entries of an unknown value that look like 'CODE: rate per 1 USD'. */
export function parseRateMap(value: unknown): RateMap | null {
  if (!isRecord(value)) return null
  const rates: Record<string, number> = {}
  for (const [code, rate] of Object.entries(value)) {
    if (/^[A-Z]{3}$/.test(code) && typeof rate === 'number' && Number.isFinite(rate) && rate > 0) rates[code] = rate
  }
  return Object.keys(rates).length > 0 ? rates : null
}

/** Header ticker: GET /v6/latest/USD, shape { result, rates: { CODE: n } }. */
export async function fetchTickerRates(signal?: AbortSignal): Promise<RateMap> {
  const json = await getJson(config.ratesTickerUrl, { signal, timeoutMs: 8000 })
  const rates = parseRateMap(record(json)?.rates)
  if (!rates) throw new Error('Failed to fetch rates')
  return rates
}

/** The hub converter's rate table: rates per 1 USD and the day they are for, when the service says. */
export interface HubRates {
  /** 'YYYY-MM-DD', or null when the response has no valid date. */
  date: string | null
  rates: RateMap
}

/**
 * Reads a 'latest' response `{ success, base, date, rates }` into rates per 1 USD. A table on another
 * base is re-based through its USD entry; anything unusable gives null.
 */
export function parseHubRates(json: unknown): HubRates | null {
  if (!isRecord(json) || json.success === false) return null
  const rates = parseRateMap(json.rates)
  if (!rates) return null
  const base = json.base === undefined ? 'USD' : json.base
  if (typeof base !== 'string' || !/^[A-Z]{3}$/.test(base)) return null
  let perDollar: RateMap = rates
  if (base !== 'USD') {
    const dollar = rates.USD
    if (dollar === undefined) return null
    const rebased = parseRateMap(Object.fromEntries(Object.entries({ [base]: 1, ...rates }).map(([code, rate]) => [code, rate / dollar])))
    if (!rebased) return null
    perDollar = rebased
  }
  return { date: isoDay(json.date), rates: { ...perDollar, USD: 1 } }
}

export const hubRatesUrl = () => withQuery(config.ratesHubUrl, { base: 'USD' })

/** Hub converter: GET {ratesHubUrl}?base=USD. Throws 'Failed to fetch rates' when there are no usable rates. */
export async function fetchHubRates(signal?: AbortSignal): Promise<HubRates> {
  const json = await getJson(hubRatesUrl(), { signal, timeoutMs: 8000 })
  const parsed = parseHubRates(json)
  if (!parsed) throw new Error('Failed to fetch rates')
  return parsed
}
