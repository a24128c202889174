import { createFileRoute, Link, Outlet, useParams } from '@tanstack/react-router'
import { validateBlogSearch } from '@/features/news/search-params'
import type { ArticleLinkComponent } from '@/features/news/PostCard'
import { NewsPanel } from './-news/NewsPanel'
import { prefetchListing } from './-news/prefetch'
import { useBackToListing } from './-news/use-overlay-article'

// /blog: the news overlay as the full listing, with numbered pages. Search, category and page live in the
// address; an article opens inside it at /blog/post/{id}, shown as /post/{id}.
export const Route = createFileRoute('/_home/blog')({
  validateSearch: validateBlogSearch,
  loader: ({ context: { queryClient } }) => prefetchListing(queryClient),
  component: BlogOverlay,
})

const ArticleLink: ArticleLinkComponent = ({ postId, children, ...rest }) => (
  <Link
    from="/blog"
    to="/blog/post/$postId"
    params={{ postId }}
    search={true}
    state={{ newsListing: true }}
    mask={{ to: '/post/$postId', params: { postId }, unmaskOnReload: true }}
    resetScroll={false}
    {...rest}
  >
    {children}
  </Link>
)

function BlogOverlay() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const backToListing = useBackToListing('/blog')
  const { postId } = useParams({ strict: false })
  return (
    <NewsPanel
      search={search}
      onSearchChange={(next) => void navigate({ search: next, replace: true, resetScroll: false })}
      showPagination
      ArticleLink={ArticleLink}
      articleId={postId}
      onCloseArticle={backToListing}
    >
      <Outlet />
    </NewsPanel>
  )
}
