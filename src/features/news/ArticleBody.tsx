import { useMemo } from 'react'
import { sanitizeHtml } from '@/lib/html'
import classes from './ArticleBody.module.css'

/**
 * An article's HTML body, sanitised with DOMPurify before it reaches the page. It reads in its own
 * direction (a Hebrew post right to left in an English page, an English post left to right in Hebrew),, in
 * `lang` (the content's, components/content-lang.ts), so a screen reader reads it with the right voice.
 */
export function ArticleBody({ html, lang }: { html: string; lang?: string | undefined }) {
  const safe = useMemo(() => sanitizeHtml(html), [html])
  return <div className={classes.body} dir="auto" lang={lang} data-testid="article-body" dangerouslySetInnerHTML={{ __html: safe }} />
}
