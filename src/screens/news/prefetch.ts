import type { QueryClient } from '@tanstack/react-query'
import { categoriesQuery, postQuery, postsQuery } from '@/features/news/queries'
import { i18n, loadArea } from '@/i18n/catalogs'

// The news routes' loaders. The fetches start in a task of their own, right after the router's: the first
// fetch of a page runs a good deal of code, which would otherwise lengthen the router's task on a cold start.

interface LoaderContext {
  context: { queryClient: QueryClient }
}

/** A listing's loader: starts its fetches without holding the overlay back (it shows its own loader). */
export function prefetchListing({ context: { queryClient } }: LoaderContext): void {
  // The listing's words and the trip panel's above it, fetched together, beside the route's code.
  for (const area of ['news', 'settings'] as const) loadArea(i18n.locale, area).catch(() => undefined)
  setTimeout(() => {
    void queryClient.prefetchInfiniteQuery(postsQuery())
    void queryClient.prefetchQuery(categoriesQuery())
  }, 0)
}

/** An article's loader: starts its fetch, and the list its Previous and Next follow. */
export function prefetchArticle({ context: { queryClient }, params: { postId } }: LoaderContext & { params: { postId: number } }): void {
  setTimeout(() => {
    void queryClient.prefetchQuery(postQuery(postId))
    void queryClient.prefetchInfiniteQuery(postsQuery())
  }, 0)
}
