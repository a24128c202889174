import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { cleanCity, cleanPair, validateHubSearch } from '@/screens/hub/search'

describe('the hub address', () => {
  it('keeps a valid tab and city', () => {
    expect(validateHubSearch({ tab: 'weather', city: 'Tokyo' })).toEqual({ tab: 'weather', city: 'Tokyo' })
    expect(validateHubSearch({ tab: 'currency' })).toEqual({ tab: 'currency' })
    expect(validateHubSearch({ tab: 'time' })).toEqual({ tab: 'time' })
  })

  it('drops bad values so the defaults apply (World Time, London), never throwing', () => {
    expect(validateHubSearch({})).toEqual({})
    expect(validateHubSearch({ tab: 'WEATHER' })).toEqual({})
    expect(validateHubSearch({ tab: 'news', city: '' })).toEqual({})
    expect(validateHubSearch({ tab: ['time'], city: { name: 'x' } })).toEqual({})
    expect(validateHubSearch({ city: 'x'.repeat(81) })).toEqual({})
  })

  it("keeps a converter pair 'USD-ILS' (two different codes), and nothing else", () => {
    expect(validateHubSearch({ tab: 'currency', pair: 'USD-ILS' })).toEqual({ tab: 'currency', pair: 'USD-ILS' })
    for (const bad of ['usd-ils', 'USD-USD', 'USD_ILS', 'USDILS', 'USD-ILSX', ' USD-ILS', 42, ['USD-ILS'], null]) expect(cleanPair(bad)).toBeUndefined()
  })

  it('tidies a typed city', () => {
    expect(cleanCity('  Tel   Aviv ')).toBe('Tel Aviv')
    expect(cleanCity('New\nYork')).toBe('New York')
    expect(cleanCity(10001)).toBe('10001')
    expect(cleanCity('   ')).toBeUndefined()
    expect(cleanCity(null)).toBeUndefined()
  })

  it('never throws on anything in the address', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom('tab', 'city', 'other'), fc.jsonValue()), (search) => {
        const result = validateHubSearch(search)
        expect(result.tab === undefined || ['time', 'currency', 'weather'].includes(result.tab)).toBe(true)
        expect(result.city === undefined || (result.city.length > 0 && result.city.length <= 80)).toBe(true)
      }),
    )
  })
})
