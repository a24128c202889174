import { describe, expect, it } from 'vitest'
import { formatClock, msUntilNextMinute } from '@/lib/clock'

describe('formatClock', () => {
  it('shows HH:MM, 24-hour and zero-padded', () => {
    expect(formatClock(new Date(2026, 10, 22, 7, 5, 59))).toBe('07:05')
    expect(formatClock(new Date(2026, 10, 22, 0, 0))).toBe('00:00')
    expect(formatClock(new Date(2026, 10, 22, 23, 59))).toBe('23:59')
    expect(formatClock(new Date(2026, 10, 22, 13, 30))).toBe('13:30')
  })

  it('counts the time left until the next minute', () => {
    expect(msUntilNextMinute(new Date(2026, 0, 1, 10, 0, 0, 0))).toBe(60_000)
    expect(msUntilNextMinute(new Date(2026, 0, 1, 10, 0, 59, 500))).toBe(500)
  })
})
