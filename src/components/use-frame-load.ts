import { useCallback, useEffect, useReducer, useRef, useState, type SyntheticEvent } from 'react'
import {
  FRAME_TIMEOUT_MS,
  RECONNECT_CHECK_MS,
  frameReducer,
  initialFrameState,
  inspectFrameLoad,
  networkReachable,
  probeFramePage,
  type FrameState,
  type ProbeResult,
} from '@/lib/frame-load'
import { useOnline } from './use-online'

interface FrameLoad extends FrameState {
  /** Pass to the iframe's onLoad. */
  onLoad: (event: SyntheticEvent<HTMLIFrameElement>) => void
  /** Start a new attempt after a failure (mount a fresh frame keyed on `attempt`). */
  retry: () => void
}

interface FrameLoadOptions {
  /** Whether the page is on the app's own origin. */
  sameOrigin: boolean
  /**
   * For a page on our own origin that runs in an opaque origin (scripts allowed, see scriptFrameSandbox):
   * its address, asked for with fetch to learn whether it answered, since the frame cannot be inspected.
   */
  probeUrl?: string
  timeoutMs?: number
}

/**
 * The loading / loaded / failed state of one embedded frame: fails when nothing loads within the time
 * limit, when the browser is or goes offline while loading, or (for a page on our own origin) when the
 * load brought an error page. A frame's `load` counts only once the network has answered: its own page
 * (probeUrl), or, for a page of another origin, the app's own server; when nothing answers, the browser's
 * error page is what loaded, and it fails as offline even if the browser believes it is online (a Wi-Fi
 * with no internet). After an offline failure it asks again every few seconds, and tries again by itself
 * as soon as the network answers or the browser says it is back online.
 */
export function useFrameLoad({ sameOrigin, probeUrl, timeoutMs = FRAME_TIMEOUT_MS }: FrameLoadOptions): FrameLoad {
  const online = useOnline()
  const [state, dispatch] = useReducer(frameReducer, online, initialFrameState)
  // For a probed page: the attempts whose frame fired `load`, and those whose probe answered 2xx.
  const loadedAttempt = useRef(0)
  const answeredAttempt = useRef(0)

  // Follow the connection while rendering (React's pattern for state that depends on a changing value).
  const [seenOnline, setSeenOnline] = useState(online)
  if (seenOnline !== online) {
    setSeenOnline(online)
    dispatch({ type: online ? 'online' : 'offline' })
  }

  useEffect(() => {
    if (state.status !== 'loading') return
    const timer = window.setTimeout(() => dispatch({ type: 'timeout' }), timeoutMs)
    return () => window.clearTimeout(timer)
  }, [state.status, state.attempt, timeoutMs])

  // A page of another origin cannot be inspected: its load counts once the app's own server answers.
  const probed = Boolean(probeUrl) || !sameOrigin
  useEffect(() => {
    if (!probed || state.status !== 'loading') return
    const attempt = state.attempt
    const controller = new AbortController()
    const reachable = () => networkReachable(controller.signal).then((reached) => (reached === null ? null : reached ? 'ok' : 'unreachable'))
    // An own page that cannot be reached is offline only if the server cannot be reached at all; else the
    // page itself failed.
    const asking: Promise<ProbeResult | null> = probeUrl
      ? probeFramePage(probeUrl, controller.signal).then((result) =>
          result === 'unreachable' ? reachable().then((network) => (network === 'ok' ? 'error' : network)) : result,
        )
      : reachable()
    void asking.then((result) => {
      if (result === null) return
      if (result === 'unreachable') return dispatch({ type: 'offline' })
      if (result === 'error') return dispatch({ type: 'error' })
      answeredAttempt.current = attempt
      if (loadedAttempt.current === attempt) dispatch({ type: 'load' })
    })
    return () => controller.abort()
  }, [probed, probeUrl, state.status, state.attempt])

  // Offline: ask the network again every few seconds (the browser's 'online' event does not come when it
  // never believed it was offline), and try again as soon as it answers.
  const waitingForNetwork = state.status === 'failed' && state.failure === 'offline'
  useEffect(() => {
    if (!waitingForNetwork) return
    const controller = new AbortController()
    const timer = window.setInterval(() => {
      if (!navigator.onLine) return
      void networkReachable(controller.signal).then((reached) => {
        if (reached) dispatch({ type: 'online' })
      })
    }, RECONNECT_CHECK_MS)
    return () => {
      window.clearInterval(timer)
      controller.abort()
    }
  }, [waitingForNetwork])

  const onLoad = useCallback(
    (event: SyntheticEvent<HTMLIFrameElement>) => {
      if (probed) {
        loadedAttempt.current = state.attempt
        if (answeredAttempt.current === state.attempt) dispatch({ type: 'load' })
        return
      }
      const result = inspectFrameLoad(event.currentTarget, sameOrigin)
      if (result !== 'pending') dispatch({ type: result === 'loaded' ? 'load' : 'error' })
    },
    [sameOrigin, probed, state.attempt],
  )
  const retry = useCallback(() => dispatch({ type: 'retry' }), [])

  return { ...state, onLoad, retry }
}
