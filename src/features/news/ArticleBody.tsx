import { useMemo } from 'react'
import { sanitizeHtml } from '@/lib/html'
import classes from './ArticleBody.module.css'

/** An article's HTML body, sanitised with DOMPurify before it reaches the page. */
export function ArticleBody({ html }: { html: string }) {
  const safe = useMemo(() => sanitizeHtml(html), [html])
  return <div className={classes.body} data-testid="article-body" dangerouslySetInnerHTML={{ __html: safe }} />
}
