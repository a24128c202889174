// The demo time series and the converter's trend client must never drift apart, and neither from
// Frankfurter's public contract (GET /{start}..{end}?base=USD&symbols=A,B →
// { amount, base, start_date, end_date, rates: { 'YYYY-MM-DD': { CODE: n } } }, working days only, 404
// { message: 'not found' } for a currency it does not know). The client's own request goes to the demo here.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { parseHubRates } from '@/features/currency/api'
import { fetchRateSeries } from '@/features/currency/trend-query'
import { parseRateSeries, summarizeSeries } from '@/features/currency/trend'
import { HttpError } from '@/lib/http'
import { getJson, testApp, TODAY } from '../helpers'

const app = testApp()

/** The client's fetches, answered by the app in-process; returns the addresses asked for. */
function routeFetchToApp() {
  const asked: string[] = []
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input))
    asked.push(url.pathname + url.search)
    return app.request(url.pathname + url.search, init)
  })
  return asked
}

afterEach(() => vi.unstubAllGlobals())

/** Frankfurter's answer as documented, for USD against EUR and ILS over a week with a weekend. */
const frankfurterShape = {
  amount: 1.0,
  base: 'USD',
  start_date: '2026-11-13',
  end_date: '2026-11-20',
  rates: {
    '2026-11-13': { EUR: 0.9241, ILS: 3.7388 },
    '2026-11-16': { EUR: 0.9212, ILS: 3.7215 },
    '2026-11-17': { EUR: 0.9198, ILS: 3.7302 },
    '2026-11-18': { EUR: 0.9175, ILS: 3.7119 },
    '2026-11-19': { EUR: 0.9201, ILS: 3.7086 },
    '2026-11-20': { EUR: 0.9187, ILS: 3.7124 },
  },
}

describe('contract: rate history (GET /demo/rates/history/{start}..{end})', () => {
  it("answers the client's own request for the last 30 days with working days only, ending on today's rate", async () => {
    const asked = routeFetchToApp()
    const series = await fetchRateSeries('USD', 'ILS', TODAY)
    expect(asked).toEqual(['/demo/rates/history/2026-10-23..2026-11-22?base=USD&symbols=ILS'])
    expect(series.points.length).toBe(21)
    expect(series.points.every(({ date }) => ![0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay()))).toBe(true)
    expect(series.points[0]?.date).toBe('2026-10-23')
    expect(series.points.at(-1)?.date).toBe('2026-11-20')
    expect(series).toMatchObject({ skipped: 0, missing: [] })
    // Its days move: a chart of it is not a flat line.
    const summary = summarizeSeries(series.points)
    expect(summary && summary.high.rate - summary.low.rate).toBeGreaterThan(0.01)
  })

  it('agrees with the converter on the last working day (a Friday, seen on Sunday), for a pair through USD', async () => {
    routeFetchToApp()
    const series = await fetchRateSeries('EUR', 'ILS', TODAY)
    const latest = parseHubRates((await getJson(app, '/demo/rates/latest?base=USD')).body)
    const last = series.points.at(-1)
    expect(last?.date).toBe('2026-11-20')
    expect(last?.rate).toBeCloseTo((latest?.rates.ILS ?? 0) / (latest?.rates.EUR ?? 1), 4)
  })

  it('reads the same fields from the demo and from an answer in Frankfurter’s documented shape', async () => {
    const demo = (await getJson(app, '/demo/rates/history/2026-11-13..2026-11-20?base=USD&symbols=EUR,ILS')).body
    expect(Object.keys(demo).sort()).toEqual(Object.keys(frankfurterShape).sort())
    expect(demo).toMatchObject({ amount: 1, base: 'USD', start_date: '2026-11-13', end_date: '2026-11-20' })
    expect(Object.keys(demo.rates as object)).toEqual(Object.keys(frankfurterShape.rates))
    for (const json of [demo, frankfurterShape]) {
      const series = parseRateSeries(json, 'EUR', 'ILS')
      expect(series?.points.map(({ date }) => date)).toEqual(Object.keys(frankfurterShape.rates))
      expect(series).toMatchObject({ skipped: 0, missing: [] })
    }
  })

  it('a currency outside the reference list is a 404 the client reports as such', async () => {
    const { response, body } = await getJson(app, '/demo/rates/history/2026-10-23..2026-11-22?base=USD&symbols=AED')
    expect(response.status).toBe(404)
    expect(body).toEqual({ message: 'not found' })
    routeFetchToApp()
    const failure = await fetchRateSeries('USD', 'AED', TODAY).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(HttpError)
    expect((failure as HttpError).status).toBe(404)
  })

  it('refuses malformed and oversized ranges, and stops at today', async () => {
    for (const range of ['2026-11-22..2026-11-01', '2026-02-30..2026-03-05', 'yesterday..today', '2024-01-01..2026-11-20']) {
      expect((await app.request(`/demo/rates/history/${range}?base=USD&symbols=EUR`)).status, range).toBe(404)
    }
    const future = (await getJson(app, '/demo/rates/history/2026-11-16..2026-12-31?base=USD&symbols=EUR')).body
    expect(future.end_date).toBe('2026-11-20')
    expect((await app.request('/demo/rates/history/2026-11-16..2026-11-20', { method: 'POST' })).status).toBe(405)
  })
})
