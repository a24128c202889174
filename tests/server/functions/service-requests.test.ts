import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { validateServiceRequest } from '@server/functions/service-requests'
import { signature } from '@server/lib/forwarder'
import { memoryServiceRequestStore, type ServiceRequestStore } from '@server/lib/service-requests-store'
import { sqliteServiceRequestStore, type SqliteServiceRequestStore } from '@server/node-service-requests'
import { testApp, TODAY } from '../helpers'

const URL_PATH = '/api/functions/service-requests'
const KEY = '0b6f3c58-5d0e-4c2a-9a63-6f1f7c2d9e41'
const valid = {
  name: 'Dana Levi',
  email: 'dana@example.org',
  phone: '+972 50-123-4567',
  message: 'We move to Tel Aviv in March with two children.',
  service: 'Storage Solutions',
  idempotencyKey: KEY,
}

type App = ReturnType<typeof testApp>
const post = (app: App, body: unknown, headers: Record<string, string> = {}) =>
  app.request(URL_PATH, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })

let dir: string
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'waypoint-requests-'))
  vi.spyOn(console, 'info').mockImplementation(() => undefined)
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})
const opened: SqliteServiceRequestStore[] = []
afterEach(() => {
  for (const store of opened.splice(0)) store.close()
  rmSync(dir, { recursive: true, force: true })
  vi.restoreAllMocks()
})

function sqliteStore(file = path.join(dir, 'requests.db')) {
  const store = sqliteServiceRequestStore(file)
  opened.push(store)
  return store
}

function rows(file: string) {
  const db = new Database(file, { readonly: true })
  try {
    return db.prepare('SELECT * FROM service_requests').all() as Record<string, unknown>[]
  } finally {
    db.close()
  }
}

