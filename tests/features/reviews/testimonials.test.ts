import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  AUTO_ADVANCE_MS,
  CARD_STEP_PX,
  indexAt,
  manualIndex,
  maxManualIndex,
  nextAutoIndex,
} from '@/features/reviews/testimonials'

describe('testimonial motion', () => {
  it('steps 320 px every 3000 ms', () => {
    expect(AUTO_ADVANCE_MS).toBe(3000)
    expect(CARD_STEP_PX).toBe(320)
  })

  it('auto-advance wraps using the number of reviews minus 2', () => {
    const seen = [0]
    for (let i = 0; i < 8; i++) seen.push(nextAutoIndex(seen[seen.length - 1] ?? 0, 8))
    expect(seen).toEqual([0, 1, 2, 3, 4, 5, 0, 1, 2])
    expect(nextAutoIndex(2, 5)).toBe(0)
    expect(nextAutoIndex(0, 4)).toBe(1)
    expect(nextAutoIndex(1, 4)).toBe(0)
  })

  it('auto-advance stays at 0 with 3 reviews or fewer', () => {
    for (const count of [0, 1, 2, 3]) expect(nextAutoIndex(0, count)).toBe(0)
  })

  it('manual buttons move one card, clamped to [0, reviews − 3]', () => {
    expect(manualIndex(0, 'right', 8)).toBe(1)
    expect(manualIndex(4, 'right', 8)).toBe(5)
    expect(manualIndex(5, 'right', 8)).toBe(5)
    expect(manualIndex(1, 'left', 8)).toBe(0)
    expect(manualIndex(0, 'left', 8)).toBe(0)
    expect(maxManualIndex(8)).toBe(5)
    expect(maxManualIndex(2)).toBe(0)
    expect(manualIndex(0, 'right', 3)).toBe(0)
  })

  it('any index and count stay within range', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 60 }), fc.integer({ min: 0, max: 50 }), fc.boolean(), (index, count, right) => {
        const manual = manualIndex(index, right ? 'right' : 'left', count)
        expect(manual).toBeGreaterThanOrEqual(0)
        expect(manual).toBeLessThanOrEqual(Math.max(0, count - 3))
        const auto = nextAutoIndex(Math.max(0, index), count)
        expect(auto).toBeGreaterThanOrEqual(0)
        expect(auto).toBeLessThan(Math.max(1, count - 2))
      }),
    )
  })

  it('a scroll position maps back to the nearest index in range', () => {
    expect(indexAt(0, 8)).toBe(0)
    expect(indexAt(330, 8)).toBe(1)
    expect(indexAt(1590, 8)).toBe(5)
    expect(indexAt(2182, 8)).toBe(5)
    expect(indexAt(-40, 8)).toBe(0)
    expect(indexAt(NaN, 8)).toBe(0)
  })
})
