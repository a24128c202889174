import { tickerCurrencies, tickerMockRates } from '@/content/ticker-currencies'
import { decimalSignOf } from '@/i18n/languages'
import type { RateMap } from './api'

export const TICKER_ROTATE_MS = 5000
export const TICKER_FADE_MS = 300
export const RATES_REFRESH_MS = 60_000

interface TickerEntry {
  code: string
  symbol: string
  value: number
}

/** The ticker's five entries from a rate map; a code the map lacks keeps its mock rate. */
export function tickerEntries(rates: RateMap | undefined): TickerEntry[] {
  return tickerCurrencies.map(({ code, symbol }) => ({ code, symbol, value: rates?.[code] ?? tickerMockRates[code] }))
}

/**
 * '1$ = € 0.92': the rate per dollar with 2 decimals, with the language's decimal sign ('€ 0,92' in French).
 * No Intl.NumberFormat: the header draws this as the app starts.
 */
export function formatTickerRate(entry: TickerEntry, language = 'en'): string {
  return `1$ = ${entry.symbol} ${entry.value.toFixed(2).replace('.', decimalSignOf(language))}`
}

/** The next entry, wrapping around. */
export function nextTickerIndex(index: number, length: number): number {
  return length > 0 ? (index + 1) % length : 0
}
