import { createFileRoute } from '@tanstack/react-router'
import { OverlayArticle } from './-news/OverlayArticle'
import { postIdParams } from './-news/post-id'
import { prefetchArticle } from './-news/prefetch'
import { useBackToListing, useShowInOverlay } from './-news/use-overlay-article'

// An article inside the /blog overlay, shown in the address as /post/{id} (masked).
export const Route = createFileRoute('/_home/blog/post/$postId')({
  params: postIdParams,
  loader: ({ context: { queryClient }, params }) => prefetchArticle(queryClient, params.postId),
  component: BlogArticle,
})

function BlogArticle() {
  const { postId } = Route.useParams()
  return <OverlayArticle postId={postId} onNavigate={useShowInOverlay('/blog')} onBackToListing={useBackToListing('/blog')} />
}
