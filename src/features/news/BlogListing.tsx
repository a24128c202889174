import { Suspense, useDeferredValue, useEffect, useRef, useState } from 'react'
import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { Button, Skeleton, Text } from '@mantine/core'
import { IconArrowRight, IconFilterOff } from '@tabler/icons-react'
import { LoadNotice } from '@/components/LoadNotice'
import { OptionalFreshnessNote } from '@/components/OptionalFreshnessNote'
import { useGrowingCount } from '@/components/use-growing-count'
import { useOnline } from '@/components/use-online'
import { lazyPart } from '@/components/lazy-part'
import { QuietBoundary } from '@/components/QuietBoundary'
import { useT } from '@/i18n/react'
import { onIdle } from '@/lib/start'
import {
  availablePosts,
  changeFilters,
  filterPosts,
  NO_FILTERS,
  pageCount,
  pageItems,
  POSTS_PER_PAGE,
  resultText,
  wantsNextBatch,
  type BlogFilters,
} from './filters'
import { PostCard, type ArticleLinkComponent } from './PostCard'
import { keepListed, postsQuery, savedArticlesQuery, withSaved } from './queries'
import classes from './BlogListing.module.css'

const FIRST_CARDS = 4
const MORE_CARDS = 4

// The search bar, the pagination and the freshness note load only where they are shown, so the home
// page's teaser (no search, no pagination) stays light.
const BlogFilterBar = lazyPart(() => import('./BlogFilterBar').then((module) => ({ default: module.BlogFilterBar })))
const BlogPagination = lazyPart(() => import('./BlogPagination').then((module) => ({ default: module.BlogPagination })))

const STALE_AFTER_MS = 60 * 60 * 1000

type BlogListingProps =
  /** The home page's teaser: at most this many posts, no search and no pages; 'View All Articles' when there are more. */
  | { limit: number }
  /** The listing: search and category chips, and numbered pages where the route shows them. */
  | {
      /** The reader's filters, kept by the route (in the address). */
      filters: BlogFilters
      onFiltersChange: (filters: BlogFilters) => void
      /** Numbered pages (on /blog, or with lightbox=true). */
      showPagination: boolean
      /** How a card opens its article (inside the overlay it was opened from). */
      ArticleLink: ArticleLinkComponent
    }

const PostPageLink: ArticleLinkComponent = ({ postId, children, ...rest }) => (
  <Link to="/post/$postId" params={{ postId }} {...rest}>
    {children}
  </Link>
)

function SkeletonCard() {
  return (
    <div className={classes.skeletonCard} aria-hidden="true" data-testid="post-skeleton">
      <Skeleton className={classes.skeletonImage} radius={0} />
      <div className={classes.skeletonBody}>
        <Skeleton height={10} width="35%" radius="sm" />
        <Skeleton height={16} radius="sm" />
        <Skeleton height={16} width="80%" radius="sm" />
        <Skeleton height={10} mt={6} radius="sm" />
        <Skeleton height={10} width="90%" radius="sm" />
      </div>
    </div>
  )
}

/**
 * The blog listing: the posts of the content service as cards, 12 a page, with search and category
 * chips and numbered pages, or (the teaser) a limit with 'View All Articles'; skeleton cards while
 * loading and the spec's error and empty texts. Further batches of posts load while the reader nears the end.
 */
