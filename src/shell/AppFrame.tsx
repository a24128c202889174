import { lazy, Suspense, type ComponentType, type ReactNode } from 'react'
import { useAfterFirstPaint } from '@/components/DeferredSection'
import { BottomMenu } from './BottomMenu'
import { Header } from './Header'
import classes from './AppFrame.module.css'

const ShellExtras = lazy(
  (): Promise<{ default: ComponentType }> =>
    import('./ShellExtras').catch((error: unknown) => {
      // Offline before the service worker holds it: the page works without these extras.
      console.error('Shell extras unavailable:', error)
      return { default: () => null }
    }),
)

/** The frame around every screen: the header, the page, the bottom menu on phones, and the toasts. */
export function AppFrame({ children }: { children: ReactNode }) {
  const idle = useAfterFirstPaint()
  return (
    <>
      <a href="#main" className={classes.skip}>
        Skip to content
      </a>
      <Header />
      <main id="main" className={classes.main} tabIndex={-1}>
        {children}
      </main>
      <BottomMenu />
      {idle && (
        <Suspense fallback={null}>
          <ShellExtras />
        </Suspense>
      )}
    </>
  )
}
