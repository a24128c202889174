import fc from 'fast-check'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { currencies, fallbackRates } from '@/content/currencies'
import { tickerMockRates } from '@/content/ticker-currencies'
import { fetchHubRates, parseHubRates } from '@/features/currency/api'
import { isoDay } from '@/lib/input'

afterEach(() => vi.unstubAllGlobals())

const sample = {
  success: true,
  base: 'USD',
  date: '2026-11-22',
  rates: { USD: 1, EUR: 0.9187, GBP: 0.7861, ILS: 3.7124, JPY: 154.32 },
}

describe('parseHubRates', () => {
  it("reads a 'latest' response into rates per 1 USD and its day", () => {
    expect(parseHubRates(sample)).toEqual({ date: '2026-11-22', rates: sample.rates })
  })

  it('always has USD at 1, and keeps only usable entries', () => {
    expect(parseHubRates({ base: 'USD', rates: { EUR: 0.9, GBP: 'x', JPY: -3, usd: 2 } })).toEqual({
      date: null,
      rates: { EUR: 0.9, USD: 1 },
    })
  })

  it('re-bases a table on another currency through its USD entry', () => {
    const parsed = parseHubRates({ base: 'EUR', date: '2026-11-22', rates: { USD: 1.25, GBP: 0.85 } })
    expect(parsed?.rates.USD).toBe(1)
    expect(parsed?.rates.EUR).toBeCloseTo(0.8)
    expect(parsed?.rates.GBP).toBeCloseTo(0.68)
    expect(parseHubRates({ base: 'EUR', rates: { GBP: 0.85 } })).toBeNull()
  })

  it('rejects failures and shapes without rates', () => {
    for (const bad of [
      null,
      'rates',
      [],
      {},
      { success: false, rates: { EUR: 0.9 } },
      { success: true, rates: [] },
      { rates: { EUR: 'n/a' } },
      { base: 12, rates: { EUR: 0.9 } },
      { base: 'euro', rates: { EUR: 0.9 } },
    ]) {
      expect(parseHubRates(bad)).toBeNull()
    }
  })

  it('drops a date that is not a real day', () => {
    expect(parseHubRates({ ...sample, date: '2026-02-30' })?.date).toBeNull()
    expect(parseHubRates({ ...sample, date: 'yesterday' })?.date).toBeNull()
    expect(isoDay('2028-02-29')).toBe('2028-02-29')
    expect(isoDay(20261122)).toBeNull()
  })

  it('never throws on arbitrary JSON, and whatever it returns is a usable table', () => {
    const response = fc.record(
      {
        success: fc.oneof(fc.boolean(), fc.jsonValue()),
        base: fc.oneof(fc.constantFrom('USD', 'EUR', 'usd', ''), fc.jsonValue()),
        date: fc.oneof(fc.constant('2026-11-22'), fc.string(), fc.jsonValue()),
        rates: fc.oneof(
          fc.dictionary(fc.oneof(fc.constantFrom('USD', 'EUR', 'GBP', 'JPY'), fc.string()), fc.oneof(fc.double(), fc.jsonValue())),
          fc.jsonValue(),
        ),
      },
      { requiredKeys: [] },
    )
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), response), (json) => {
        const parsed = parseHubRates(json)
        if (parsed === null) return
        expect(parsed.rates.USD).toBe(1)
        for (const [code, rate] of Object.entries(parsed.rates)) {
          expect(code).toMatch(/^[A-Z]{3}$/)
          expect(Number.isFinite(rate) && rate > 0).toBe(true)
        }
        expect(parsed.date === null || /^\d{4}-\d{2}-\d{2}$/.test(parsed.date)).toBe(true)
      }),
      { numRuns: 500 },
    )
  })
})

describe('fetchHubRates', () => {
  it('asks the hub rates address for base=USD', async () => {
    const fetch = vi.fn(async () => Response.json(sample))
    vi.stubGlobal('fetch', fetch)
    await expect(fetchHubRates()).resolves.toEqual({ date: '2026-11-22', rates: sample.rates })
    const url = new URL(String((fetch.mock.calls[0] as unknown[])[0]))
    expect(url.pathname).toBe('/demo/rates/latest')
    expect(url.searchParams.get('base')).toBe('USD')
  })

  it("throws 'Failed to fetch rates' for an unusable answer, and an HTTP error for a failed call", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ success: false, error: { code: 101 } })))
    await expect(fetchHubRates()).rejects.toThrow('Failed to fetch rates')
    vi.stubGlobal('fetch', vi.fn(async () => new Response('down', { status: 503 })))
    await expect(fetchHubRates()).rejects.toThrow(/HTTP 503/)
  })
})

describe('the built-in rate table', () => {
  it('covers exactly the 40 currencies of the converter, each with a positive rate', () => {
    expect(currencies).toHaveLength(40)
    expect(Object.keys(fallbackRates).sort()).toEqual(currencies.map((c) => c.code).sort())
    for (const rate of Object.values(fallbackRates)) expect(rate).toBeGreaterThan(0)
  })

  it('has the values the spec names, agreeing with the header ticker', () => {
    expect(fallbackRates).toMatchObject({ USD: 1, EUR: 0.92, GBP: 0.79, JPY: 150.45, AUD: 1.52, ILS: 3.67 })
    for (const [code, rate] of Object.entries(tickerMockRates)) expect(fallbackRates[code]).toBe(rate)
  })

  it('has plausible values: pegged currencies at their pegs, weak ones in the thousands', () => {
    expect(fallbackRates.AED).toBeCloseTo(3.6725, 3)
    expect(fallbackRates.SAR).toBeCloseTo(3.75, 2)
    expect(fallbackRates.HKD).toBeGreaterThan(7.75)
    expect(fallbackRates.HKD).toBeLessThan(7.85)
    expect(fallbackRates.KWD).toBeLessThan(1)
    expect(fallbackRates.VND).toBeGreaterThan(20_000)
    expect(fallbackRates.IDR).toBeGreaterThan(10_000)
  })
})
