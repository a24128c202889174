// Contract tests: the demo's answers must be accepted by the client's own parsers, so the demo and the
// client cannot drift apart. This file holds the header ticker's; the other upstreams have theirs in
// contracts/ (rates, weather, wordpress, reviews, sheet).
import { describe, expect, it } from 'vitest'
import { parseRateMap } from '../../src/features/currency/api'
import { tickerCurrencies } from '../../src/content/currencies'
import { testApp } from './helpers'

const app = testApp()

describe('contract: exchange rates', () => {
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
