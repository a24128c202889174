import { useEffect, type ReactNode } from 'react'
import { whenIdleAfterLoad } from '@/components/DeferredSection'
import { BottomMenu } from './BottomMenu'
import { Header } from './Header'
import { InstallPrompt } from './InstallPrompt'
import { OfflineNotice } from './OfflineNotice'
import { Toasts } from './Toasts'
import { UpdatePrompt } from './UpdatePrompt'
import classes from './AppFrame.module.css'

/** The frame around every screen: the header, the page, the bottom menu on phones, and the toasts. */
export function AppFrame({ children }: { children: ReactNode }) {
  // Sends saved service requests whichever screen is open. A tiny lazy chunk, fetched once the first
  // screen is done; if it cannot load (offline before the service worker holds it) the services panel
  // still sends them when opened.
  useEffect(() => {
    let stop: (() => void) | undefined
    let done = false
    whenIdleAfterLoad()
      .then(() => import('@/features/services/outbox-boot'))
      .then(
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
      <a href="#main" className={classes.skip}>
        Skip to content
      </a>
      <Header />
      <OfflineNotice />
      <main id="main" className={classes.main} tabIndex={-1}>
        {children}
      </main>
      <BottomMenu />
      <Toasts />
      <UpdatePrompt />
      <InstallPrompt />
    </>
  )
}
