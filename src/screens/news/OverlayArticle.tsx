import { ARTICLE_SWITCH_MS, ArticleReader } from '@/features/news/ArticleReader'
import { useBackToListing, useShowInOverlay, type NewsListingPath } from './use-overlay-article'

interface OverlayArticleProps {
  /** The listing the overlay shows underneath. */
  listing: NewsListingPath
  postId: number
}

/**
 * An article inside the news overlay: Back, Back to Articles and the overlay's Close return to the
 * listing; Previous and Next show another post in the same overlay.
 */
export function OverlayArticle({ listing, postId }: OverlayArticleProps) {
  const backToListing = useBackToListing(listing)
  return (
    <ArticleReader
      // A new post is a new reader: it shows the 300 ms loading state before the post appears.
      key={postId}
      postId={postId}
      inOverlay
      switchDelayMs={ARTICLE_SWITCH_MS}
      onBack={backToListing}
      onBackToArticles={backToListing}
      onNavigate={useShowInOverlay(listing)}
    />
  )
}
