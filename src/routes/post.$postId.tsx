import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { ArticleReader } from '@/features/news/ArticleReader'
import { NewsArea } from '@/features/news/NewsArea'
import { postIdParams } from '@/screens/news/post-id'
import { prefetchArticle } from '@/screens/news/prefetch'

// /post/{id}: the full article page (not over home). A bad id is the 404 page.
export const Route = createFileRoute('/post/$postId')({
  params: postIdParams,
  loader: prefetchArticle,
  component: PostPage,
})

function PostPage() {
  const { postId } = Route.useParams()
  const navigate = useNavigate()
  const toBlog = () => void navigate({ to: '/blog' })
  return (
    <NewsArea>
      <ArticleReader
        key={postId}
        postId={postId}
        onBack={toBlog}
        onBackToArticles={toBlog}
        onClose={() => void navigate({ to: '/' })}
        onNavigate={(id) => void navigate({ to: '/post/$postId', params: { postId: id } })}
      />
    </NewsArea>
  )
}
