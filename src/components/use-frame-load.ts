import { useCallback, useEffect, useReducer, useState, type SyntheticEvent } from 'react'
import { FRAME_TIMEOUT_MS, frameReducer, initialFrameState, inspectFrameLoad, type FrameState } from '@/lib/frame-load'
import { useOnline } from './use-online'

interface FrameLoad extends FrameState {
  /** Pass to the iframe's onLoad. */
  onLoad: (event: SyntheticEvent<HTMLIFrameElement>) => void
  /** Start a new attempt after a failure (mount a fresh frame keyed on `attempt`). */
  retry: () => void
}

/**
 * The loading / loaded / failed state of one embedded frame: fails when nothing loads within the time
 * limit, when the browser is or goes offline while loading, or (for a page on our own origin) when the
 * load brought an error page; tries again by itself when the connection returns after an offline failure.
 */
export function useFrameLoad({ sameOrigin, timeoutMs = FRAME_TIMEOUT_MS }: { sameOrigin: boolean; timeoutMs?: number }): FrameLoad {
  const online = useOnline()
  const [state, dispatch] = useReducer(frameReducer, online, initialFrameState)

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

  const onLoad = useCallback(
    (event: SyntheticEvent<HTMLIFrameElement>) => {
      const result = inspectFrameLoad(event.currentTarget, sameOrigin)
      if (result !== 'pending') dispatch({ type: result === 'loaded' ? 'load' : 'error' })
    },
    [sameOrigin],
  )
  const retry = useCallback(() => dispatch({ type: 'retry' }), [])

  return { ...state, onLoad, retry }
}
