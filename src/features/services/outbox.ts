// The service-request outbox: a request is saved on the device before it is sent and removed only once
// the server has acknowledged it (2xx) or refused it for good (4xx). Everything else (offline, timeout,
// 5xx) leaves it saved to be sent again, always with the same idempotency key, so the server stores it
// exactly once however often it is sent. The store and the sender are injected (IndexedDB and fetch in
// the app, fakes in tests).
import type { ServerFieldProblems, ServerReason } from './server-messages'
import type { SendResult, ServiceRequestPayload } from './api'

export interface OutboxEntry {
  payload: ServiceRequestPayload
  /** When the person sent it (ms since the epoch). */
  queuedAt: number
  /** Failed sending attempts so far. */
  attempts: number
}

/** Where entries are kept, by idempotency key. */
export interface OutboxStore {
  list(): Promise<OutboxEntry[]>
  put(entry: OutboxEntry): Promise<void>
  remove(key: string): Promise<void>
}

export type Delivery =
  | { status: 'sent'; entry: OutboxEntry; id: string | null }
  | { status: 'rejected'; entry: OutboxEntry; reason: ServerReason; fields: ServerFieldProblems }
  | { status: 'kept'; entry: OutboxEntry; reason: string }

export interface Outbox {
  /**
   * Saves a new request and, unless `attempt` is false (offline), sends it at once. It stays saved until
   * the server acknowledges or refuses it.
   */
  submit(payload: ServiceRequestPayload, options?: { attempt?: boolean; now?: number }): Promise<Delivery>
  /** Sends every saved request that is not already on its way, oldest first; stops at the first failure. */
  flush(): Promise<Delivery[]>
  /** How many requests wait to be sent. */
  size(): Promise<number>
  /** Called whenever a request stays saved after a failed attempt (so a retry can be planned). */
  onKept(listener: () => void): () => void
}

export function createOutbox({ store, send }: { store: OutboxStore; send: (payload: ServiceRequestPayload) => Promise<SendResult> }): Outbox {
  // Keys being sent right now: a request is never on its way twice from this page.
  const inFlight = new Set<string>()
  const listeners = new Set<() => void>()

  function kept(entry: OutboxEntry, reason: string): Delivery {
    for (const listener of listeners) listener()
    return { status: 'kept', entry, reason }
  }

  /** Sends an entry this caller holds in flight, and settles the store by the answer. */
  async function sendHeld(entry: OutboxEntry): Promise<Delivery> {
    const result = await send(entry.payload)
    if (result.kind === 'unreachable') {
      const next = { ...entry, attempts: entry.attempts + 1 }
      await store.put(next)
      return kept(next, result.reason)
    }
    await store.remove(entry.payload.idempotencyKey)
    return result.kind === 'delivered'
      ? { status: 'sent', entry, id: result.id }
      : { status: 'rejected', entry, reason: result.reason, fields: result.fields }
  }

  async function hold<T>(key: string, work: () => Promise<T>): Promise<T> {
    inFlight.add(key)
    try {
      return await work()
    } finally {
      inFlight.delete(key)
    }
  }

  return {
    submit(payload, { attempt = true, now = Date.now() } = {}) {
      const entry: OutboxEntry = { payload, queuedAt: now, attempts: 0 }
      // Held from before it is saved, so a flush running meanwhile cannot send it a second time.
      return hold(payload.idempotencyKey, async () => {
        await store.put(entry)
        return attempt ? sendHeld(entry) : kept(entry, 'offline')
      })
    },
    async flush() {
      const entries = (await store.list()).sort((a, b) => a.queuedAt - b.queuedAt)
      const results: Delivery[] = []
      // One at a time: a server that is down is asked once per round, not once per request.
      for (const entry of entries) {
        const key = entry.payload.idempotencyKey
        if (inFlight.has(key)) continue
        const delivery = await hold(key, () => sendHeld(entry))
        results.push(delivery)
        if (delivery.status === 'kept') break
      }
      return results
    },
    async size() {
      return (await store.list()).length
    },
    onKept(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
}
