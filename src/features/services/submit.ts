// Sending the dialog's form: the request goes through the outbox (saved first, then sent), and the
// person sees 'Sending...' for at least the spec's 1500 ms whatever the network does.
import { newIdempotencyKey, type ServiceRequestPayload } from './api'
import { cleanServiceForm, type ServiceFormValues } from './form'
import type { ServerFieldProblems, ServerReason } from './server-messages'
import type { Outbox } from './outbox'

/** docs/behaviour.md, "Services": the submit shows 'Sending...' for 1500 ms. */
export const SENDING_MS = 1500

/** Why a request waits on the device: no connection, no answer, or the server asked to wait ('busy', a 429). */
export type SavedReason = 'offline' | 'unreachable' | 'busy'

type SubmitOutcome =
  | { status: 'sent' }
  | { status: 'saved'; reason: SavedReason }
  /** The server refused it: its reason and field errors, in its own (English) words. */
  | { status: 'rejected'; reason: ServerReason; fields: ServerFieldProblems }
  /** It could not even be saved on this device (nothing was sent). */
  | { status: 'unsaved' }

interface SubmitOptions {
  outbox: Outbox
  /** Whether the browser believes it is online (navigator.onLine). */
  isOnline?: () => boolean
  /** Resolves after `ms` (tests pass a fake). */
  sleep?: (ms: number) => Promise<void>
  /** A monotonic clock in ms: the wall clock (Date.now) can be set forward while it sends, cutting the wait. */
  now?: () => number
  minDurationMs?: number
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** `service` is the service's canonical English name (content/services.ts), as the server expects it. */
export async function submitServiceRequest(
  values: ServiceFormValues,
  service: string,
  { outbox, isOnline = () => navigator.onLine, sleep = wait, now = () => performance.now(), minDurationMs = SENDING_MS }: SubmitOptions,
): Promise<SubmitOutcome> {
  const started = now()
  const payload: ServiceRequestPayload = { ...cleanServiceForm(values), service, idempotencyKey: newIdempotencyKey() }
  let outcome: SubmitOutcome
  try {
    // Offline, the request is only saved: the background sync sends it when the connection returns.
    const delivery = await outbox.submit(payload, { attempt: isOnline() })
    outcome =
      delivery.status === 'sent'
        ? { status: 'sent' }
        : delivery.status === 'rejected'
          ? { status: 'rejected', reason: delivery.reason, fields: delivery.fields }
          : { status: 'saved', reason: !isOnline() ? 'offline' : delivery.reason === 'busy' ? 'busy' : 'unreachable' }
  } catch (error) {
    // The outbox store has its own fallbacks; this is the unexpected. The request may not be saved.
    console.error('Service request could not be queued:', error)
    outcome = { status: 'unsaved' }
  }
  const elapsed = now() - started
  if (elapsed < minDurationMs) await sleep(minDurationMs - elapsed)
  return outcome
}
