import { useEffect } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { InstallPrompt } from './InstallPrompt'
import { OfflineNotice } from './OfflineNotice'
import { Toasts } from './Toasts'
import { UpdatePrompt } from './UpdatePrompt'
import { usePlanDueBadge } from '@/components/plan-due'
import { storage } from '@/content/storage-keys'

/**
 * The parts of the frame the first screen does not need, in one chunk loaded once the page is idle:
 * the offline bar, the toasts, the service worker's registration and update prompt, the install offer,
 * the background sending of saved service requests, and the app icon's count of the plan's tasks due this
 * week. All of them are fixed-position, so arriving
 * late moves nothing on the page.
 */
export default function ShellExtras() {
  usePlanDueBadge()

  // Sends saved service requests whichever screen is open. If its chunk cannot load (offline before the
  // service worker holds it) the services panel still sends them when opened.
  useEffect(() => {
    let stop: (() => void) | undefined
    let done = false
    import('@/features/services/outbox-boot').then(
      (module) => void (done || (stop = module.bootOutboxSync())),
      () => undefined,
    )
    return () => {
      done = true
      stop?.()
    }
  }, [])

  // What was saved for the trip more than a day ago is refreshed quietly when the app opens with a network
  // (the job's code loads only when something was saved).
  const queryClient = useQueryClient()
  useEffect(() => {
    const saved = (() => {
      try {
        return navigator.onLine && localStorage.getItem(storage.trip.name) !== null
      } catch {
        return false
      }
    })()
    if (saved) import('./trip/trip-job').then((trip) => trip.refreshWhenIdle(queryClient), () => undefined)
  }, [queryClient])

  return (
    <>
      <OfflineNotice />
      <Toasts />
      <UpdatePrompt />
      <InstallPrompt />
    </>
  )
}
