import { queryOptions } from '@tanstack/react-query'
import { fetchTickerRates } from './api'
import { RATES_REFRESH_MS } from './ticker'

export const currencyKeys = {
  ticker: ['currency', 'ticker'] as const,
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
