// Forwards stored service requests to the consultancy's webhook (SERVICE_REQUESTS_WEBHOOK_URL), after
// they are stored. Several server processes may share one store: each claims one due request at a time
// (the claim outlives the webhook timeout, and runs out if its process dies), so a request is forwarded
// by one process, and none is forgotten. A failed attempt is recorded on the request and retried with
// exponential backoff, after a restart too; after `maxAttempts` the request is given up (a dead letter,
// reported by the log and /readyz, kept in the store for a person to deal with).
// Fetch API and timers only: runtime-agnostic.
import { logEvent } from './log'
import type { ServiceRequestStore, StoredServiceRequest } from './service-requests-store'

interface ForwarderOptions {
  store: ServiceRequestStore
  /** The webhook address (POST, JSON). */
  url: string
  /**
   * When set, each body is signed with a timestamp: X-Waypoint-Timestamp: <unix seconds> and
   * X-Waypoint-Signature: sha256=<hex HMAC-SHA256 of "<timestamp>.<body>">, so a receiver can refuse replays.
   */
  secret?: string | undefined
  now: () => Date
  timeoutMs: number
  /** Attempts before a request is given up (default 12: about 7 hours of retries). */
  maxAttempts?: number
  /** How long a claim holds (default: twice the timeout plus 30 s, so a live process always finishes first). */
  claimMs?: number
  /** How often to look for requests another process left (default 60 s). */
  sweepMs?: number
  /** This process's name in claims (default: random). */
  owner?: string
  /** fetch (tests pass a fake). */
  fetch?: typeof fetch
}

export interface Forwarder {
  /** Forwards everything that is due now; resolves when this round is done. Safe to call at any time. */
  kick(): Promise<void>
  /** Stops planning rounds and resolves once the round in flight (if any) has finished (shutdown, tests). */
  stop(): Promise<void>
}

const FIRST_RETRY_MS = 30_000
const MAX_RETRY_MS = 60 * 60_000
export const DEFAULT_MAX_FORWARD_ATTEMPTS = 12

/** Wait before the next attempt after `attempts` failed ones: 30 s, 1 min, 2 min… at most 1 h. */
export function retryDelayMs(attempts: number): number {
  return Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1))
}

/** What the webhook receives: our reference and the form, no internal bookkeeping. */
function webhookBody(record: StoredServiceRequest): string {
  const { id, receivedAt, service, name, email, phone, message } = record
  return JSON.stringify({ type: 'service_request', id, receivedAt, service, name, email, phone, message })
}

/** sha256=<hex HMAC-SHA256 of "<timestamp>.<body>"> with `secret`. */
export async function signature(secret: string, timestamp: number, body: string): Promise<string> {
  const encoder = new TextEncoder()
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(`${timestamp}.${body}`)))
  return `sha256=${Array.from(mac, (byte) => byte.toString(16).padStart(2, '0')).join('')}`
}

/**
 * What fetch's "fetch failed" was about: the code of the error underneath (ECONNREFUSED, ENOTFOUND,
 * ETIMEDOUT, CERT_HAS_EXPIRED, ERR_TLS_CERT_ALTNAME_INVALID...) and its words, from the first error in
 * the chain of causes (or of an AggregateError, as happy eyeballs gives) that names one.
 */
function underlying(error: Error): { code: string | undefined; message: string } | null {
  const queue: unknown[] = [error.cause]
  for (let seen = 0; queue.length > 0 && seen < 8; seen += 1) {
    const next = queue.shift()
    if (!(next instanceof Error)) continue
    const code = (next as { code?: unknown }).code
    if (typeof code === 'string' || next.message) return { code: typeof code === 'string' ? code : undefined, message: next.message }
    if (next instanceof AggregateError) queue.push(...next.errors)
    queue.push(next.cause)
  }
  return null
}

/**
 * A failed attempt's reason, without anything of the request (the URL holds no credentials: config
 * refuses them): `TypeError: fetch failed (ECONNREFUSED: connect ECONNREFUSED 10.0.0.5:443)`.
 */
