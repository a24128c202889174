// POST /api/functions/service-requests: receives the services dialog's form (docs/behaviour.md, "Services": name, email, phone,
// message, service) with the client's idempotency key, stores it durably and only then acknowledges it.
// 202 { ok, id, receivedAt } the first time; the same key again answers 200 with the original
// acknowledgement and never stores a second copy (the app's offline outbox resends until it hears back).
// When SERVICE_REQUESTS_WEBHOOK_URL is set, each stored request is forwarded there afterwards.
// Logs carry the reference and the service, never the person's details.
import { Hono, type Context } from 'hono'
import {
  hasDirectionControl,
  hasVisibleCharacter,
  isEmailAddress,
  normalizeText,
  serviceRequestLimits,
  type FieldProblem,
} from '../../src/content/service-request-contract'
import { services } from '../../src/content/services'
import { cleanLine, cleanText } from '../../src/lib/input'
import { readJsonBody } from '../lib/body'
import { clientAddress } from '../lib/client-address'
import type { AppDeps } from '../lib/context'
import { withDeadline } from '../lib/deadline'
import { logEvent } from '../lib/log'
import { rateLimit, REPLAYED_HEADER } from '../lib/rate-limit'
import { jsonError, methodNotAllowed } from '../lib/responses'
import type { SaveResult, ServiceRequestInput, StoredServiceRequest } from '../lib/service-requests-store'

/**
 * Comfortably above the largest form the app can send (2,384 characters at most once control characters
 * are dropped: about 7 KB of UTF-8 even in Hebrew or Russian, 14 KB if every character were escaped).
 */
const MAX_BODY_BYTES = 32 * 1024
/** Digits, spaces and + ( ) - . / ; at least 5 digits. */
const PHONE = /^(?=(?:\D*\d){5})[\d\s+().\-/]+$/
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

// The longest values accepted (serviceRequestLimits) are shared with the app's form, and together they fit
// the body limit.
export { serviceRequestLimits }

/** A wrong field: the sentence for people, and the code (with the limit passed) the app words itself. */
type Check = { sentence: string; problem: FieldProblem } | null

const problem = (field: string, code: FieldProblem['code'], sentence: string, limit?: number): Check => ({
  sentence,
  problem: limit === undefined ? { field, code } : { field, code, limit },
})

function tooLong(field: 'name' | 'email' | 'phone' | 'message', label: string, value: string): Check {
  const limit = serviceRequestLimits[field]
  return value.length > limit ? problem(field, 'too_long', `${label} is too long (${limit.toLocaleString('en-US')} characters at most)`, limit) : null
}

type Validation =
  | { ok: true; request: ServiceRequestInput }
  | { ok: false; errors: Record<string, string>; problems: FieldProblem[] }

/** The request, or the fields that are wrong and why (the spec's rules: name, email and message required). */
export function validateServiceRequest(value: unknown): Validation {
  const body = typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {}
  // Control characters are dropped before anything is checked or stored: limits count what a person sees.
  // Then the text is normalised (NFC, lone surrogates as U+FFFD) as the form does, before it is checked
  // and before a retry is compared with what was stored: the same bytes sent again are always a replay.
  const line = (key: string) => (typeof body[key] === 'string' ? normalizeText(cleanLine(body[key])) : '')
  const request = {
    name: line('name'),
    email: line('email'),
    phone: line('phone'),
    message: normalizeText(cleanText(body.message)),
    service: line('service'),
    idempotencyKey: line('idempotencyKey').toLowerCase(),
  }
  // A field sent as something other than text (a number, a list) is refused as such, not read as missing
  // or dropped: null counts as absent.
  const notText = (key: keyof typeof request, label: string): Check =>
    body[key] === undefined || body[key] === null || typeof body[key] === 'string' ? null : problem(key, 'invalid', `${label} must be text`)
  const service = request.service ? services.find((s) => s.name === request.service || s.slug === request.service || String(s.id) === request.service) : undefined
  const direction = (field: 'name' | 'email' | 'message', label: string): Check =>
    hasDirectionControl(request[field]) ? problem(field, 'direction_control', `${label} contains hidden characters that change the text direction`) : null
  const checks: Check[] = [
    notText('name', 'Name') ??
      (!request.name
        ? problem('name', 'required', 'Name is required')
        : (direction('name', 'Name') ??
          (hasVisibleCharacter(request.name) ? tooLong('name', 'Name', request.name) : problem('name', 'invisible', 'Name has no visible characters')))),
    notText('email', 'Email') ??
      (!request.email
        ? problem('email', 'required', 'Email is required')
        : (direction('email', 'Email') ??
          tooLong('email', 'Email', request.email) ??
          (isEmailAddress(request.email) ? null : problem('email', 'invalid', 'Email is not valid')))),
    notText('phone', 'Phone number') ??
      (request.phone ? (tooLong('phone', 'Phone number', request.phone) ?? (PHONE.test(request.phone) ? null : problem('phone', 'invalid', 'Phone number is not valid'))) : null),
    // A message of invisible characters alone (zero-width spaces, fillers) says nothing: it is missing.
    notText('message', 'Message') ??
      (request.message && hasVisibleCharacter(request.message)
        ? (direction('message', 'Message') ?? tooLong('message', 'Message', request.message))
        : problem('message', 'required', 'Message is required')),
    notText('service', 'Service') ?? (request.service && !service ? problem('service', 'unknown', 'Unknown service') : null),
    // Without a key a resent request could not be told from a new one: the app always sends one.
    notText('idempotencyKey', 'Idempotency key') ??
      (!request.idempotencyKey
        ? problem('idempotencyKey', 'required', 'Idempotency key is required')
        : !UUID.test(request.idempotencyKey)
          ? problem('idempotencyKey', 'invalid', 'Idempotency key must be a UUID')
          : null),
  ]
  const wrong = checks.filter((check) => check !== null)
  if (wrong.length > 0) {
    return {
      ok: false,
      errors: Object.fromEntries(wrong.map(({ problem, sentence }) => [problem.field, sentence])),
      problems: wrong.map(({ problem }) => problem),
    }
  }
  return { ok: true, request: { ...request, service: service?.name ?? '' } }
}

