// Figures read from the sheet's free text, for the comparison (docs/behaviour.md, "Comparing destinations"):
// 'About 480,000 in the city; 4.4 million in the metropolitan area' → 480000, 'About €26,000 (Portugal,
// 2024)' → 26000 in EUR. Only the first figure counts; a cell with none that can be read is null, never 0.

const SCALES: Record<string, number> = { k: 1e3, thousand: 1e3, m: 1e6, million: 1e6, mn: 1e6, bn: 1e9, billion: 1e9 }

// A number ('480,000', '4.4', '1 900' is not one: spaces end it), then a scale word that is a whole word.
const FIGURE = /(\d+(?:,\d{3})*(?:\.\d+)?)(?:\s*(thousand|million|billion|mn|bn|k|m)(?![\p{L}\p{N}]))?/iu

/** The first figure of a cell, with 'k', 'thousand', 'million', 'billion' applied; null when there is none. */
export function readFigure(text: string | undefined | null): number | null {
  if (!text) return null
  const match = FIGURE.exec(text)
  if (!match?.[1]) return null
  const value = Number(match[1].replace(/,/g, ''))
  if (!Number.isFinite(value)) return null
  const scale = match[2] ? (SCALES[match[2].toLowerCase()] ?? 1) : 1
  return value * scale
}

const SYMBOLS: Record<string, string> = { $: 'USD', '€': 'EUR', '£': 'GBP', '₪': 'ILS', '¥': 'JPY', NIS: 'ILS' }

export interface Money {
  amount: number
  /** ISO 4217 code, from a symbol ($ € £ ₪) or a code written before the first figure ('CAD 70,000'). */
  currency: string
}

/** The first sum of money in a cell: its figure and the currency written just before it; null when either is missing. */
export function readMoney(text: string | undefined | null): Money | null {
  if (!text) return null
  const match = FIGURE.exec(text)
  if (!match?.[1]) return null
  const before = text.slice(0, match.index).trimEnd()
  const symbol = /(?:^|[^\p{L}])([A-Z]{3}|[$€£₪¥])$/u.exec(before)?.[1]
  const amount = readFigure(text.slice(match.index))
  if (!symbol || amount === null) return null
  return { amount, currency: SYMBOLS[symbol] ?? symbol }
}

export interface FigureComparison {
  /** The value against the highest, 0 to 1, for a bar. */
  share: number
  highest: boolean
  lowest: boolean
  /** How many times the lowest value this one is (1 for the lowest itself). */
  timesLowest: number
}

/**
 * Figures side by side: each one's share of the highest and how it stands against the lowest. Null for a
 * figure that could not be read; all null when fewer than two could be read (nothing to compare).
 */
export function compareFigures(values: readonly (number | null)[]): (FigureComparison | null)[] {
  const known = values.filter((value): value is number => value !== null && Number.isFinite(value) && value > 0)
  if (known.length < 2) return values.map(() => null)
  const max = Math.max(...known)
  const min = Math.min(...known)
  return values.map((value) =>
    value === null || !known.includes(value)
      ? null
      : { share: value / max, highest: value === max && max !== min, lowest: value === min && max !== min, timesLowest: value / min },
  )
}
