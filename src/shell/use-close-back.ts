import { useCallback } from 'react'
import { useRouter } from '@tanstack/react-router'

/** True when the previous page was one of ours, loaded in full (so the router's own history cannot know). */
function cameFromThisApp(): boolean {
  try {
    return document.referrer !== '' && new URL(document.referrer).origin === window.location.origin
  } catch {
    return false
  }
}

/** Closing that goes back in history, or home when there is no earlier page of ours to go back to. */
export function useCloseBack(): () => void {
  const router = useRouter()
  return useCallback(() => {
    if (router.history.canGoBack() || cameFromThisApp()) router.history.back()
    else void router.navigate({ to: '/' })
  }, [router])
}
