// Where received service requests are kept. The interface is runtime-agnostic (async, no Node modules):
// server/node-service-requests.ts implements it on SQLite for `npm start`; the in-memory store below
// serves unit tests and any runtime that was given no store.

/** A request as the function accepted it (validated and trimmed). */
export interface ServiceRequestInput {
  name: string
  email: string
  phone: string
  message: string
  /** The service's name as the app shows it, or '' when the sender named none. */
  service: string
  /** The client's key for this one request: sending it again never makes a second record. */
  idempotencyKey: string
}

export interface StoredServiceRequest extends ServiceRequestInput {
  /** Our reference, e.g. SR-20261122-1A2B3C4D. */
  id: string
  /** When the request was first stored (ISO 8601). */
  receivedAt: string
  /** When the webhook accepted it; null while not (yet) forwarded. */
  forwardedAt: string | null
  forwardAttempts: number
  lastForwardError: string | null
  /** Earliest time of the next forwarding attempt; null when due now or already forwarded. */
  nextForwardAt: string | null
}

export type SaveResult =
  /** Stored now. */
  | { status: 'created'; record: StoredServiceRequest }
  /** The same request was stored before under this key: its original record. */
  | { status: 'replayed'; record: StoredServiceRequest }
  /** The key was used before for a different request. */
  | { status: 'conflict'; record: StoredServiceRequest }

export type ForwardOutcome = { ok: true; at: string } | { ok: false; at: string; error: string; nextAt: string }

export interface ServiceRequestStore {
  /** Stores the request durably and resolves only once it is committed; a known key gives the stored record. */
  save(input: ServiceRequestInput, meta: { id: string; receivedAt: string }): Promise<SaveResult>
  /** Requests not forwarded yet whose next attempt is due at `now`, oldest first. */
  dueForForwarding(now: string, limit: number): Promise<StoredServiceRequest[]>
  /** The earliest pending next attempt, or null when nothing waits. */
  nextForwardAt(): Promise<string | null>
  recordForward(id: string, outcome: ForwardOutcome): Promise<void>
  /** One request by our reference. */
  get(id: string): Promise<StoredServiceRequest | null>
}

/** Whether two requests say the same thing (a replay), field by field. */
export function sameRequest(a: ServiceRequestInput, b: ServiceRequestInput): boolean {
  return a.name === b.name && a.email === b.email && a.phone === b.phone && a.message === b.message && a.service === b.service
}

/** A store that lives as long as the process: for tests and for runtimes that pass no store. */
export function memoryServiceRequestStore(): ServiceRequestStore {
  const byId = new Map<string, StoredServiceRequest>()
  const byKey = new Map<string, string>()
  const copy = (record: StoredServiceRequest) => ({ ...record })
  const pending = () => [...byId.values()].filter((record) => record.forwardedAt === null)

  return {
    async save(input, meta) {
      const existingId = byKey.get(input.idempotencyKey)
      const existing = existingId ? byId.get(existingId) : undefined
      if (existing) return { status: sameRequest(existing, input) ? 'replayed' : 'conflict', record: copy(existing) }
      const record: StoredServiceRequest = {
        ...input,
        ...meta,
        forwardedAt: null,
        forwardAttempts: 0,
        lastForwardError: null,
        nextForwardAt: null,
      }
      byId.set(record.id, record)
      byKey.set(record.idempotencyKey, record.id)
      return { status: 'created', record: copy(record) }
    },
    async dueForForwarding(now, limit) {
      return pending()
        .filter((record) => record.nextForwardAt === null || record.nextForwardAt <= now)
        .sort((a, b) => a.receivedAt.localeCompare(b.receivedAt))
        .slice(0, limit)
        .map(copy)
    },
    async nextForwardAt() {
      const times = pending().map((record) => record.nextForwardAt ?? '')
      return times.length === 0 ? null : times.sort()[0] || new Date(0).toISOString()
    },
    async recordForward(id, outcome) {
      const record = byId.get(id)
      if (!record) return
      record.forwardAttempts += 1
      if (outcome.ok) {
        record.forwardedAt = outcome.at
        record.lastForwardError = null
        record.nextForwardAt = null
      } else {
        record.lastForwardError = outcome.error
        record.nextForwardAt = outcome.nextAt
      }
    },
    async get(id) {
      const record = byId.get(id)
      return record ? copy(record) : null
    },
  }
}
