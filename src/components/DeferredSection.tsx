import { Component, startTransition, Suspense, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react'
import { nextTask } from '@/lib/next-task'

let afterFirstPaint: Promise<void> | undefined

/** Calls back in the browser's next idle period (at most `timeout` ms away); Safari has no requestIdleCallback. */
function onIdle(callback: () => void, timeout: number) {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => callback(), { timeout })
  else setTimeout(callback, 50)
}

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
    const idle = () => onIdle(resolve, 2000)
    if (document.readyState === 'complete') idle()
    else window.addEventListener('load', idle, { once: true })
  })
  return afterFirstPaint
}

/** Deferred parts wanted and not yet mounted (nor failed): the page's start work still to come. */
let pending = 0
let onSettled: (() => void)[] = []

function settleIfDone() {
  if (pending > 0) return
  const waiting = onSettled
  onSettled = []
  for (const resolve of waiting) resolve()
}

/** A part that never arrives (a stalled connection) holds nothing back for longer than this. */
const LONGEST_START_MS = 10_000

const idleMoment = () => new Promise<void>((resolve) => onIdle(resolve, 1000))

/**
 * Resolves once the page's start work is over: the page idle after load, every deferred part wanted so
 * far mounted (or failed), then one more quiet moment. What competes with that work for the processor
 * without being part of it waits for it (the hero's clip decoding frames): on a two-core machine it made
 * the start's own tasks longer.
 */
export function whenStartSettled(): Promise<void> {
  return whenIdleAfterLoad()
    .then(
      () =>
        new Promise<void>((resolve) => {
          onSettled.push(resolve)
          setTimeout(resolve, LONGEST_START_MS)
          settleIfDone()
        }),
    )
    .then(idleMoment)
}

/**
 * A queue of steps that run after the page is idle (whenIdleAfterLoad), one after another, each in a task
 * of its own. A step that fails does not stop the ones after it.
 */
function idleQueue(): (step: () => unknown) => void {
  let last: Promise<unknown> | undefined
  return (step) => {
    last = (last ?? whenIdleAfterLoad())
      .then(nextTask)
      .then(step)
      .catch(() => undefined)
  }
}

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
    pending += 1
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
      pending -= 1
      settleIfDone()
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
