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
  /** When forwarding was given up after too many failed attempts (the dead letters); null otherwise. */
  deadAt: string | null
}

export type SaveResult =
  /** Stored now. */
  | { status: 'created'; record: StoredServiceRequest }
  /** The same request was stored before under this key: its original record. */
  | { status: 'replayed'; record: StoredServiceRequest }
  /** The key was used before for a different request. */
  | { status: 'conflict'; record: StoredServiceRequest }

export type ForwardOutcome =
  | { ok: true; at: string }
  /** A failed attempt: retried at `nextAt`, or given up (a dead letter) when `nextAt` is null. */
  | { ok: false; at: string; error: string; nextAt: string | null }

export interface ClaimRequest {
  /** Requests due at this time (ISO 8601)… */
  now: string
  /** …claimed for this forwarder (one per server process)… */
  owner: string
  /** …until this time: past it, a claim whose owner died is free for another to take. */
  until: string
  limit: number
}

export interface ForwardingCounts {
  /** Waiting to be forwarded (due or not). */
  pending: number
  forwarded: number
  /** Given up after too many failed attempts. */
  dead: number
}

export type ForwardingBacklog = Pick<ForwardingCounts, 'pending' | 'dead'>

/**
 * Where service requests are kept (SQLite on one machine, PostgreSQL for several), shared by every
 * server process that uses it. The idempotency key is unique, so a request is stored once however many
 * processes receive it; forwarding is claimed row by row, so one process forwards each request, and a
 * claim expires so that a process that dies mid-forward leaves nothing forgotten.
 */
export interface ServiceRequestStore {
  /** Stores the request durably and resolves only once it is committed; a known key gives the stored record. */
  save(input: ServiceRequestInput, meta: { id: string; receivedAt: string }): Promise<SaveResult>
  /** Claims requests that are due, not forwarded, not given up and not claimed by a live claim; oldest first. */
  claimDue(claim: ClaimRequest): Promise<StoredServiceRequest[]>
  /** Records an attempt and releases the claim; false (and nothing recorded) when `owner` no longer holds it. */
  recordForward(id: string, owner: string, outcome: ForwardOutcome): Promise<boolean>
  /** The earliest time something waiting may become due (a retry, or a claim running out), or null when nothing waits. */
  nextForwardAt(): Promise<string | null>
  /** Every row counted (a full scan): for tests and maintenance, never per request. */
  counts(): Promise<ForwardingCounts>
  /**
   * The requests waiting to be forwarded and the dead letters, from indexes that hold only those rows:
   * its cost follows the backlog, not the table (what /readyz tells the operator).
   */
  backlog(): Promise<ForwardingBacklog>
  /** One request by our reference. */
  get(id: string): Promise<StoredServiceRequest | null>
  /** Resolves when the database answers (readiness). */
  ping(): Promise<void>
  /** Closes the database (on shutdown). */
  close(): Promise<void>
}

/** Whether two requests say the same thing (a replay), field by field. */
export function sameRequest(a: ServiceRequestInput, b: ServiceRequestInput): boolean {
  return a.name === b.name && a.email === b.email && a.phone === b.phone && a.message === b.message && a.service === b.service
}

/** The later of two optional ISO times ('' counts as the distant past). */
function later(a: string | null, b: string | null): string {
  const x = a ?? ''
  const y = b ?? ''
  return x > y ? x : y
}

/** A store that lives as long as the process: for tests and for runtimes that pass no store. */
export function memoryServiceRequestStore(): ServiceRequestStore {
  interface Row extends StoredServiceRequest {
    claimedBy: string | null
    claimExpiresAt: string | null
  }
  const byId = new Map<string, Row>()
  const byKey = new Map<string, string>()
  const copy = ({ claimedBy: _owner, claimExpiresAt: _until, ...record }: Row): StoredServiceRequest => ({ ...record })
  const waiting = () => [...byId.values()].filter((row) => row.forwardedAt === null && row.deadAt === null)

  return {
    async save(input, meta) {
      const existingId = byKey.get(input.idempotencyKey)
      const existing = existingId ? byId.get(existingId) : undefined
      if (existing) return { status: sameRequest(existing, input) ? 'replayed' : 'conflict', record: copy(existing) }
      const row: Row = {
        ...input,
        ...meta,
        forwardedAt: null,
        forwardAttempts: 0,
        lastForwardError: null,
        nextForwardAt: null,
        deadAt: null,
        claimedBy: null,
        claimExpiresAt: null,
      }
      byId.set(row.id, row)
      byKey.set(row.idempotencyKey, row.id)
      return { status: 'created', record: copy(row) }
    },
    async claimDue({ now, owner, until, limit }) {
      const due = waiting()
        .filter((row) => (row.nextForwardAt === null || row.nextForwardAt <= now) && (row.claimExpiresAt === null || row.claimExpiresAt <= now))
        .sort((a, b) => a.receivedAt.localeCompare(b.receivedAt))
        .slice(0, limit)
      for (const row of due) {
        row.claimedBy = owner
        row.claimExpiresAt = until
      }
      return due.map(copy)
    },
    async recordForward(id, owner, outcome) {
      const row = byId.get(id)
      if (!row || row.claimedBy !== owner || row.forwardedAt !== null) return false
      row.forwardAttempts += 1
      row.claimedBy = null
      row.claimExpiresAt = null
      if (outcome.ok) {
        row.forwardedAt = outcome.at
        row.lastForwardError = null
        row.nextForwardAt = null
      } else {
        row.lastForwardError = outcome.error
        row.nextForwardAt = outcome.nextAt
        row.deadAt = outcome.nextAt === null ? outcome.at : null
      }
      return true
    },
    async nextForwardAt() {
      const times = waiting().map((row) => later(row.nextForwardAt, row.claimExpiresAt))
      return times.length === 0 ? null : times.sort()[0] || new Date(0).toISOString()
    },
    async counts() {
      const rows = [...byId.values()]
      return {
        pending: rows.filter((row) => row.forwardedAt === null && row.deadAt === null).length,
        forwarded: rows.filter((row) => row.forwardedAt !== null).length,
        dead: rows.filter((row) => row.deadAt !== null).length,
      }
    },
    async backlog() {
      const rows = [...byId.values()]
      return {
        pending: rows.filter((row) => row.forwardedAt === null && row.deadAt === null).length,
        dead: rows.filter((row) => row.deadAt !== null).length,
      }
    },
    async get(id) {
      const row = byId.get(id)
      return row ? copy(row) : null
    },
    async ping() {},
    async close() {},
  }
}
