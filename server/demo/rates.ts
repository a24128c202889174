// Demo exchange-rate services in three real shapes:
//  - open.er-api.com  GET /v6/latest/{BASE}  -> { result: "success", base_code, rates, time_*... } (header ticker)
//  - exchangerate.host-style GET /latest?base=X[&symbols=A,B] -> { success, base, date, rates } (hub converter)
//  - Frankfurter's time series GET /history/{start}..{end}?base=X&symbols=A,B
//    -> { amount, base, start_date, end_date, rates: { 'YYYY-MM-DD': { CODE: n } } } (the converter's trend)
// Rates are fixed (deterministic); "today" follows the injected clock.
import { Hono } from 'hono'
import type { AppDeps } from '../lib/context'
import { faultSwitch } from '../lib/faults'
import { isoDay } from '../../src/lib/input'
import { methodNotAllowed } from '../lib/responses'
import { historyCurrencies, usdRates } from './content/rates'

const DAY = 86_400

/** Every rate expressed per 1 unit of `base`, or null for a currency we do not know. */
function ratesFor(base: string): Record<string, number> | null {
  const baseRate = usdRates[base]
  if (baseRate === undefined) return null
  const rates: Record<string, number> = {}
  for (const [code, usdRate] of Object.entries(usdRates)) {
    // Seven significant digits, like the real services; the base itself stays exactly 1.
    rates[code] = code === base ? 1 : Number((usdRate / baseRate).toPrecision(7))
  }
  return rates
}

/** Days since 1970-01-01 for a real 'YYYY-MM-DD', or null. */
function dayNumber(text: string): number | null {
  const day = isoDay(text)
  return day === null ? null : Date.parse(`${day}T00:00:00Z`) / (DAY * 1000)
}

const isoOf = (day: number) => new Date(day * DAY * 1000).toISOString().slice(0, 10)

/** A small number from a currency code, so each currency moves on its own. */
const phaseOf = (code: string) => [...code].reduce((sum, char) => sum * 31 + char.charCodeAt(0), 7) % 97

const isWeekend = (day: number) => [0, 6].includes(new Date(day * DAY * 1000).getUTCDay())

/** The last working day on or before `day`: the day the latest reference rates are for. */
function lastWorkingDay(day: number): number {
  let result = day
  while (isWeekend(result)) result -= 1
  return result
}

/**
 * A currency's rate per 1 USD on a past day: the latest rate, moved by two slow waves that are zero on the
 * last working day, so the last day of a series is the rate the converter uses, and every run gives the
 * same numbers.
 */
function historicRate(code: string, day: number, latest: number): number {
  if (code === 'USD') return 1
  const phase = phaseOf(code)
  const wave = (d: number) => 0.018 * Math.sin(d / 4.7 + phase) + 0.009 * Math.sin(d / 13.1 + phase / 3)
  return Number(((usdRates[code] ?? 1) * (1 + wave(day) - wave(latest))).toPrecision(6))
}

/** RFC 1123 date the way open.er-api writes it: "Sun, 22 Nov 2026 00:02:31 +0000". */
function utcString(unixSeconds: number): string {
  return new Date(unixSeconds * 1000).toUTCString().replace('GMT', '+0000')
}

export function ratesRoutes({ config, now }: AppDeps) {
  const app = new Hono()
  app.use('*', faultSwitch(config.demoFaults, 'rates'))

  app.get('/v6/latest/:base', (c) => {
    const base = c.req.param('base').toUpperCase()
    const rates = ratesFor(base)
    if (!rates) return c.json({ result: 'error', 'error-type': 'unsupported-code' }, 404)
    // Updated once a day just after midnight UTC, like the free open.er-api plan.
    const updated = Math.floor(now().getTime() / 1000 / DAY) * DAY + 151
    return c.json({
      result: 'success',
      provider: 'https://www.exchangerate-api.com',
      documentation: 'https://www.exchangerate-api.com/docs/free',
      terms_of_use: 'https://www.exchangerate-api.com/terms',
      time_last_update_unix: updated,
      time_last_update_utc: utcString(updated),
      time_next_update_unix: updated + DAY,
      time_next_update_utc: utcString(updated + DAY),
      time_eol_unix: 0,
      base_code: base,
      rates,
    })
  })
  app.all('/v6/latest/:base', methodNotAllowed('GET, HEAD'))

  app.get('/latest', (c) => {
    const base = (c.req.query('base') ?? 'USD').trim().toUpperCase()
    const all = ratesFor(base)
    if (!all) {
      return c.json(
        { success: false, error: { code: 201, type: 'invalid_base_currency', info: `Unknown base currency "${base}".` } },
        400,
      )
    }
    const symbols = c.req.query('symbols')?.toUpperCase().split(',').map((s) => s.trim()).filter(Boolean)
    const rates = symbols ? Object.fromEntries(Object.entries(all).filter(([code]) => symbols.includes(code))) : all
    return c.json({ success: true, base, date: now().toISOString().slice(0, 10), rates })
  })
  app.all('/latest', methodNotAllowed('GET, HEAD'))

  // Like Frankfurter (the ECB's reference rates): working days only, about 30 currencies, at most a year
  // per request here; an unknown currency or a malformed range answers 404 { message: 'not found' }.
  app.get('/history/:range', (c) => {
    const notFound = () => c.json({ message: 'not found' }, 404)
    const [startText = '', endText = ''] = c.req.param('range').split('..')
    const today = Math.floor(now().getTime() / 1000 / DAY)
    const start = dayNumber(startText)
    const end = endText === '' ? today : dayNumber(endText)
    if (start === null || end === null || start > end || end - start > 366) return notFound()
    const base = (c.req.query('base') ?? 'EUR').trim().toUpperCase()
    const symbols = (c.req.query('symbols') ?? historyCurrencies.join(','))
      .toUpperCase()
      .split(',')
      .map((code) => code.trim())
      .filter((code) => code !== '' && code !== base)
    if (!historyCurrencies.includes(base) || symbols.some((code) => !historyCurrencies.includes(code))) return notFound()
    const rates: Record<string, Record<string, number>> = {}
    const latest = lastWorkingDay(today)
    for (let day = start; day <= Math.min(end, today); day += 1) {
      if (isWeekend(day)) continue
      const baseRate = historicRate(base, day, latest)
      rates[isoOf(day)] = Object.fromEntries(
        symbols.map((code) => [code, Number((historicRate(code, day, latest) / baseRate).toPrecision(6))]),
      )
    }
    const days = Object.keys(rates)
    if (days.length === 0) return notFound()
    return c.json({ amount: 1, base, start_date: days[0], end_date: days[days.length - 1], rates })
  })
  app.all('/history/:range', methodNotAllowed('GET, HEAD'))

  return app
}
