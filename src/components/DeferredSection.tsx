import { Component, startTransition, Suspense, useEffect, useRef, useState, type ReactNode } from 'react'

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

/** False until the page has loaded and gone idle (whenIdleAfterLoad), then true; rendered as a transition. */
export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false)
  useEffect(() => {
    let live = true
    void whenIdleAfterLoad().then(() => {
      // A transition: React renders what this unlocks in slices, so it never blocks a tap for long.
      if (live) startTransition(() => setReady(true))
    })
    return () => {
      live = false
    }
  }, [])
  return ready
}

/** A section that fails (its chunk cannot be fetched offline, or it throws) costs that section, not the page. */
class SectionBoundary extends Component<{ children: ReactNode; fallback: ReactNode }, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override componentDidCatch(error: unknown) {
    console.error('A home-page section could not be shown:', error)
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}

interface DeferredSectionProps {
  /** A lazy() section: its chunk is requested only when this renders it. */
  children: ReactNode
  /** Height kept free until the section is there, so nothing below it jumps (e.g. '28rem'). */
  minHeight: string
  /**
   * The page is covered (an overlay is open): the section is taken out and only its last height is
   * kept, so the covered page keeps its scroll position and its content is not there twice.
   */
  paused?: boolean
}

/**
 * A home-page section rendered after the first paint. It is in the page shortly after load whether or
 * not it is on screen (scrolling, links to it and find-in-page all work), yet its code never delays the
 * first screen.
 */
export function DeferredSection({ children, minHeight, paused = false }: DeferredSectionProps) {
  const ready = useAfterFirstPaint()
  const [height, setHeight] = useState<number | null>(null)
  const boxRef = useRef<HTMLDivElement>(null)

  const shown = ready && !paused
  useEffect(() => {
    const box = boxRef.current
    if (!shown || !box || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(([entry]) => {
      // 0 means it was never laid out (skipped off screen): keep the last real height.
      const measured = entry?.borderBoxSize[0]?.blockSize ?? 0
      if (measured > 0) setHeight(measured)
    })
    observer.observe(box)
    return () => observer.disconnect()
  }, [shown])

  if (!shown) return <div style={{ minHeight: height === null ? minHeight : `${height}px` }} aria-hidden="true" />
  const reserved = <div style={{ minHeight }} aria-hidden="true" />
  return (
    <div ref={boxRef}>
      <SectionBoundary fallback={reserved}>
        <Suspense fallback={reserved}>{children}</Suspense>
      </SectionBoundary>
    </div>
  )
}
