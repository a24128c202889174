import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { compareFigures, readFigure, readMoney } from '@/features/destinations/figures'

describe('readFigure', () => {
  it('reads the first figure of the sheet’s cells', () => {
    expect(readFigure('About 480,000 in the city; 4.4 million in the Gush Dan metropolitan area')).toBe(480_000)
    expect(readFigure('About 9,200 people per km²')).toBe(9200)
    expect(readFigure('About $55,000 (Israel, 2024)')).toBe(55_000)
    expect(readFigure('About 3.9 million')).toBe(3_900_000)
    expect(readFigure('About 1 million')).toBe(1_000_000)
    expect(readFigure('2.5 billion')).toBe(2_500_000_000)
    expect(readFigure('€1,900-2,400 a month')).toBe(1900)
    expect(readFigure('45k people')).toBe(45_000)
    expect(readFigure('About 900 people per km² (emirate)')).toBe(900)
  })

  it('is null when there is nothing to read', () => {
    expect(readFigure(undefined)).toBeNull()
    expect(readFigure('')).toBeNull()
    expect(readFigure('Not published')).toBeNull()
  })

  it('does not take a word that starts like a scale for one', () => {
    expect(readFigure('12 minutes by train')).toBe(12)
    expect(readFigure('300 km of coast')).toBe(300)
  })

  it('reads any whole number written with thousands separators, alone or in a sentence', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.string({ maxLength: 12 }).filter((s) => !/\d/.test(s)), (n, words) => {
        expect(readFigure(`${words.replace(/\d/g, '')} ${n.toLocaleString('en-US')} people`)).toBe(n)
      }),
    )
  })

  it('never throws and gives a finite number or null for any text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const value = readFigure(text)
        expect(value === null || Number.isFinite(value)).toBe(true)
      }),
    )
  })
})

describe('readMoney', () => {
  it('reads the currency written before the first figure', () => {
    expect(readMoney('About $55,000 (Israel, 2024)')).toEqual({ amount: 55_000, currency: 'USD' })
    expect(readMoney('About €26,000 (Portugal, 2024)')).toEqual({ amount: 26_000, currency: 'EUR' })
    expect(readMoney('About CAD 70,000 (Ontario, 2023)')).toEqual({ amount: 70_000, currency: 'CAD' })
    expect(readMoney('About NIS 12,000-15,000 a month')).toEqual({ amount: 12_000, currency: 'ILS' })
    expect(readMoney('About £63,000 (London, 2023)')).toEqual({ amount: 63_000, currency: 'GBP' })
  })

  it('is null without a currency or a figure', () => {
    expect(readMoney('About 55,000')).toBeNull()
    expect(readMoney('Expensive')).toBeNull()
    expect(readMoney(undefined)).toBeNull()
  })
})

describe('compareFigures', () => {
  it('gives each figure its share of the highest and its ratio to the lowest', () => {
    const [a, b] = compareFigures([550_000, 3_900_000])
    expect(a).toMatchObject({ lowest: true, highest: false, timesLowest: 1 })
    expect(b).toMatchObject({ highest: true, lowest: false, share: 1 })
    expect(b?.timesLowest).toBeCloseTo(7.09, 2)
    expect(a?.share).toBeCloseTo(0.141, 3)
  })

  it('compares nothing with fewer than two readable figures, and marks no winner among equals', () => {
    expect(compareFigures([null, 5])).toEqual([null, null])
    expect(compareFigures([5, 5])).toEqual([
      { share: 1, highest: false, lowest: false, timesLowest: 1 },
      { share: 1, highest: false, lowest: false, timesLowest: 1 },
    ])
    expect(compareFigures([4, null, 8])[1]).toBeNull()
  })
})
