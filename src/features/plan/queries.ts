import { queryOptions } from '@tanstack/react-query'
import { fetchPlanSheet } from './api'

export const planKeys = { sheet: ['plan', 'sheet'] as const }

/**
 * The consultancy's checklist. The last good one is persisted, so the plan works offline; a failure never
 * overwrites it, and with nothing cached the screen uses the built-in checklist.
 */
export const planSheetQuery = () =>
  queryOptions({
    queryKey: planKeys.sheet,
    queryFn: ({ signal }) => fetchPlanSheet(signal),
    staleTime: 30 * 60 * 1000,
    retry: 1,
    retryDelay: 500,
    meta: { persist: true },
  })
