import { Suspense, useRef, useState } from 'react'
import { Link } from '@tanstack/react-router'
import { IconMenu2 } from '@tabler/icons-react'
import { brand } from '@/content/brand'
import { PHONE_QUERY } from '@/components/breakpoints'
import { useMediaCrossings } from '@/components/use-media-crossings'
import { lazyPart } from '@/components/lazy-part'
import { OpenedPart } from '@/components/OpenedPart'
import { useOpenedPart } from '@/components/use-opened-part'
import { DesktopMenu } from './DesktopMenu'
import { HeaderPulse } from './HeaderPulse'
import { LanguageSwitch } from './LanguageSwitch'
import { SettingsButton } from './SettingsButton'
import classes from './Header.module.css'
import { useLanguage, useT } from '@/i18n/react'

const MobileDrawer = lazyPart(() => import('./MobileDrawer'))

export function Header() {
  const t = useT()
  const { dir } = useLanguage()
  const crossings = useMediaCrossings(PHONE_QUERY)
  const [drawerOpen, setDrawerOpen] = useState(false)
  const drawer = useOpenedPart()
  const burger = useRef<HTMLButtonElement>(null)
  // Crossing the breakpoint, either way, closes the drawer (adjusting state while rendering, as React recommends).
  const [seenCrossings, setSeenCrossings] = useState(crossings)
  if (seenCrossings !== crossings) {
    setSeenCrossings(crossings)
    setDrawerOpen(false)
  }

  // The menu button sits where its drawer opens: at the end of the line in left-to-right languages, first
  // (at the right) in right-to-left ones, where the drawer opens from the right. It is placed there in the
  // document, not moved by style, so Tab meets it where it is seen (WCAG 2.4.3).
  const menuButton = (
    <button
      ref={burger}
      type="button"
      className={classes.burger}
      aria-label={drawerOpen ? t('shell.closeMenu') : t('shell.openMenu')}
      aria-expanded={drawerOpen}
      aria-controls="mobile-menu"
      onClick={() => {
        drawer.want()
        setDrawerOpen(!drawerOpen)
      }}
    >
      <IconMenu2 size={26} aria-hidden="true" />
    </button>
  )

  return (
    <header className={classes.header}>
      <div className={classes.inner}>
        {dir === 'rtl' && menuButton}
        <Link to="/" className={classes.brand}>
          <img src={brand.logo} alt="" width={36} height={36} className={classes.logo} />
          <span className={classes.brandText}>
            <span className={`${classes.brandName} wp-gradient-text`}>{brand.name}</span>
            <span className={classes.tagline}>{t('shell.tagline')}</span>
          </span>
        </Link>
        {/* A new menu, all groups closed, on every crossing of the breakpoint. */}
        <DesktopMenu key={crossings} />
        <HeaderPulse />
        <div className={classes.wideTools}>
          <LanguageSwitch />
          <SettingsButton className={classes.iconButton} />
        </div>
        {dir === 'ltr' && menuButton}
      </div>
      {drawer.wanted && (
        <OpenedPart key={drawer.attempt} onUnavailable={() => setDrawerOpen(false)}>
          <Suspense fallback={null}>
            <MobileDrawer
              opened={drawerOpen}
              onClose={() => setDrawerOpen(false)}
              // Back to the menu button, unless what was chosen in the drawer took focus elsewhere (an overlay's).
              onClosed={() => {
                const active = document.activeElement
                if (active === null || active === document.body || active.closest('#mobile-menu')) burger.current?.focus()
              }}
            />
          </Suspense>
        </OpenedPart>
      )}
    </header>
  )
}
