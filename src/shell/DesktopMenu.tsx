import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { Link } from '@tanstack/react-router'
import { useClickOutside } from '@mantine/hooks'
import { IconChevronDown } from '@tabler/icons-react'
import { menuGroups } from '@/content/menu'
import { MenuEntryLink, PlanDueCount } from './MenuEntryLink'
import { MenuIconGlyph } from './menu-icons'
import { listButtonOf } from './menu-target'
import classes from './Header.module.css'
import { useT } from '@/i18n/react'

/**
 * The horizontal menu of the wide layout. Expanded groups are a list: a click on a group toggles it,
 * and a click outside or Escape closes them all. The header keys it by the breakpoint crossings, so the
 * list starts empty again whenever the layout crosses the mobile breakpoint.
 */
export function DesktopMenu() {
  const t = useT()
  const [open, setOpen] = useState<readonly string[]>([])
  const closeAll = () => setOpen([])
  const ref = useClickOutside<HTMLElement>(() => {
    if (open.length > 0) closeAll()
  })

  useEffect(() => {
    if (open.length === 0) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      // Focus in the list that closes goes back to its button, instead of falling to the page's body.
      const active = document.activeElement
      if (active && ref.current?.contains(active)) listButtonOf(active)?.focus()
      setOpen([])
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [open.length, ref])

  const toggle = (id: string) => setOpen(open.includes(id) ? open.filter((x) => x !== id) : [...open, id])

  // Open lists sit under their buttons, each moved along just enough not to cover the one before it
  // (a list is wider than its button), and never past the window's edge.
  const barRef = useRef<HTMLUListElement>(null)
  useLayoutEffect(() => {
    const bar = barRef.current
    if (!bar || open.length === 0) return
    const place = () => spreadPanels(bar)
    place()
    window.addEventListener('resize', place)
    return () => window.removeEventListener('resize', place)
  }, [open])

  return (
    <nav ref={ref} className={classes.desktopNav} aria-label={t('shell.nav.main')}>
      <ul ref={barRef} className={classes.menuBar}>
        {menuGroups.map((group) => {
          if (group.subItems.length === 0) {
            return (
              <li key={group.id}>
                <Link to={group.value ?? '/'} className={classes.menuButton} activeOptions={{ exact: true }}>
                  <MenuIconGlyph icon={group.icon} size={18} />
                  <span>{t(`shell.menu.${group.id}`)}</span>
                </Link>
              </li>
            )
          }
          const isOpen = open.includes(group.id)
          const panelId = `menu-${group.id}`
          return (
            <li key={group.id} className={classes.menuGroup}>
              <button
                type="button"
                className={classes.menuButton}
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => toggle(group.id)}
              >
                <MenuIconGlyph icon={group.icon} size={18} />
                <span>{t(`shell.menu.${group.id}`)}</span>
                <IconChevronDown size={16} aria-hidden="true" className={classes.chevron} />
              </button>
              <ul id={panelId} className={classes.dropdown} hidden={!isOpen} data-panel>
                {group.subItems.map((item) => (
                  <li key={item.id}>
                    <MenuEntryLink
                      action={item}
                      label={t(`shell.menu.${item.id}`)}
                      icon={item.icon}
                      {...(item.id === 'plan' ? { trailing: <PlanDueCount /> } : {})}
                      className={classes.dropdownItem}
                      onChoose={closeAll}
                    />
                  </li>
                ))}
              </ul>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

/** Space between two open lists, and between a list and the window's edge. */
const PANEL_GAP = 8

/**
 * Moves each open list of `bar` off the ones before it (in reading order): along the bar while the window
 * has room, and below them where it has not (three lists on a tablet).
 */
function spreadPanels(bar: HTMLElement) {
  const rtl = getComputedStyle(bar).direction === 'rtl'
  // Physical x from the reading start: left to right, or right to left from the window's right edge.
  const fromStart = (x: number) => (rtl ? window.innerWidth - x : x)
  const placed: { from: number; to: number; bottom: number }[] = []
  for (const panel of bar.querySelectorAll<HTMLElement>('[data-panel]')) {
    panel.style.removeProperty('translate')
    const anchor = panel.parentElement
    if (panel.hidden || !anchor) continue
    const anchorBox = anchor.getBoundingClientRect()
    const start = fromStart(rtl ? anchorBox.right : anchorBox.left)
    const { top, height } = panel.getBoundingClientRect()
    const width = panel.offsetWidth
    const previousEnd = placed.at(-1)?.to
    const room = window.innerWidth - PANEL_GAP - width
    const along = previousEnd === undefined ? start : Math.max(start, previousEnd + PANEL_GAP)
    const from = Math.max(start, Math.min(along, room))
    const to = from + width
    let drop = 0
    for (const other of placed) {
      if (from < other.to + PANEL_GAP && to > other.from - PANEL_GAP) drop = Math.max(drop, other.bottom + PANEL_GAP - top)
    }
    const dx = rtl ? start - from : from - start
    if (dx !== 0 || drop !== 0) panel.style.translate = `${dx}px ${drop}px`
    placed.push({ from, to, bottom: top + drop + height })
  }
}
