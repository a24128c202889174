// The destinations sheet: GET {destinationsSheetUrl}, tab-separated text whose first row is headers.
import { config } from '@/app/config'
import { getText } from '@/lib/http'
import { parseDestinations } from './parse'
import type { Destination } from './types'

const LOAD_FAILED = 'Failed to load destinations'

/** The sheet could not be fetched (network, timeout, HTTP error). */
export class DestinationsError extends Error {
  constructor(options?: ErrorOptions) {
    super(LOAD_FAILED, options)
    this.name = 'DestinationsError'
  }
}

/** Fetches and parses the sheet. Throws DestinationsError, or EmptySheetError (from the parser) for fewer than two lines. */
export async function fetchDestinations(signal?: AbortSignal): Promise<Destination[]> {
  let text: string
  try {
    text = await getText(config.destinationsSheetUrl, { signal, timeoutMs: 10_000, headers: { Accept: 'text/tab-separated-values, text/plain' } })
  } catch (error) {
    // A cancelled query is not a failure to report.
    if (signal?.aborted) throw error
    throw new DestinationsError({ cause: error })
  }
  return readDestinations(text)
}

/** The sheet's text read with this deployment's settings. Throws EmptySheetError for fewer than two lines. */
export function readDestinations(text: string): Destination[] {
  return parseDestinations(text, {
    videoPattern: config.destinationVideoPattern,
    mapsEmbedUrl: config.mapsEmbedUrl,
    baseUrl: config.destinationsSheetUrl,
  })
}
