import { createFileRoute } from '@tanstack/react-router'
import { OverlayArticle } from './-news/OverlayArticle'
import { postIdParams } from './-news/post-id'
import { prefetchArticle } from './-news/prefetch'
import { useBackToListing, useShowInOverlay } from './-news/use-overlay-article'

// An article inside the news overlay. Links here are masked: the address shows /post/{id}, and a reload
// of that address opens the full article page.
export const Route = createFileRoute('/_home/news/post/$postId')({
  params: postIdParams,
  loader: ({ context: { queryClient }, params }) => prefetchArticle(queryClient, params.postId),
  component: NewsArticle,
})

function NewsArticle() {
  const { postId } = Route.useParams()
  return <OverlayArticle postId={postId} onNavigate={useShowInOverlay('/news')} onBackToListing={useBackToListing('/news')} />
}
