import { useId, useRef, type ComponentType, type MouseEvent, type ReactNode, type Ref } from 'react'
import { Trans } from '@lingui/react'
import { IconArrowRight } from '@tabler/icons-react'
import { VisuallyHidden } from '@mantine/core'
import { contentLangOf } from '@/components/content-lang'
import { useLanguage } from '@/i18n/react'
import { PLACEHOLDER_IMAGE, type Post } from './api'
import { cardDate } from './format'
import classes from './PostCard.module.css'

/** How a card links to its article (a plain link to /post/{id}, or one that opens it inside an overlay). */
export type ArticleLinkComponent = ComponentType<{
  postId: number
  className?: string
  'aria-describedby'?: string
  ref?: Ref<HTMLAnchorElement>
  children: ReactNode
}>

interface PostCardProps {
  post: Post
  ArticleLink: ArticleLinkComponent
  /** The first cards of a page load their image at once; the rest when they come near. */
  eager?: boolean
}

function showPlaceholder(event: { currentTarget: HTMLImageElement }) {
  const image = event.currentTarget
  if (!image.src.endsWith(PLACEHOLDER_IMAGE)) image.src = PLACEHOLDER_IMAGE
}

/**
 * A post as a card: image, category, title, excerpt, date and a 'Read More' link. A click anywhere on the
 * card follows that link (keyboard users reach the link itself).
 */
export function PostCard({ post, ArticleLink, eager = false }: PostCardProps) {
  const { language } = useLanguage()
  const titleId = useId()
  const linkRef = useRef<HTMLAnchorElement>(null)

  function openFromCard(event: MouseEvent<HTMLElement>) {
    const target = event.target instanceof Element ? event.target : null
    // The link handles its own clicks; a reader selecting text is not asking to navigate.
    if (target?.closest('a') || (window.getSelection()?.toString() ?? '') !== '') return
    linkRef.current?.click()
  }

  return (
    <article className={classes.card} aria-labelledby={titleId} data-post-id={post.id} onClick={openFromCard}>
      <div className={classes.media}>
        <img
          className={classes.image}
          src={post.image}
          alt=""
          width={800}
          height={450}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          onError={showPlaceholder}
        />
      </div>
      <div className={classes.body}>
        {/* The post's own words, as the content service serves them: each reads in its own direction and is
            marked with the content's language (CONTENT_LANGUAGE). */}
        {post.categoryLabel && (
          <p className={classes.category} dir="auto" lang={contentLangOf(post.categoryLabel)}>
            {post.categoryLabel}
          </p>
        )}
        <h3 id={titleId} className={classes.title} dir="auto" lang={contentLangOf(post.title)}>
          {post.title}
        </h3>
        {post.excerpt && (
          <p className={classes.excerpt} dir="auto" lang={contentLangOf(post.excerpt)}>
            {post.excerpt}
          </p>
        )}
        <div className={classes.footer}>
          <time className={classes.date} dateTime={post.date.slice(0, 10)}>
            {cardDate(post.date, language)}
          </time>
          <ArticleLink ref={linkRef} postId={post.id} className={classes.readMore} aria-describedby={titleId}>
            {/* Each link names its article for people who list links out of context (and for search engines).
                The title goes in as an element, so nothing in it is read as the message's markup. */}
            <Trans id="news.card.readMore" values={{ title: <>{post.title}</> }} components={{ 0: <VisuallyHidden /> }} />
            <IconArrowRight size={16} aria-hidden="true" className={classes.arrow} />
          </ArticleLink>
        </div>
      </div>
    </article>
  )
}
