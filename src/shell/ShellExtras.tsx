import { useEffect } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { InstallPrompt } from './InstallPrompt'
import { NavigationProgress } from './NavigationProgress'
import { OfflineNotice } from './OfflineNotice'
import { Toasts } from './Toasts'
import { UpdatePrompt } from './UpdatePrompt'
import { setBaseTitle } from '@/components/page-title'
import { brand } from '@/content/brand'
import { useT } from '@/i18n/react'
import { usePlanDueBadge } from '@/components/plan-due'
import { queriesFollowOnline } from '@/components/use-online'
import { storage } from '@/content/storage-keys'
import { refreshedSince, REFRESHED_MESSAGE } from '@/lib/periodic-refresh'
import { startReachability } from '@/lib/reachability'

/**
 * The server's liveness probe: a few bytes, answered for any host name, and passed by the service worker
 * to the network (it is neither a page nor a precached file), so only a server that is there answers.
 */
const PROBE_URL = '/healthz'

/** Whether a set was saved for the trip on this device (its record, without loading the job). */
function hasTripRecord(): boolean {
  try {
    return localStorage.getItem(storage.trip.name) !== null
  } catch {
    return false
  }
}

/**
 * The parts of the frame the first screen does not need, in one chunk loaded once the page is idle:
 * the bar that shows a screen is on its way, the offline bar, the toasts, the service worker's registration and update prompt, the install offer,
 * the background sending of saved service requests, and the app icon's count of the plan's tasks due
 * this week. All of them are fixed-position, so arriving late moves nothing on the page.
 */
export default function ShellExtras() {
  usePlanDueBadge()

  // The page's own title follows the language it is read in (the server sent the first one).
  const t = useT()
  useEffect(() => setBaseTitle(t('shell.meta.title', { name: brand.name })), [t])

  // Whether the server answers, beside the browser's online flag (components/use-online.ts): a dead
  // connection that the browser still calls online shows the offline notice too, and the queries wait
  // for the server rather than fail.
  useEffect(() => {
    queriesFollowOnline()
    return startReachability(PROBE_URL)
  }, [])

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
    const saved = navigator.onLine && hasTripRecord()
    if (saved) import('./trip/trip-job').then((trip) => trip.refreshWhenIdle(queryClient), () => undefined)
  }, [queryClient])

  // What the service worker fetched in the background since (lib/periodic-refresh.ts) is taken in at
  // start, offline too, and at once when the worker says it has fetched a new set while the app is open.
  useEffect(() => {
    const takeIn = () => {
      if (!hasTripRecord()) return
      // The job's code loads only when the worker has fetched something.
      void refreshedSince(0).then((refreshed) =>
        refreshed ? import('./trip/trip-job').then((trip) => trip.takeInBackgroundRefresh(queryClient)).catch(() => undefined) : undefined,
      )
    }
    takeIn()
    const onMessage = (event: MessageEvent) => {
      if ((event.data as { type?: unknown } | null)?.type === REFRESHED_MESSAGE) takeIn()
    }
    navigator.serviceWorker?.addEventListener('message', onMessage)
    return () => navigator.serviceWorker?.removeEventListener('message', onMessage)
  }, [queryClient])

  return (
    <>
      <NavigationProgress />
      <OfflineNotice />
      <Toasts />
      <UpdatePrompt />
      <InstallPrompt />
    </>
  )
}
