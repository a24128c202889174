// What the rates can refresh while the app is closed (lib/periodic-refresh.ts): the converter's table and
// a pair's 30-day trend, each one address, read back with the parsers the queries use.
import type { Answer, RefreshReader } from '@/lib/periodic-refresh'
import { hubRatesUrl, parseHubRates, type HubRates } from './api'
import { parseRateSeries, type RateSeries } from './trend'
import { rateSeriesUrl } from './trend-query'

async function readJson(answer: Answer, address: string): Promise<unknown> {
  const response = await answer(address)
  return response ? response.json().catch(() => null) : null
}

/** The converter's rate table. */
export function hubRatesRefresh(): RefreshReader<HubRates> {
  const address = hubRatesUrl()
  return { addresses: [address], read: async (answer) => parseHubRates(await readJson(answer, address)) }
}

/** The pair's last 30 days up to `today` (the day the refresh was asked for). */
export function rateTrendRefresh(from: string, to: string, today: Date): RefreshReader<RateSeries> {
  const address = rateSeriesUrl(from, to, today)
  return { addresses: [address], read: async (answer) => parseRateSeries(await readJson(answer, address), from, to) }
}
