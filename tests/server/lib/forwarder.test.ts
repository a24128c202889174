import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createForwarder, failure, retryDelayMs } from '@server/lib/forwarder'
import { memoryServiceRequestStore, type ServiceRequestInput } from '@server/lib/service-requests-store'
import { sqliteServiceRequestStore, type SqliteServiceRequestStore } from '@server/node-service-requests'
import { TODAY } from '../helpers'

const opened: SqliteServiceRequestStore[] = []
beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined)
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})
afterEach(() => {
  for (const store of opened.splice(0)) store.close()
  vi.restoreAllMocks()
})

/** A SQLite store in memory, closed after the test. */
function sqliteStore() {
  const store = sqliteServiceRequestStore(':memory:')
  opened.push(store)
  return store
}

describe('the forwarder', () => {
  const input = (n: number): ServiceRequestInput => ({
    name: 'Dana Levi',
    email: 'dana@example.org',
    phone: '',
    message: 'We move in March.',
    service: 'Storage Solutions',
    idempotencyKey: `00000000-0000-4000-8000-00000000000${n}`,
  })

  it.each([
    ['memory', () => memoryServiceRequestStore()],
    ['sqlite', () => sqliteStore()],
  ])('retries with backoff until the webhook accepts (%s store)', async (_, makeStore) => {
    const store = makeStore()
    let clock = TODAY.getTime()
    const answers = [500, 502, 200]
    const fetch = vi.fn(async () => new Response(null, { status: answers.shift() ?? 200 }))
    const forwarder = createForwarder({ store, url: 'https://hooks.example.com/x', now: () => new Date(clock), timeoutMs: 1000, fetch })
    await store.save(input(1), { id: 'SR-1', receivedAt: new Date(clock).toISOString() })

    await forwarder.kick()
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(await store.get('SR-1')).toMatchObject({ forwardedAt: null, forwardAttempts: 1, lastForwardError: 'HTTP 500' })
    expect(await store.nextForwardAt()).toBe(new Date(clock + 30_000).toISOString())

    // Not due yet: nothing is sent.
    clock += 29_000
    await forwarder.kick()
    expect(fetch).toHaveBeenCalledTimes(1)

    clock += 1_000
    await forwarder.kick()
    expect(fetch).toHaveBeenCalledTimes(2)
    expect(await store.nextForwardAt()).toBe(new Date(clock + 60_000).toISOString())

    clock += 60_000
    await forwarder.kick()
    expect(fetch).toHaveBeenCalledTimes(3)
    expect(await store.get('SR-1')).toMatchObject({ forwardedAt: new Date(clock).toISOString(), forwardAttempts: 3 })
    expect(await store.nextForwardAt()).toBeNull()
    await forwarder.stop()
  })

  it('treats a network error or a timeout as a failed attempt', async () => {
    const store = memoryServiceRequestStore()
    const fetch = vi.fn(async () => {
      throw new TypeError('fetch failed')
    })
    const forwarder = createForwarder({ store, url: 'https://hooks.example.com/x', now: () => TODAY, timeoutMs: 1000, fetch })
    await store.save(input(2), { id: 'SR-2', receivedAt: TODAY.toISOString() })
    await forwarder.kick()
    expect(await store.get('SR-2')).toMatchObject({ forwardedAt: null, lastForwardError: 'TypeError: fetch failed' })
    await forwarder.stop()
  })

  it('gives a request up after the last allowed attempt, and logs it as a dead letter', async () => {
    const store = memoryServiceRequestStore()
    let clock = TODAY.getTime()
    const fetch = vi.fn(async () => new Response(null, { status: 503 }))
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const forwarder = createForwarder({ store, url: 'https://hooks.example.com/x', now: () => new Date(clock), timeoutMs: 1000, fetch, maxAttempts: 3 })
    await store.save(input(3), { id: 'SR-3', receivedAt: new Date(clock).toISOString() })
    for (let attempt = 1; attempt <= 3; attempt++) {
      await forwarder.kick()
      clock += retryDelayMs(attempt)
    }
    expect(fetch).toHaveBeenCalledTimes(3)
    expect(await store.get('SR-3')).toMatchObject({ forwardedAt: null, forwardAttempts: 3, deadAt: expect.any(String) })
    expect(await store.counts()).toEqual({ pending: 0, forwarded: 0, dead: 1 })
    await forwarder.kick()
    expect(fetch).toHaveBeenCalledTimes(3)
    const line = JSON.parse(String(errors.mock.calls.at(-1)?.[0])) as Record<string, unknown>
    expect(line).toMatchObject({ event: 'forward', id: 'SR-3', attempt: 3, ok: false, dead: true, level: 'error' })
    await forwarder.stop()
  })

  it('never follows a redirect: a looping 307 is one failed attempt, and the body is posted once', async () => {
    let posts = 0
    const server = createServer((req, res) => {
      posts += 1
      req.resume()
      res.writeHead(307, { Location: req.url ?? '/' }).end()
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const store = memoryServiceRequestStore()
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`
    const forwarder = createForwarder({ store, url, now: () => TODAY, timeoutMs: 2000 })
    await store.save(input(4), { id: 'SR-4', receivedAt: TODAY.toISOString() })
    await forwarder.kick()
    await forwarder.stop()
    await new Promise<void>((resolve) => server.close(() => resolve()))
    expect(posts).toBe(1)
    expect(await store.get('SR-4')).toMatchObject({ forwardedAt: null, forwardAttempts: 1, lastForwardError: expect.stringMatching(/redirect/i) })
  })

  it('waits 30 s after the first failure, doubling up to an hour', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000])
    expect(retryDelayMs(20)).toBe(3_600_000)
  })
})

describe('why a delivery failed, in the log and on the row', () => {
  it('names the cause under "fetch failed": a refused connection, as a real fetch gives it', async () => {
    // A port that was just free: nothing listens there, so the connection is refused.
    const probe = createServer()
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
    const { port } = probe.address() as AddressInfo
    await new Promise<void>((resolve) => probe.close(() => resolve()))
    const store = memoryServiceRequestStore()
    const forwarder = createForwarder({ store, url: `http://127.0.0.1:${port}/hook`, now: () => TODAY, timeoutMs: 5000 })
    const request: ServiceRequestInput = { name: 'Dana Levi', email: 'dana@example.org', phone: '', message: 'Hi.', service: '', idempotencyKey: '00000000-0000-4000-8000-000000000007' }
    await store.save(request, { id: 'SR-7', receivedAt: TODAY.toISOString() })
    await forwarder.kick()
    const row = await store.get('SR-7')
    expect(row?.lastForwardError).toMatch(/^TypeError: fetch failed \(.*ECONNREFUSED/)
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('ECONNREFUSED'))
    await forwarder.stop()
  })

  it('names DNS and certificate failures by their codes', () => {
    const wrapped = (cause: Error) => new TypeError('fetch failed', { cause })
    const coded = (message: string, code: string) => Object.assign(new Error(message), { code })
    expect(failure(wrapped(coded('getaddrinfo ENOTFOUND hooks.example.com', 'ENOTFOUND')))).toBe('TypeError: fetch failed (getaddrinfo ENOTFOUND hooks.example.com)')
    expect(failure(wrapped(coded('certificate has expired', 'CERT_HAS_EXPIRED')))).toBe('TypeError: fetch failed (CERT_HAS_EXPIRED: certificate has expired)')
    expect(failure(wrapped(new AggregateError([coded('connect ETIMEDOUT 10.0.0.5:443', 'ETIMEDOUT')])))).toBe('TypeError: fetch failed (connect ETIMEDOUT 10.0.0.5:443)')
    expect(failure(new TypeError('fetch failed'))).toBe('TypeError: fetch failed')
  })
})
