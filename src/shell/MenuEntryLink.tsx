import type { MouseEvent, ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { usePlanDueCount } from '@/components/plan-due'
import type { MenuAction, MenuIcon } from '@/content/menu'
import { useT } from '@/i18n/react'
import { MenuIconGlyph } from './menu-icons'
import { listButtonOf, menuTarget } from './menu-target'
import countClasses from './PlanDueCount.module.css'

interface MenuEntryLinkProps {
  action: MenuAction
  label: string
  icon: MenuIcon
  className?: string
  /** Called after the entry is chosen, e.g. to close the menu it sits in. */
  onChoose?: () => void
  trailing?: ReactNode
}

/** One menu entry as a real link: a route, the in-app viewer (/?external=…), or a new tab. */
export function MenuEntryLink({ action, label, icon, className, onChoose: chosen, trailing }: MenuEntryLinkProps) {
  const target = menuTarget(action, window.location.origin)
  // The list closes as an entry is chosen, and hides it: focus goes to the list's button, where a keyboard
  // user goes on from, and where an overlay the entry opens gives it back when it closes.
  const onChoose = (event: MouseEvent<HTMLAnchorElement>) => {
    listButtonOf(event.currentTarget)?.focus({ preventScroll: true })
    chosen?.()
  }
  const content = (
    <>
      <MenuIconGlyph icon={icon} />
      <span>{label}</span>
      {trailing}
    </>
  )
  switch (target.kind) {
    case 'route':
      return (
        <Link to={target.to} className={className} onClick={onChoose} activeOptions={{ exact: true }}>
          {content}
        </Link>
      )
    case 'viewer':
      return (
        <Link to="/" search={{ external: target.url }} className={className} onClick={onChoose}>
          {content}
        </Link>
      )
    case 'newTab':
      return (
        <a href={target.href} target="_blank" rel="noopener noreferrer" className={className} onClick={onChoose}>
          {content}
        </a>
      )
  }
}

/** Beside 'My move plan': how many of its open tasks fall due this week (nothing when none). */
export function PlanDueCount() {
  const t = useT()
  const count = usePlanDueCount()
  if (count === 0) return null
  return (
    <span className={countClasses.count}>
      {count}
      <span className="wp-visually-hidden"> {t('shell.menu.planDue')}</span>
    </span>
  )
}
