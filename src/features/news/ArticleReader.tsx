import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Button, Loader, Skeleton, Text, Title } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { contentLangOf } from '@/components/content-lang'
import {
  IconArrowLeft,
  IconArrowRight,
  IconCalendar,
  IconChevronLeft,
  IconCircleCheck,
  IconLayoutGrid,
  IconShare2,
  IconX,
} from '@tabler/icons-react'
import { AddressLine } from '@/components/AddressLine'
import { FavouriteStar } from '@/components/FavouriteStar'
import { LoadNotice } from '@/components/LoadNotice'
import { OptionalFreshnessNote } from '@/components/OptionalFreshnessNote'
import { usePageTitle } from '@/components/page-title'
import { useOnline } from '@/components/use-online'
import { LANGUAGE_PARAM } from '@/i18n/choice'
import { DEFAULT_LANGUAGE } from '@/i18n/languages'
import { t as translate, useLanguage, useT } from '@/i18n/react'
import { HttpError } from '@/lib/http'
import { shareOrCopy } from '@/lib/share'
import { PLACEHOLDER_IMAGE, type Post } from './api'
import { ArticleBody } from './ArticleBody'
import { neighbours } from './filters'
import { articleDate } from './format'
import { postQuery, postsQuery, rememberArticle, savedArticleQuery, savedArticlesQuery, withSaved } from './queries'
import classes from './ArticleReader.module.css'

/** Inside an overlay, moving to another post shows the loading state this long first (docs/behaviour.md, "News (WordPress)"). */
export const ARTICLE_SWITCH_MS = 300

interface ArticleReaderProps {
  postId: number
  /** Shown inside the overlay: its own close button stands in for 'Close'. */
  inOverlay?: boolean
  /** 'Back' (to the listing). */
  onBack: () => void
  /** 'Close': shown when given (the full page); inside an overlay the overlay's own button closes. */
  onClose?: () => void
  /** 'Previous' and 'Next' open another post. */
  onNavigate: (postId: number) => void
  /** 'Back to Articles'. */
  onBackToArticles: () => void
  /** Show the loading state this long before the post (moving between posts inside the overlay). */
  switchDelayMs?: number
}

/** The post failed because the network did (offline, unreachable), not because the service said no. */
function networkFailure(error: Error | null): boolean {
  const cause = error?.cause
  return cause instanceof HttpError && cause.status === undefined
}

/**
 * The address that shares an article: /post/{id}, with the sender's language when it is not English
 * (whoever opens it reads it in that language unless they chose their own).
 */
export function shareUrl(postId: number, language: string): string {
  const url = new URL(`/post/${postId}`, window.location.origin)
  if (language !== DEFAULT_LANGUAGE) url.searchParams.set(LANGUAGE_PARAM, language)
  return url.href
}

/** The Web Share sheet where there is one, else the link copied with a toast (in the language of the moment it says so). */
async function sharePost(post: Post, language: string): Promise<void> {
  const url = shareUrl(post.id, language)
  const outcome = await shareOrCopy({ title: post.title, url })
  if (outcome === 'copied') notifications.show({ title: translate('news.share.copiedTitle'), message: translate('news.share.copiedText'), color: 'teal' })
  else if (outcome === 'not-copied') notifications.show({ title: translate('news.share.copyTitle'), message: <AddressLine url={url} />, color: 'brand' })
}

function ArticleSkeleton() {
  return (
    <div className={classes.skeleton} aria-hidden="true" data-testid="article-loading">
      <Skeleton height={14} width={140} radius="sm" />
      <Skeleton height={30} radius="sm" />
      <Skeleton height={30} width="70%" radius="sm" />
      <Skeleton className={classes.skeletonImage} radius="lg" />
      {Array.from({ length: 6 }, (_, index) => (
        <Skeleton key={index} height={12} width={index % 3 === 2 ? '70%' : '100%'} radius="sm" />
      ))}
    </div>
  )
}

function Toolbar({ children }: { children: ReactNode }) {
  return (
    <div className={classes.toolbar} data-testid="article-toolbar">
      {children}
    </div>
  )
}

