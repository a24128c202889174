import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createOutbox, type Delivery } from '@/features/services/outbox'
import { retryDelay, startOutboxSync } from '@/features/services/sync'
import { fakeServer, memoryStore, payload, type Answer } from './fakes'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

async function setUp(script: Answer[] = [], { online = true } = {}) {
  const server = fakeServer(script)
  const store = memoryStore()
  const outbox = createOutbox({ store, send: server.send })
  const target = new EventTarget() as unknown as Window
  const state = { online }
  const settled: Delivery[] = []
  const stop = startOutboxSync({
    outbox,
    target,
    isOnline: () => state.online,
    isVisible: () => true,
    onSettled: (delivery) => settled.push(delivery),
  })
  // Let the start-up round (an empty outbox) finish.
  await vi.advanceTimersByTimeAsync(0)
  const goOnline = async () => {
    state.online = true
    target.dispatchEvent(new Event('online'))
    await vi.advanceTimersByTimeAsync(0)
  }
  return { server, store, outbox, state, settled, stop, goOnline, target }
}

describe('the outbox background sync', () => {
  it('sends what a previous visit left saved as soon as the app starts', async () => {
    const server = fakeServer()
    const store = memoryStore()
    const outbox = createOutbox({ store, send: server.send })
    await outbox.submit(payload(), { attempt: false })
    const settled: Delivery[] = []
    const stop = startOutboxSync({ outbox, target: new EventTarget() as unknown as Window, isOnline: () => true, onSettled: (d) => settled.push(d) })
    await vi.advanceTimersByTimeAsync(0)
    expect(settled.map((d) => d.status)).toEqual(['sent'])
    expect(server.stored.size).toBe(1)
    stop()
  })

  it('sends a request made offline exactly once when the connection returns, and reports it once', async () => {
    const { server, outbox, settled, goOnline, stop } = await setUp([], { online: false })
    const request = payload()
    await outbox.submit(request, { attempt: false })
    // Offline: timers pass, nothing is sent.
    await vi.advanceTimersByTimeAsync(60_000)
    expect(server.calls).toHaveLength(0)

    await goOnline()
    expect(server.calls).toEqual([request])
    expect(settled).toEqual([expect.objectContaining({ status: 'sent' })])
    // A second online event and an hour of timers send nothing more.
    await goOnline()
    await vi.advanceTimersByTimeAsync(3_600_000)
    expect(server.calls).toHaveLength(1)
    expect(settled).toHaveLength(1)
    stop()
  })

  it('retries after a 5xx with growing delays until it goes through', async () => {
    const { server, outbox, settled, stop } = await setUp([503, 503, 503])
    // The dialog's attempt fails: the sync plans the first retry.
    expect(await outbox.submit(payload())).toMatchObject({ status: 'kept' })
    expect(server.calls).toHaveLength(1)

    await vi.advanceTimersByTimeAsync(retryDelay(1) - 1)
    expect(server.calls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(server.calls).toHaveLength(2) // 503 again
    await vi.advanceTimersByTimeAsync(retryDelay(1))
    expect(server.calls).toHaveLength(2) // now waiting 10 s
    await vi.advanceTimersByTimeAsync(retryDelay(2) - retryDelay(1))
    expect(server.calls).toHaveLength(3) // 503 again: 20 s next
    await vi.advanceTimersByTimeAsync(retryDelay(3))
    expect(server.calls).toHaveLength(4)
    expect(settled.map((d) => d.status)).toEqual(['sent'])
    expect(server.stored.size).toBe(1)
    await vi.advanceTimersByTimeAsync(3_600_000)
    expect(server.calls).toHaveLength(4)
    stop()
  })

  it('backs off from 5 s to at most 5 minutes', () => {
    expect([1, 2, 3, 4].map(retryDelay)).toEqual([5000, 10_000, 20_000, 40_000])
    expect(retryDelay(30)).toBe(300_000)
  })

  it('reports a request the server refuses, and drops it', async () => {
    const { outbox, store, settled, goOnline, stop } = await setUp([422], { online: false })
    await outbox.submit(payload(), { attempt: false })
    await goOnline()
    expect(settled).toEqual([expect.objectContaining({ status: 'rejected', reason: { code: 'invalid_request', text: 'Invalid service request', status: 422 } })])
    expect(store.entries.size).toBe(0)
    stop()
  })

  it('does nothing after stop()', async () => {
    const { server, outbox, stop, goOnline } = await setUp([503])
    await outbox.submit(payload())
    stop()
    await goOnline()
    await vi.advanceTimersByTimeAsync(600_000)
    expect(server.calls).toHaveLength(1)
  })
})
