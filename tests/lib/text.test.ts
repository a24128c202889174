import { describe, expect, it } from 'vitest'
import { cleanLine } from '@/lib/text'

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
