// What the Client Area menu shows beside 'My move plan': how many open tasks fall due this week (today
// and the 6 days after). The plan screen writes the days of its open tasks here (localStorage, a small
// summary of the plan kept in IndexedDB), so the menus count without loading the plan's code, and the
// count follows the calendar from one day to the next (read again whenever the app comes back to the
// screen). The installed app's icon shows the same count where the browser has the Badging API: set
// when the plan changes and each time the app opens or comes back, whichever screen it opens on.
import { useEffect, useSyncExternalStore } from 'react'
import { storage } from '@/content/storage-keys'

const KEY = storage.planDue.name
/** The window event fired when the plan writes its days: the key's own name. */
const EVENT = storage.planDue.name
const MAX_DAYS = 1000

function localDay(now: Date, plusDays = 0): string {
  const date = new Date(now.getFullYear(), now.getMonth(), now.getDate() + plusDays)
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`
}

function readDays(): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(KEY) ?? 'null')
    const days = typeof value === 'object' && value !== null ? (value as { open?: unknown }).open : null
    return Array.isArray(days) ? days.filter((day): day is string => typeof day === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(day)) : []
  } catch {
    return []
  }
}

/** The open tasks due from today to 6 days on, on this device's calendar. */
export function planDueThisWeek(now: Date = new Date(), days: readonly string[] = readDays()): number {
  const first = localDay(now)
  const last = localDay(now, 6)
  return days.filter((day) => day >= first && day <= last).length
}

/** Sets (or clears, at 0) the installed app's icon badge where the browser can. */
export function showAppBadge(count: number): void {
  const nav = typeof navigator === 'undefined' ? null : (navigator as Navigator & { setAppBadge?: (n?: number) => Promise<void>; clearAppBadge?: () => Promise<void> })
  if (!nav?.setAppBadge) return
  const done = count > 0 ? nav.setAppBadge(count) : nav.clearAppBadge?.()
  done?.catch(() => undefined)
}

/** Keeps the days of the plan's open tasks ([] when there is no plan), tells the menus, and sets the badge. */
export function writePlanDue(openDays: readonly string[]): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ v: 1, open: openDays.slice(0, MAX_DAYS) }))
  } catch {
    // Without storage the menus show no count; the plan itself is unaffected.
  }
  window.dispatchEvent(new Event(EVENT))
  showAppBadge(planDueThisWeek(new Date(), openDays))
}

function subscribe(listener: () => void): () => void {
  window.addEventListener(EVENT, listener)
  window.addEventListener('storage', listener)
  // Back on screen, perhaps on another day: what is due this week may have changed.
  document.addEventListener('visibilitychange', listener)
  return () => {
    window.removeEventListener(EVENT, listener)
    window.removeEventListener('storage', listener)
    document.removeEventListener('visibilitychange', listener)
  }
}

/** The count for the menus (0 on the server and before any plan). */
export function usePlanDueCount(): number {
  return useSyncExternalStore(subscribe, () => planDueThisWeek(), () => 0)
}

/**
 * Keeps the installed app's icon badge on this week's count, from the start and as days pass, not only
 * while the plan is open. Nothing is touched on a device that never had a plan.
 */
export function usePlanDueBadge(): void {
  const count = usePlanDueCount()
  useEffect(() => {
    if (count > 0 || hasPlanDue()) showAppBadge(count)
  }, [count])
}

function hasPlanDue(): boolean {
  try {
    return localStorage.getItem(KEY) !== null
  } catch {
    return false
  }
}
