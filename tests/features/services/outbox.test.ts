import { describe, expect, it } from 'vitest'
import { createOutbox } from '@/features/services/outbox'
import { fakeServer, memoryStore, payload } from './fakes'

describe('the service-request outbox', () => {
  it('sends at once when it can, and keeps nothing afterwards', async () => {
    const store = memoryStore()
    const server = fakeServer()
    const outbox = createOutbox({ store, send: server.send })
    const delivery = await outbox.submit(payload())
    expect(delivery).toMatchObject({ status: 'sent', id: 'SR-1' })
    expect(store.entries.size).toBe(0)
    expect(server.stored.size).toBe(1)
  })

  it('keeps a request made offline without sending it, then sends it once on the next flush', async () => {
    const store = memoryStore()
    const server = fakeServer()
    const outbox = createOutbox({ store, send: server.send })
    const request = payload()
    expect(await outbox.submit(request, { attempt: false })).toMatchObject({ status: 'kept', reason: 'offline' })
    expect(server.calls).toHaveLength(0)
    expect(await outbox.size()).toBe(1)

    const results = await outbox.flush()
    expect(results).toEqual([expect.objectContaining({ status: 'sent' })])
    expect(server.calls).toEqual([request])
    expect(await outbox.size()).toBe(0)
    // Nothing left: another flush sends nothing.
    expect(await outbox.flush()).toEqual([])
    expect(server.calls).toHaveLength(1)
  })

  it('keeps a request after a 5xx or a network error and retries it with the same idempotency key', async () => {
    const store = memoryStore()
    const server = fakeServer([503, 'offline', 500])
    const outbox = createOutbox({ store, send: server.send })
    const request = payload()
    expect(await outbox.submit(request)).toMatchObject({ status: 'kept', reason: 'HTTP 503' })
    expect((await outbox.flush())[0]).toMatchObject({ status: 'kept', reason: 'network error' })
    expect((await outbox.flush())[0]).toMatchObject({ status: 'kept', reason: 'HTTP 500' })
    expect(store.entries.get(request.idempotencyKey)?.attempts).toBe(3)
    expect((await outbox.flush())[0]).toMatchObject({ status: 'sent' })
    expect(server.calls.map((call) => call.idempotencyKey)).toEqual(Array(4).fill(request.idempotencyKey))
    expect(server.stored.size).toBe(1)
    expect(store.entries.size).toBe(0)
  })

  it('drops a request the server refuses (4xx) and reports why', async () => {
    const store = memoryStore()
    const server = fakeServer([422])
    const outbox = createOutbox({ store, send: server.send })
    await outbox.submit(payload(), { attempt: false })
    const [result] = await outbox.flush()
    expect(result).toMatchObject({ status: 'rejected', reason: { code: 'invalid_request', text: 'Invalid service request', status: 422 }, fields: { email: { code: 'invalid', limit: null, text: 'Email is not valid' } } })
    expect(store.entries.size).toBe(0)
    expect(await outbox.flush()).toEqual([])
  })

  it('never sends a request twice at the same time: a flush skips what the dialog is sending', async () => {
    const store = memoryStore()
    const server = fakeServer()
    const outbox = createOutbox({ store, send: server.send })
    const open = server.hold()
    const submitting = outbox.submit(payload())
    // The request is saved and on its way; a flush (the online event, a timer) starts meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 0))
    const flushing = outbox.flush()
    const flushes = Promise.all([flushing, outbox.flush()])
    open()
    expect(await submitting).toMatchObject({ status: 'sent' })
    expect(await flushes).toEqual([[], []])
    expect(server.calls).toHaveLength(1)
  })

  it('sends the oldest first, one at a time, and stops the round at the first failure', async () => {
    const store = memoryStore()
    const server = fakeServer(['ok', 503])
    const outbox = createOutbox({ store, send: server.send })
    const [first, second, third] = [payload(), payload(), payload()]
    await outbox.submit(third, { attempt: false, now: 3 })
    await outbox.submit(first, { attempt: false, now: 1 })
    await outbox.submit(second, { attempt: false, now: 2 })
    const results = await outbox.flush()
    expect(results.map((result) => result.status)).toEqual(['sent', 'kept'])
    expect(server.calls).toEqual([first, second])
    expect([...store.entries.keys()].sort()).toEqual([second.idempotencyKey, third.idempotencyKey].sort())
  })

  it('tells its listeners when a request stays saved', async () => {
    const server = fakeServer([503])
    const outbox = createOutbox({ store: memoryStore(), send: server.send })
    let kept = 0
    const stop = outbox.onKept(() => (kept += 1))
    await outbox.submit(payload())
    await outbox.submit(payload(), { attempt: false })
    expect(kept).toBe(2)
    stop()
    await outbox.submit(payload(), { attempt: false })
    expect(kept).toBe(2)
  })
})
