// The background sync of the outbox: saved requests are sent at app start, when the connection returns
// (the online event), when the page becomes visible again, and after a failed attempt with exponential
// backoff (5 s, 10 s, 20 s… at most 5 minutes). Each delivered or refused request is reported once.
import type { Delivery, Outbox } from './outbox'

const FIRST_RETRY_MS = 5000
const MAX_RETRY_MS = 5 * 60_000

/** Wait before the next round after `failures` failed rounds in a row. */
export function retryDelay(failures: number): number {
  return Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, failures - 1))
}

interface SyncOptions {
  outbox: Outbox
  /** A request this sync delivered or that the server refused. */
  onSettled: (delivery: Extract<Delivery, { status: 'sent' | 'rejected' }>) => void
  isOnline?: () => boolean
  /** The window whose online and visibility events start a round (tests pass a fake). */
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>
  isVisible?: () => boolean
}

/** Starts syncing; returns stop(). */
export function startOutboxSync({
  outbox,
  onSettled,
  isOnline = () => navigator.onLine,
  target = window,
  isVisible = () => document.visibilityState === 'visible',
}: SyncOptions): () => void {
  let failures = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  let running: Promise<void> | null = null
  let stopped = false

  function clearTimer() {
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
  }

  function plan(delay: number) {
    clearTimer()
    if (!stopped) timer = setTimeout(() => void run(), delay)
  }

  async function round() {
    const results = await outbox.flush()
    for (const delivery of results) {
      if (delivery.status === 'sent' || delivery.status === 'rejected') onSettled(delivery)
    }
    if (results.some((delivery) => delivery.status === 'kept')) {
      failures += 1
      plan(retryDelay(failures))
    } else {
      failures = 0
      // Requests still waiting were on their way from the dialog: look again later.
      if ((await outbox.size()) > 0) plan(retryDelay(1))
    }
  }

  function run(): Promise<void> {
    if (stopped || running) return running ?? Promise.resolve()
    clearTimer()
    // Offline there is no point asking; the online event starts the next round.
    if (!isOnline()) return Promise.resolve()
    running = round()
      .catch((error: unknown) => {
        console.error('Sending saved service requests failed:', error)
        failures += 1
        plan(retryDelay(failures))
      })
      .finally(() => {
        running = null
      })
    return running
  }

  const onOnline = () => {
    failures = 0
    void run()
  }
  const onVisible = () => {
    if (isVisible()) void run()
  }
  target.addEventListener('online', onOnline)
  target.addEventListener('visibilitychange', onVisible)
  // The dialog could not send a request: plan a retry unless one is planned or running already.
  const stopListening = outbox.onKept(() => {
    if (running || timer !== undefined) return
    failures = Math.max(failures, 1)
    plan(retryDelay(failures))
  })
  void run()

  return () => {
    stopped = true
    clearTimer()
    stopListening()
    target.removeEventListener('online', onOnline)
    target.removeEventListener('visibilitychange', onVisible)
  }
}
