import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { cityKey, findCityIndex, nextIndex, previousIndex, wrapIndex } from '@/features/destinations/navigation'
import type { Destination } from '@/features/destinations/types'

describe('wrap-around', () => {
  it('goes from the last to the first and from the first to the last', () => {
    expect(nextIndex(0, 3)).toBe(1)
    expect(nextIndex(2, 3)).toBe(0)
    expect(previousIndex(0, 3)).toBe(2)
    expect(previousIndex(1, 3)).toBe(0)
    expect(nextIndex(0, 1)).toBe(0)
    expect(previousIndex(0, 1)).toBe(0)
  })

  it('keeps any index in range, and 0 for an empty list or a non-number', () => {
    expect(wrapIndex(-1, 5)).toBe(4)
    expect(wrapIndex(12, 5)).toBe(2)
    expect(wrapIndex(3, 0)).toBe(0)
    expect(wrapIndex(Number.NaN, 4)).toBe(0)
    fc.assert(
      fc.property(fc.integer({ min: -1e6, max: 1e6 }), fc.integer({ min: 1, max: 500 }), (index, length) => {
        const wrapped = wrapIndex(index, length)
        expect(wrapped).toBeGreaterThanOrEqual(0)
        expect(wrapped).toBeLessThan(length)
        expect((wrapped - index) % length === 0).toBe(true)
      }),
    )
  })

  it('next then previous (and n steps of next) come back to the start', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }).chain((length) => fc.tuple(fc.constant(length), fc.nat(length - 1))), ([length, index]) => {
        expect(previousIndex(nextIndex(index, length), length)).toBe(index)
        let at = index
        for (let i = 0; i < length; i += 1) at = nextIndex(at, length)
        expect(at).toBe(index)
      }),
    )
  })
})

describe('finding the city of an address', () => {
  const list = [
    { id: 0, city: 'Tel Aviv' },
    { id: 1, city: 'Zürich' },
    { id: 2, city: 'New York' },
  ] satisfies Destination[]

  it('matches whatever the case, spaces, dashes or accents', () => {
    expect(findCityIndex(list, 'Tel Aviv')).toBe(0)
    expect(findCityIndex(list, 'tel-aviv')).toBe(0)
    expect(findCityIndex(list, 'TELAVIV')).toBe(0)
    expect(findCityIndex(list, 'zurich')).toBe(1)
    expect(findCityIndex(list, 'New York, USA')).toBe(2)
  })

  it('is -1 for a city that is not there, or nothing at all', () => {
    expect(findCityIndex(list, 'Atlantis')).toBe(-1)
    expect(findCityIndex(list, ' - ')).toBe(-1)
    expect(cityKey('')).toBe('')
  })
})
