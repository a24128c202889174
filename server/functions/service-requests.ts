// POST /api/functions/service-requests: receives the services dialog's form (SPEC: name, email, phone,
// message, service) and acknowledges it. The spec does not say what happens next, so the server only
// validates and answers 202 with a reference; it stores nothing and logs no personal data.
import { Hono } from 'hono'
import { services } from '../../src/content/services'
import { readJsonBody } from '../lib/body'
import { jsonError, methodNotAllowed } from '../lib/responses'

const MAX_BODY_BYTES = 8192
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

interface ServiceRequest {
  name: string
  email: string
  phone: string
  message: string
  service: string
}

/** The request, or the fields that are wrong and why (the spec's rules: name, email and message required). */
export function validateServiceRequest(value: unknown): { ok: true; request: ServiceRequest } | { ok: false; errors: Record<string, string> } {
  const body = typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {}
  const text = (key: string) => (typeof body[key] === 'string' ? (body[key] as string).trim() : '')
  const request = { name: text('name'), email: text('email'), phone: text('phone'), message: text('message'), service: text('service') }
  const errors: Record<string, string> = {}
  if (!request.name) errors.name = 'Name is required'
  if (!request.email) errors.email = 'Email is required'
  else if (!EMAIL.test(request.email)) errors.email = 'Email is not valid'
  if (!request.message) errors.message = 'Message is required'
  if (request.service && !services.some((s) => s.name === request.service || s.slug === request.service || String(s.id) === request.service)) {
    errors.service = 'Unknown service'
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, request }
}

export function serviceRequestRoutes({ now }: { now: () => Date }) {
  const app = new Hono()
  const path = '/service-requests'
  app.post(path, async (c) => {
    const body = await readJsonBody(c, MAX_BODY_BYTES)
    if (!body.ok) return jsonError(c, body.status, body.message)
    const result = validateServiceRequest(body.value)
    if (!result.ok) return c.json({ error: 'Invalid service request', fields: result.errors }, 422)
    const receivedAt = now().toISOString()
    const id = `SR-${receivedAt.slice(0, 10).replace(/-/g, '')}-${crypto.randomUUID().slice(0, 8).toUpperCase()}`
    console.info(`Service request ${id} received for "${result.request.service || 'unspecified service'}"`)
    return c.json({ ok: true, id, receivedAt }, 202)
  })
  app.all(path, methodNotAllowed('POST'))
  return app
}
