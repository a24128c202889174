// A destination's cost of living as numbers (docs/behaviour.md, "Home city"): the sheet's 'Average Cost'
// and 'Currency' cells are prose written for people ('About €2,000-2,600 a month for a single person
// including rent; €4,500-5,500 for a family of four', 'Euro (EUR, €)'). The first amount or range of the
// first clause is the figure; its currency is the sign or code written beside it, else the currency cell's.
// Anything that cannot be read with confidence is null: the panel then shows the sheet's words alone.
import { currencies } from '@/content/currencies'
import type { Destination } from './types'

export interface CostRange {
  /** ISO 4217 code. */
  currency: string
  low: number
  /** Equal to low when the sheet gives one figure. */
  high: number
}

const knownCodes: ReadonlySet<string> = new Set(currencies.map(({ code }) => code))

/** The code in a 'Currency' cell: 'Euro (EUR, €)' → 'EUR', 'UAE Dirham (AED)' → 'AED', '₪' → 'ILS'. */
export function currencyCode(cell: string | undefined): string | null {
  if (!cell) return null
  for (const [code] of cell.matchAll(/\b[A-Z]{3}\b/g)) if (knownCodes.has(code)) return code
  const sign = /US\$|C\$|CA\$|A\$|AU\$|S\$|NZ\$|HK\$|[€£₪¥$]/.exec(cell)?.[0]
  return sign ? signCurrency(sign, null) : null
}

const dollars: Readonly<Record<string, string>> = { US$: 'USD', C$: 'CAD', CA$: 'CAD', A$: 'AUD', AU$: 'AUD', S$: 'SGD', NZ$: 'NZD', HK$: 'HKD' }

/** A currency sign or written code beside an amount; a bare '$' or '¥' means the local one when it is a dollar or yen/yuan. */
function signCurrency(sign: string, local: string | null): string | null {
  if (dollars[sign]) return dollars[sign]
  switch (sign) {
    case '€':
      return 'EUR'
    case '£':
      return 'GBP'
    case '₪':
    case 'NIS':
      return 'ILS'
    case '¥':
      return local === 'CNY' ? 'CNY' : 'JPY'
    case '$':
      return local !== null && ['USD', 'CAD', 'AUD', 'SGD', 'NZD', 'HKD', 'MXN'].includes(local) ? local : 'USD'
    default:
      return knownCodes.has(sign) ? sign : null
  }
}

// A figure: digits with thousands separators (',' '.' or a space before groups of three) and an optional
// decimal part, then an optional k/thousand or m/million.
const figurePattern = (end: string) =>
  String.raw`(?<${end}>\d{1,3}(?:[,.\u00a0\u202f ]\d{3})+|\d+)(?:[.,](?<${end}Decimals>\d{1,2}))?\s*(?<${end}Scale>k|K|thousand|m|M|million)?`
const SIGN = String.raw`US\$|CA?\$|AU?\$|S\$|NZ\$|HK\$|NIS|[€£₪¥$]|[A-Z]{3}`
const AMOUNT = new RegExp(
  String.raw`(?<before>${SIGN})?\s?${figurePattern('low')}(?:\s*(?:-|–|—|to)\s*(?:${SIGN})?\s?${figurePattern('high')})?\s?(?<after>${SIGN}(?![A-Za-z]))?`,
)

function figure(whole: string | undefined, decimals: string | undefined, scale: string | undefined): number | null {
  if (whole === undefined) return null
  const value = Number(whole.replace(/[,.\u00a0\u202f ]/g, '') + (decimals ? `.${decimals}` : ''))
  if (!Number.isFinite(value)) return null
  const factor = scale === undefined ? 1 : /^(k|thousand)$/i.test(scale) ? 1_000 : 1_000_000
  return value * factor
}

/** The first amount or range of the first clause of an 'Average Cost' cell, in its currency; null when unreadable. */
export function parseCost(cell: string | undefined, currencyCell?: string): CostRange | null {
  if (!cell) return null
  const local = currencyCode(currencyCell)
  const [clause = ''] = cell.split(';')
  const match = AMOUNT.exec(clause)
  if (!match) return null
  const { low: lowWhole, lowDecimals, lowScale, high: highWhole, highDecimals, highScale } = match.groups ?? {}
  // '2-2.6k': a scale written once, after the range, applies to both ends.
  const low = figure(lowWhole, lowDecimals, lowScale ?? (highWhole !== undefined ? highScale : undefined))
  const high = highWhole === undefined ? low : figure(highWhole, highDecimals, highScale)
  const sign = match.groups?.before ?? match.groups?.after
  const currency = sign ? signCurrency(sign, local) : local
  if (low === null || high === null || currency === null || low <= 0 || high < low) return null
  return { currency, low, high }
}

/** A destination's cost as numbers, from its 'Average Cost' and 'Currency' cells. */
export const destinationCost = (destination: Destination): CostRange | null => parseCost(destination.averageCost, destination.currency)

/** A destination's currency code, from its 'Currency' cell, or its cost's sign when the cell is blank. */
export const destinationCurrency = (destination: Destination): string | null =>
  currencyCode(destination.currency) ?? destinationCost(destination)?.currency ?? null

/** Three significant figures, as a cost converted at a day's rate deserves ('7,436.2' → 7,440). */
function roughly(value: number): number {
  if (value <= 0) return 0
  const step = 10 ** Math.max(0, Math.floor(Math.log10(value)) - 2)
  return Math.round(value / step) * step
}

/**
 * A cost in another currency, through USD: `rates` are units per US dollar (the converter's table). Null
 * when either currency has no usable rate.
 */
export function convertCost(cost: CostRange, to: string, rates: Readonly<Record<string, number>>): CostRange | null {
  if (cost.currency === to) return cost
  const fromRate = rates[cost.currency]
  const toRate = rates[to]
  if (!fromRate || !toRate || !Number.isFinite(fromRate) || !Number.isFinite(toRate) || fromRate <= 0 || toRate <= 0) return null
  const low = roughly((cost.low / fromRate) * toRate)
  const high = roughly((cost.high / fromRate) * toRate)
  return low > 0 ? { currency: to, low, high } : null
}
