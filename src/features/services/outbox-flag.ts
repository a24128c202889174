// The one-line flag beside the outbox, "requests may be waiting", and the window event fired when a
// request is saved. The boot module reads them at start without loading the outbox; the outbox's store
// writes them. It imports only the storage list, so neither side imports the other through it.
// It is only a hint: the outbox itself is the truth, and the services panel always starts the sync.
import { storage } from '@/content/storage-keys'

const KEY = storage.outboxFlag.name
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
