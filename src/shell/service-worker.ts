// The service worker's registration and the update it offers (docs/architecture.md, "Updates"). Our own
// few lines instead of vite-plugin-pwa's registerSW: that one cannot set updateViaCache, misses a worker
// that was already waiting when the page loaded, and waits for 'controllerchange' forever.

/** How long Reload waits for the new worker to take over before it reloads anyway. */
export const RELOAD_FALLBACK_MS = 3000

/** How often an open app asks for a new version (and on each return to the foreground). */
export const UPDATE_CHECK_MS = 30 * 60 * 1000

/**
 * Registers the worker at `url`, never through the HTTP cache (updateViaCache 'none': a cached sw.js or
 * import must not hide a deploy), and calls `onWaiting` whenever a new version is installed and waiting
 * while an older one controls the page: found now, or already waiting when the page loaded (installed
 * while the app was in the background, or a Reload that did not land).
 */
export async function registerServiceWorker(url: string, onWaiting: () => void): Promise<ServiceWorkerRegistration> {
  const container = navigator.serviceWorker
  const registration = await container.register(url, { scope: '/', type: 'classic', updateViaCache: 'none' })
  const offerIfWaiting = () => {
    // No controller: the first install, nothing older to replace.
    if (registration.waiting && container.controller) onWaiting()
  }
  offerIfWaiting()
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offerIfWaiting()
    })
  })
  return registration
}

/**
 * Reload: asks the waiting worker to take over and reloads once it has, or after `bound` ms when
 * 'controllerchange' never comes (home-screen apps on iOS do not always send it; an old worker kept busy
 * by a burst of requests delays the change). The reload happens once.
 */
export function applyUpdate(
  registration: ServiceWorkerRegistration,
  { bound = RELOAD_FALLBACK_MS, reload = () => window.location.reload() }: { bound?: number; reload?: () => void } = {},
): void {
  const container = navigator.serviceWorker
  let done = false
  let timer = 0
  const go = () => {
    if (done) return
    done = true
    window.clearTimeout(timer)
    container.removeEventListener('controllerchange', go)
    reload()
  }
  container.addEventListener('controllerchange', go)
  timer = window.setTimeout(go, bound)
  const waiting = registration.waiting
  // Already taken over (in another tab): the page only needs the reload.
  if (!waiting) return go()
  // The worker in charge stops answering requests so it falls idle (src/sw/sw.ts); the new one takes over.
  registration.active?.postMessage({ type: 'HAND_OVER' })
  waiting.postMessage({ type: 'SKIP_WAITING' })
}

/** Asks for a new version every `UPDATE_CHECK_MS` and on each return to the foreground; returns the stop. */
export function checkForUpdates(registration: ServiceWorkerRegistration): () => void {
  const check = () => void registration.update().catch(() => undefined)
  const interval = window.setInterval(check, UPDATE_CHECK_MS)
  const onVisible = () => {
    if (document.visibilityState === 'visible') check()
  }
  document.addEventListener('visibilitychange', onVisible)
  return () => {
    window.clearInterval(interval)
    document.removeEventListener('visibilitychange', onVisible)
  }
}
