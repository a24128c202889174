import type { QueryClient } from '@tanstack/react-query'
import { categoriesQuery, postQuery, postsQuery } from '@/features/news/queries'

// The fetches start in a task of their own, right after the router's: the first fetch of a page runs a
// good deal of code, which would otherwise lengthen the router's task on a cold start.

/** Starts the listing's fetches without holding the overlay back (it shows its own loader). */
export function prefetchListing(queryClient: QueryClient): void {
  setTimeout(() => {
    void queryClient.prefetchInfiniteQuery(postsQuery())
    void queryClient.prefetchQuery(categoriesQuery())
  }, 0)
}

/** Starts an article's fetch, and the list its Previous and Next follow. */
export function prefetchArticle(queryClient: QueryClient, postId: number): void {
  setTimeout(() => {
    void queryClient.prefetchQuery(postQuery(postId))
    void queryClient.prefetchInfiniteQuery(postsQuery())
  }, 0)
}
