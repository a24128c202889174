// The currency of the last destination a person looked at, so the converter can start from home currency →
// that one (docs/behaviour.md, "Home city"). One code in localStorage; storage errors (private mode,
// quota) just mean no memory of it.
import { currencies } from '@/content/currencies'
import { storage } from '@/content/storage-keys'

const KEY = storage.lastCurrency.name
const known: ReadonlySet<string> = new Set(currencies.map(({ code }) => code))

export function rememberDestinationCurrency(code: string | null): void {
  if (code === null || !known.has(code)) return
  try {
    localStorage.setItem(KEY, code)
  } catch {
    // Not kept: the converter starts from its usual pair.
  }
}

/** The code kept, when it is still one of the converter's currencies; otherwise null. */
export function lastDestinationCurrency(): string | null {
  try {
    const code = localStorage.getItem(KEY)
    return code !== null && known.has(code) ? code : null
  } catch {
    return null
  }
}

/**
 * Where the converter starts: without a home city, USD → EUR (the product's default); with one, its
 * currency → the last destination's currency, or → EUR (USD for a euro home) before any destination was seen.
 */
export function converterPair(homeCurrency: string | null, lastCurrency: string | null): { from: string; to: string } {
  if (homeCurrency === null) return { from: 'USD', to: 'EUR' }
  if (lastCurrency !== null && lastCurrency !== homeCurrency) return { from: homeCurrency, to: lastCurrency }
  return { from: homeCurrency, to: homeCurrency === 'EUR' ? 'USD' : 'EUR' }
}
