import { describe, expect, it } from 'vitest'
import { createOutbox } from '@/features/services/outbox'
import { SENDING_MS, submitServiceRequest } from '@/features/services/submit'
import { fakeServer, memoryStore, type Answer } from './fakes'

const values = { name: ' Dana Levi ', email: 'dana@example.org ', phone: '', message: 'We move in March.' }

function run(script: Answer[], online = true, sendMs = 0, form = values) {
  const server = fakeServer(script)
  const store = memoryStore()
  let clock = 0
  const slept: number[] = []
  const outbox = createOutbox({
    store,
    send: async (payload) => {
      clock += sendMs
      return server.send(payload)
    },
  })
  const outcome = submitServiceRequest(form, 'Storage Solutions', {
    outbox,
    isOnline: () => online,
    now: () => clock,
    sleep: async (ms) => {
      slept.push(ms)
      clock += ms
    },
  })
  return { outcome, server, store, slept }
}

describe('submitServiceRequest', () => {
  it("sends the trimmed form with the service and a fresh key, and keeps 'Sending...' for 1.5 s", async () => {
    const { outcome, server, slept } = run([])
    expect(await outcome).toEqual({ status: 'sent' })
    expect(server.calls).toEqual([
      { name: 'Dana Levi', email: 'dana@example.org', phone: '', message: 'We move in March.', service: 'Storage Solutions', idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) },
    ])
    expect(SENDING_MS).toBe(1500)
    expect(slept).toEqual([1500])
  })

  it('waits only for what is left of the 1.5 s after a slow server, and not at all after a slower one', async () => {
    const slow = run([], true, 600)
    await slow.outcome
    expect(slow.slept).toEqual([900])
    const slower = run([], true, 2000)
    await slower.outcome
    expect(slower.slept).toEqual([])
  })

  it('offline: saves the request without sending it', async () => {
    const { outcome, server, store, slept } = run([], false)
    expect(await outcome).toEqual({ status: 'saved', reason: 'offline' })
    expect(server.calls).toHaveLength(0)
    expect(store.entries.size).toBe(1)
    expect(slept).toEqual([1500])
  })

  it('server unreachable: saves the request for later', async () => {
    const { outcome, store } = run([503])
    expect(await outcome).toEqual({ status: 'saved', reason: 'unreachable' })
    expect(store.entries.size).toBe(1)
  })

  it('server busy (429): saves the request for later and says so', async () => {
    const { outcome, store } = run([429])
    expect(await outcome).toEqual({ status: 'saved', reason: 'busy' })
    expect(store.entries.size).toBe(1)
  })

  it('sends no control characters: what a person cannot see never swells the body', async () => {
    const pasted = { ...values, name: 'Dana\u0000 Levi', message: `\u0007\u001b[31mWe move\r\nin March.\u0085${'\u0001'.repeat(1400)}` }
    const { outcome, server } = run([], true, 0, pasted)
    expect(await outcome).toEqual({ status: 'sent' })
    expect(server.calls[0]).toMatchObject({ name: 'Dana Levi', message: '[31mWe move\nin March.' })
  })

  it('refused: reports the server’s field errors and keeps nothing', async () => {
    const { outcome, store } = run([422])
    expect(await outcome).toEqual({ status: 'rejected', reason: { code: 'invalid_request', text: 'Invalid service request', status: 422 }, fields: { email: { code: 'invalid', limit: null, text: 'Email is not valid' } } })
    expect(store.entries.size).toBe(0)
  })
})
