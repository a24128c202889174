// The page's start, in one place: the moments that work waits for, from the first paint until the start
// is over. Nothing here knows the product; docs/architecture.md ("The start path") says why each rule is.
//
// 1. The first screen is index.html's own, painted before any script runs. main.tsx fetches the app's code
//    only once that screen is on screen (its largest paint, or the first frame under an overlay's frame).
//    That wait stays in main.tsx: the entry imports nothing, so nothing is fetched before the paint.
// 2. The app's start (React's code, the app's code, the router and the query cache, the first render) is
//    cut into tasks with `nextTask`, so that none of them blocks a tap for long. Every request starts in a
//    task of its own too (lib/http.ts).
// 3. What the first screen does not need waits for `whenIdleAfterLoad`: the page loaded, then a quiet
//    moment. Such parts load together and mount one per turn of an `idleQueue`
//    (components/DeferredSection.tsx), each counted with `startWork` until it is in or has failed.
// 4. What competes with that work for the processor without being part of it waits for
//    `whenStartSettled` (the hero's clip decoding frames) or for an idle moment, `onIdle` (keeping
//    articles on the device, the trip's refresh).
//
// Which chunk a module lands in is the build's business, not the code's: scripts/vite/start-budget.ts lists
// what may run at start and fails the build, naming the import chain, when anything else does.

interface YieldingScheduler {
  yield(): Promise<void>
}

/**
 * Resolves in a new task. Where the browser has `scheduler.yield()` (Chromium), the continuation runs
 * ahead of other queued tasks, so the cut costs no more than the browser's own pending work.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler
  if (typeof scheduler?.yield === 'function') return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve, 0))
}

/**
 * Calls back in the browser's next idle period, at most `timeout` ms away; where there is no
 * requestIdleCallback (Safari), after `withoutIdleMs`. Returns what cancels it.
 */
export function onIdle(callback: () => void, timeout: number, withoutIdleMs = 50): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => callback(), { timeout })
    return () => window.cancelIdleCallback(handle)
  }
  const timer = window.setTimeout(callback, withoutIdleMs)
  return () => window.clearTimeout(timer)
}

let idleAfterLoad: Promise<void> | undefined

/**
 * Resolves once the page has loaded and the browser has a quiet moment (at most 2 s later), so work that
 * the first screen does not need starts after it has painted. Shared: every caller waits for the same moment.
 */
export function whenIdleAfterLoad(): Promise<void> {
  idleAfterLoad ??= new Promise<void>((done) => {
    const resolve = () => {
      // Where the first screen's work ends and deferred work begins (the bundle budget test reads it).
      performance.mark('wp:deferred-start')
      done()
    }
    const idle = () => void onIdle(resolve, 2000)
    if (document.readyState === 'complete') idle()
    else window.addEventListener('load', idle, { once: true })
  })
  return idleAfterLoad
}

/** Start work begun and not yet over (a deferred part wanted and not yet mounted, nor failed). */
let pending = 0
let onSettled: (() => void)[] = []

function settleIfDone() {
  if (pending > 0) return
  const waiting = onSettled
  onSettled = []
  for (const resolve of waiting) resolve()
}

/**
 * Counts a piece of the start's own work (a deferred part on its way) until the returned function is
 * called, once it is in or has failed: `whenStartSettled` waits for it. Calling it again does nothing.
 */
export function startWork(): () => void {
  pending += 1
  let over = false
  return () => {
    if (over) return
    over = true
    pending -= 1
    settleIfDone()
  }
}

/** Work that never ends (a part stuck on a stalled connection) holds nothing back for longer than this. */
const LONGEST_START_MS = 10_000

const idleMoment = () => new Promise<void>((resolve) => void onIdle(resolve, 1000))

/**
 * Resolves once the page's start work is over: the page idle after load, every piece of start work
 * begun so far over, then one more quiet moment.
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
export function idleQueue(): (step: () => unknown) => void {
  let last: Promise<unknown> | undefined
  return (step) => {
    last = (last ?? whenIdleAfterLoad())
      .then(nextTask)
      .then(step)
      .catch(() => undefined)
  }
}
