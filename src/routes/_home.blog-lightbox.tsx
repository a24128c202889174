import { createFileRoute } from '@tanstack/react-router'
import { validateBlogSearch } from '@/features/news/search-params'
import { NewsOverlay } from '@/screens/news/NewsOverlay'
import { prefetchListing } from '@/screens/news/prefetch'

// The lightbox variant of the news overlay: closing goes back in history instead of home. Numbered pages
// only with ?lightbox=true, as on /news (docs/behaviour.md, "News (WordPress)"). Articles open inside it, shown as /post/{id}.
export const Route = createFileRoute('/_home/blog-lightbox')({
  validateSearch: validateBlogSearch,
  loader: prefetchListing,
  component: BlogLightbox,
})

function BlogLightbox() {
  return <NewsOverlay listing="/blog-lightbox" search={Route.useSearch()} pagination="with-lightbox-param" close="back" />
}
