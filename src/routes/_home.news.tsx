import { createFileRoute, Link, Outlet, useParams } from '@tanstack/react-router'
import { validateBlogSearch } from '@/features/news/search-params'
import type { ArticleLinkComponent } from '@/features/news/PostCard'
import { NewsPanel } from './-news/NewsPanel'
import { prefetchListing } from './-news/prefetch'
import { useBackToListing } from './-news/use-overlay-article'

// /news: the news overlay. Search, category and page live in the address (?search=&category=&page=);
// ?lightbox=true adds the numbered pages. An article opens inside it at /news/post/{id}, shown as /post/{id}.
export const Route = createFileRoute('/_home/news')({
  validateSearch: validateBlogSearch,
  loader: ({ context: { queryClient } }) => prefetchListing(queryClient),
  component: NewsOverlay,
})

const ArticleLink: ArticleLinkComponent = ({ postId, children, ...rest }) => (
  <Link
    from="/news"
    to="/news/post/$postId"
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

function NewsOverlay() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const backToListing = useBackToListing('/news')
  const { postId } = useParams({ strict: false })
  return (
    <NewsPanel
      search={search}
      onSearchChange={(next) => void navigate({ search: next, replace: true, resetScroll: false })}
      showPagination={search.lightbox === true}
      ArticleLink={ArticleLink}
      articleId={postId}
      onCloseArticle={backToListing}
    >
      <Outlet />
    </NewsPanel>
  )
}
