// A database that stops answering without refusing (a network partition, a stalled PostgreSQL): its
// queries never settle. Found by SIGSTOPping a real PostgreSQL under the built server: /readyz and every
// POST hung for as long as the database did (75 s), /readyz then said 200. Each wait is bounded now.
import { RateLimiterMemory, type RateLimiterAbstract } from 'rate-limiter-flexible'
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import { DEFAULT_STORE_TIMEOUTS } from '@server/app'
import { withDeadline, DeadlineError } from '@server/lib/deadline'
import { STORE_RETRY_MS, type LimiterStore } from '@server/lib/rate-limit'
import { memoryServiceRequestStore } from '@server/lib/service-requests-store'
import { testApp } from './helpers'

const never = () => new Promise<never>(() => undefined)
const timeouts = { readyMs: 50, saveMs: 80, limiterMs: 50 }
const body = (key: string) =>
  JSON.stringify({ name: 'Dana Levi', email: 'dana@example.org', message: 'We move in March.', idempotencyKey: key })
const post = (app: ReturnType<typeof testApp>, key: string) =>
  app.request('http://127.0.0.1:4173/api/functions/service-requests', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: body(key) })


let errors: MockInstance<typeof console.error>
let warnings: MockInstance<typeof console.warn>
beforeEach(() => {
  errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
  warnings = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  vi.spyOn(console, 'info').mockImplementation(() => undefined)
})
afterEach(() => vi.restoreAllMocks())

describe('withDeadline', () => {
  it('passes a result through, and rejects with DeadlineError when none comes in time', async () => {
    await expect(withDeadline(Promise.resolve(7), 50, 'x')).resolves.toBe(7)
    await expect(withDeadline(never(), 20, 'The store')).rejects.toThrow(new DeadlineError('The store', 20))
  })
})

describe('a stalled database', () => {
  it('/readyz answers 503 within its bound instead of waiting for the database', async () => {
    const app = testApp({ serviceRequests: { ...memoryServiceRequestStore(), ping: never }, timeouts })
    const started = performance.now()
    const response = await app.request('/readyz')
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({ ready: false, reason: 'database unreachable', code: 'database_unreachable' })
    expect(performance.now() - started).toBeLessThan(1000)
  })

  it('a save that does not commit in time answers 503 unavailable with Retry-After; the resend is stored once', async () => {
    const store = memoryServiceRequestStore()
    let stalled = true
    const app = testApp({
      serviceRequests: { ...store, save: (input, meta) => (stalled ? never() : store.save(input, meta)) },
      timeouts,
    })
    const key = '6f1d2c3b-4a59-4e8f-9b7a-0c1d2e3f4a5b'
    const response = await post(app, key)
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe('30')
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({ error: expect.stringMatching(/could not be stored/) as unknown, code: 'unavailable' })
    expect(errors.mock.calls.flat().join(' ')).not.toContain('Dana')

    stalled = false
    expect((await post(app, key)).status).toBe(202)
    expect((await post(app, key)).status).toBe(200)
    expect((await store.counts()).pending).toBe(1)
  })

  it('a rate-limit store that does not answer is not waited for: this process counts on its own meanwhile', async () => {
    // The store stalls until told otherwise; the clock is the test's.
    let stalled = true
    let asked = 0
    const shared = new RateLimiterMemory({ points: 2, duration: 600 })
    const limiters: LimiterStore = () =>
      ({ consume: (key: string) => (asked++, stalled ? never() : shared.consume(key)), reward: (key: string) => shared.reward(key) }) as unknown as RateLimiterAbstract
    let clock = Date.parse('2026-12-02T10:00:00Z')
    const app = testApp({ limiters, timeouts, now: () => new Date(clock), serviceRequestsRateLimit: { points: 2, seconds: 600 } })
    const statuses = []
    for (const key of ['1b2c3d4e-0000-4000-8000-000000000001', '1b2c3d4e-0000-4000-8000-000000000002', '1b2c3d4e-0000-4000-8000-000000000003']) {
      statuses.push((await post(app, key)).status)
    }
    expect(statuses).toEqual([202, 202, 429])
    // Only the first request waited for the store; the next ones, within STORE_RETRY_MS, did not ask it.
    expect(asked).toBe(1)
    const lines = errors.mock.calls.map((call) => JSON.parse(String(call[0])) as Record<string, unknown>)
    expect(lines).toEqual([
      expect.objectContaining({ level: 'error', event: 'rate_limit_store', limit: 'service-requests', outcome: 'timeout', counting: 'process' }),
    ])

    // Once the rest is over, the store is asked again, and used while it answers.
    stalled = false
    clock += STORE_RETRY_MS
    expect((await post(app, '1b2c3d4e-0000-4000-8000-000000000004')).status).toBe(202)
    expect(asked).toBe(2)
    expect(JSON.parse(String(warnings.mock.calls.at(-1)?.[0]))).toMatchObject({ event: 'rate_limit_store', outcome: 'answering', counting: 'store' })
  })

  it('answers a stalled POST before the app gives up on it (its own timeout is 10 s)', () => {
    expect(DEFAULT_STORE_TIMEOUTS.limiterMs + DEFAULT_STORE_TIMEOUTS.saveMs).toBeLessThan(10_000)
  })

  it('a shared store that answers is used as before (no fallback)', async () => {
    const shared = new RateLimiterMemory({ points: 1, duration: 600 })
    const app = testApp({ limiters: () => shared, timeouts, serviceRequestsRateLimit: { points: 1, seconds: 600 } })
    expect((await post(app, '2b2c3d4e-0000-4000-8000-000000000001')).status).toBe(202)
    expect((await post(app, '2b2c3d4e-0000-4000-8000-000000000002')).status).toBe(429)
    expect(errors).not.toHaveBeenCalled()
  })
})
