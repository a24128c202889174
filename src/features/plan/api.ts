// The move-plan sheet: GET {movePlanSheetUrl}, tab-separated text whose first row is headers.
import { config } from '@/app/config'
import { getText } from '@/lib/http'
import { parsePlanSheet, type ParsedPlanSheet } from './parse'

/** The sheet could not be fetched (network, timeout, HTTP error), or it held no task. */
export class PlanSheetError extends Error {
  constructor(options?: ErrorOptions) {
    super('Failed to load the move checklist', options)
    this.name = 'PlanSheetError'
  }
}

export async function fetchPlanSheet(signal?: AbortSignal, url: string = config.movePlanSheetUrl): Promise<ParsedPlanSheet> {
  if (url === '') throw new PlanSheetError()
  let text: string
  try {
    text = await getText(url, { signal, timeoutMs: 10_000, headers: { Accept: 'text/tab-separated-values, text/plain' } })
  } catch (error) {
    if (signal?.aborted) throw error
    throw new PlanSheetError({ cause: error })
  }
  const parsed = parsePlanSheet(text)
  if (parsed.tasks.length === 0) throw new PlanSheetError()
  return parsed
}
