// The blog listing's rules, free of React: search and category filtering, display pages, and when the
// listing asks for the next batch of posts (which batch comes next is the query's rule, in queries.ts).
import { t, type Translate } from '@/i18n/react'
import { MAX_POSTS, type Post } from './api'
import { cleanSearch, type BlogSearch } from './search-params'

/** What the reader chose: search text ('' for none), a category id (null: all) and the display page. */
export interface BlogFilters {
  search: string
  category: number | null
  page: number
}

export const NO_FILTERS: BlogFilters = { search: '', category: null, page: 1 }

/** The listing's filters from its part of the address. */
export function filtersFromSearch(search: BlogSearch): BlogFilters {
  return { search: search.search ?? '', category: search.category ?? null, page: search.page ?? 1 }
}

/** The address for these filters, defaults left out so /blog stays /blog. */
export function searchFromFilters(filters: BlogFilters, lightbox?: true): BlogSearch {
  const text = cleanSearch(filters.search)
  return {
    search: text === '' ? undefined : text,
    category: filters.category ?? undefined,
    page: filters.page > 1 ? filters.page : undefined,
    lightbox,
  }
}

/** Posts a display page shows. */
export const POSTS_PER_PAGE = 12

/**
 * The next filters after a change: a new search text or category starts again on page 1; a page change
 * keeps the filters.
 */
export function changeFilters(current: BlogFilters, change: Partial<BlogFilters>): BlogFilters {
  const next = { ...current, ...change }
  const filterChanged = next.search !== current.search || next.category !== current.category
  return filterChanged && change.page === undefined ? { ...next, page: 1 } : next
}

const normalise = (text: string) => text.toLocaleLowerCase().replace(/\s+/g, ' ')

/** Case-insensitive match of the search text in the title or excerpt (both plain text). */
export function matchesSearch(post: Pick<Post, 'title' | 'excerpt'>, search: string): boolean {
  const wanted = normalise(search.trim())
  if (wanted === '') return true
  return normalise(post.title).includes(wanted) || normalise(post.excerpt).includes(wanted)
}

/** The posts that match the search text and the category (by the posts' category ids). */
export function filterPosts<T extends Pick<Post, 'title' | 'excerpt' | 'categoryIds'>>(
  posts: readonly T[],
  { search, category }: Pick<BlogFilters, 'search' | 'category'>,
): T[] {
  return posts.filter((post) => (category === null || post.categoryIds.includes(category)) && matchesSearch(post, search))
}

export function pageCount(items: number, perPage: number): number {
  return Math.max(1, Math.ceil(items / Math.max(1, perPage)))
}

/** The items of a 1-based page. */
export function pageItems<T>(items: readonly T[], page: number, perPage: number): T[] {
  const start = (Math.max(1, page) - 1) * perPage
  return items.slice(start, start + perPage)
}

/**
 * Whether to load the next batch now: more remain and the reader is within two display pages of the last
 * page the posts held so far fill.
 */
export function wantsNextBatch({
  results,
  perPage,
  page,
  hasMore,
}: {
  /** How many posts the current view holds (after filtering). */
  results: number
  perPage: number
  page: number
  hasMore: boolean
}): boolean {
  if (!hasMore) return false
  const lastLoadedPage = pageCount(results, perPage)
  return lastLoadedPage - page <= 2
}

/** How many posts there are to show without filters: the service's total while more remain (at most 100). */
export function availablePosts(held: number, total: number | null, hasMore: boolean): number {
  if (!hasMore || total === null) return held
  return Math.max(held, Math.min(total, MAX_POSTS))
}

/**
 * 'Showing 9 articles out of 64' (the 'out of' only for a selected category), in the active language
 * unless a component passes its own `translate` (useT, which re-renders with the language).
 */
export function resultText(count: number, outOf: number | null, translate: Translate = t): string {
  return outOf === null ? translate('news.listing.result', { count }) : translate('news.listing.resultOutOf', { count, total: outOf })
}

/** The posts before and after an article, by index in the list order returned by the service. */
export function neighbours<T extends { id: number }>(posts: readonly T[], id: number): { previous: T | null; next: T | null; index: number } {
  const index = posts.findIndex((post) => post.id === id)
  if (index < 0) return { previous: null, next: null, index }
  return { previous: posts[index - 1] ?? null, next: posts[index + 1] ?? null, index }
}
