// The demo rate service and the rate clients (header ticker, hub converter) must never drift apart: the demo's answers go
// through the client's own parser and arithmetic here.
import { describe, expect, it } from 'vitest'
import { currencies, fallbackRates } from '@/content/currencies'
import { tickerCurrencies } from '@/content/ticker-currencies'
import { parseHubRates, parseRateMap } from '@/features/currency/api'
import { convert } from '@/features/currency/convert'
import { getJson, testApp } from '../helpers'

const app = testApp()

describe('contract: hub rates (GET /demo/rates/latest?base=USD)', () => {
  it("parses into a table of today's rates per 1 USD covering all 40 currencies", async () => {
    const { response, body } = await getJson(app, '/demo/rates/latest?base=USD')
    expect(response.status).toBe(200)
    const parsed = parseHubRates(body)
    expect(parsed).not.toBeNull()
    expect(parsed?.date).toBe('2026-11-22')
    expect(parsed?.rates.USD).toBe(1)
    for (const { code } of currencies) expect(parsed?.rates[code], code).toBeGreaterThan(0)
  })

  it('converts every pair of the 40 currencies with the demo rates', async () => {
    const parsed = parseHubRates((await getJson(app, '/demo/rates/latest?base=USD')).body)
    if (!parsed) throw new Error('no rates')
    for (const from of currencies) {
      for (const to of currencies) {
        const result = convert('2', from.code, to.code, parsed.rates)
        expect(result.ok, `${from.code} → ${to.code}`).toBe(true)
      }
    }
  })

  it('differs from the built-in table, so a test can tell live rates from the fallback', async () => {
    const parsed = parseHubRates((await getJson(app, '/demo/rates/latest?base=USD')).body)
    expect(parsed?.rates.EUR).not.toBe(fallbackRates.EUR)
    expect(convert('2', 'USD', 'EUR', parsed?.rates ?? {})).not.toEqual(convert('2', 'USD', 'EUR', fallbackRates))
  })

  it('a table on another base reads the same once re-based to USD', async () => {
    const usd = parseHubRates((await getJson(app, '/demo/rates/latest?base=USD')).body)
    const eur = parseHubRates((await getJson(app, '/demo/rates/latest?base=EUR')).body)
    expect(eur?.rates.USD).toBe(1)
    expect(eur?.rates.GBP).toBeCloseTo(usd?.rates.GBP ?? 0, 4)
  })

  it('an unknown base is a failure the client falls back from', async () => {
    const { response, body } = await getJson(app, '/demo/rates/latest?base=XXX')
    expect(response.status).toBe(400)
    expect(parseHubRates(body)).toBeNull()
  })
})

describe('contract: header ticker rates (GET /demo/rates/v6/latest/USD)', () => {
  it('the header ticker parser accepts /v6/latest/USD and finds every ticker currency', async () => {
    const json = (await (await app.request('/demo/rates/v6/latest/USD')).json()) as { rates: unknown }
    const rates = parseRateMap(json.rates)
    expect(rates).not.toBeNull()
    for (const { code } of tickerCurrencies) expect(rates?.[code], code).toBeGreaterThan(0)
  })

  it('the same parser accepts the hub shape', async () => {
    const json = (await (await app.request('/demo/rates/latest?base=USD')).json()) as { rates: unknown }
    expect(Object.keys(parseRateMap(json.rates) ?? {}).length).toBeGreaterThanOrEqual(40)
  })
})
