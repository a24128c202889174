// The trend's request and query, apart from api.ts and queries.ts: those load with the header's ticker on
// every page, this only with the converter.
import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { config } from '@/app/config'
import { getJson, HttpError, withQuery } from '@/lib/http'
import { parseRateSeries, trendRange, trendSymbols, type RateSeries } from './trend'

const TREND_KEY = ['currency', 'trend'] as const

/** The pairs whose trend this device holds (the converter's pairs as last seen), as 'USD-EUR'. */
export function heldTrendPairs(queryClient: QueryClient): string[] {
  return queryClient
    .getQueryCache()
    .findAll({ queryKey: TREND_KEY })
    .flatMap(({ queryKey }) => (typeof queryKey[2] === 'string' && typeof queryKey[3] === 'string' ? [`${queryKey[2]}-${queryKey[3]}`] : []))
}

/** Whether the deployment has a time-series service for the converter's trend. */
export const hasRateHistory = () => config.ratesHistoryUrl !== ''

/** The address of the pair's last 30 days up to `today`. */
export function rateSeriesUrl(from: string, to: string, today: Date): string {
  const { start, end } = trendRange(today)
  const symbols = trendSymbols(from, to)
  return withQuery(`${config.ratesHistoryUrl}/${start}..${end}`, { base: 'USD', symbols: symbols.length > 0 ? symbols.join(',') : undefined })
}

/**
 * The pair's last 30 days: GET {ratesHistoryUrl}/{start}..{end}?base=USD&symbols=A,B (Frankfurter's
 * contract). A service that does not know a currency answers 404 (HttpError); an answer that is not a
 * time series throws 'Failed to fetch rate history'.
 */
export async function fetchRateSeries(from: string, to: string, today: Date, signal?: AbortSignal): Promise<RateSeries> {
  const parsed = parseRateSeries(await getJson(rateSeriesUrl(from, to, today), { signal, timeoutMs: 10_000 }), from, to)
  if (!parsed) throw new Error('Failed to fetch rate history')
  return parsed
}

/**
 * The service has no history for the pair: it answered 404, as it does for a currency it does not know (RUB
 * for the ECB's rates). Asking again will not change that: there is simply no trend to show or to keep. Any
 * other failure is a failure, shown as one and tried again.
 */
export function noHistory(error: unknown): boolean {
  return error instanceof HttpError && error.status === 404
}

/**
 * A pair's 30-day trend. Kept on the device (with the days it covers), so the last series of a pair is
 * there offline; refreshed at most every 6 hours, as the reference rates change once a working day.
 */
export const rateTrendQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: [...TREND_KEY, from, to] as const,
    queryFn: ({ signal }) => fetchRateSeries(from, to, new Date(), signal),
    staleTime: 6 * 60 * 60 * 1000,
    retry: false,
    meta: { persist: true },
  })
