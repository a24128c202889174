import { describe, expect, it } from 'vitest'
import { comparedNames, compareSplat, resolveCompared } from '@/features/destinations/compare-address'
import type { Destination } from '@/features/destinations/types'

const list: Destination[] = ['Tel Aviv', 'Berlin', 'Lisbon', 'Tokyo', 'São Paulo'].map((city, id) => ({ id, city }))
const cities = (names: string[]) => resolveCompared(list, names).destinations.map((d) => d.city)

describe('comparedNames', () => {
  it('splits at slashes and commas, decodes and drops blanks', () => {
    expect(comparedNames('Lisbon/Berlin')).toEqual(['Lisbon', 'Berlin'])
    expect(comparedNames('Lisbon,Berlin/Tokyo')).toEqual(['Lisbon', 'Berlin', 'Tokyo'])
    expect(comparedNames('Tel%20Aviv//S%C3%A3o%20Paulo/')).toEqual(['Tel Aviv', 'São Paulo'])
    expect(comparedNames(' , ')).toEqual([])
    expect(comparedNames(undefined)).toEqual([])
    // A broken escape is kept as written, not a crash.
    expect(comparedNames('100%/Berlin')).toEqual(['100%', 'Berlin'])
  })
})

describe('resolveCompared', () => {
  it('finds the cities in the address’s order, loose spellings included', () => {
    expect(cities(['tel-aviv', 'berlin'])).toEqual(['Tel Aviv', 'Berlin'])
    expect(cities(['Sao Paulo', 'Lisbon'])).toEqual(['São Paulo', 'Lisbon'])
  })

  it('keeps each city once', () => {
    expect(cities(['Berlin', 'berlin', 'Lisbon', 'Berlin'])).toEqual(['Berlin', 'Lisbon'])
  })

  it('compares the first three of more, and says so', () => {
    const result = resolveCompared(list, ['Berlin', 'Lisbon', 'Tokyo', 'Tel Aviv'])
    expect(result.destinations.map((d) => d.city)).toEqual(['Berlin', 'Lisbon', 'Tokyo'])
    expect(result.overLimit).toBe(true)
    expect(resolveCompared(list, ['Berlin', 'Lisbon', 'Tokyo']).overLimit).toBe(false)
  })

  it('lists the names the sheet does not have and compares the rest', () => {
    const result = resolveCompared(list, ['Berlin', 'Atlantis', 'Lisbon', 'atlantis', 'Atlantis'])
    expect(result.destinations.map((d) => d.city)).toEqual(['Berlin', 'Lisbon'])
    expect(result.unknown).toEqual(['Atlantis', 'atlantis'])
  })

  it('writes the address back with slashes', () => {
    expect(compareSplat(['Lisbon', 'Berlin'])).toBe('Lisbon/Berlin')
  })
})
