import { useEffect } from 'react'
import { InstallPrompt } from './InstallPrompt'
import { OfflineNotice } from './OfflineNotice'
import { Toasts } from './Toasts'
import { UpdatePrompt } from './UpdatePrompt'

/**
 * The parts of the frame the first screen does not need, in one chunk loaded once the page is idle:
 * the offline bar, the toasts, the service worker's registration and update prompt, the install offer,
 * and the background sending of saved service requests. All of them are fixed-position, so arriving
 * late moves nothing on the page.
 */
export default function ShellExtras() {
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

  return (
    <>
      <OfflineNotice />
      <Toasts />
      <UpdatePrompt />
      <InstallPrompt />
    </>
  )
}
