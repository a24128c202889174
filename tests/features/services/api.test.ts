// @vitest-environment jsdom
import fc from 'fast-check'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { newIdempotencyKey, parseAcknowledgement, parseRejection, sendServiceRequest } from '@/features/services/api'
import { payload } from './fakes'

afterEach(() => vi.unstubAllGlobals())

function answer(response: Response | Error) {
  const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => {
    if (response instanceof Error) throw response
    return response
  })
  vi.stubGlobal('fetch', fetch)
  return fetch
}

describe('sendServiceRequest', () => {
  it('POSTs the form, the service and the idempotency key as JSON to the service-requests function', async () => {
    const fetch = answer(Response.json({ ok: true, id: 'SR-20261122-1A2B3C4D', receivedAt: '2026-11-22T12:00:00.000Z' }, { status: 202 }))
    const request = payload()
    expect(await sendServiceRequest(request)).toEqual({ kind: 'delivered', id: 'SR-20261122-1A2B3C4D' })
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit]
    expect(url).toBe(`${location.origin}/api/functions/service-requests`)
    expect(init.method).toBe('POST')
    expect(new Headers(init.headers).get('content-type')).toBe('application/json')
    expect(JSON.parse(String(init.body))).toEqual(request)
  })

  it('counts a 2xx as delivered even when its body is unreadable (the server has stored it)', async () => {
    answer(new Response('<html>', { status: 200 }))
    expect(await sendServiceRequest(payload())).toEqual({ kind: 'delivered', id: null })
  })

  it.each([500, 502, 503, 504, 408, 413])('keeps the request for later after HTTP %i', async (status) => {
    answer(new Response('busy', { status }))
    expect(await sendServiceRequest(payload())).toEqual({ kind: 'unreachable', reason: `HTTP ${status}` })
  })

  it('keeps the request for later when the server says to slow down (429), as busy', async () => {
    answer(Response.json({ error: 'Too many requests from this address. Try again in 60 seconds.' }, { status: 429, headers: { 'Retry-After': '60' } }))
    expect(await sendServiceRequest(payload())).toEqual({ kind: 'unreachable', reason: 'busy' })
  })

  it('keeps the request for later after a network error', async () => {
    answer(new TypeError('Failed to fetch'))
    expect(await sendServiceRequest(payload())).toEqual({ kind: 'unreachable', reason: 'network error' })
  })

  it('reads the field errors of a 4xx by their codes, beside the sentences', async () => {
    answer(
      Response.json(
        {
          error: 'Invalid service request',
          code: 'invalid_request',
          fields: { email: 'Email is not valid', idempotencyKey: 'x' },
          problems: [{ field: 'email', code: 'invalid' }, { field: 'idempotencyKey', code: 'required' }],
        },
        { status: 422 },
      ),
    )
    expect(await sendServiceRequest(payload())).toEqual({
      kind: 'rejected',
      status: 422,
      reason: { code: 'invalid_request', text: 'Invalid service request', status: 422 },
      fields: { email: { code: 'invalid', limit: null, text: 'Email is not valid' } },
    })
    answer(Response.json({ error: 'Send JSON (Content-Type: application/json)', code: 'unsupported_media_type' }, { status: 415 }))
    expect(await sendServiceRequest(payload())).toEqual({
      kind: 'rejected',
      status: 415,
      reason: { code: null, text: 'Send JSON (Content-Type: application/json)', status: 415 },
      fields: {},
    })
  })
})

describe('parsing the answers', () => {
  it('never throws on any JSON: an id is a short string or null, a rejection has a reason and known fields', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.integer({ min: 400, max: 499 }), (json, status) => {
        const id = parseAcknowledgement(json)
        expect(id === null || (typeof id === 'string' && id.length > 0 && id.length <= 100)).toBe(true)
        const rejection = parseRejection(status, json)
        expect(rejection.reason.status).toBe(status)
        expect(rejection.reason.text === null || (rejection.reason.text.length > 0 && rejection.reason.text.length <= 300)).toBe(true)
        for (const value of Object.values(rejection.fields)) {
          expect(typeof value.text).toBe('string')
          expect(value.limit === null || (Number.isSafeInteger(value.limit) && value.limit > 0)).toBe(true)
        }
        expect(Object.keys(rejection.fields).every((key) => ['name', 'email', 'phone', 'message'].includes(key))).toBe(true)
      }),
      { numRuns: 1000 },
    )
  })
})

describe('newIdempotencyKey', () => {
  it('makes version 4 UUIDs, also without crypto.randomUUID', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
    expect(newIdempotencyKey()).toMatch(uuid)
    const randomUUID = crypto.randomUUID
    try {
      Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true })
      const keys = new Set(Array.from({ length: 200 }, () => newIdempotencyKey()))
      expect(keys.size).toBe(200)
      for (const key of keys) expect(key).toMatch(uuid)
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: randomUUID, configurable: true })
    }
  })
})
