import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { fallbackRates } from '@/content/currencies'
import { convert, formatRate, formatUnitRate, parseAmount } from '@/features/currency/convert'

describe('convert', () => {
  it("goes via USD and reads '{amount} {from} = {result, 2 decimals} {to}'", () => {
    const result = convert('2', 'USD', 'EUR', fallbackRates)
    expect(result).toMatchObject({ ok: true, text: '2 USD = 1.84 EUR' })
    // EUR → GBP: divide by the EUR rate, multiply by the GBP rate.
    expect(convert('100', 'EUR', 'GBP', fallbackRates)).toMatchObject({ ok: true, text: '100 EUR = 85.87 GBP' })
    expect(convert('1', 'GBP', 'JPY', { GBP: 0.79, JPY: 150.45 })).toMatchObject({ text: '1 GBP = 190.44 JPY' })
    expect(convert('2.5', 'USD', 'USD', fallbackRates)).toMatchObject({ text: '2.5 USD = 2.50 USD', rate: 1 })
  })

  it('gives the unit rate both ways', () => {
    const result = convert('2', 'EUR', 'USD', { USD: 1, EUR: 0.92 })
    if (!result.ok) throw new Error('expected a result')
    expect(formatUnitRate('EUR', 'USD', result.rate)).toBe('1 EUR = 1.0870 USD')
    expect(formatUnitRate('USD', 'EUR', 1 / result.rate)).toBe('1 USD = 0.9200 EUR')
    expect(formatRate(1 / 25300)).toBe('0.00003953')
  })

  it("says 'Please enter a valid amount' for an empty or non-numeric amount", () => {
    for (const bad of ['', '   ', 'abc', '2 USD', '1,5', '0x10', 'Infinity', 'NaN', '1e400', '.', '-']) {
      expect(convert(bad, 'USD', 'EUR', fallbackRates)).toEqual({ ok: false, error: 'Please enter a valid amount' })
    }
  })

  it("says 'Currency conversion failed' when either rate is missing", () => {
    expect(convert('2', 'USD', 'XYZ', fallbackRates)).toEqual({ ok: false, error: 'Currency conversion failed' })
    expect(convert('2', 'ABC', 'EUR', fallbackRates)).toEqual({ ok: false, error: 'Currency conversion failed' })
    expect(convert('2', 'USD', 'EUR', { USD: 1 })).toEqual({ ok: false, error: 'Currency conversion failed' })
    expect(convert('2', 'USD', 'EUR', { USD: 1, EUR: 0 })).toEqual({ ok: false, error: 'Currency conversion failed' })
  })

  it('accepts plain decimal amounts', () => {
    expect(parseAmount(' 2 ')).toBe(2)
    expect(parseAmount('.5')).toBe(0.5)
    expect(parseAmount('1e3')).toBe(1000)
    expect(parseAmount('-4')).toBe(-4)
    expect(parseAmount('12.')).toBe(12)
  })

  it('matches amount / from × to for any amount and rates', () => {
    const rate = fc.double({ min: 1e-4, max: 1e5, noNaN: true })
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e9, noNaN: true }), rate, rate, (amount, from, to) => {
        const result = convert(String(amount), 'AAA', 'BBB', { AAA: from, BBB: to })
        if (!result.ok) throw new Error(result.error)
        expect(result.result).toBeCloseTo((amount / from) * to, 6)
        expect(result.text).toMatch(/^\S+ AAA = -?\d+\.\d\d BBB$/)
      }),
    )
  })

  it('never throws for any text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const result = convert(text, 'USD', 'EUR', fallbackRates)
        expect(result.ok || result.error === 'Please enter a valid amount').toBe(true)
      }),
    )
  })
})
