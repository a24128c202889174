import { useCallback } from 'react'
import { useRouter } from '@tanstack/react-router'
import './history'

/** The three listings that show as the news overlay, and their article routes. */
export type NewsListingPath = '/news' | '/blog' | '/blog-lightbox'
export const ARTICLE_ROUTE = {
  '/news': '/news/post/$postId',
  '/blog': '/blog/post/$postId',
  '/blog-lightbox': '/blog-lightbox/post/$postId',
} as const

/** Closes an article shown inside the overlay: back to the listing it was opened from (as it was). */
export function useBackToListing(listing: NewsListingPath): () => void {
  const router = useRouter()
  return useCallback(() => {
    if (router.state.location.state.newsListing && router.history.canGoBack()) router.history.back()
    else void router.navigate({ to: listing, search: true, replace: true, resetScroll: false })
  }, [router, listing])
}

/**
 * Shows another post inside the overlay: the address changes to /post/{id} (a masked location; a reload
 * opens the full article page) and replaces the current entry, so closing still returns to the listing.
 */
export function useShowInOverlay(listing: NewsListingPath): (postId: number) => void {
  const router = useRouter()
  return useCallback(
    (postId: number) =>
      void router.navigate({
        to: ARTICLE_ROUTE[listing],
        params: { postId },
        search: true,
        replace: true,
        resetScroll: false,
        state: { newsListing: router.state.location.state.newsListing },
        mask: { to: '/post/$postId', params: { postId }, unmaskOnReload: true },
      }),
    [router, listing],
  )
}
