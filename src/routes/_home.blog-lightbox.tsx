import { createFileRoute, Link, Outlet, useParams } from '@tanstack/react-router'
import { validateBlogSearch } from '@/features/news/search-params'
import type { ArticleLinkComponent } from '@/features/news/PostCard'
import { useCloseBack } from '@/shell/use-close-back'
import { NewsPanel } from './-news/NewsPanel'
import { prefetchListing } from './-news/prefetch'
import { useBackToListing } from './-news/use-overlay-article'

// The lightbox variant of the news overlay: closing goes back in history instead of home. Numbered pages
// only with ?lightbox=true, as on /news (SPEC section 2). Articles open inside it, shown as /post/{id}.
export const Route = createFileRoute('/_home/blog-lightbox')({
  validateSearch: validateBlogSearch,
  loader: ({ context: { queryClient } }) => prefetchListing(queryClient),
  component: BlogLightbox,
})

const ArticleLink: ArticleLinkComponent = ({ postId, children, ...rest }) => (
  <Link
    from="/blog-lightbox"
    to="/blog-lightbox/post/$postId"
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

function BlogLightbox() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const closeBack = useCloseBack()
  const backToListing = useBackToListing('/blog-lightbox')
  const { postId } = useParams({ strict: false })
  return (
    <NewsPanel
      search={search}
      onSearchChange={(next) => void navigate({ search: next, replace: true, resetScroll: false })}
      showPagination={search.lightbox === true}
      ArticleLink={ArticleLink}
      articleId={postId}
      onClose={closeBack}
      onCloseArticle={backToListing}
    >
      <Outlet />
    </NewsPanel>
  )
}
