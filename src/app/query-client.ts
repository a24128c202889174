import { QueryClient } from '@tanstack/react-query'

export const SEVEN_DAYS = 7 * 24 * 60 * 60 * 1000

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Show what we have at once, offline included, and refresh behind it.
        networkMode: 'offlineFirst',
        staleTime: 5 * 60 * 1000,
        gcTime: SEVEN_DAYS,
        retry: 1,
        refetchOnWindowFocus: false,
      },
      mutations: { networkMode: 'offlineFirst' },
    },
  })
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** Keep this query's successful data in the persisted cache, so it is there offline. */
      persist?: boolean
    }
  }
}
