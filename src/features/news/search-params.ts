// The listing's part of the address (/blog?search=visa&category=3&page=2&lightbox=true), as the routes
// validate it. What route files import outside their components lands in the app's main chunk, so this
// holds only the validation (and imports only lib/input.ts, which imports nothing); turning the address
// into the listing's filters and back is in filters.ts.
import { cleanLine } from '@/lib/input'

export const MAX_SEARCH_LENGTH = 100
const MAX_PAGE = 1000

/** The listing's part of the address: /blog?search=visa&category=3&page=2 (&lightbox=true). */
export interface BlogSearch {
  search?: string
  category?: number
  page?: number
  /** Shows the numbered pagination, as a lightbox does. */
  lightbox?: true
}

/** Search text as typed: control characters out, spaces collapsed, at most 100 characters. */
export function cleanSearch(value: unknown): string {
  return cleanLine(value).slice(0, MAX_SEARCH_LENGTH).trim()
}

function positiveInteger(value: unknown, max: number): number | undefined {
  const number = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,10}$/.test(value.trim()) ? Number(value) : NaN
  return Number.isSafeInteger(number) && number >= 1 && number <= max ? number : undefined
}

/**
 * Reads the listing's search params; a bad value falls back to the default silently. Every key is written
 * (undefined when absent or bad), because the router merges the raw address under a route's own search.
 */
export function validateBlogSearch(search: Record<string, unknown>): BlogSearch {
  const text = cleanSearch(search.search)
  const page = positiveInteger(search.page, MAX_PAGE)
  return {
    search: text === '' ? undefined : text,
    category: positiveInteger(search.category, Number.MAX_SAFE_INTEGER),
    page: page === undefined || page === 1 ? undefined : page,
    lightbox: search.lightbox === true || search.lightbox === 'true' ? true : undefined,
  }
}
