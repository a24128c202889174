import { describe, expect, it } from 'vitest'
import { currencies } from '@/content/currencies'
import { tickerMockRates } from '@/content/ticker-currencies'
import { getJson, testApp } from '../helpers'

const app = testApp()

describe('GET /demo/rates/v6/latest/USD (open.er-api shape)', () => {
  it('answers with the service envelope and a rate for each of the 40 currencies', async () => {
    const { response, body } = await getJson(app, '/demo/rates/v6/latest/USD')
    expect(response.status).toBe(200)
    expect(body.result).toBe('success')
    expect(body.base_code).toBe('USD')
    expect(body.time_eol_unix).toBe(0)
    expect(body.time_last_update_unix).toBe(Date.UTC(2026, 10, 22) / 1000 + 151)
    expect(body.time_last_update_utc).toBe('Sun, 22 Nov 2026 00:02:31 +0000')
    expect(body.time_next_update_unix).toBe((body.time_last_update_unix as number) + 86_400)
    const rates = body.rates as Record<string, number>
    expect(rates.USD).toBe(1)
    for (const { code } of currencies) expect(rates[code], code).toBeGreaterThan(0)
  })

  it('differs from the client fallback rates, so live data can be told apart', async () => {
    const { body } = await getJson(app, '/demo/rates/v6/latest/USD')
    const rates = body.rates as Record<string, number>
    expect(rates).toMatchObject({ EUR: 0.9187, GBP: 0.7861, ILS: 3.7124, JPY: 154.32, AUD: 1.5418 })
    for (const [code, mock] of Object.entries(tickerMockRates)) expect(rates[code]).not.toBe(mock)
  })

  it('answers an unsupported base like the real service', async () => {
    const { response, body } = await getJson(app, '/demo/rates/v6/latest/XXX')
    expect(response.status).toBe(404)
    expect(body).toEqual({ result: 'error', 'error-type': 'unsupported-code' })
  })
})

describe('GET /demo/rates/latest (hub shape)', () => {
  it('gives USD rates with today as date', async () => {
    const { response, body } = await getJson(app, '/demo/rates/latest?base=USD')
    expect(response.status).toBe(200)
    expect(body).toMatchObject({ success: true, base: 'USD', date: '2026-11-22' })
    expect(Object.keys(body.rates as object)).toEqual(expect.arrayContaining(currencies.map((c) => c.code)))
  })

  it('converts to another base correctly', async () => {
    const { body } = await getJson(app, '/demo/rates/latest?base=eur')
    const rates = body.rates as Record<string, number>
    expect(body.base).toBe('EUR')
    expect(rates.EUR).toBe(1)
    expect(rates.USD).toBeCloseTo(1 / 0.9187, 5)
    expect(rates.ILS).toBeCloseTo(3.7124 / 0.9187, 5)
  })

  it('filters with symbols', async () => {
    const { body } = await getJson(app, '/demo/rates/latest?base=USD&symbols=EUR,GBP')
    expect(body.rates).toEqual({ EUR: 0.9187, GBP: 0.7861 })
  })

  it('rejects an unknown base with 400 JSON', async () => {
    const { response, body } = await getJson(app, '/demo/rates/latest?base=ABC')
    expect(response.status).toBe(400)
    expect(body.success).toBe(false)
  })

  it('is deterministic', async () => {
    const a = await getJson(app, '/demo/rates/latest?base=GBP')
    const b = await getJson(app, '/demo/rates/latest?base=GBP')
    expect(a.body).toEqual(b.body)
  })

  it('rejects other methods with 405', async () => {
    const response = await app.request('/demo/rates/latest', { method: 'POST' })
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('GET, HEAD')
  })
})
