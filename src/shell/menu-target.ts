// What choosing a menu entry does (docs/behaviour.md, "Header and menus").
import { config } from '@/app/config'
import type { AppPath, ConfiguredLink, MenuAction } from '@/content/menu'

type MenuTarget =
  | { kind: 'route'; to: AppPath }
  | { kind: 'viewer'; url: string }
  | { kind: 'newTab'; href: string }

const APP_PATHS: ReadonlySet<string> = new Set<AppPath>([
  '/',
  '/news',
  '/destinations',
  '/time-currency',
  '/cost-calculator',
  '/consult/relocation',
  '/consult/education',
  '/consult/real-estate',
  '/services',
  '/community',
  '/chatbot',
  '/shortlist',
  '/plan',
])

function isAppPath(value: string): value is AppPath {
  return APP_PATHS.has(value)
}

/** Resolves a root-relative address against this origin; other values are returned unchanged. */
export function absoluteAddress(value: string, origin: string): string {
  return value.startsWith('/') && !value.startsWith('//') ? new URL(value, origin).href : value
}

/**
 * Plain http(s) addresses open inside the app through the home route's `external` parameter,
 * entries marked `newTab` open in a new tab, and every other value is a route of the app.
 */
export function menuTarget(
  action: MenuAction,
  origin: string,
  links: Readonly<Record<ConfiguredLink, string>> = config.links,
): MenuTarget {
  const value = action.link ? links[action.link] : action.value
  if (action.newTab) return { kind: 'newTab', href: absoluteAddress(value, origin) }
  if (/^https?:\/\//i.test(value)) return { kind: 'viewer', url: value }
  if (isAppPath(value)) return { kind: 'route', to: value }
  // A root-relative page of the consultancy's own site that is not one of our routes.
  return { kind: 'viewer', url: absoluteAddress(value, origin) }
}

/** The button that opens and closes the list an element is in (the list's id in its aria-controls), if any. */
export function listButtonOf(element: Element): HTMLElement | null {
  for (let holder = element.parentElement; holder; holder = holder.parentElement) {
    if (!holder.id) continue
    const button = document.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(holder.id)}"]`)
    if (button) return button
  }
  return null
}
