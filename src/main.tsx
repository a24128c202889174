// This entry imports nothing statically: React and the app are fetched only once the first screen of
// index.html is painted (vite.config.ts keeps them in chunks of their own).

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

/** Never later than this: a poster that never paints (no frames, no LCP) must not hold the app back. */
const FIRST_SCREEN_WAIT_MS = 1500

/**
 * Resolves once the first screen of index.html is on screen: the hero's poster (the page's largest
 * paint) painted, or, where the browser does not report largest paints or an overlay's frame covers the
 * poster, the first frame. The app's code
 * is then fetched and run after it, and never competes with it for the network or the main thread.
 * A hidden tab (no frames), a poster that fails, or 1.5 s without either let the app start at once.
 */
function afterFirstScreen(): Promise<void> {
  return new Promise<void>((resolve) => {
    if (document.visibilityState === 'hidden') return resolve()
    // Whichever path ends the wait first removes the others (listeners, observer, timer).
    const ended = new AbortController()
    const { signal } = ended
    let observer: PerformanceObserver | undefined
    const timer = setTimeout(() => done(), FIRST_SCREEN_WAIT_MS)
    const done = () => {
      if (signal.aborted) return
      ended.abort()
      observer?.disconnect()
      clearTimeout(timer)
      resolve()
    }
    // Under an overlay's frame (server/shell.ts; the attribute of src/content/overlay-frames.ts, written
    // out to keep this entry free of imports) the poster is covered: the first frame is the first screen.
    const covered = document.querySelector('[data-overlay-frame]') !== null
    const poster = covered ? null : document.querySelector<HTMLImageElement>('#root img[fetchpriority="high"]')
    if (poster && PerformanceObserver.supportedEntryTypes.includes('largest-contentful-paint')) {
      observer = new PerformanceObserver((list) => {
        if (list.getEntries().some((entry) => (entry as LargestContentfulPaint).element === poster)) done()
      })
      observer.observe({ type: 'largest-contentful-paint', buffered: true })
      poster.addEventListener('error', done, { once: true, signal })
    } else {
      requestAnimationFrame(() => setTimeout(done, 0))
    }
    document.addEventListener('visibilitychange', done, { once: true, signal })
  })
}

/**
 * The first screen is already painted from index.html. The app's code is fetched and run after that
 * first screen, so it never holds it back, and the boot is cut into short steps, each its own task, so
 * none blocks a tap for long: React's code, the app's code, the router and the query cache, then the
 * first render once the matched routes' code is here, as a transition that React builds in slices.
 */
async function boot(container: HTMLElement) {
  await afterFirstScreen()
  // Fetched together; React's code (the smaller graph) usually arrives and runs first, in its own task.
  const reactDom = import('react-dom/client')
  const appModule = import('./app/App')
  const { createRoot } = await reactDom
  const { createApp, nextTask } = await appModule
  await nextTask()
  const app = await createApp()
  app.render(container, createRoot)
}

// The browser's Intl data loads in a worker, off the main thread, while the first screen paints (see the
// worker's comment). Where workers cannot start, the first formatter simply loads it itself.
try {
  new Worker(new URL('./lib/warm-intl.worker.ts', import.meta.url), { type: 'module', name: 'warm-intl' })
} catch {
  // No worker: nothing is lost but the head start.
}

boot(root).catch((error: unknown) => console.error('Waypoint could not start', error))
