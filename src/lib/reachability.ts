// Whether the app's own server answers. The browser's online flag is not enough: on a captive portal, a
// dead connection or with the server gone, the browser still says online and every request fails. Once
// started (with an address that the service worker never answers itself), the origin is asked when the
// app starts, when a request fails for want of a network, when the browser says it is back online, and,
// while it does not answer, every RETRY_MS the page is shown. Only a failed question to the origin says
// it is unreachable: a failed request to another site (WordPress on a host of its own) only asks it.
// No product knowledge here.
import { whenNetworkFails } from './http'

/** How long a question may take before the origin counts as not answering. */
const TIMEOUT_MS = 8000
/** How often the origin is asked again while it does not answer. */
const RETRY_MS = 15_000
/** A failure this soon after an answer asks nothing: a burst of failed requests is one question. */
const QUIET_MS = 3000

let probeUrl: string | null = null
/** Counts starts and stops: a question still out when the watch stopped or started again is not heeded. */
let generation = 0
let answering = true
let lastAnswerAt = 0
let probing: Promise<void> | null = null
let retry: ReturnType<typeof setTimeout> | undefined
const listeners = new Set<() => void>()

function set(value: boolean) {
  if (value) lastAnswerAt = Date.now()
  if (answering === value) return
  answering = value
  for (const listener of listeners) listener()
}

/** Whether the origin answered the last question (true until one fails, and before any is asked). */
export function originAnswers(): boolean {
  return answering
}

export function subscribeToReachability(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Whether `url` answers at all (any status) within TIMEOUT_MS. */
async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { cache: 'no-store', signal: AbortSignal.timeout(TIMEOUT_MS) })
    await response.body?.cancel().catch(() => undefined)
    return true
  } catch {
    return false
  }
}

/** Asks the origin now, unless a question is already out; resolves once it is answered or failed. */
export function checkReachability(): Promise<void> {
  const url = probeUrl
  if (url === null) return Promise.resolve()
  if (probing) return probing
  const asked = generation
  const question = answers(url).then((answered) => {
    if (probing === question) probing = null
    if (asked !== generation) return
    set(answered)
    clearTimeout(retry)
    if (!answered && document.visibilityState === 'visible') retry = setTimeout(() => void checkReachability(), RETRY_MS)
  })
  probing = question
  return question
}

/**
 * A request failed for want of a network (not a status, not an abort): ask the origin, unless it is known
 * not to answer already (it is asked again every RETRY_MS) or has just answered.
 */
export function reportNetworkFailure(): void {
  if (probeUrl === null || !answering || Date.now() - lastAnswerAt < QUIET_MS) return
  void checkReachability()
}

/**
 * Starts watching: asks `url` (a small answer of the app's own server that the service worker passes to
 * the network) now and whenever it matters. Returns a function that stops it.
 */
export function startReachability(url: string): () => void {
  generation += 1
  probeUrl = new URL(url, location.href).href
  const ask = () => void checkReachability()
  const onVisible = () => {
    if (document.visibilityState === 'visible' && !answering) ask()
  }
  window.addEventListener('online', ask)
  document.addEventListener('visibilitychange', onVisible)
  whenNetworkFails(reportNetworkFailure)
  ask()
  return () => {
    generation += 1
    whenNetworkFails(null)
    window.removeEventListener('online', ask)
    document.removeEventListener('visibilitychange', onVisible)
    clearTimeout(retry)
    probeUrl = null
    probing = null
    set(true)
    lastAnswerAt = 0
  }
}
