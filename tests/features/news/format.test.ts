import fc from 'fast-check'
import { format } from 'date-fns'
import { describe, expect, it } from 'vitest'
import { formatCardDate, formatLongDate, postDay } from '@/features/news/format'

describe('post dates', () => {
  it("shows cards as 'MMM dd, yyyy' and articles as the long en-US date", () => {
    expect(formatCardDate('2026-11-05T16:45:00')).toBe('Nov 05, 2026')
    expect(formatLongDate('2026-11-22T00:10:00')).toBe('November 22, 2026')
  })

  it('uses the day as written, whatever the time of day', () => {
    expect(formatCardDate('2026-01-01T00:00:00')).toBe('Jan 01, 2026')
    expect(formatCardDate('2026-12-31T23:59:59')).toBe('Dec 31, 2026')
  })

  it('shows the raw text when it is not a date', () => {
    expect(formatCardDate('soon')).toBe('soon')
    expect(postDay('soon')).toBeNull()
  })

  it("agrees with date-fns' 'MMM dd, yyyy' and 'MMMM d, yyyy' for any day", () => {
    fc.assert(
      fc.property(fc.date({ min: new Date(1000, 0, 1), max: new Date(9999, 11, 31), noInvalidDate: true }), (date) => {
        const pad = (n: number, width = 2) => String(n).padStart(width, '0')
        const wp = `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T12:00:00`
        expect(formatCardDate(wp)).toBe(format(date, 'MMM dd, yyyy'))
        expect(formatLongDate(wp)).toBe(format(date, 'MMMM d, yyyy'))
      }),
    )
  })
})
