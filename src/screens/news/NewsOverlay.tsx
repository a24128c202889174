import { useLayoutEffect, useRef } from 'react'
import { Link, Outlet, useNavigate, useParams } from '@tanstack/react-router'
import { BlogListing } from '@/features/news/BlogListing'
import { NewsArea } from '@/features/news/NewsArea'
import type { ArticleLinkComponent } from '@/features/news/PostCard'
import { filtersFromSearch, searchFromFilters } from '@/features/news/filters'
import type { BlogSearch } from '@/features/news/search-params'
import { scrollParent } from '@/lib/scroll'
import { Overlay } from '@/shell/Overlay'
import TripPanel from '@/shell/trip/TripPanel'
import { useCloseBack } from '@/shell/use-close-back'
import { ARTICLE_ROUTE, useBackToListing, type NewsListingPath } from './use-overlay-article'
import classes from './NewsOverlay.module.css'

interface NewsOverlayProps {
  /** The listing's own route (/news, /blog or /blog-lightbox). */
  listing: NewsListingPath
  /** Its search params: the reader's search, category and page, and lightbox=true. */
  search: BlogSearch
  /** Numbered pages: always (/blog), or only when the address has lightbox=true (docs/behaviour.md, "News (WordPress)"). */
  pagination: 'always' | 'with-lightbox-param'
  /** Closing the listing: home, or back in history (the lightbox variant). */
  close: 'home' | 'back'
}

/** A card's link: the article opens inside this overlay, shown in the address as /post/{id} (masked). */
function articleLink(listing: NewsListingPath): ArticleLinkComponent {
  return function ArticleLink({ postId, children, ...rest }) {
    return (
      <Link
        to={ARTICLE_ROUTE[listing]}
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
  }
}

const ARTICLE_LINKS: Record<NewsListingPath, ArticleLinkComponent> = {
  '/news': articleLink('/news'),
  '/blog': articleLink('/blog'),
  '/blog-lightbox': articleLink('/blog-lightbox'),
}

/**
 * The news overlay ('Relocation News'): the blog listing with search on, 12 a page, its search, category
 * and page in the address. An article opened from it shows in the same overlay ('Article', its route
 * rendered in the Outlet), with the listing kept underneath so closing the article returns to it as it
 * was, scroll position included.
 */
export function NewsOverlay({ listing, search, pagination, close }: NewsOverlayProps) {
  const navigate = useNavigate()
  const closeBack = useCloseBack()
  const backToListing = useBackToListing(listing)
  const { postId: articleId } = useParams({ strict: false })
  const rootRef = useRef<HTMLDivElement>(null)
  const listingScroll = useRef(0)
  const openingLink = useRef<HTMLElement | null>(null)
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
    if (reading) {
      scroller.scrollTop = 0
      return
    }
    // Back at the listing, focus (lost with the article) goes to the link that opened it.
    const active = document.activeElement
    if (active === null || active === document.body || !active.isConnected) openingLink.current?.focus({ preventScroll: true })
    scroller.scrollTop = listingScroll.current
  }, [reading, articleId])

  return (
    <Overlay
      content={reading ? { kind: 'post', id: articleId } : { kind: 'news' }}
      // Closing an article goes back to the listing; closing the listing goes home unless it is a lightbox.
      onClose={reading ? backToListing : close === 'back' ? closeBack : undefined}
    >
      {/* The overlay's frame shows at once (its loader, its heading from the shell); the listing and the
          article wait for the news catalog of the language, which arrives while the loader shows. */}
      <NewsArea>
        <div ref={rootRef} className={classes.root}>
          <div
            className={classes.listing}
            hidden={reading}
            onClickCapture={(event) => {
              const scroller = scrollParent(rootRef.current)
              const link = event.target instanceof Element ? event.target.closest<HTMLElement>('a[href]') : null
              if (!link) return
              openingLink.current = link
              if (scroller) listingScroll.current = scroller.scrollTop
            }}
          >
            {/* In the listing's chunk and shown with it (its words load beside the listing's): a panel that
                arrived later would push the cards down as they are read. */}
            <TripPanel />
            <BlogListing
              showPagination={pagination === 'always' || search.lightbox === true}
              filters={filtersFromSearch(search)}
              onFiltersChange={(filters) =>
                void navigate({ to: listing, search: searchFromFilters(filters, search.lightbox), replace: true, resetScroll: false })
              }
              ArticleLink={ARTICLE_LINKS[listing]}
            />
          </div>
          <Outlet />
        </div>
      </NewsArea>
    </Overlay>
  )
}
