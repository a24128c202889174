import { useLayoutEffect, useRef, type ReactNode } from 'react'
import { BlogListing } from '@/features/news/BlogListing'
import { filtersFromSearch, searchFromFilters, type BlogSearch } from '@/features/news/search-params'
import type { ArticleLinkComponent } from '@/features/news/PostCard'
import { scrollParent } from '@/lib/scroll'
import { Overlay } from '@/shell/Overlay'
import classes from './NewsPanel.module.css'

interface NewsPanelProps {
  search: BlogSearch
  onSearchChange: (search: BlogSearch) => void
  showPagination: boolean
  /** Opens an article inside this overlay. */
  ArticleLink: ArticleLinkComponent
  /** The article open inside the overlay, if any (its route renders it as `children`). */
  articleId: number | undefined
  /** Closing the overlay while the listing shows (home by default). */
  onClose?: () => void
  /** Closing while an article shows: back to the listing. */
  onCloseArticle: () => void
  children?: ReactNode
}

/**
 * The news overlay ('Relocation News'): the blog as a tab-style panel (no heading, search on, 12 per
 * page). An article opened from it shows in the same overlay ('Article'), with the listing kept underneath
 * so closing the article returns to it as it was, scroll position included.
 */
export function NewsPanel({
  search,
  onSearchChange,
  showPagination,
  ArticleLink,
  articleId,
  onClose,
  onCloseArticle,
  children,
}: NewsPanelProps) {
  const rootRef = useRef<HTMLDivElement>(null)
  const listingScroll = useRef(0)
  const reading = articleId !== undefined

  // Each article starts at its top; the listing comes back where it was left. Not on opening: the
  // overlay then starts at its top anyway, and finding the scroller reads styles, which would make the
  // browser compute the whole new overlay's styles in the middle of showing it.
  const opened = useRef(false)
  useLayoutEffect(() => {
    if (!opened.current) {
      opened.current = true
      return
    }
    const scroller = scrollParent(rootRef.current)
    if (!scroller) return
    if (reading) scroller.scrollTop = 0
    else scroller.scrollTop = listingScroll.current
  }, [reading, articleId])

  return (
    <Overlay content={reading ? { kind: 'post', id: articleId } : { kind: 'news' }} onClose={reading ? onCloseArticle : onClose}>
      <div ref={rootRef} className={classes.root}>
        <div
          className={classes.listing}
          hidden={reading}
          onClickCapture={(event) => {
            const scroller = scrollParent(rootRef.current)
            if (scroller && event.target instanceof Element && event.target.closest('a[href]')) listingScroll.current = scroller.scrollTop
          }}
        >
          <BlogListing
            showPagination={showPagination}
            filters={filtersFromSearch(search)}
            onFiltersChange={(filters) => onSearchChange(searchFromFilters(filters, search.lightbox))}
            ArticleLink={ArticleLink}
          />
        </div>
        {children}
      </div>
    </Overlay>
  )
}
