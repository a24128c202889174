// The move-plan sheet: GET {movePlanSheetUrl}, tab-separated text whose first row is headers. The last
// text that held tasks is kept on the device (store.ts) and read with the same parser when the sheet
// cannot be fetched, so the plan works offline however long ago the sheet was read.
import { config } from '@/app/config'
import { getText } from '@/lib/http'
import { parsePlanSheet, type ParsedPlanSheet } from './parse'
import { keepSheetText, keptSheetText } from './store'

/** The sheet could not be fetched (network, timeout, HTTP error), or it held no task, and none was kept. */
export class PlanSheetError extends Error {
  constructor(options?: ErrorOptions) {
    super('Failed to load the move checklist', options)
    this.name = 'PlanSheetError'
  }
}

async function kept(cause?: unknown): Promise<ParsedPlanSheet> {
  const text = await keptSheetText()
  const parsed = text === null ? null : parsePlanSheet(text)
  if (parsed && parsed.tasks.length > 0) return parsed
  throw new PlanSheetError({ cause })
}

export async function fetchPlanSheet(signal?: AbortSignal, url: string = config.movePlanSheetUrl): Promise<ParsedPlanSheet> {
  if (url === '') throw new PlanSheetError()
  let text: string
  try {
    text = await getText(url, { signal, timeoutMs: 10_000, headers: { Accept: 'text/tab-separated-values, text/plain' } })
  } catch (error) {
    if (signal?.aborted) throw error
    return kept(error)
  }
  const parsed = parsePlanSheet(text)
  if (parsed.tasks.length === 0) return kept()
  await keepSheetText(text)
  return parsed
}
