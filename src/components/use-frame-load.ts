import { useCallback, useEffect, useReducer, useRef, useState, type SyntheticEvent } from 'react'
import { FRAME_TIMEOUT_MS, frameReducer, initialFrameState, inspectFrameLoad, probeFramePage, type FrameState } from '@/lib/frame-load'
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
 * load brought an error page; tries again by itself when the connection returns after an offline failure.
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

  useEffect(() => {
    if (!probeUrl || state.status !== 'loading') return
    const attempt = state.attempt
    const controller = new AbortController()
    void probeFramePage(probeUrl, controller.signal).then((ok) => {
      if (ok === null) return
      if (!ok) return dispatch({ type: 'error' })
      answeredAttempt.current = attempt
      if (loadedAttempt.current === attempt) dispatch({ type: 'load' })
    })
    return () => controller.abort()
  }, [probeUrl, state.status, state.attempt])

  const onLoad = useCallback(
    (event: SyntheticEvent<HTMLIFrameElement>) => {
      if (probeUrl) {
        loadedAttempt.current = state.attempt
        if (answeredAttempt.current === state.attempt) dispatch({ type: 'load' })
        return
      }
      const result = inspectFrameLoad(event.currentTarget, sameOrigin)
      if (result !== 'pending') dispatch({ type: result === 'loaded' ? 'load' : 'error' })
    },
    [sameOrigin, probeUrl, state.attempt],
  )
  const retry = useCallback(() => dispatch({ type: 'retry' }), [])

  return { ...state, onLoad, retry }
}
