// The app's one outbox (IndexedDB + the backend function). The dialog and the background sync share it,
// so a request is never sent twice from this page at the same time.
import { sendServiceRequest } from './api'
import { createOutbox } from './outbox'
import { idbOutboxStore, markedOutboxStore } from './outbox-store'

const store = markedOutboxStore(idbOutboxStore())

export const serviceOutbox = createOutbox({ store, send: (payload) => sendServiceRequest(payload) })

/** False when this browser cannot keep the outbox on the device (it then lives as long as the page). */
export const outboxIsDurable = () => store.durable
