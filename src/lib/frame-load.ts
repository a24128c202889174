// The load state of an embedded frame (docs/behaviour.md, "Assistant, community, external viewer").
//
// A frame reports no load errors: the browser fires `load` for its own error page too, and a page that never
// answers fires nothing. So failure is detected three ways: no `load` within a time limit, the browser going
// offline while loading, and, for a page on our own origin (which the frame may inspect), a `load` that
// brought the browser's error page or an HTTP error status. A page on our own origin that runs scripts is
// sandboxed into an opaque origin (see scriptFrameSandbox), so it cannot be inspected: the page is asked
// for once more with fetch instead (probeFramePage), and its `load` counts only once that answered 2xx.

type FrameStatus = 'loading' | 'loaded' | 'failed'
export type FrameFailure = 'timeout' | 'offline' | 'error'

export interface FrameState {
  status: FrameStatus
  /** Why it failed; null unless failed. */
  failure: FrameFailure | null
  /** Counts the loads started: a new attempt mounts a fresh frame. */
  attempt: number
}

export type FrameEvent =
  | { type: 'load' }
  | { type: 'error' }
  | { type: 'timeout' }
  | { type: 'offline' }
  | { type: 'online' }
  | { type: 'retry' }

/**
 * The sandbox of a frame that runs a page's scripts. A page on another origin keeps its own origin (its
 * cookies, its storage). A page on the app's own origin never gets both allow-scripts and
 * allow-same-origin: together they would let its scripts reach the app's storage (the outbox of people's
 * details) and lift the sandbox itself, so it runs in an opaque origin instead.
 */
export function scriptFrameSandbox(sameOrigin: boolean): string {
  const shared = 'allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox'
  return sameOrigin ? shared : `allow-same-origin ${shared}`
}

/**
 * A page of the app's own origin, asked for in `language` (?lang=, which those pages read first), unless
 * its address names one: without it such a page follows the language cookie, which a language that came
 * with a shared link does not set. Another origin's address is returned as it is (a parameter it does not
 * know could change what it shows).
 */
export function inPageLanguage(url: string, language: string, origin: string): string {
  let parsed: URL
  try {
    parsed = new URL(url, origin)
  } catch {
    return url
  }
  if (parsed.origin !== origin || parsed.searchParams.has('lang')) return url
  parsed.searchParams.set('lang', language)
  return parsed.href
}

/** No `load` within this time and the frame counts as failed. */
export const FRAME_TIMEOUT_MS = 15_000

export function initialFrameState(online: boolean): FrameState {
  return online ? { status: 'loading', failure: null, attempt: 1 } : { status: 'failed', failure: 'offline', attempt: 1 }
}

export function frameReducer(state: FrameState, event: FrameEvent): FrameState {
  switch (event.type) {
    case 'load':
      return state.status === 'loading' ? { ...state, status: 'loaded' } : state
    case 'error':
    case 'timeout':
    case 'offline':
      // A page already showing stays: going offline does not take it away.
      return state.status === 'loading' ? { ...state, status: 'failed', failure: event.type } : state
    case 'online':
      // Back online (the browser says so, or the network answers again) after failing for being offline:
      // try again by itself.
      return state.status === 'failed' && state.failure === 'offline'
        ? { status: 'loading', failure: null, attempt: state.attempt + 1 }
        : state
    case 'retry':
      return state.status === 'failed' ? { status: 'loading', failure: null, attempt: state.attempt + 1 } : state
  }
}

/** The parts of an iframe element that `inspectFrameLoad` reads. */
export interface FrameLike {
  readonly contentDocument: { readonly URL: string } | null
  readonly contentWindow: { readonly performance?: { getEntriesByType(type: string): readonly unknown[] } } | null
}

/**
 * What a `load` event of a frame means. A frame on another origin cannot be inspected: its `load` counts as
 * loaded. A frame expected on our own origin whose document we cannot reach loaded the browser's error page
 * (a refused or aborted request); one whose navigation answered 4xx/5xx is an error page of the server.
 * The initial about:blank document is not the page yet.
 */
export function inspectFrameLoad(frame: FrameLike, sameOrigin: boolean): 'loaded' | 'error' | 'pending' {
  if (!sameOrigin) return 'loaded'
  let url: string
  let status: unknown
  try {
    const doc = frame.contentDocument
    if (!doc) return 'error'
    url = doc.URL
    const [navigation] = frame.contentWindow?.performance?.getEntriesByType('navigation') ?? []
    status = navigation && typeof navigation === 'object' ? (navigation as { responseStatus?: unknown }).responseStatus : undefined
  } catch {
    return 'error'
  }
  if (url === 'about:blank') return 'pending'
  if (typeof status === 'number' && status >= 400) return 'error'
  return 'loaded'
}

/** What asking for a page said: it answered 2xx, answered with an error, or could not be reached at all. */
export type ProbeResult = 'ok' | 'error' | 'unreachable'

/**
 * Whether a page on our own origin answers: 'ok' for a 2xx, 'error' for an error status, 'unreachable'
 * when no answer came (no network, or a connection that goes nowhere), null when `signal` cancelled it.
 */
export async function probeFramePage(url: string, signal: AbortSignal): Promise<ProbeResult | null> {
  try {
    const response = await fetch(url, { cache: 'no-store', credentials: 'same-origin', headers: { Accept: 'text/html' }, signal })
    void response.body?.cancel().catch(() => undefined)
    return response.ok ? 'ok' : 'error'
  } catch {
    return signal.aborted ? null : 'unreachable'
  }
}

/**
 * A small address of the app's own server, asked to learn whether there is a network at all: the browser's
 * online flag stays true on a Wi-Fi with no internet, and a frame of another origin cannot be inspected
 * (a third party cannot be asked directly either: the Content-Security-Policy lets the app fetch only
 * from its own and the configured origins).
 */
export const REACHABILITY_URL = '/api/health'

/** How often an 'offline' failure asks again whether the network is back (besides the 'online' event). */
export const RECONNECT_CHECK_MS = 3000

/** Whether the app's own server can be reached now; null when `signal` cancelled the asking. */
export async function networkReachable(signal: AbortSignal): Promise<boolean | null> {
  const result = await probeFramePage(REACHABILITY_URL, signal)
  return result === null ? null : result !== 'unreachable'
}
