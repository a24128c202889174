import { startTransition, Suspense, useEffect, useState, type ReactNode } from 'react'

let afterFirstPaint: Promise<void> | undefined

/**
 * Resolves once the page has loaded and the browser has a quiet moment (at most 2 s later), so work that
 * the first screen does not need starts after it has painted. Shared: every caller waits for the same moment.
 */
export function whenIdleAfterLoad(): Promise<void> {
  afterFirstPaint ??= new Promise<void>((done) => {
    const resolve = () => {
      // Where the first screen's work ends and deferred work begins (the bundle budget test reads it).
      performance.mark('wp:deferred-start')
      done()
    }
    // Safari has no requestIdleCallback.
    const idle = () =>
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(() => resolve(), { timeout: 2000 })
        : setTimeout(resolve, 50)
    if (document.readyState === 'complete') idle()
    else window.addEventListener('load', idle, { once: true })
  })
  return afterFirstPaint
}

interface DeferredSectionProps {
  /** A lazy() section: its chunk is requested only when this renders it. */
  children: ReactNode
  /** Height kept free until the section is there, so nothing below it jumps (e.g. '28rem'). */
  minHeight: string
}

/**
 * A home-page section rendered after the first paint. It is in the page shortly after load whether or
 * not it is on screen (scrolling, links to it and find-in-page all work), yet its code never delays the
 * first screen.
 */
export function DeferredSection({ children, minHeight }: DeferredSectionProps) {
  const [ready, setReady] = useState(false)
  useEffect(() => {
    let live = true
    void whenIdleAfterLoad().then(() => {
      // A transition: React renders the section in slices, so it never blocks a tap for long.
      if (live) startTransition(() => setReady(true))
    })
    return () => {
      live = false
    }
  }, [])
  const reserved = <div style={{ minHeight }} aria-hidden="true" />
  if (!ready) return reserved
  return <Suspense fallback={reserved}>{children}</Suspense>
}
