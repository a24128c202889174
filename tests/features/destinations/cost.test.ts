import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { convertCost, currencyCode, destinationCurrency, parseCost } from '@/features/destinations/cost'
import { destinationRows } from '../../../server/demo/content/destinations'

describe('a destination currency cell', () => {
  it('gives the code written in it, not a country abbreviation that looks like one', () => {
    expect(currencyCode('Euro (EUR, €)')).toBe('EUR')
    expect(currencyCode('UAE Dirham (AED)')).toBe('AED')
    expect(currencyCode('Israeli New Shekel (ILS, ₪)')).toBe('ILS')
    expect(currencyCode('₪')).toBe('ILS')
    expect(currencyCode('Local money')).toBeNull()
    expect(currencyCode(undefined)).toBeNull()
  })
})

describe('an average cost cell', () => {
  it('reads the first range of the first clause, in the currency written beside it', () => {
    expect(parseCost('About NIS 12,000-15,000 a month for a single person; NIS 25,000-32,000 for a family', 'Israeli New Shekel (ILS, ₪)')).toEqual({
      currency: 'ILS',
      low: 12_000,
      high: 15_000,
    })
    expect(parseCost('About €2,000-2,600 a month; €4,500-5,500 for a family of four', 'Euro (EUR, €)')).toEqual({ currency: 'EUR', low: 2000, high: 2600 })
    expect(parseCost('About £2,800 – £3,500 a month')).toEqual({ currency: 'GBP', low: 2800, high: 3500 })
    expect(parseCost('2.400 € pro Monat')).toEqual({ currency: 'EUR', low: 2400, high: 2400 })
    expect(parseCost('CHF 4,000 to 5,500')).toEqual({ currency: 'CHF', low: 4000, high: 5500 })
  })

  it("reads a bare '$' as the local dollar and a scale written once for the whole range", () => {
    expect(parseCost('About $3-4k a month', 'Singapore Dollar (SGD)')).toEqual({ currency: 'SGD', low: 3000, high: 4000 })
    expect(parseCost('About $5,000 a month', 'Euro (EUR)')).toEqual({ currency: 'USD', low: 5000, high: 5000 })
    expect(parseCost('1.5k a month', 'Euro (EUR, €)')).toEqual({ currency: 'EUR', low: 1500, high: 1500 })
  })

  it('takes the currency cell when the amount has no sign, and gives up when there is neither', () => {
    expect(parseCost('About 9,000-12,000 a month', 'UAE Dirham (AED)')).toEqual({ currency: 'AED', low: 9000, high: 12_000 })
    expect(parseCost('About 9,000-12,000 a month')).toBeNull()
    expect(parseCost('Cheaper than Paris', 'Euro (EUR, €)')).toBeNull()
    expect(parseCost('€3,000-2,000', 'Euro (EUR, €)')).toBeNull()
    expect(parseCost(undefined, 'Euro (EUR, €)')).toBeNull()
  })

  it('reads every row of the demo sheet that has a cost', () => {
    const rows = destinationRows.filter((row) => row['Average Cost'])
    expect(rows.length).toBeGreaterThan(10)
    for (const row of rows) {
      const cost = parseCost(row['Average Cost'], row.Currency)
      expect(cost, row.City).not.toBeNull()
      expect(cost?.currency).toBe(currencyCode(row.Currency))
    }
  })

  it('never throws and only answers positive, ordered ranges in a known currency', () => {
    fc.assert(
      fc.property(fc.string(), fc.option(fc.string(), { nil: undefined }), (cell, currency) => {
        const cost = parseCost(cell, currency)
        if (cost === null) return
        expect(cost.low).toBeGreaterThan(0)
        expect(cost.high).toBeGreaterThanOrEqual(cost.low)
        expect(cost.currency).toMatch(/^[A-Z]{3}$/)
      }),
    )
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99_999 }), fc.integer({ min: 0, max: 99_999 }), (low, extra) => {
        const text = `About €${low.toLocaleString('en-US')}-${(low + extra).toLocaleString('en-US')} a month`
        expect(parseCost(text)).toEqual({ currency: 'EUR', low, high: low + extra })
      }),
    )
  })

  it("gives a destination's currency from its cell, else from its cost", () => {
    expect(destinationCurrency({ id: 0, city: 'Lisbon', currency: 'Euro (EUR, €)' })).toBe('EUR')
    expect(destinationCurrency({ id: 0, city: 'Lisbon', averageCost: 'About £2,000' })).toBe('GBP')
    expect(destinationCurrency({ id: 0, city: 'Lisbon' })).toBeNull()
  })
})

describe('a cost in the home currency', () => {
  const rates = { USD: 1, EUR: 0.92, ILS: 3.7, JPY: 150 }

  it('converts through USD and rounds to three figures', () => {
    // 2,000 EUR = 2,173.9 USD = 8,043 ILS → 8,040; 2,600 EUR → 10,456 → 10,500.
    expect(convertCost({ currency: 'EUR', low: 2000, high: 2600 }, 'ILS', rates)).toEqual({ currency: 'ILS', low: 8040, high: 10_500 })
    expect(convertCost({ currency: 'ILS', low: 12_000, high: 15_000 }, 'USD', rates)).toEqual({ currency: 'USD', low: 3240, high: 4050 })
    expect(convertCost({ currency: 'USD', low: 5000, high: 6500 }, 'JPY', rates)).toEqual({ currency: 'JPY', low: 750_000, high: 975_000 })
  })

  it('keeps a cost already in that currency, and gives up without a rate', () => {
    const cost = { currency: 'EUR', low: 2000, high: 2600 }
    expect(convertCost(cost, 'EUR', rates)).toBe(cost)
    expect(convertCost(cost, 'AED', rates)).toBeNull()
    expect(convertCost(cost, 'ILS', { ...rates, EUR: 0 })).toBeNull()
    expect(convertCost(cost, 'ILS', { ...rates, EUR: Number.NaN })).toBeNull()
  })
})
