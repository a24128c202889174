// Demo exchange-rate services in two real shapes:
//  - open.er-api.com  GET /v6/latest/{BASE}  -> { result: "success", base_code, rates, time_*... } (header ticker)
//  - exchangerate.host-style GET /latest?base=X[&symbols=A,B] -> { success, base, date, rates } (hub converter)
// Rates are fixed (deterministic); "today" follows the injected clock.
import { Hono } from 'hono'
import type { AppDeps } from '../lib/context'
import { faultSwitch } from '../lib/faults'
import { methodNotAllowed } from '../lib/responses'
import { usdRates } from './content/rates'

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

  return app
}
