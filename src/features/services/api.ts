// The service-requests backend function: POST {serviceRequestsUrl} with the form, the service and an
// idempotency key. Its answers are untrusted: only the parts we use are read, and every outcome becomes
// one of three that the outbox acts on: delivered (2xx), rejected (a 4xx: the request itself is wrong,
// sending it again cannot help) or unreachable (offline, timeout, 5xx, 408/413/429: send it again later).
// A 413 is kept too: the form cannot make a body that large, so a proxy in between must be at fault, and
// what a person typed is never thrown away for it.
// fetch is used directly rather than lib/http's getJson because a 4xx body carries the field errors.
import { config } from '@/app/config'
import { isRecord } from '@/lib/input'
import type { ServiceFormValues } from './form'
import { parseServerRefusal, type ServerFieldProblems, type ServerReason } from './server-messages'

export interface ServiceRequestPayload extends ServiceFormValues {
  /** The service's name as shown, e.g. 'Storage Solutions'. */
  service: string
  /** A UUID made once per request; the server stores a key only once, so resending is safe. */
  idempotencyKey: string
}

export type SendResult =
  | { kind: 'delivered'; id: string | null }
  | { kind: 'rejected'; status: number; reason: ServerReason; fields: ServerFieldProblems }
  | { kind: 'unreachable'; reason: string }

/** 4xx statuses that mean "not now" rather than "never". */
const RETRYABLE = new Set([408, 413, 425, 429])

/** The server's reference from a 2xx body `{ ok, id, receivedAt }`, or null. */
export function parseAcknowledgement(json: unknown): string | null {
  return isRecord(json) && typeof json.id === 'string' && json.id.length > 0 && json.id.length <= 100 ? json.id : null
}

/** A 4xx body `{ error, code, fields, problems }` as the reason and the form's wrong fields. */
export function parseRejection(status: number, json: unknown): Extract<SendResult, { kind: 'rejected' }> {
  return { kind: 'rejected', status, ...parseServerRefusal(status, json) }
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown
  } catch {
    return null
  }
}

/** Sends one request. Never throws: every failure is a SendResult. */
export async function sendServiceRequest(payload: ServiceRequestPayload, { timeoutMs = 10_000 } = {}): Promise<SendResult> {
  let response: Response
  try {
    response = await fetch(config.serviceRequestsUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(timeoutMs),
      cache: 'no-store',
    })
  } catch (error) {
    return { kind: 'unreachable', reason: error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'network error' }
  }
  if (response.ok) return { kind: 'delivered', id: parseAcknowledgement(await readJson(response)) }
  if (response.status >= 500 || RETRYABLE.has(response.status)) {
    await response.body?.cancel().catch(() => undefined)
    // 'busy': the server's per-client limit; the person hears that it will go in a few minutes.
    return { kind: 'unreachable', reason: response.status === 429 ? 'busy' : `HTTP ${response.status}` }
  }
  return parseRejection(response.status, await readJson(response))
}

/** A random (version 4) UUID, also where crypto.randomUUID is missing (plain-http origins, old browsers). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
