import { useCallback } from 'react'
import { useRouter } from '@tanstack/react-router'

/** Closing that goes back in history, or home when there is no earlier page of ours to go back to. */
export function useCloseBack(): () => void {
  const router = useRouter()
  return useCallback(() => {
    if (router.history.canGoBack()) router.history.back()
    else void router.navigate({ to: '/' })
  }, [router])
}
