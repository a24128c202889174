import { describe, expect, it } from 'vitest'
// @ts-expect-error: plain JavaScript script without type declarations
import { slowdownFor, TARGET_INDEX } from '../../scripts/lighthouse.mjs'

const slowdown = slowdownFor as (benchmarkIndex: number) => number

describe('Lighthouse CPU slowdown calibrated to the machine (scripts/lighthouse.mjs)', () => {
  it("keeps Lighthouse's default 4x on the desktop it was designed for", () => {
    expect(slowdown(1750)).toBe(4)
    expect(slowdown(2600)).toBe(4)
  })

  it('slows a slower host down less, in proportion, so the emulated phone stays the same', () => {
    expect(slowdown(990)).toBeCloseTo(990 / (TARGET_INDEX as number), 2)
    expect(slowdown(875)).toBe(2)
    expect(slowdown(437.5)).toBe(1)
  })

  it('scales the CPU time of a host slower than that phone down, within reason', () => {
    expect(slowdown(218.75)).toBe(0.5)
    expect(slowdown(50)).toBe(0.25)
  })

  it('falls back to the default when the index is missing or broken', () => {
    expect(slowdown(Number.NaN)).toBe(4)
    expect(slowdown(0)).toBe(4)
  })
})
