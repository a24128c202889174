import { createFileRoute } from '@tanstack/react-router'
import { OverlayArticle } from '@/screens/news/OverlayArticle'
import { postIdParams } from '@/screens/news/post-id'
import { prefetchArticle } from '@/screens/news/prefetch'

// An article inside the news overlay. Links here are masked: the address shows /post/{id},
// and a reload of that address opens the full article page.
export const Route = createFileRoute('/_home/news/post/$postId')({
  params: postIdParams,
  loader: prefetchArticle,
  component: NewsArticle,
})

function NewsArticle() {
  return <OverlayArticle listing="/news" postId={Route.useParams().postId} />
}
