// Started once by the app frame (lazily, and free of React so the chunk stays tiny on the home page):
// sends saved service requests in the background whichever screen is open. The outbox code itself
// (IndexedDB, the sender, the toasts) loads only when requests may be waiting, or as soon as one is saved.
//
// The "requests may be waiting" flag it reads lives in outbox-flag.ts, beside the store that writes it.
import { OUTBOX_SAVED_EVENT, outboxMayHaveRequests } from './outbox-flag'

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
