import { useEffect, useState } from 'react'
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

  return (
    <nav ref={ref} className={classes.desktopNav} aria-label={t('shell.nav.main')}>
      <ul className={classes.menuBar}>
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
              <ul id={panelId} className={classes.dropdown} hidden={!isOpen}>
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
