// POST /api/functions/service-requests: receives the services dialog's form (docs/behaviour.md, "Services": name, email, phone,
// message, service) with the client's idempotency key, stores it durably and only then acknowledges it.
// 202 { ok, id, receivedAt } the first time; the same key again answers 200 with the original
// acknowledgement and never stores a second copy (the app's offline outbox resends until it hears back).
// When SERVICE_REQUESTS_WEBHOOK_URL is set, each stored request is forwarded there afterwards.
// Logs carry the reference and the service, never the person's details.
import { Hono, type Context } from 'hono'
import { services } from '../../src/content/services'
import { cleanLine, cleanText } from '../../src/lib/input'
import { readJsonBody } from '../lib/body'
import { clientAddress } from '../lib/client-address'
import type { AppDeps } from '../lib/context'
import { logEvent } from '../lib/log'
import { rateLimit } from '../lib/rate-limit'
import { jsonError, methodNotAllowed } from '../lib/responses'
import type { ServiceRequestInput, StoredServiceRequest } from '../lib/service-requests-store'

/**
 * Comfortably above the largest form the app can send (2,384 characters at most once control characters
 * are dropped: about 7 KB of UTF-8 even in Hebrew or Russian, 14 KB if every character were escaped).
 */
const MAX_BODY_BYTES = 32 * 1024
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
/** Digits, spaces and + ( ) - . / ; at least 5 digits. */
const PHONE = /^(?=(?:\D*\d){5})[\d\s+().\-/]+$/
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The longest values accepted; the app's form has the same limits, and together they fit the body limit. */
export const serviceRequestLimits = { name: 100, email: 254, phone: 30, message: 2000 } as const


function tooLong(field: keyof typeof serviceRequestLimits, label: string, value: string): string | null {
  const limit = serviceRequestLimits[field]
  return value.length > limit ? `${label} is too long (${limit.toLocaleString('en-US')} characters at most)` : null
}

/** The request, or the fields that are wrong and why (the spec's rules: name, email and message required). */
export function validateServiceRequest(value: unknown): { ok: true; request: ServiceRequestInput } | { ok: false; errors: Record<string, string> } {
  const body = typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {}
  // Control characters are dropped before anything is checked or stored: limits count what a person sees.
  const line = (key: string) => (typeof body[key] === 'string' ? cleanLine(body[key]) : '')
  const request = {
    name: line('name'),
    email: line('email'),
    phone: line('phone'),
    message: cleanText(body.message),
    service: line('service'),
    idempotencyKey: line('idempotencyKey').toLowerCase(),
  }
  const service = request.service ? services.find((s) => s.name === request.service || s.slug === request.service || String(s.id) === request.service) : undefined
  const checks: Record<string, string | null> = {
    name: request.name ? tooLong('name', 'Name', request.name) : 'Name is required',
    email: !request.email
      ? 'Email is required'
      : request.email.length > serviceRequestLimits.email || !EMAIL.test(request.email)
        ? 'Email is not valid'
        : null,
    phone: request.phone && (request.phone.length > serviceRequestLimits.phone || !PHONE.test(request.phone)) ? 'Phone number is not valid' : null,
    message: request.message ? tooLong('message', 'Message', request.message) : 'Message is required',
    service: request.service && !service ? 'Unknown service' : null,
    // Without a key a resent request could not be told from a new one: the app always sends one.
    idempotencyKey: !request.idempotencyKey
      ? 'Idempotency key is required'
      : !UUID.test(request.idempotencyKey)
        ? 'Idempotency key must be a UUID'
        : null,
  }
  const errors = Object.fromEntries(Object.entries(checks).filter((entry): entry is [string, string] => entry[1] !== null))
  if (Object.keys(errors).length > 0) return { ok: false, errors }
  return { ok: true, request: { ...request, service: service?.name ?? '' } }
}

/** Our reference for a request received at `receivedAt`: SR-YYYYMMDD-XXXXXXXX. */
function newReference(receivedAt: string): string {
  return `SR-${receivedAt.slice(0, 10).replace(/-/g, '')}-${crypto.randomUUID().slice(0, 8).toUpperCase()}`
}

function acknowledgement(record: StoredServiceRequest) {
  return { ok: true as const, id: record.id, receivedAt: record.receivedAt }
}

export function serviceRequestRoutes({ config, now, serviceRequests: store, forwarder, limiters }: AppDeps) {
  const app = new Hono()
  const path = '/service-requests'
  const limited = rateLimit(
    { ...config.serviceRequestsRateLimit, name: 'service-requests', store: limiters },
    (c) => clientAddress(c, config.trustProxy),
    (c, seconds) => c.json({ error: `Too many requests from this address. Try again in ${seconds} seconds.`, retryAfter: seconds }, 429),
  )

  app.post(path, limited, async (c: Context) => {
    c.header('Cache-Control', 'no-store')
    const body = await readJsonBody(c, MAX_BODY_BYTES, { json: 'required' })
    if (!body.ok) return jsonError(c, body.status, body.message)
    const result = validateServiceRequest(body.value)
    if (!result.ok) return c.json({ error: 'Invalid service request', fields: result.errors }, 422)

    const receivedAt = now().toISOString()
    const saved = await store.save(result.request, { id: newReference(receivedAt), receivedAt })
    if (saved.status === 'conflict') {
      return c.json({ error: 'This idempotency key was already used for a different request', fields: {} }, 409)
    }
    if (saved.status === 'replayed') {
      c.header('Idempotent-Replayed', 'true')
      return c.json(acknowledgement(saved.record), 200)
    }
    logEvent({ event: 'service_request', id: saved.record.id, service: saved.record.service || null })
    void forwarder?.kick()
    return c.json(acknowledgement(saved.record), 202)
  })
  app.all(path, methodNotAllowed('POST'))
  return app
}
