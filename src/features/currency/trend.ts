// The converter's trend (docs/behaviour.md, "The hub"): a pair's daily rates over the last 30 days, read
// from a Frankfurter-style time series. The answer is untrusted: a day without a usable rate for the pair
// is left out and counted, a currency the service never names is reported, and nothing else survives.
import { isoDay, isRecord } from '@/lib/input'

/** How many days the trend covers, ending today. */
export const TREND_DAYS = 30

export interface RatePoint {
  /** 'YYYY-MM-DD' */
  date: string
  /** How much one unit of `from` bought in `to` that day. */
  rate: number
}

export interface RateSeries {
  from: string
  to: string
  /** The days with a usable rate, oldest first. */
  points: RatePoint[]
  /** Days the service answered for with no usable rate for the pair (a gap, a non-number, a missing code). */
  skipped: number
  /** The pair's currencies the service gave no rate for on any day. */
  missing: string[]
}

export interface SeriesSummary {
  first: RatePoint
  last: RatePoint
  low: RatePoint
  high: RatePoint
  /** The change from the first day to the last, in percent. */
  changePercent: number
}

const CODE = /^[A-Z]{3}$/

const positive = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0

/** The dates a trend asks for: the 30 days ending on `today` (its UTC calendar day). */
export function trendRange(today: Date): { start: string; end: string } {
  const end = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate())
  const day = (time: number) => new Date(time).toISOString().slice(0, 10)
  return { start: day(end - TREND_DAYS * 86_400_000), end: day(end) }
}

/** The currencies to ask the service for: the pair without the base, which is always 1. */
export function trendSymbols(from: string, to: string, base = 'USD'): string[] {
  return [...new Set([from, to])].filter((code) => code !== base)
}

/**
 * Reads `{ base, rates: { 'YYYY-MM-DD': { CODE: n } } }` into the pair's daily rate from → to (through the
 * answer's base, whichever it is). Null when the answer is not a time series at all.
 */
export function parseRateSeries(json: unknown, from: string, to: string): RateSeries | null {
  if (!isRecord(json) || !isRecord(json.rates)) return null
  const base = json.base === undefined ? 'USD' : json.base
  if (typeof base !== 'string' || !CODE.test(base)) return null
  const seen = new Set<string>()
  const points: RatePoint[] = []
  let skipped = 0
  for (const [key, day] of Object.entries(json.rates)) {
    const date = isoDay(key)
    if (date === null) continue
    const unit = (code: string): number | null => {
      if (code === base) return 1
      if (!isRecord(day)) return null
      const value = day[code]
      if (value !== undefined) seen.add(code)
      return positive(value) ? value : null
    }
    const fromRate = unit(from)
    const toRate = unit(to)
    const rate = fromRate !== null && toRate !== null ? toRate / fromRate : null
    if (rate === null || !Number.isFinite(rate) || rate <= 0) skipped += 1
    else points.push({ date, rate })
  }
  points.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
  const missing = [...new Set([from, to])].filter((code) => code !== base && !seen.has(code))
  return { from, to, points, skipped, missing }
}

/** The lowest and highest day, and the change over the period; null with fewer than two days. */
export function summarizeSeries(points: readonly RatePoint[]): SeriesSummary | null {
  if (points.length < 2) return null
  const first = points[0] as RatePoint
  const last = points[points.length - 1] as RatePoint
  let low = first
  let high = first
  for (const point of points) {
    if (point.rate < low.rate) low = point
    if (point.rate > high.rate) high = point
  }
  return { first, last, low, high, changePercent: ((last.rate - first.rate) / first.rate) * 100 }
}