describe('POST /api/functions/service-requests', () => {
  it('stores a valid request and acknowledges it with our reference (202)', async () => {
    const file = path.join(dir, 'requests.db')
    const app = testApp({ serviceRequests: sqliteStore(file) })
    const response = await post(app, valid)
    expect(response.status).toBe(202)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const body = (await response.json()) as { ok: boolean; id: string; receivedAt: string }
    expect(body).toEqual({ ok: true, id: expect.stringMatching(/^SR-20261122-[0-9A-F]{8}$/), receivedAt: TODAY.toISOString() })

    const stored = rows(file)
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({
      id: body.id,
      idempotency_key: KEY,
      received_at: TODAY.toISOString(),
      service: 'Storage Solutions',
      name: 'Dana Levi',
      email: 'dana@example.org',
      phone: '+972 50-123-4567',
      message: 'We move to Tel Aviv in March with two children.',
      forwarded_at: null,
    })
  })

  it('stores the service under its shown name, whether the client sent the name, slug or number', async () => {
    const store = memoryServiceRequestStore()
    const app = testApp({ serviceRequests: store })
    for (const [service, key] of [
      ['taxes', '11111111-1111-4111-8111-111111111111'],
      ['3', '22222222-2222-4222-8222-222222222222'],
    ]) {
      const response = await post(app, { ...valid, service, idempotencyKey: key })
      const { id } = (await response.json()) as { id: string }
      expect((await store.get(id))?.service).toBe(service === 'taxes' ? 'Taxes – Filing & Advisory' : 'Property Search – Temporary, Rental & Purchase')
    }
  })

  it('answers 422 with the wrong fields and stores nothing', async () => {
    const file = path.join(dir, 'requests.db')
    const store = sqliteStore(file)
    store.open()
    const app = testApp({ serviceRequests: store })
    const response = await post(app, {
      name: 'x'.repeat(101),
      email: 'dana@',
      phone: 'call me',
      message: '   ',
      service: 'Teleportation',
      idempotencyKey: 'not-a-uuid',
    })
    expect(response.status).toBe(422)
    expect(await response.json()).toEqual({
      error: 'Invalid service request',
      code: 'invalid_request',
      fields: {
        name: 'Name is too long (100 characters at most)',
        email: 'Email is not valid',
        phone: 'Phone number is not valid',
        message: 'Message is required',
        service: 'Unknown service',
        idempotencyKey: 'Idempotency key must be a UUID',
      },
      // The same, machine-readable: the app words these codes in the person's language.
      problems: [
        { field: 'name', code: 'too_long', limit: 100 },
        { field: 'email', code: 'invalid' },
        { field: 'phone', code: 'invalid' },
        { field: 'message', code: 'required' },
        { field: 'service', code: 'unknown' },
        { field: 'idempotencyKey', code: 'invalid' },
      ],
    })
    expect((await post(app, { ...valid, message: 'm'.repeat(2001) })).status).toBe(422)
    expect(rows(file)).toHaveLength(0)
  })

  it('refuses bodies over the size limit (413), broken JSON (400) and other content types (415)', async () => {
    const app = testApp()
    expect((await post(app, { ...valid, message: 'x'.repeat(33_000) })).status).toBe(413)
    // A body that lies about its length is cut off while it is read.
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 40; i++) controller.enqueue(new TextEncoder().encode('x'.repeat(1000)))
        controller.close()
      },
    })
    const streamed = await app.request(URL_PATH, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: stream, duplex: 'half' } as RequestInit)
    expect(streamed.status).toBe(413)

    const broken = await post(app, '{"name": "Dana"')
    expect(broken.status).toBe(400)
    expect(await broken.json()).toEqual({ error: 'Request body is not valid JSON', code: 'invalid_json' })
    const form = await post(app, 'name=Dana', { 'Content-Type': 'application/x-www-form-urlencoded' })
    expect(form.status).toBe(415)
    // A compressed body is not read as if it were plain (gzip's bytes, or a plain body mislabelled).
    const gzipped = await post(app, valid, { 'Content-Encoding': 'gzip' })
    expect(gzipped.status).toBe(415)
    expect(await gzipped.json()).toEqual({ error: 'Send the body uncompressed (no Content-Encoding)', code: 'unsupported_media_type' })
    expect((await post(app, valid, { 'Content-Encoding': 'identity' })).status).toBe(202)
  })

  it('reads only bodies declared as JSON: a text/plain post (which any page can send unasked) stores nothing', async () => {
    const store = memoryServiceRequestStore()
    const app = testApp({ serviceRequests: store })
    for (const type of ['text/plain', 'text/plain;charset=UTF-8', 'multipart/form-data; boundary=x', '']) {
      const response = await post(app, JSON.stringify(valid), type ? { 'Content-Type': type } : { 'Content-Type': '' })
      expect(response.status, type).toBe(415)
      expect(await response.json()).toEqual({ error: 'Send JSON (Content-Type: application/json)', code: 'unsupported_media_type' })
    }
    expect((await store.counts()).pending + (await store.counts()).forwarded).toBe(0)
    expect((await post(app, valid, { 'Content-Type': 'application/json; charset=utf-8' })).status).toBe(202)
  })

  it('answers other methods with 405 and Allow: POST', async () => {
    const app = testApp()
    for (const method of ['GET', 'PUT', 'DELETE', 'PATCH']) {
      const response = await app.request(URL_PATH, { method })
      expect(response.status, method).toBe(405)
      expect(response.headers.get('allow'), method).toBe('POST')
    }
  })

  it('answers a repeated idempotency key with the original acknowledgement and never stores a second row', async () => {
    const file = path.join(dir, 'requests.db')
    const app = testApp({ serviceRequests: sqliteStore(file) })
    const first = await post(app, valid)
    expect(first.status).toBe(202)
    const original = await first.json()

    const again = await post(app, { ...valid, idempotencyKey: KEY.toUpperCase(), name: '  Dana Levi ' })
    expect(again.status).toBe(200)
    expect(again.headers.get('idempotent-replayed')).toBe('true')
    expect(await again.json()).toEqual(original)

    // Many copies at once (an outbox flushing in two tabs) still make one row.
    const burst = await Promise.all(Array.from({ length: 8 }, () => post(app, valid)))
    for (const response of burst) expect(await response.json()).toEqual(original)
    expect(rows(file)).toHaveLength(1)
  })

  it('refuses a known key sent with a different request (409) and keeps the original', async () => {
    const store = memoryServiceRequestStore()
    const app = testApp({ serviceRequests: store })
    const { id } = (await (await post(app, valid)).json()) as { id: string }
    const response = await post(app, { ...valid, message: 'Something else entirely' })
    expect(response.status).toBe(409)
    expect(await store.get(id)).toMatchObject({ message: valid.message })
  })

  it('requires the idempotency key, so a resent request can never make a second row', async () => {
    const store = memoryServiceRequestStore()
    const app = testApp({ serviceRequests: store })
    const { idempotencyKey: _, ...withoutKey } = valid
    for (const body of [withoutKey, withoutKey, { ...valid, idempotencyKey: '  ' }]) {
      const response = await post(app, body)
      expect(response.status).toBe(422)
      expect(await response.json()).toEqual({
        error: 'Invalid service request',
        code: 'invalid_request',
        fields: { idempotencyKey: 'Idempotency key is required' },
        problems: [{ field: 'idempotencyKey', code: 'required' }],
      })
    }
    expect(await store.counts()).toMatchObject({ pending: 0, forwarded: 0 })
  })

  it('drops control characters before it checks or stores: 1,400 of them around a message fit, and none is kept', async () => {
    const file = path.join(dir, 'requests.db')
    const app = testApp({ serviceRequests: sqliteStore(file) })
    const noise = '\u0001\u0002\u0003\u0004\u0005\u0006\u0007'.repeat(200)
    const message = `${noise}Line one\r\nLine two\tend\u007f\u0085`
    const body = JSON.stringify({ ...valid, name: 'Dana\u0000 Levi\u001b', message })
    expect(message.length).toBe(1424)
    expect(new TextEncoder().encode(body).byteLength).toBeGreaterThan(8192)
    const response = await post(app, body)
    expect(response.status).toBe(202)
    expect(rows(file)).toEqual([expect.objectContaining({ name: 'Dana Levi', message: 'Line one\nLine two\tend' })])
  })

  it('keeps acknowledged requests across a restart: a new server on the same file knows them', async () => {
    const file = path.join(dir, 'nested', 'requests.db')
    const before = sqliteStore(file)
    const ack = await (await post(testApp({ serviceRequests: before }), valid)).json()
    before.close()

    const after = sqliteStore(file)
    const app = testApp({ serviceRequests: after })
    const replay = await post(app, valid)
    expect(replay.status).toBe(200)
    expect(await replay.json()).toEqual(ack)
    expect(await after.get((ack as { id: string }).id)).toMatchObject({ name: 'Dana Levi', service: 'Storage Solutions' })
    expect(rows(file)).toHaveLength(1)
  })

  it('keeps the database in WAL mode, so readers (an operator, a backup) never block the server', () => {
    const file = path.join(dir, 'requests.db')
    sqliteStore(file).open()
    const db = new Database(file, { readonly: true })
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal')
    db.close()
  })

  it('answers 503 unavailable with Retry-After (the app keeps the request and sends it again) when the database refuses it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    for (const reason of ['database is locked', 'connect ECONNREFUSED 127.0.0.1:5432', 'disk full']) {
      const broken: ServiceRequestStore = { ...memoryServiceRequestStore(), save: () => Promise.reject(new Error(reason)) }
      const response = await post(testApp({ serviceRequests: broken }), valid)
      expect(response.status, reason).toBe(503)
      expect(response.headers.get('retry-after'), reason).toBe('30')
      expect(await response.json()).toEqual({ error: 'The request could not be stored just now. Send it again in a moment.', code: 'unavailable' })
      // The operator reads why; the person's details are not in the line.
      const line = String(logged.mock.calls.at(-1)?.[0])
      expect(line).toContain('service_request_unsaved')
      expect(line).toContain(reason)
      expect(line).not.toContain(valid.email)
    }
  })
})


