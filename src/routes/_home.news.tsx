import { createFileRoute } from '@tanstack/react-router'
import { validateBlogSearch } from '@/features/news/search-params'
import { NewsOverlay } from '@/screens/news/NewsOverlay'
import { prefetchListing } from '@/screens/news/prefetch'

// /news: the news overlay. Search, category and page live in the address (?search=&category=&page=);
// ?lightbox=true adds the numbered pages. An article opens inside it at /news/post/{id}, shown as /post/{id}.
export const Route = createFileRoute('/_home/news')({
  validateSearch: validateBlogSearch,
  loader: prefetchListing,
  component: News,
})

function News() {
  return <NewsOverlay listing="/news" search={Route.useSearch()} pagination="with-lightbox-param" close="home" />
}