/**
 * The article reader: sticky Back and Close, title, long date, category tags, featured image, the
 * sanitised body, Previous and Next by the posts' list order, and a sticky 'Back to Articles'. An article
 * that was read is kept in IndexedDB and marked 'Saved for offline'; offline, that copy is shown.
 */
export function ArticleReader({
  postId,
  inOverlay = false,
  onBack,
  onClose,
  onNavigate,
  onBackToArticles,
  switchDelayMs = 0,
}: ArticleReaderProps) {
  const t = useT()
  const { language } = useLanguage()
  const queryClient = useQueryClient()
  const online = useOnline()
  const titleId = useId()
  const post = useQuery(postQuery(postId))
  const saved = useQuery(savedArticleQuery(postId))
  const list = useInfiniteQuery(postsQuery())
  const [switching, setSwitching] = useState(switchDelayMs > 0)

  // Inside an overlay, the link that opened this reader is hidden with the listing (Read More) or gone
  // with the previous reader (Previous, Next): focus, left on the page's body, comes to the article.
  const rootRef = useRef<HTMLElement>(null)
  useEffect(() => {
    if (!inOverlay) return
    const active = document.activeElement
    if (active === null || active === document.body || active.getClientRects().length === 0) rootRef.current?.focus({ preventScroll: true })
  }, [inOverlay])

  useEffect(() => {
    if (switchDelayMs <= 0) return
    const timer = window.setTimeout(() => setSwitching(false), switchDelayMs)
    return () => window.clearTimeout(timer)
  }, [switchDelayMs])

  // A post read from the service is kept for offline reading.
  const fresh = post.data
  useEffect(() => {
    if (fresh) void rememberArticle(queryClient, fresh)
  }, [fresh, queryClient])

  const cutOff = !online || post.fetchStatus === 'paused' || (post.isError && networkFailure(post.error))
  const savedCopy = cutOff ? saved.data : undefined
  const shown = post.data ?? savedCopy?.post
  const failed = !shown && (post.isError || (cutOff && saved.isFetched && !saved.data))
  const loading = switching || (!shown && !failed)

  // Previous and Next follow the list's order; a post at the end of the posts held so far (or not among
  // them yet) asks for the next batch, as long as there is one.
  // Offline, they go on through every article kept on this device (those saved for the trip among them).
  const savedList = useQuery({ ...savedArticlesQuery(), enabled: !online })
  const posts = online ? (list.data?.posts ?? []) : withSaved(list.data?.posts ?? [], savedList.data)
  const { previous, next, index } = neighbours(posts, postId)
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = list
  const needMore = list.data !== undefined && hasNextPage && (index < 0 || index === posts.length - 1)
  useEffect(() => {
    if (needMore && !isFetchingNextPage && !isFetchNextPageError) void fetchNextPage()
  }, [needMore, isFetchingNextPage, isFetchNextPageError, fetchNextPage])

  const TitleTag = inOverlay ? 2 : 1
  // The article's title; when it cannot be shown, what went wrong (the tab should not keep the site's name
  // as if nothing were there).
  usePageTitle(shown && !loading ? shown.title : failed ? t('news.article.error') : null)

  return (
    <article ref={rootRef} tabIndex={-1} className={classes.root} data-in-overlay={inOverlay || undefined} aria-labelledby={shown && !loading ? titleId : undefined} aria-label={shown && !loading ? undefined : t('news.article.label')}>
      <Toolbar>
        <Button variant="subtle" radius="xl" leftSection={<IconArrowLeft size={18} aria-hidden="true" className={classes.directional} />} onClick={onBack}>
          {t('news.article.back')}
        </Button>
        <div className={classes.toolbarEnd}>
          {shown && !loading && (
            <FavouriteStar item={{ kind: 'article', id: String(shown.id), title: shown.title, date: shown.date }} name={shown.title} tone="raised" />
          )}
          {shown && !loading && (
            <Button
              variant="light"
              radius="xl"
              leftSection={<IconShare2 size={18} aria-hidden="true" />}
              onClick={() => void sharePost(shown, language)}
            >
              {t('news.article.share')}
            </Button>
          )}
          {onClose && (
            <Button variant="default" radius="xl" leftSection={<IconX size={18} aria-hidden="true" />} onClick={onClose}>
              {t('shell.close')}
            </Button>
          )}
        </div>
      </Toolbar>

      <div className={classes.content}>
        {loading ? (
          <>
            <div className={classes.loadingState} role="status" aria-label={t('news.article.loading')}>
              <Loader size="sm" type="dots" aria-hidden="true" />
            </div>
            <ArticleSkeleton />
          </>
        ) : failed || !shown ? (
          // In place of the article's title, as its page's heading.
          <LoadNotice tone="error" title={t('news.article.error')} headingLevel={TitleTag}>
            {cutOff && <Text size="sm">{t('news.article.offlineNotSaved')}</Text>}
            <Link to="/blog" className={classes.errorLink}>
              {t('news.article.backToAll')}
            </Link>
          </LoadNotice>
        ) : (
          <>
            <header className={classes.header}>
              {shown.categories.length > 0 && (
                <ul className={classes.tags} aria-label={t('news.categories')}>
                  {shown.categories.map((category) => (
                    <li key={category.id} className={classes.tag} dir="auto" lang={contentLangOf(category.name)}>
                      {category.name}
                    </li>
                  ))}
                </ul>
              )}
              <Title order={TitleTag} id={titleId} className={classes.title} dir="auto" lang={contentLangOf(shown.title)}>
                {shown.title}
              </Title>
              <div className={classes.meta}>
                <span className={classes.metaItem}>
                  <IconCalendar size={16} aria-hidden="true" />
                  <time dateTime={shown.date.slice(0, 10)}>{articleDate(shown.date, language)}</time>
                </span>
                {saved.data && (
                  <span className={classes.savedMark} data-testid="saved-for-offline">
                    <IconCircleCheck size={16} aria-hidden="true" />
                    {t('news.article.savedOffline')}
                  </span>
                )}
              </div>
              {(savedCopy || (post.data && !online)) && (
                <OptionalFreshnessNote what="articles" updatedAt={savedCopy ? savedCopy.savedAt : post.dataUpdatedAt} />
              )}
            </header>
            <div className={classes.figure}>
              <img
                className={classes.image}
                src={shown.image}
                alt={shown.imageAlt}
                width={1200}
                height={675}
                decoding="async"
                onError={(event) => {
                  if (!event.currentTarget.src.endsWith(PLACEHOLDER_IMAGE)) event.currentTarget.src = PLACEHOLDER_IMAGE
                }}
              />
            </div>
            <ArticleBody html={shown.contentHtml} lang={contentLangOf(shown.title)} />
            {/* The neighbours' titles read in their own direction (bdi) but line up by their buttons. */}
            <nav className={classes.pager} aria-label={t('news.article.more')}>
              <div className={classes.pagerItem}>
                <Button
                  variant="default"
                  radius="xl"
                  leftSection={<IconChevronLeft size={18} aria-hidden="true" className={classes.directional} />}
                  disabled={!previous}
                  onClick={() => previous && onNavigate(previous.id)}
                >
                  {t('news.article.previous')}
                </Button>
                {previous && (
                  <Text size="sm" lineClamp={2} className={classes.pagerTitle}>
                    <bdi dir="auto" lang={contentLangOf(previous.title)}>
                      {previous.title}
                    </bdi>
                  </Text>
                )}
              </div>
              <div className={classes.pagerItem} data-align="end">
                <Button
                  variant="default"
                  radius="xl"
                  rightSection={<IconArrowRight size={18} aria-hidden="true" className={classes.directional} />}
                  disabled={!next}
                  onClick={() => next && onNavigate(next.id)}
                >
                  {t('news.article.next')}
                </Button>
                {next && (
                  <Text size="sm" lineClamp={2} className={classes.pagerTitle}>
                    <bdi dir="auto" lang={contentLangOf(next.title)}>
                      {next.title}
                    </bdi>
                  </Text>
                )}
              </div>
            </nav>
          </>
        )}
      </div>

      <div className={classes.bottomBar}>
        <Button
          radius="xl"
          size="md"
          variant="gradient"
          className={classes.backToArticles}
          leftSection={<IconLayoutGrid size={18} aria-hidden="true" />}
          onClick={onBackToArticles}
        >
          {t('news.article.backToArticles')}
        </Button>
      </div>
    </article>
  )
}
