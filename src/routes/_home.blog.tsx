import { createFileRoute } from '@tanstack/react-router'
import { validateBlogSearch } from '@/features/news/search-params'
import { NewsOverlay } from '@/screens/news/NewsOverlay'
import { prefetchListing } from '@/screens/news/prefetch'

// /blog: the news overlay as the full listing, always with numbered pages. An article opens inside it at
// /blog/post/{id}, shown as /post/{id}.
export const Route = createFileRoute('/_home/blog')({
  validateSearch: validateBlogSearch,
  loader: prefetchListing,
  component: Blog,
})

function Blog() {
  return <NewsOverlay listing="/blog" search={Route.useSearch()} pagination="always" close="home" />
}
