import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseRateSeries, summarizeSeries, trendRange, trendSymbols } from '@/features/currency/trend'
import { noHistory } from '@/features/currency/trend-query'
import { HttpError } from '@/lib/http'

const answer = (rates: Record<string, unknown>, base = 'USD') => ({ amount: 1, base, start_date: '2026-10-23', end_date: '2026-11-20', rates })

describe('the trend range', () => {
  it('asks for the 30 days ending on the UTC day of today, across month and year ends', () => {
    expect(trendRange(new Date('2026-11-24T10:00:00Z'))).toEqual({ start: '2026-10-25', end: '2026-11-24' })
    expect(trendRange(new Date('2027-01-10T23:59:00Z'))).toEqual({ start: '2026-12-11', end: '2027-01-10' })
    expect(trendRange(new Date('2028-03-01T00:00:00Z'))).toEqual({ start: '2028-01-31', end: '2028-03-01' })
  })

  it('asks for the pair without the base, which the service never lists', () => {
    expect(trendSymbols('USD', 'ILS')).toEqual(['ILS'])
    expect(trendSymbols('EUR', 'ILS')).toEqual(['EUR', 'ILS'])
    expect(trendSymbols('EUR', 'USD')).toEqual(['EUR'])
  })
})

describe('parseRateSeries', () => {
  it('reads the pair through the base, oldest day first, whatever order the days come in', () => {
    const series = parseRateSeries(
      answer({ '2026-11-20': { EUR: 0.92, ILS: 3.68 }, '2026-11-18': { EUR: 0.9, ILS: 3.6 }, '2026-11-19': { EUR: 0.95, ILS: 3.8 } }),
      'EUR',
      'ILS',
    )
    expect(series?.points.map((point) => point.date)).toEqual(['2026-11-18', '2026-11-19', '2026-11-20'])
    expect(series?.points[0]?.rate).toBeCloseTo(4, 10)
    expect(series?.points[2]?.rate).toBeCloseTo(3.68 / 0.92, 10)
    expect(series).toMatchObject({ skipped: 0, missing: [] })
  })

  it('takes the base as 1 on either side of the pair', () => {
    const rates = { '2026-11-19': { ILS: 4 }, '2026-11-20': { ILS: 3.5 } }
    expect(parseRateSeries(answer(rates), 'USD', 'ILS')?.points.map((point) => point.rate)).toEqual([4, 3.5])
    expect(parseRateSeries(answer(rates), 'ILS', 'USD')?.points.map((point) => point.rate)).toEqual([0.25, 1 / 3.5])
  })

  it("re-bases an answer on Frankfurter's default base (EUR)", () => {
    const series = parseRateSeries(answer({ '2026-11-20': { USD: 1.25, ILS: 4.5 } }, 'EUR'), 'USD', 'ILS')
    expect(series?.points).toEqual([{ date: '2026-11-20', rate: 3.6 }])
  })

  it('leaves out and counts the days with a gap, a non-number, zero or a negative rate, and ignores keys that are not days', () => {
    const series = parseRateSeries(
      answer({
        '2026-11-16': { ILS: 3.7 },
        '2026-11-17': {},
        '2026-11-18': { ILS: 'NaN' },
        '2026-11-19': { ILS: -1 },
        '2026-11-20': null,
        '2026-02-30': { ILS: 3.8 },
        latest: { ILS: 3.9 },
        '2026-11-23': { ILS: 0 },
        '2026-11-24': { ILS: 3.72 },
      }),
      'USD',
      'ILS',
    )
    expect(series?.points).toEqual([
      { date: '2026-11-16', rate: 3.7 },
      { date: '2026-11-24', rate: 3.72 },
    ])
    expect(series?.skipped).toBe(5)
    expect(series?.missing).toEqual([])
  })

  it('names a currency the service never gave a rate for', () => {
    const series = parseRateSeries(answer({ '2026-11-19': { EUR: 0.9 }, '2026-11-20': { EUR: 0.91 } }), 'AED', 'EUR')
    expect(series).toMatchObject({ points: [], skipped: 2, missing: ['AED'] })
  })

  it('gives null for what is not a time series at all', () => {
    for (const junk of [null, 'rates', [], { rates: [] }, { rates: null }, { base: 'usd', rates: {} }, { base: 5, rates: {} }]) {
      expect(parseRateSeries(junk, 'USD', 'EUR'), JSON.stringify(junk)).toBeNull()
    }
  })

  const day = fc.integer({ min: 0, max: 400 }).map((offset) => new Date(Date.UTC(2026, 0, 1) + offset * 86_400_000).toISOString().slice(0, 10))
  const rate = fc.double({ min: 0.0001, max: 100_000, noNaN: true })
  const junk = fc.oneof(fc.constant(null), fc.constant('3.7'), fc.constant(-2), fc.constant(0), fc.constant(Number.NaN), fc.constant({}))

  it('property: every valid day becomes exactly its ratio, every invalid one is counted, never a NaN', () => {
    fc.assert(
      fc.property(fc.dictionary(day, fc.record({ EUR: fc.oneof(rate, junk), ILS: fc.oneof(rate, junk) })), (days) => {
        const series = parseRateSeries(answer(days), 'EUR', 'ILS')
        if (!series) return false
        let valid = 0
        for (const [date, value] of Object.entries(days)) {
          const usable = (x: unknown) => typeof x === 'number' && Number.isFinite(x) && x > 0
          if (usable(value.EUR) && usable(value.ILS)) {
            valid += 1
            const point = series.points.find((candidate) => candidate.date === date)
            expect(point?.rate).toBe((value.ILS as number) / (value.EUR as number))
          }
        }
        expect(series.points).toHaveLength(valid)
        expect(series.skipped).toBe(Object.keys(days).length - valid)
        expect(series.points.every((point) => Number.isFinite(point.rate) && point.rate > 0)).toBe(true)
        expect(series.points.map((point) => point.date)).toEqual(series.points.map((point) => point.date).sort())
        return true
      }),
    )
  })

  it('property: the summary brackets every day and its change has the sign of last minus first', () => {
    fc.assert(
      fc.property(fc.uniqueArray(day, { minLength: 2, maxLength: 40 }), fc.array(rate, { minLength: 40, maxLength: 40 }), (dates, rates) => {
        const series = parseRateSeries(answer(Object.fromEntries(dates.map((date, i) => [date, { ILS: rates[i] }]))), 'USD', 'ILS')
        const summary = summarizeSeries(series?.points ?? [])
        if (!summary || !series) return false
        for (const point of series.points) {
          expect(summary.low.rate).toBeLessThanOrEqual(point.rate)
          expect(summary.high.rate).toBeGreaterThanOrEqual(point.rate)
        }
        expect(Math.sign(summary.changePercent)).toBe(Math.sign(summary.last.rate - summary.first.rate))
        return true
      }),
    )
  })
})

