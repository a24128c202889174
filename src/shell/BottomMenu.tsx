import { useEffect, useState } from 'react'
import { Link, useRouterState } from '@tanstack/react-router'
import { useClickOutside } from '@mantine/hooks'
import { menuGroups } from '@/content/menu'
import { MenuEntryLink, PlanDueCount } from './MenuEntryLink'
import { SettingsButton } from './SettingsButton'
import { MenuIconGlyph } from './menu-icons'
import { listButtonOf } from './menu-target'
import classes from './BottomMenu.module.css'
import { useT } from '@/i18n/react'

/**
 * The app's navigation on a phone: four groups along the bottom edge. One group's pop-up list is open
 * at a time; a second press on the same group closes it, and so does a press anywhere outside.
 */
export function BottomMenu() {
  const t = useT()
  const [openId, setOpenId] = useState<string | null>(null)
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const ref = useClickOutside<HTMLElement>(() => setOpenId(null), ['mousedown', 'touchstart'])

  useEffect(() => {
    if (!openId) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      // Focus in the list that closes goes back to its button, instead of falling to the page's body.
      const active = document.activeElement
      if (active && ref.current?.contains(active)) listButtonOf(active)?.focus()
      setOpenId(null)
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [openId, ref])

  return (
    <nav ref={ref} className={classes.bar} aria-label={t('shell.nav.app')}>
      <ul className={classes.groups}>
        {menuGroups.map((group) => {
          if (group.subItems.length === 0) {
            return (
              <li key={group.id} className={classes.group}>
                <Link
                  to={group.value ?? '/'}
                  className={classes.tab}
                  activeOptions={{ exact: true }}
                  onClick={() => setOpenId(null)}
                >
                  <MenuIconGlyph icon={group.icon} size={24} />
                  <span className={classes.label}>{t(`shell.menu.${group.id}`)}</span>
                </Link>
              </li>
            )
          }
          const isOpen = openId === group.id
          const holdsCurrent = group.subItems.some((item) => item.value === pathname)
          const listId = `bottom-${group.id}`
          return (
            <li
              key={group.id}
              className={classes.group}
              // Focus moved on from the keyboard (Tab or Shift+Tab out of the group) closes its pop-up, which
              // would otherwise cover what now has focus. A tap that focuses nothing (Safari's) is left to
              // the click outside.
              onBlur={(event) => {
                const next = event.relatedTarget
                if (isOpen && next instanceof Node && !event.currentTarget.contains(next)) setOpenId(null)
              }}
            >
              <button
                type="button"
                className={classes.tab}
                aria-expanded={isOpen}
                aria-controls={listId}
                data-current={holdsCurrent || undefined}
                onClick={() => setOpenId(isOpen ? null : group.id)}
              >
                <MenuIconGlyph icon={group.icon} size={24} />
                <span className={classes.label}>{t(`shell.menu.${group.id}`)}</span>
              </button>
              <ul id={listId} className={classes.popup} hidden={!isOpen} aria-label={t(`shell.menu.${group.id}`)}>
                {group.subItems.map((item) => (
                  <li key={item.id}>
                    <MenuEntryLink
                      action={item}
                      label={t(`shell.menu.${item.id}`)}
                      icon={item.icon}
                      {...(item.id === 'plan' ? { trailing: <PlanDueCount /> } : {})}
                      className={classes.item}
                      onChoose={() => setOpenId(null)}
                    />
                  </li>
                ))}
              </ul>
            </li>
          )
        })}
      </ul>
      {/* Not a menu group: the language, the theme and the units, one tap away on a phone. */}
      <SettingsButton className={`${classes.tab} ${classes.settings}`} compact />
    </nav>
  )
}
