import { afterEach, describe, expect, it, vi } from 'vitest'
import { fetchTickerRates, parseRateMap } from '@/features/currency/api'
import { formatTickerRate, nextTickerIndex, tickerEntries } from '@/features/currency/ticker'
import { formatNumber } from '@/i18n/format'
import { decimalSignOf, languages } from '@/i18n/languages'

afterEach(() => vi.unstubAllGlobals())

describe('ticker', () => {
  it("shows '1$ = symbol value' with 2 decimals", () => {
    expect(formatTickerRate({ code: 'EUR', symbol: '€', value: 0.92 })).toBe('1$ = € 0.92')
    expect(formatTickerRate({ code: 'JPY', symbol: '¥', value: 150.456 })).toBe('1$ = ¥ 150.46')
    expect(formatTickerRate({ code: 'AUD', symbol: 'A$', value: 1.5 })).toBe('1$ = A$ 1.50')
    // Each language writes the number its own way.
    expect(formatTickerRate({ code: 'EUR', symbol: '€', value: 0.92 }, 'fr')).toBe('1$ = € 0,92')
    expect(formatTickerRate({ code: 'JPY', symbol: '¥', value: 1150.456 }, 'ru')).toBe('1$ = ¥ 1150,46')
    expect(formatTickerRate({ code: 'ILS', symbol: '₪', value: 3.67 }, 'he')).toBe('1$ = ₪ 3.67')
  })

  it('rotates EUR, GBP, ILS, JPY, AUD with the mock rates when there are none', () => {
    expect(tickerEntries(undefined).map((entry) => formatTickerRate(entry))).toEqual([
      '1$ = € 0.92',
      '1$ = £ 0.79',
      '1$ = ₪ 3.67',
      '1$ = ¥ 150.45',
      '1$ = A$ 1.52',
    ])
  })

  it('uses live rates, and the mock rate only for a code the service left out', () => {
    const entries = tickerEntries({ EUR: 0.9187, GBP: 0.7861, JPY: 154.32, AUD: 1.5418 })
    expect(entries.map((e) => e.value)).toEqual([0.9187, 0.7861, 3.67, 154.32, 1.5418])
  })

  it('wraps around to the first currency', () => {
    expect(nextTickerIndex(0, 5)).toBe(1)
    expect(nextTickerIndex(4, 5)).toBe(0)
    expect(nextTickerIndex(3, 0)).toBe(0)
  })
})

describe('rates parsing', () => {
  it('keeps only positive finite numbers under three-letter codes', () => {
    expect(parseRateMap({ EUR: 0.9, gbp: 0.8, ILS: '3.7', JPY: -1, AUD: Number.NaN, CAD: 1.36, TOOLONG: 2 })).toEqual({
      EUR: 0.9,
      CAD: 1.36,
    })
    for (const bad of [null, undefined, 3, 'x', [], {}, { EUR: null }]) expect(parseRateMap(bad)).toBeNull()
  })

  it("throws 'Failed to fetch rates' when the response has no rates", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ result: 'error', 'error-type': 'unsupported-code' })))
    await expect(fetchTickerRates()).rejects.toThrow('Failed to fetch rates')
  })

  it('reads the rates of a /v6/latest/USD response', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ result: 'success', base_code: 'USD', rates: { USD: 1, EUR: 0.9187 } })))
    await expect(fetchTickerRates()).resolves.toEqual({ USD: 1, EUR: 0.9187 })
  })

  it("takes each language's decimal sign from its folder, the same as Intl writes it", () => {
    for (const { code } of languages) expect(decimalSignOf(code), code).toBe(formatNumber(1.5, code).charAt(1))
  })
})