interface Hook {
  url: string
  received: { headers: IncomingMessage['headers']; body: string }[]
  status: number
  close: () => Promise<void>
}

/** A webhook receiver on loopback that records what it gets and answers `status`. */
async function startHook(status = 204): Promise<Hook> {
  const hook: Hook = { url: '', received: [], status, close: async () => undefined }
  const server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')))
    req.on('end', () => {
      hook.received.push({ headers: req.headers, body })
      res.writeHead(hook.status).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  hook.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`
  hook.close = () => new Promise<void>((resolve) => server.close(() => resolve()))
  return hook
}

async function until(check: () => boolean | Promise<boolean>, what: string) {
  for (let i = 0; i < 200; i++) {
    if (await check()) return
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  throw new Error(`Timed out waiting for ${what}`)
}

describe('forwarding to the webhook', () => {
  const hooks: Hook[] = []
  afterAll(async () => {
    for (const hook of hooks) await hook.close()
  })

  it('forwards each stored request once, signed, and records it as forwarded', async () => {
    const hook = await startHook()
    hooks.push(hook)
    const store = memoryServiceRequestStore()
    const app = testApp({ serviceRequests: store, serviceRequestsWebhookUrl: hook.url, serviceRequestsWebhookSecret: 'top-secret' })
    const { id } = (await (await post(app, valid)).json()) as { id: string }
    await until(async () => (await store.get(id))?.forwardedAt !== null, 'the forward')

    expect(hook.received).toHaveLength(1)
    const [{ headers, body }] = hook.received as [Hook['received'][number]]
    expect(JSON.parse(body)).toEqual({
      type: 'service_request',
      id,
      receivedAt: TODAY.toISOString(),
      service: 'Storage Solutions',
      name: 'Dana Levi',
      email: 'dana@example.org',
      phone: '+972 50-123-4567',
      message: valid.message,
    })
    expect(headers['idempotency-key']).toBe(id)
    // Signed with the time it was sent, so a receiver can refuse an old request replayed.
    expect(headers['x-waypoint-timestamp']).toBe(String(TODAY.getTime() / 1000))
    expect(headers['x-waypoint-signature']).toBe(await signature('top-secret', TODAY.getTime() / 1000, body))
    expect(headers['x-waypoint-signature']).not.toBe(await signature('top-secret', TODAY.getTime() / 1000 - 1, body))
    expect(await store.get(id)).toMatchObject({ forwardedAt: TODAY.toISOString(), forwardAttempts: 1, lastForwardError: null })

    // A replay of the same request is not forwarded again.
    expect((await post(app, valid)).status).toBe(200)
    // Whatever round the replay might have started has finished once the forwarder stops.
    await app.stopBackground()
    expect(hook.received).toHaveLength(1)
  })

  it('still acknowledges when the webhook fails, and records the failure with the next attempt', async () => {
    const hook = await startHook(500)
    hooks.push(hook)
    const store = memoryServiceRequestStore()
    const app = testApp({ serviceRequests: store, serviceRequestsWebhookUrl: hook.url })
    const response = await post(app, valid)
    expect(response.status).toBe(202)
    const { id } = (await response.json()) as { id: string }
    await until(async () => (await store.get(id))?.forwardAttempts === 1, 'the failed attempt')
    expect(await store.get(id)).toMatchObject({
      forwardedAt: null,
      lastForwardError: 'HTTP 500',
      nextForwardAt: new Date(TODAY.getTime() + 30_000).toISOString(),
    })
  })

  it('forwards what a previous run left pending as soon as the server starts', async () => {
    const file = path.join(dir, 'requests.db')
    const first = sqliteStore(file)
    await post(testApp({ serviceRequests: first }), valid)
    first.close()

    const hook = await startHook()
    hooks.push(hook)
    testApp({ serviceRequests: sqliteStore(file), serviceRequestsWebhookUrl: hook.url })
    await until(() => hook.received.length === 1, 'the forward after the restart')
    await until(() => rows(file)[0]?.forwarded_at !== null, 'the row to be marked')
  })
})

describe('POST /api/functions/service-requests, checking the form', () => {
  const app = testApp()
  const post = (body: unknown) =>
    app.request('/api/functions/service-requests', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })

  it('acknowledges a valid request with a reference', async () => {
    const response = await post({ name: 'Dana Levi', email: 'dana@example.org', phone: '', message: 'We move in March', service: 'Storage Solutions', idempotencyKey: KEY })
    expect(response.status).toBe(202)
    const body = (await response.json()) as { ok: boolean; id: string; receivedAt: string }
    expect(body.ok).toBe(true)
    expect(body.id).toMatch(/^SR-20261122-[0-9A-F]{8}$/)
    expect(body.receivedAt).toBe('2026-11-22T12:00:00.000Z')
  })

  it('explains which fields are wrong', async () => {
    const response = await post({ name: ' ', email: 'not-an-email', service: 'Teleportation' })
    expect(response.status).toBe(422)
    expect(await response.json()).toEqual({
      error: 'Invalid service request',
      code: 'invalid_request',
      fields: {
        name: 'Name is required',
        email: 'Email is not valid',
        message: 'Message is required',
        service: 'Unknown service',
        idempotencyKey: 'Idempotency key is required',
      },
      problems: [
        { field: 'name', code: 'required' },
        { field: 'email', code: 'invalid' },
        { field: 'message', code: 'required' },
        { field: 'service', code: 'unknown' },
        { field: 'idempotencyKey', code: 'required' },
      ],
    })
    expect(validateServiceRequest(null)).toMatchObject({ ok: false })
  })

  it('refuses a field sent as something other than text, rather than reading it as missing or dropping it', () => {
    const key = '6f1d2c3b-4a59-4e8f-9b7a-0c1d2e3f4a5b'
    expect(validateServiceRequest({ name: 123, email: 'dana@example.org', phone: 5551234, message: ['Hi'], service: 1, idempotencyKey: key })).toEqual({
      ok: false,
      errors: { name: 'Name must be text', phone: 'Phone number must be text', message: 'Message must be text', service: 'Service must be text' },
      problems: [
        { field: 'name', code: 'invalid' },
        { field: 'phone', code: 'invalid' },
        { field: 'message', code: 'invalid' },
        { field: 'service', code: 'invalid' },
      ],
    })
    // null is no value: an optional field sent as null is absent.
    expect(validateServiceRequest({ name: 'Dana', email: 'dana@example.org', phone: null, message: 'Hi', service: null, idempotencyKey: key })).toMatchObject({ ok: true })
  })

  it('rejects GET with 405 and oversized bodies with 413', async () => {
    expect((await app.request('/api/functions/service-requests')).status).toBe(405)
    expect((await post({ message: 'x'.repeat(40_000) })).status).toBe(413)
  })
})

describe('the same bytes retried are always a replay', () => {
  it('answers a retry of a body with a lone surrogate as a replay (200), never 409', async () => {
    const file = path.join(dir, 'requests.db')
    const app = testApp({ serviceRequests: sqliteStore(file) })
    // Written by hand, as JSON.stringify would escape it: a lone high surrogate in the name and message.
    const body = JSON.stringify({ ...valid, name: 'Dana \ud83d', message: 'Half an emoji: \ud83d end' })
    expect(body).toContain('\\ud83d')
    const first = await post(app, body)
    expect(first.status).toBe(202)
    const again = await post(app, body)
    expect(again.status).toBe(200)
    expect(await again.json()).toEqual(await first.json())
    expect(rows(file)).toEqual([expect.objectContaining({ name: 'Dana \ufffd', message: 'Half an emoji: \ufffd end' })])
  })

  it('reads a message of invisible characters alone as missing, and gives the limit an address or a number passed', async () => {
    const app = testApp({ serviceRequests: memoryServiceRequestStore() })
    for (const message of ['\u200b\u200b', '\u3164', '\u2060 \ufeff']) {
      const response = await post(app, { ...valid, message, idempotencyKey: crypto.randomUUID() })
      expect(response.status, JSON.stringify(message)).toBe(422)
      expect((await response.json()).problems, JSON.stringify(message)).toEqual([{ field: 'message', code: 'required' }])
    }
    const long = await post(app, { ...valid, email: `${'a'.repeat(250)}@example.org`, phone: '1'.repeat(31) })
    expect(long.status).toBe(422)
    expect(await long.json()).toMatchObject({
      fields: { email: 'Email is too long (254 characters at most)', phone: 'Phone number is too long (30 characters at most)' },
      problems: [
        { field: 'email', code: 'too_long', limit: 254 },
        { field: 'phone', code: 'too_long', limit: 30 },
      ],
    })
  })

  it('answers 422 with the new codes, words the client knows', async () => {
    const app = testApp({ serviceRequests: memoryServiceRequestStore() })
    const response = await post(app, { ...valid, name: '\u200b\u200b', email: 'dana\u202e@example.org', message: 'Hello \u2067there' })
    expect(response.status).toBe(422)
    expect(await response.json()).toEqual({
      error: 'Invalid service request',
      code: 'invalid_request',
      fields: {
        name: 'Name has no visible characters',
        email: 'Email contains hidden characters that change the text direction',
        message: 'Message contains hidden characters that change the text direction',
      },
      problems: [
        { field: 'name', code: 'invisible' },
        { field: 'email', code: 'direction_control' },
        { field: 'message', code: 'direction_control' },
      ],
    })
  })
})
