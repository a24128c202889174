// Started once by the app frame (lazily, and free of React so the chunk stays tiny on the home page):
// sends saved service requests in the background whichever screen is open. The outbox code itself
// (IndexedDB, the sender, the toasts) loads only when requests may be waiting, or as soon as one is saved.
//
// Beside the outbox lives a one-line flag, "requests may be waiting", which this module reads at start.
// It is only a hint: the outbox itself is the truth, and the services panel always starts the sync.

const KEY = 'waypoint:service-outbox'
/** Window event fired when a request is saved to the outbox. */
export const OUTBOX_SAVED_EVENT = 'waypoint:service-outbox-saved'

/** Whether requests may be waiting. Unreadable storage says yes: better one needless check than a lost request. */
export function outboxMayHaveRequests(): boolean {
  try {
    return localStorage.getItem(KEY) !== null
  } catch {
    return true
  }
}

export function markOutboxSaved(): void {
  try {
    localStorage.setItem(KEY, '1')
  } catch {
    // The event below still starts the sync in this page.
  }
  window.dispatchEvent(new Event(OUTBOX_SAVED_EVENT))
}

export function markOutboxEmpty(): void {
  try {
    localStorage.removeItem(KEY)
  } catch {
    // Nothing to clear.
  }
}

/** Starts watching for saved requests; returns stop(). */
export function bootOutboxSync(): () => void {
  let release: (() => void) | undefined
  let stopped = false
  const start = () => {
    window.removeEventListener(OUTBOX_SAVED_EVENT, start)
    import('./background-sync').then(
      (module) => {
        if (!stopped) release ??= module.ensureOutboxSync()
      },
      // Offline before the service worker holds the chunk: try again with the next saved request.
      () => {
        if (!stopped) window.addEventListener(OUTBOX_SAVED_EVENT, start)
      },
    )
  }
  if (outboxMayHaveRequests()) start()
  else window.addEventListener(OUTBOX_SAVED_EVENT, start)
  return () => {
    stopped = true
    window.removeEventListener(OUTBOX_SAVED_EVENT, start)
    release?.()
  }
}