/** Our reference for a request received at `receivedAt`: SR-YYYYMMDD-XXXXXXXX. */
function newReference(receivedAt: string): string {
  return `SR-${receivedAt.slice(0, 10).replace(/-/g, '')}-${crypto.randomUUID().slice(0, 8).toUpperCase()}`
}

function acknowledgement(record: StoredServiceRequest) {
  return { ok: true as const, id: record.id, receivedAt: record.receivedAt }
}

export function serviceRequestRoutes({ config, now, serviceRequests: store, forwarder, limiters, timeouts }: AppDeps) {
  const app = new Hono()
  const path = '/service-requests'
  const limited = rateLimit(
    { ...config.serviceRequestsRateLimit, name: 'service-requests', store: limiters, timeoutMs: timeouts.limiterMs, now: () => now().getTime() },
    (c) => clientAddress(c, config.trustProxy),
    (c, seconds) => c.json({ error: `Too many requests from this address. Try again in ${seconds} seconds.`, code: 'rate_limited', retryAfter: seconds }, 429),
  )

  app.post(path, limited, async (c: Context) => {
    c.header('Cache-Control', 'no-store')
    const body = await readJsonBody(c, MAX_BODY_BYTES, { json: 'required' })
    if (!body.ok) return jsonError(c, body.status, body.message, body.code)
    const result = validateServiceRequest(body.value)
    if (!result.ok) return c.json({ error: 'Invalid service request', code: 'invalid_request', fields: result.errors, problems: result.problems }, 422)

    const receivedAt = now().toISOString()
    let saved: SaveResult
    try {
      saved = await withDeadline(store.save(result.request, { id: newReference(receivedAt), receivedAt }), timeouts.saveMs, 'The service-requests database')
    } catch (error) {
      // The database did not answer in time, or refused (locked by another writer, unreachable, full). It
      // may still be committed: the app sends it again with the same key, which never makes a second copy.
      // The reason is logged (a driver's message names no field's value), never sent.
      logEvent({ event: 'service_request_unsaved', reason: error instanceof Error ? error.message : String(error) }, 'error')
      c.header('Retry-After', '30')
      return jsonError(c, 503, 'The request could not be stored just now. Send it again in a moment.', 'unavailable')
    }
    if (saved.status === 'conflict') {
      return c.json({ error: 'This idempotency key was already used for a different request', code: 'idempotency_key_reused', fields: {} }, 409)
    }
    if (saved.status === 'replayed') {
      c.header(REPLAYED_HEADER, 'true')
      return c.json(acknowledgement(saved.record), 200)
    }
    logEvent({ event: 'service_request', id: saved.record.id, service: saved.record.service || null })
    void forwarder?.kick()
    return c.json(acknowledgement(saved.record), 202)
  })
  app.all(path, methodNotAllowed('POST'))
  return app
}
