import { queryOptions } from '@tanstack/react-query'
import { fetchHubRates, fetchTickerRates } from './api'
import { RATES_REFRESH_MS } from './ticker'

export const currencyKeys = {
  all: ['currency'] as const,
  ticker: ['currency', 'ticker'] as const,
  hub: ['currency', 'hub'] as const,
}

/** The header's rates, refreshed every 60 s. A failure is logged; the ticker then shows the mock rates. */
export const tickerRatesQuery = () =>
  queryOptions({
    queryKey: currencyKeys.ticker,
    queryFn: async ({ signal }) => {
      try {
        return await fetchTickerRates(signal)
      } catch (error) {
        console.error('Error fetching rates, using mock data:', error)
        throw error
      }
    },
    refetchInterval: RATES_REFRESH_MS,
    staleTime: RATES_REFRESH_MS,
    retry: false,
    meta: { persist: true },
  })

/**
 * The converter's rate table. A failure is only logged: the converter then keeps the last good table
 * (persisted, so it is there offline) or, with none, the built-in one. The query throws rather than
 * returning the built-in table, so a failure never overwrites good cached rates.
 */
export const hubRatesQuery = () =>
  queryOptions({
    queryKey: currencyKeys.hub,
    queryFn: async ({ signal }) => {
      try {
        return await fetchHubRates(signal)
      } catch (error) {
        console.error('Error fetching hub rates, using built-in rates:', error)
        throw error
      }
    },
    staleTime: 30 * 60 * 1000,
    retry: false,
    meta: { persist: true },
  })
