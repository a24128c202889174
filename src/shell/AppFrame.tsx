import type { ComponentType, ReactNode } from 'react'
import { useDeferredComponent } from '@/components/DeferredSection'
import { BottomMenu } from './BottomMenu'
import { useT } from '@/i18n/react'
import { Header } from './Header'
import classes from './AppFrame.module.css'

const loadShellExtras = (): Promise<ComponentType> => import('./ShellExtras').then((m) => m.default)

// Offline before the service worker holds its chunk: the page works without these extras.
const extrasUnavailable = (error: unknown) => console.error('Shell extras unavailable:', error)

/** The frame around every screen: the header, the page, the bottom menu on phones, and the toasts. */
export function AppFrame({ children }: { children: ReactNode }) {
  // After the page's own deferred sections, in a turn of its own (useDeferredComponent).
  const extras = useDeferredComponent(loadShellExtras, extrasUnavailable)
  const t = useT()
  return (
    <>
      <a href="#main" className={classes.skip}>
        {t('shell.skipToContent')}
      </a>
      <Header />
      <main id="main" className={classes.main} tabIndex={-1}>
        {children}
      </main>
      <BottomMenu />
      {extras.state === 'ready' && <extras.Component />}
    </>
  )
}
