import { describe, expect, it } from 'vitest'
import { cleanLine, isoDay, isRecord, record } from '@/lib/input'

describe('JSON guards', () => {
  it('takes only plain objects as records', () => {
    expect(isRecord({ a: 1 })).toBe(true)
    for (const value of [null, undefined, [], [1], 'x', 3, true]) expect(isRecord(value)).toBe(false)
    expect(record({ rates: 1 })?.rates).toBe(1)
    expect(record([])).toBeNull()
    expect(record(null)?.rates).toBeUndefined()
  })

  it("reads real days written 'YYYY-MM-DD' only", () => {
    expect(isoDay('2026-11-22')).toBe('2026-11-22')
    expect(isoDay('2028-02-29')).toBe('2028-02-29')
    for (const value of ['2026-02-30', '2026-13-01', '2026-1-01', 'yesterday', 20261122, null]) expect(isoDay(value)).toBeNull()
  })
})

describe('cleanLine', () => {
  it('drops control characters, collapses white space and trims', () => {
    expect(cleanLine('  New\nYork\u0000 \t City\u007f ')).toBe('New York City')
    expect(cleanLine('   ')).toBe('')
  })

  it("reads finite numbers as their digits, and anything else as ''", () => {
    expect(cleanLine(10001)).toBe('10001')
    for (const value of [Number.NaN, Infinity, null, undefined, {}, ['a']]) expect(cleanLine(value)).toBe('')
  })
})
