// Forwards stored service requests to the consultancy's webhook (SERVICE_REQUESTS_WEBHOOK_URL), after
// they are stored. A failed attempt is recorded on the request and retried with exponential backoff,
// after a restart too (pending requests live in the store, not in memory), so none is ever lost.
// Fetch API and timers only: runtime-agnostic.
import type { ServiceRequestStore, StoredServiceRequest } from './service-requests-store'

interface ForwarderOptions {
  store: ServiceRequestStore
  /** The webhook address (POST, JSON). */
  url: string
  /** When set, each body is signed: X-Waypoint-Signature: sha256=<hex HMAC-SHA256 of the body>. */
  secret?: string | undefined
  now: () => Date
  timeoutMs: number
  /** fetch (tests pass a fake). */
  fetch?: typeof fetch
}

export interface Forwarder {
  /** Forwards everything that is due now; resolves when this round is done. Safe to call at any time. */
  kick(): Promise<void>
  /** Cancels the scheduled retry (tests, shutdown). */
  stop(): void
}

const FIRST_RETRY_MS = 30_000
const MAX_RETRY_MS = 60 * 60_000
const BATCH = 20

/** Wait before the next attempt after `attempts` failed ones: 30 s, 1 min, 2 min… at most 1 h. */
export function retryDelayMs(attempts: number): number {
  return Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1))
}

/** What the webhook receives: our reference and the form, no internal bookkeeping. */
function webhookBody(record: StoredServiceRequest): string {
  const { id, receivedAt, service, name, email, phone, message } = record
  return JSON.stringify({ type: 'service_request', id, receivedAt, service, name, email, phone, message })
}

export async function signature(secret: string, body: string): Promise<string> {
  const encoder = new TextEncoder()
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(body)))
  return `sha256=${Array.from(mac, (byte) => byte.toString(16).padStart(2, '0')).join('')}`
}

export function createForwarder({ store, url, secret, now, timeoutMs, fetch: fetchImpl = fetch }: ForwarderOptions): Forwarder {
  let running: Promise<void> | null = null
  let again = false
  let timer: ReturnType<typeof setTimeout> | undefined

  async function forwardOne(record: StoredServiceRequest): Promise<void> {
    const body = webhookBody(record)
    const headers: Record<string, string> = { 'Content-Type': 'application/json', 'Idempotency-Key': record.id }
    if (secret) headers['X-Waypoint-Signature'] = await signature(secret, body)
    let error: string
    try {
      const response = await fetchImpl(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(timeoutMs) })
      await response.body?.cancel()
      if (response.ok) {
        await store.recordForward(record.id, { ok: true, at: now().toISOString() })
        console.info(`Service request ${record.id} forwarded to the webhook`)
        return
      }
      error = `HTTP ${response.status}`
    } catch (cause) {
      error = cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause)
    }
    const attempts = record.forwardAttempts + 1
    const nextAt = new Date(now().getTime() + retryDelayMs(attempts)).toISOString()
    await store.recordForward(record.id, { ok: false, at: now().toISOString(), error, nextAt })
    console.warn(`Forwarding service request ${record.id} failed (attempt ${attempts}: ${error}); next attempt at ${nextAt}`)
  }

  async function round(): Promise<void> {
    const seen = new Set<string>()
    for (;;) {
      const due = (await store.dueForForwarding(now().toISOString(), BATCH)).filter((record) => !seen.has(record.id))
      if (due.length === 0) break
      for (const record of due) {
        seen.add(record.id)
        await forwardOne(record)
      }
    }
    schedule(await store.nextForwardAt())
  }

  function schedule(next: string | null) {
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
    if (next === null) return
    const delay = Math.max(1000, Math.min(MAX_RETRY_MS, Date.parse(next) - now().getTime()))
    timer = setTimeout(() => void kick(), delay)
    // On Node, a pending retry must not keep a finished process (a test run) alive.
    ;(timer as { unref?: () => void }).unref?.()
  }

  function kick(): Promise<void> {
    if (running) {
      again = true
      return running
    }
    running = (async () => {
      try {
        do {
          again = false
          await round()
        } while (again)
      } catch (error) {
        console.error('Forwarding service requests failed:', error)
      } finally {
        running = null
      }
    })()
    return running
  }

  return {
    kick,
    stop() {
      if (timer !== undefined) clearTimeout(timer)
      timer = undefined
    },
  }
}
