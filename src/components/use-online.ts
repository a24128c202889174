import { useSyncExternalStore } from 'react'
import { onlineManager } from '@tanstack/react-query'
import { originAnswers, subscribeToReachability } from '@/lib/reachability'

/** Calls `onChange` whenever the app may have gone online or offline (read it with `isOnline`). */
export function subscribeToOnline(onChange: () => void): () => void {
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
  return useSyncExternalStore(subscribeToOnline, isOnline, () => true)
}

/** Whether the browser believes it is online and the app's own server answers. */
export function isOnline(): boolean {
  return navigator.onLine && originAnswers()
}

/**
 * The queries' idea of online made the same: on a dead connection the browser's flag stays on, so a
 * query that failed then (the weather of a city tapped meanwhile) stayed failed once the server answered
 * again. Now its retry waits, and it runs as soon as the server answers (refetchOnReconnect).
 */
export function queriesFollowOnline(): void {
  onlineManager.setEventListener((setOnline) => {
    setOnline(isOnline())
    return subscribeToOnline(() => setOnline(isOnline()))
  })
}
