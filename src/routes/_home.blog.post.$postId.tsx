import { createFileRoute } from '@tanstack/react-router'
import { OverlayArticle } from '@/screens/news/OverlayArticle'
import { postIdParams } from '@/screens/news/post-id'
import { prefetchArticle } from '@/screens/news/prefetch'

// An article inside the /blog overlay. Links here are masked: the address shows /post/{id},
// and a reload of that address opens the full article page.
export const Route = createFileRoute('/_home/blog/post/$postId')({
  params: postIdParams,
  loader: prefetchArticle,
  component: BlogArticle,
})

function BlogArticle() {
  return <OverlayArticle listing="/blog" postId={Route.useParams().postId} />
}
