import { queryOptions } from '@tanstack/react-query'
import { fetchDestinations } from './api'
import { EmptySheetError } from './parse'

export const destinationKeys = {
  all: ['destinations'] as const,
  list: ['destinations', 'list'] as const,
}

/**
 * The destinations sheet: one cached query serves the home carousel and the lightbox. The last good list is
 * persisted, so it is there offline; a failure never overwrites it (the query throws instead of returning
 * the fallback cities, which each screen chooses for itself).
 */
export const destinationsQuery = () =>
  queryOptions({
    queryKey: destinationKeys.list,
    queryFn: ({ signal }) => fetchDestinations(signal),
    staleTime: 30 * 60 * 1000,
    // An empty sheet will not fill up by asking again at once.
    retry: (failureCount, error) => !(error instanceof EmptySheetError) && failureCount < 1,
    retryDelay: 500,
    meta: { persist: true },
  })
