import type { ReactNode } from 'react'
import { BottomMenu } from './BottomMenu'
import { Header } from './Header'
import { Toasts } from './Toasts'
import classes from './AppFrame.module.css'

/** The frame around every screen: the header, the page, the bottom menu on phones, and the toasts. */
export function AppFrame({ children }: { children: ReactNode }) {
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
      <Toasts />
    </>
  )
}
