// The hub's address: /time-currency?tab=time|currency|weather&city=Tokyo&pair=USD-ILS, so each tool, city
// and currency pair can be linked.
import { MAX_CITY_LENGTH } from '@/features/weather/defaults'
import { cleanLine } from '@/lib/input'

const HUB_TABS = ['time', 'currency', 'weather'] as const
export type HubTab = (typeof HUB_TABS)[number]
export const DEFAULT_TAB: HubTab = 'time'

interface HubSearch {
  /** Absent means World Time. */
  tab?: HubTab
  /** Absent means the default weather city (London). */
  city?: string
  /** The converter's starting pair, 'USD-ILS'; absent means USD → EUR. */
  pair?: string
}

function isTab(value: unknown): value is HubTab {
  return HUB_TABS.some((tab) => tab === value)
}

/** A city as typed by a person: trimmed, single spaces, no control characters, at most MAX_CITY_LENGTH characters. */
export function cleanCity(value: unknown): string | undefined {
  const city = cleanLine(value)
  return city !== '' && city.length <= MAX_CITY_LENGTH ? city : undefined
}

/** 'USD-ILS': two different three-letter codes (whether the hub has them is the converter's to say). */
export function cleanPair(value: unknown): string | undefined {
  return typeof value === 'string' && /^([A-Z]{3})-(?!\1)[A-Z]{3}$/.test(value) ? value : undefined
}

/**
 * Reads the hub's search; a bad value falls back to the default, never throws. Both keys are always
 * written (undefined when bad), because the router merges the raw address under a route's own search.
 */
export function validateHubSearch(search: Record<string, unknown>): HubSearch {
  return { tab: isTab(search.tab) ? search.tab : undefined, city: cleanCity(search.city), pair: cleanPair(search.pair) }
}
