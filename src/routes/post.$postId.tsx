import { createFileRoute, notFound } from '@tanstack/react-router'
import { Placeholder } from '@/components/Placeholder'

export const Route = createFileRoute('/post/$postId')({
  params: {
    parse: ({ postId }) => {
      if (!/^\d+$/.test(postId)) throw notFound()
      return { postId: Number(postId) }
    },
    stringify: ({ postId }) => ({ postId: String(postId) }),
  },
  component: PostPage,
})

function PostPage() {
  const { postId } = Route.useParams()
  return <Placeholder title={`Article ${postId}`} />
}
