// Fakes for the outbox tests: a store in memory and a server that answers what the test says, keeping
// every request it accepted so "exactly once" can be checked.
import type { SendResult, ServiceRequestPayload } from '@/features/services/api'
import type { OutboxEntry, OutboxStore } from '@/features/services/outbox'

export function memoryStore(): OutboxStore & { entries: Map<string, OutboxEntry> } {
  const entries = new Map<string, OutboxEntry>()
  return {
    entries,
    list: async () => [...entries.values()],
    put: async (entry) => void entries.set(entry.payload.idempotencyKey, entry),
    remove: async (key) => void entries.delete(key),
  }
}

export type Answer = 'ok' | 'offline' | 503 | 500 | 422 | 429 | 413

/** A server that stores by idempotency key (like the real one) and answers from a script, then 'ok'. */
export function fakeServer(script: Answer[] = []) {
  const stored = new Map<string, ServiceRequestPayload>()
  const calls: ServiceRequestPayload[] = []
  let gate: Promise<void> | null = null
  const send = async (payload: ServiceRequestPayload): Promise<SendResult> => {
    calls.push(payload)
    if (gate) await gate
    const answer = script.shift() ?? 'ok'
    if (answer === 'offline') return { kind: 'unreachable', reason: 'network error' }
    if (answer === 429) return { kind: 'unreachable', reason: 'busy' }
    if (answer === 503 || answer === 500 || answer === 413) return { kind: 'unreachable', reason: `HTTP ${answer}` }
    if (answer === 422) return {
        kind: 'rejected',
        status: 422,
        reason: { code: 'invalid_request', text: 'Invalid service request', status: 422 },
        fields: { email: { code: 'invalid', limit: null, text: 'Email is not valid' } },
      }
    stored.set(payload.idempotencyKey, payload)
    return { kind: 'delivered', id: `SR-${stored.size}` }
  }
  return {
    send,
    stored,
    calls,
    /** Holds every answer until the returned function is called. */
    hold() {
      let open: () => void = () => undefined
      gate = new Promise<void>((resolve) => (open = resolve))
      return () => {
        gate = null
        open()
      }
    },
  }
}

let counter = 0
export function payload(overrides: Partial<ServiceRequestPayload> = {}): ServiceRequestPayload {
  counter += 1
  return {
    name: 'Dana Levi',
    email: 'dana@example.org',
    phone: '',
    message: 'We move in March.',
    service: 'Storage Solutions',
    idempotencyKey: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    ...overrides,
  }
}
