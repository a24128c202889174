import { useSyncExternalStore } from 'react'
import { originAnswers, subscribeToReachability } from '@/lib/reachability'

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange)
  window.addEventListener('offline', onChange)
  const unsubscribe = subscribeToReachability(onChange)
  return () => {
    window.removeEventListener('online', onChange)
    window.removeEventListener('offline', onChange)
    unsubscribe()
  }
}

/**
 * Whether the app is online: the browser believes so, and the app's own server answers (a dead
 * connection or a captive portal leaves the browser's flag on; see lib/reachability.ts).
 */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine && originAnswers(),
    () => true,
  )
}
