import { Component, startTransition, Suspense, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react'
import { idleQueue, startWork } from '@/lib/start'

/**
 * Starts loading each deferred part's code without waiting for it to arrive: the chunks download
 * together, while starting each download (the bundler adds the chunk's dependencies and stylesheets to
 * the document) stays a short task.
 */
const startLoading = idleQueue()

/**
 * Mounts the deferred parts one at a time: each one's commit, and the requests its effects start, is a
 * short task of its own instead of part of one long one. A turn ends when its part has committed.
 */
const takeTurn = idleQueue()

/** A turn that never ends (a commit React drops) must not hold up the ones after it. */
const LONGEST_TURN_MS = 1000

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
  const waiting = deferred.state === 'waiting'
  useEffect(() => {
    if (!waiting || !wanted) return
    const over = startWork()
    let live = true
    let code: Promise<ComponentType> | undefined
    let endTurn: (() => void) | undefined
    startLoading(() => {
      if (!live) return
      code = load()
      code.catch(() => undefined)
    })
    const turn = async () => {
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
      // The turn ends once this has committed (this effect's cleanup, as `waiting` turns false), so the
      // next one is a commit of its own.
      await new Promise<void>((resolve) => {
        endTurn = resolve
        startTransition(() => setDeferred({ state: 'ready', Component }))
      })
    }
    takeTurn(() => Promise.race([turn(), new Promise<void>((resolve) => setTimeout(resolve, LONGEST_TURN_MS))]))
    return () => {
      live = false
      endTurn?.()
      over()
    }
  }, [load, onError, waiting, wanted])

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
