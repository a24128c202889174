import { Component, startTransition, Suspense, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react'
import { nextTask } from '@/lib/next-task'

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

/** A turn that never ends (a commit React drops) must not hold up the ones after it. */
const LONGEST_TURN_MS = 1000

let lastTurn: Promise<void> | undefined

/**
 * Runs `turn` after the page is idle (whenIdleAfterLoad) and after every earlier caller's turn has ended,
 * each in a task of its own. Deferred parts of the page mount one at a time this way: each one's commit,
 * and the requests its effects start, is a short task of its own instead of part of one long one.
 */
function takeTurn(turn: () => Promise<void>): void {
  const previous = lastTurn ?? whenIdleAfterLoad()
  lastTurn = previous
    .then(nextTask)
    .then(() => Promise.race([turn(), new Promise<void>((resolve) => setTimeout(resolve, LONGEST_TURN_MS))]))
    .catch(() => undefined)
}

let lastLoad: Promise<void> | undefined

/**
 * Calls `start` once the page is idle after load, each caller in a task of its own but without waiting
 * for the code to arrive: the chunks download together, while starting each download (the bundler adds
 * the chunk's dependencies and stylesheets to the document) stays a short task.
 */
function startLoading(start: () => void): void {
  lastLoad = (lastLoad ?? whenIdleAfterLoad())
    .then(nextTask)
    .then(start)
    .catch(() => undefined)
}

type Deferred = { state: 'waiting' } | { state: 'ready'; Component: ComponentType } | { state: 'failed' }

/**
 * A component that the first screen does not need: null until the page is idle after load and it is its
 * turn (after the deferred parts mounted before it), then the component, rendered as a transition. Its
 * code is requested as soon as the page is idle, together with the others'. `load` and `onError` (told
 * why the code could not be fetched) must be stable.
 */
export function useDeferredComponent(
  load: () => Promise<ComponentType>,
  onError: (error: unknown) => void,
  /** False holds it back (nothing is fetched or rendered) until it turns true. */
  wanted = true,
): Deferred {
  const [deferred, setDeferred] = useState<Deferred>({ state: 'waiting' })
  const endTurn = useRef<(() => void) | undefined>(undefined)

  const waiting = deferred.state === 'waiting'
  useEffect(() => {
    if (!waiting || !wanted) return
    let live = true
    let code: Promise<ComponentType> | undefined
    startLoading(() => {
      if (!live) return
      code = load()
      code.catch(() => undefined)
    })
    takeTurn(async () => {
      if (!live) return
      let Component: ComponentType
      try {
        Component = await (code ?? load())
      } catch (error) {
        onError(error)
        if (live) setDeferred({ state: 'failed' })
        return
      }
      if (!live) return
      // The turn ends once this has committed (the effect below), so the next one is a commit of its own.
      await new Promise<void>((resolve) => {
        endTurn.current = resolve
        startTransition(() => setDeferred({ state: 'ready', Component }))
      })
    })
    return () => {
      live = false
      endTurn.current?.()
    }
  }, [load, onError, waiting, wanted])

  useEffect(() => {
    if (waiting) return
    endTurn.current?.()
    endTurn.current = undefined
  }, [waiting])

  return deferred
}

/** A section that fails (it throws while rendering) costs that section, not the page. */
class SectionBoundary extends Component<{ children: ReactNode; fallback: ReactNode }, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override componentDidCatch(error: unknown) {
    reportSectionError(error)
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}

function reportSectionError(error: unknown) {
  console.error('A home-page section could not be shown:', error)
}

interface DeferredSectionProps {
  /** The section's code, fetched only once the page is idle after load (e.g. a dynamic import). Stable. */
  load: () => Promise<ComponentType>
  /** Height kept free until the section is there, so nothing below it jumps (e.g. '28rem'). */
  minHeight: string
  /**
   * The page is covered (an overlay is open): the section is taken out and only its last height is
   * kept, so the covered page keeps its scroll position and its content is not there twice.
   */
  paused?: boolean
}

/**
 * A home-page section rendered after the first paint, in its turn (useDeferredComponent). It is in the
 * page shortly after load whether or not it is on screen (scrolling, links to it and find-in-page all
 * work), yet its code never delays the first screen. A section whose code cannot be fetched (offline
 * before the service worker holds it) or that throws leaves its space empty and the page standing.
 */
export function DeferredSection({ load, minHeight, paused = false }: DeferredSectionProps) {
  // Under an overlay nothing of it is fetched; once it has been shown, it only steps aside.
  const deferred = useDeferredComponent(load, reportSectionError, !paused)
  const [height, setHeight] = useState<number | null>(null)
  const boxRef = useRef<HTMLDivElement>(null)

  const Section = deferred.state === 'ready' && !paused ? deferred.Component : null
  useEffect(() => {
    const box = boxRef.current
    if (!Section || !box || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(([entry]) => {
      // 0 means it was never laid out (skipped off screen): keep the last real height.
      const measured = entry?.borderBoxSize[0]?.blockSize ?? 0
      if (measured > 0) setHeight(measured)
    })
    observer.observe(box)
    return () => observer.disconnect()
  }, [Section])

  if (!Section) return <div style={{ minHeight: height === null ? minHeight : `${height}px` }} aria-hidden="true" />
  const reserved = <div style={{ minHeight }} aria-hidden="true" />
  return (
    <div ref={boxRef}>
      <SectionBoundary fallback={reserved}>
        <Suspense fallback={reserved}>
          <Section />
        </Suspense>
      </SectionBoundary>
    </div>
  )
}
