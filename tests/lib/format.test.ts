import { describe, expect, it } from 'vitest'
import { formatDay, formatStamp } from '@/lib/format'

describe('data stamps', () => {
  it("read like '22 Nov 2026 14:00' and '22 Nov 2026'", () => {
    const at = new Date(2026, 10, 22, 14, 5)
    expect(formatStamp(at)).toBe('22 Nov 2026 14:05')
    expect(formatStamp(at.getTime())).toBe('22 Nov 2026 14:05')
    expect(formatDay(new Date(2026, 0, 3, 23, 59))).toBe('3 Jan 2026')
  })
})
