// The hub's address: /time-currency?tab=time|currency|weather&city=Tokyo, so each tool and city can be linked.
import { cleanLine } from '@/lib/input'

const HUB_TABS = ['time', 'currency', 'weather'] as const
export type HubTab = (typeof HUB_TABS)[number]
export const DEFAULT_TAB: HubTab = 'time'

interface HubSearch {
  /** Absent means World Time. */
  tab?: HubTab
  /** Absent means the default weather city (London). */
  city?: string
}

function isTab(value: unknown): value is HubTab {
  return HUB_TABS.some((tab) => tab === value)
}

/** A city as typed by a person: trimmed, single spaces, no control characters, at most 80 characters. */
export function cleanCity(value: unknown): string | undefined {
  const city = cleanLine(value)
  return city !== '' && city.length <= 80 ? city : undefined
}

/**
 * Reads the hub's search; a bad value falls back to the default, never throws. Both keys are always
 * written (undefined when bad), because the router merges the raw address under a route's own search.
 */
export function validateHubSearch(search: Record<string, unknown>): HubSearch {
  return { tab: isTab(search.tab) ? search.tab : undefined, city: cleanCity(search.city) }
}