describe('summarizeSeries', () => {
  it('finds the lowest and highest day and the change in percent', () => {
    const summary = summarizeSeries([
      { date: '2026-11-02', rate: 4 },
      { date: '2026-11-03', rate: 3.5 },
      { date: '2026-11-04', rate: 4.4 },
      { date: '2026-11-05', rate: 4.2 },
    ])
    expect(summary?.low).toEqual({ date: '2026-11-03', rate: 3.5 })
    expect(summary?.high).toEqual({ date: '2026-11-04', rate: 4.4 })
    expect(summary?.changePercent).toBeCloseTo(5, 10)
  })

  it('needs two days to speak of a trend', () => {
    expect(summarizeSeries([])).toBeNull()
    expect(summarizeSeries([{ date: '2026-11-02', rate: 4 }])).toBeNull()
  })
})

describe('no history', () => {
  it('is only the 404 of a service that does not know a currency; any other failure is tried again', () => {
    const from = (status?: number) => new HttpError('history', 'https://rates.example/history', status)
    expect(noHistory(from(404))).toBe(true)
    for (const status of [400, 401, 408, 429, 500, 503, undefined]) expect(noHistory(from(status))).toBe(false)
    expect(noHistory(new Error('Failed to fetch rate history'))).toBe(false)
    expect(noHistory(new TypeError('Failed to fetch'))).toBe(false)
  })
})
