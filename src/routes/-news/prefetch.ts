import type { QueryClient } from '@tanstack/react-query'
import { categoriesQuery, postQuery, postsQuery } from '@/features/news/queries'

/** Starts the listing's fetches without holding the overlay back (it shows its own loader). */
export function prefetchListing(queryClient: QueryClient): void {
  void queryClient.prefetchInfiniteQuery(postsQuery())
  void queryClient.prefetchQuery(categoriesQuery())
}

/** Starts an article's fetch, and the list its Previous and Next follow. */
export function prefetchArticle(queryClient: QueryClient, postId: number): void {
  void queryClient.prefetchQuery(postQuery(postId))
  void queryClient.prefetchInfiniteQuery(postsQuery())
}