export function failure(cause: unknown): string {
  if (!(cause instanceof Error)) return String(cause)
  const below = underlying(cause)
  if (below && /redirect/i.test(below.message)) return 'Redirect refused (the webhook must answer, not redirect)'
  const base = `${cause.name}: ${cause.message}`
  if (!below) return base
  const detail = below.code && !below.message.includes(below.code) ? `${below.code}: ${below.message}` : below.message || below.code
  return `${base} (${(detail ?? '').slice(0, 200)})`
}

export function createForwarder({
  store,
  url,
  secret,
  now,
  timeoutMs,
  maxAttempts = DEFAULT_MAX_FORWARD_ATTEMPTS,
  claimMs = timeoutMs * 2 + 30_000,
  sweepMs = 60_000,
  owner = `forwarder-${crypto.randomUUID()}`,
  fetch: fetchImpl = fetch,
}: ForwarderOptions): Forwarder {
  let running: Promise<void> | null = null
  let again = false
  let stopped = false
  let timer: ReturnType<typeof setTimeout> | undefined

  async function forwardOne(record: StoredServiceRequest): Promise<void> {
    const body = webhookBody(record)
    const headers: Record<string, string> = { 'Content-Type': 'application/json', 'Idempotency-Key': record.id }
    if (secret) {
      const timestamp = Math.floor(now().getTime() / 1000)
      headers['X-Waypoint-Timestamp'] = String(timestamp)
      headers['X-Waypoint-Signature'] = await signature(secret, timestamp, body)
    }
    const attempt = record.forwardAttempts + 1
    const started = Date.now()
    let error: string
    try {
      // A redirect is an error: following one would post the signed body wherever it points, as often as it loops.
      const response = await fetchImpl(url, { method: 'POST', headers, body, redirect: 'error', signal: AbortSignal.timeout(timeoutMs) })
      await response.body?.cancel()
      if (response.ok) {
        const recorded = await store.recordForward(record.id, owner, { ok: true, at: now().toISOString() })
        logEvent({ event: 'forward', id: record.id, attempt, ok: true, status: response.status, ms: Date.now() - started, recorded })
        return
      }
      error = `HTTP ${response.status}`
    } catch (cause) {
      error = failure(cause)
    }
    const dead = attempt >= maxAttempts
    const nextAt = dead ? null : new Date(now().getTime() + retryDelayMs(attempt)).toISOString()
    const recorded = await store.recordForward(record.id, owner, { ok: false, at: now().toISOString(), error, nextAt })
    logEvent({ event: 'forward', id: record.id, attempt, ok: false, error, nextAt, dead, ms: Date.now() - started, recorded }, dead ? 'error' : 'warn')
  }

  async function round(): Promise<void> {
    // One at a time: each claim is short, and other processes share the work request by request.
    while (!stopped) {
      const at = now().getTime()
      const [record] = await store.claimDue({
        now: new Date(at).toISOString(),
        owner,
        until: new Date(at + claimMs).toISOString(),
        limit: 1,
      })
      if (!record) break
      await forwardOne(record)
    }
    schedule(await store.nextForwardAt())
  }

  function schedule(next: string | null) {
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
    if (stopped) return
    // The next retry or claim to run out, and at least every sweep: another process may have stored a
    // request and died before forwarding it.
    const due = next === null ? sweepMs : Date.parse(next) - now().getTime()
    const delay = Math.max(1000, Math.min(MAX_RETRY_MS, sweepMs, due))
    timer = setTimeout(() => void kick(), delay)
    // On Node, a pending retry must not keep a finished process (a test run) alive.
    ;(timer as { unref?: () => void }).unref?.()
  }

  function kick(): Promise<void> {
    if (stopped) return running ?? Promise.resolve()
    if (running) {
      again = true
      return running
    }
    running = (async () => {
      try {
        do {
          again = false
          await round()
        } while (again && !stopped)
      } catch (error) {
        logEvent({ event: 'forward', ok: false, error: error instanceof Error ? error.message : String(error) }, 'error')
        schedule(null)
      } finally {
        running = null
      }
    })()
    return running
  }

  return {
    kick,
    async stop() {
      stopped = true
      if (timer !== undefined) clearTimeout(timer)
      timer = undefined
      await running
    },
  }
}
