import { ARTICLE_SWITCH_MS, ArticleReader } from '@/features/news/ArticleReader'

interface OverlayArticleProps {
  postId: number
  /** Shows another post in the overlay (address changed, no full navigation). */
  onNavigate: (postId: number) => void
  /** Back to the listing underneath. */
  onBackToListing: () => void
}

/** An article inside the news overlay: Back, Back to Articles and the overlay's Close return to the listing. */
export function OverlayArticle({ postId, onNavigate, onBackToListing }: OverlayArticleProps) {
  return (
    <ArticleReader
      // A new post is a new reader: it shows the 300 ms loading state before the post appears.
      key={postId}
      postId={postId}
      inOverlay
      switchDelayMs={ARTICLE_SWITCH_MS}
      onBack={onBackToListing}
      onBackToArticles={onBackToListing}
      onNavigate={onNavigate}
    />
  )
}