export function BlogListing(props: BlogListingProps) {
  const limit = 'limit' in props ? props.limit : undefined
  const listing = 'limit' in props ? undefined : props
  const filters = listing?.filters ?? NO_FILTERS
  const showSearch = listing !== undefined
  const showPagination = listing?.showPagination ?? false
  const ArticleLink = listing?.ArticleLink ?? PostPageLink
  const t = useT()
  const navigate = useNavigate()
  const online = useOnline()
  const topRef = useRef<HTMLDivElement>(null)
  const [clears, setClears] = useState(0)

  const query = useInfiniteQuery(postsQuery())
  const { isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query
  // New posts are shown as a deferred render, which React builds in slices (a query update alone would
  // render every card in one blocking pass). Everything the view counts comes from those deferred posts,
  // whether more remain included: the query's own `hasNextPage` runs a render ahead of them, and paired
  // with the older posts it would count a page too few for that render (the pagination losing its last
  // button under the reader's finger).
  const data = useDeferredValue(query.data)
  // The listing (not the teaser) keeps every post it holds whole on the device, for reading offline.
  const fetched = query.data?.posts
  const keeps = listing !== undefined
  useEffect(() => {
    if (!keeps || !fetched || fetched.length === 0) return
    // At an idle moment: the cards come first.
    return onIdle(() => void keepListed(fetched), 2000, 500)
  }, [keeps, fetched])
  // Offline, the articles kept on this device follow the posts held: those saved for the trip are listed
  // and found too, not only the batches this listing fetched.
  const withDevice = keeps && !online
  const saved = useQuery({ ...savedArticlesQuery(), enabled: withDevice })
  const held = withDevice ? withSaved(data?.posts ?? [], saved.data) : (data?.posts ?? [])
  const listed = data !== undefined || held.length > 0
  const hasMore = data?.hasMore ?? false
  const filtering = filters.search.trim() !== '' || filters.category !== null
  const results = filtering ? filterPosts(held, filters) : held
  const available = availablePosts(held.length, data?.total ?? null, hasMore)
  const count = filtering ? results.length : available

  const pages = limit === undefined ? pageCount(count, POSTS_PER_PAGE) : 1
  const page = showPagination && limit === undefined ? Math.min(Math.max(1, filters.page), pages) : 1
  const wanted = limit === undefined ? POSTS_PER_PAGE : Math.max(0, Math.floor(limit))
  const shown = limit === undefined ? pageItems(results, page, POSTS_PER_PAGE) : results.slice(0, wanted)
  // The first four cards (a phone's screen, a wide screen's first row) come with the page; the others
  // follow in the next tasks, in skeletons of their size, so the twelve never mount in one long commit.
  const grown = useGrowingCount(shown.length, FIRST_CARDS, MORE_CARDS)
  // With no network, the next batch cannot come: it waits (and comes by itself once there is one).
  const olderWaiting = hasMore && !isFetchNextPageError && (!online || query.fetchStatus === 'paused')
  // Unfiltered pages past the posts held so far fill in once their batch arrives.
  const pending = hasMore && !isFetchNextPageError && !olderWaiting ? Math.max(0, Math.min(wanted, count - (page - 1) * POSTS_PER_PAGE) - shown.length) : 0
  const skeletons = pending + shown.length - grown
  // A page the posts held so far do not reach, whose batch could not be fetched (offline, or the service
  // down): it says that, not that the filters found nothing, nor shows cards loading for ever.
  const olderMissing = (isFetchNextPageError || olderWaiting) && pending === 0 && shown.length < wanted && limit === undefined

  // The next batch: while the reader is within two pages of the last page the held posts fill, or
  // while a limited listing cannot yet tell whether there are more than its limit. Decided on the posts
  // shown: while a new batch is still being rendered (deferred), it waits, or it would ask again.
  const needMore =
    data !== undefined &&
    data === query.data &&
    (limit === undefined
      ? wantsNextBatch({ results: results.length, perPage: POSTS_PER_PAGE, page, hasMore })
      : hasMore && results.length <= wanted)
  useEffect(() => {
    if (needMore && !isFetchingNextPage && !isFetchNextPageError) void fetchNextPage()
  }, [needMore, isFetchingNextPage, isFetchNextPageError, fetchNextPage])

  const update = (change: Partial<BlogFilters>) => listing?.onFiltersChange(changeFilters(filters, change))

  const goToPage = (next: number) => {
    update({ page: next })
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    topRef.current?.scrollIntoView({ block: 'start', behavior: reduced ? 'auto' : 'smooth' })
  }

  const waitingForNetwork = !listed && (!online || query.fetchStatus === 'paused')
  const failed = query.isError && !listed
  const loading = !listed && !failed && !waitingForNetwork
  const [shownAt] = useState(() => Date.now())
  const stale = query.dataUpdatedAt > 0 && shownAt - query.dataUpdatedAt > STALE_AFTER_MS

  let content
  if (failed) {
    content = <LoadNotice tone="error" title={t('news.listing.error')} onRetry={() => void query.refetch()} retrying={query.isFetching} />
  } else if (waitingForNetwork) {
    content = (
      <LoadNotice tone="offline" title={t('news.listing.offlineTitle')}>
        <Text size="sm">{t('news.listing.offlineText')}</Text>
      </LoadNotice>
    )
  } else if (loading) {
    content = (
      <div className={classes.grid} aria-busy="true">
        {Array.from({ length: Math.min(wanted, 12) }, (_, index) => (
          <SkeletonCard key={index} />
        ))}
        <span className="wp-visually-hidden">{t('news.listing.loading')}</span>
      </div>
    )
  } else if (shown.length === 0 && olderMissing) {
    content = null
  } else if (shown.length === 0 && pending === 0) {
    content = (
      <Text className={classes.empty}>
        {t('news.listing.empty')}
      </Text>
    )
  } else {
    content = (
      <div className={classes.grid} aria-busy={skeletons > 0 || undefined} data-testid="post-grid">
        {shown.slice(0, grown).map((post, index) => (
          <PostCard key={post.id} post={post} ArticleLink={ArticleLink} eager={index < 4} />
        ))}
        {Array.from({ length: skeletons }, (_, index) => (
          <SkeletonCard key={`pending-${index}`} />
        ))}
      </div>
    )
  }

  const filterFallback = <div className={classes.filterFallback} aria-hidden="true" />
  const paginationFallback = <div className={classes.paginationFallback} aria-hidden="true" />
  return (
    <div className={classes.root}>
      <div ref={topRef} className={classes.top} />
      {/* The bar's and the pagination's code come after the cards: offline on a first visit before they
          came, the articles stay on screen without them (until the connection is back). */}
      {showSearch && (
        <QuietBoundary fallback={filterFallback}>
          <Suspense fallback={filterFallback}>
            <BlogFilterBar
              search={filters.search}
              category={filters.category}
              onSearchChange={(search) => update({ search })}
              onCategoryChange={(category) => update({ category })}
              resetKey={clears}
            />
          </Suspense>
        </QuietBoundary>
      )}
      {showSearch && (
        <div className={classes.resultRow}>
          <Text className={classes.result} aria-live="polite" data-testid="blog-result-text">
            {data !== undefined && resultText(count, filters.category === null ? null : available, t)}
          </Text>
          <Button
            variant="subtle"
            size="compact-sm"
            radius="xl"
            leftSection={<IconFilterOff size={16} aria-hidden="true" />}
            disabled={!filtering && filters.page <= 1}
            onClick={() => {
              setClears((count) => count + 1)
              update({ ...NO_FILTERS })
            }}
          >
            {t('news.listing.clearFilters')}
          </Button>
        </div>
      )}
      {data !== undefined && (!online || stale) && (
        <OptionalFreshnessNote what="articles" updatedAt={query.dataUpdatedAt} staleAfterMs={STALE_AFTER_MS} />
      )}
      {content}
      {olderMissing && (
        <Text size="sm" className={classes.more}>
          {t('news.listing.olderFailed')}{' '}
          <button type="button" className={classes.inlineButton} onClick={() => void fetchNextPage()}>
            {t('shell.tryAgain')}
          </button>
        </Text>
      )}
      {showPagination && limit === undefined && pages > 1 && !failed && (
        <QuietBoundary fallback={paginationFallback}>
          <Suspense fallback={paginationFallback}>
            <BlogPagination page={page} total={pages} onChange={goToPage} />
          </Suspense>
        </QuietBoundary>
      )}
      {limit !== undefined && count > wanted && (
        <div className={classes.viewAll}>
          <Button
            size="md"
            radius="xl"
            variant="gradient"
            rightSection={<IconArrowRight size={18} aria-hidden="true" className={classes.forwardIcon} />}
            onClick={() => void navigate({ to: '/blog' })}
          >
            {t('news.listing.viewAll')}
          </Button>
        </div>
      )}
    </div>
  )
}
