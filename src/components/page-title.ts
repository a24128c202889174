// The document's title: the screen on top (an overlay, an article, the 404 page), or the app's own line.
// A tab, the history list and a screen reader's window list tell screens apart by it (WCAG 2.4.2). Screens
// nest (an article inside the news overlay): the innermost names the page until it goes.
import { useEffect, useState } from 'react'
import { brand } from '@/content/brand'

/** Each naming screen by the order it was first rendered in: a parent renders before what it holds. */
const named = new Map<number, string>()
let rendered = 0
let base: string | null = null

function apply() {
  const innermost = Math.max(-1, ...named.keys())
  const title = named.get(innermost)
  if (title !== undefined) document.title = `${title} · ${brand.name}`
  else if (base !== null) document.title = base
}

/** The title with no screen on top, in the page's language ('Waypoint · Your relocation partner'). */
export function setBaseTitle(title: string): void {
  base = title
  apply()
}

/** Names the page after `title` while the calling screen is shown; null names nothing (yet). */
export function usePageTitle(title: string | null): void {
  const [order] = useState(() => ++rendered)
  useEffect(() => {
    if (title === null || title.trim() === '') return
    base ??= document.title
    named.set(order, title)
    apply()
    return () => {
      named.delete(order)
      apply()
    }
  }, [order, title])
}
