import { afterEach, describe, expect, it, vi } from 'vitest'

const Real = Intl.DisplayNames

afterEach(() => {
  Object.defineProperty(Intl, 'DisplayNames', { value: Real, configurable: true, writable: true })
  vi.resetModules()
})

/** The module fresh, with every Intl.DisplayNames it builds counted. */
async function counted() {
  let made = 0
  class Counting extends Real {
    constructor(...args: ConstructorParameters<typeof Real>) {
      super(...args)
      made += 1
    }
  }
  Object.defineProperty(Intl, 'DisplayNames', { value: Counting, configurable: true, writable: true })
  vi.resetModules()
  const countries = await import('@/lib/countries')
  return { countries, made: () => made }
}

describe('countries', () => {
  it('finds the code of a country as the destinations sheet names it', async () => {
    const { countries } = await counted()
    expect(countries.codeOfCountry('Israel')).toBe('IL')
    expect(countries.codeOfCountry('  portugal ')).toBe('PT')
    expect(countries.codeOfCountry('USA')).toBe('US')
    expect(countries.codeOfCountry('England')).toBe('GB')
    expect(countries.codeOfCountry('de')).toBe('DE')
    expect(countries.codeOfCountry('Narnia')).toBe('')
    expect(countries.codeOfCountry('')).toBe('')
  })

  it('names countries in the person’s language, sorted in its order', async () => {
    const { countries } = await counted()
    expect(countries.countryName('IL', 'he')).toBe('ישראל')
    expect(countries.countryName('DE', 'fr')).toBe('Allemagne')
    const names = countries.countryOptions('ru').map((option) => option.name)
    expect(names).toContain('Израиль')
    expect([...names].sort(new Intl.Collator('ru').compare)).toEqual(names)
  })

  it('builds one namer per language however often a list of cities is named (every keystroke does)', async () => {
    const { countries, made } = await counted()
    const sheet = ['Israel', 'Portugal', 'Germany', 'France', 'Canada', 'Japan', 'Spain', 'Netherlands']
    for (let keystroke = 0; keystroke < 20; keystroke += 1) {
      for (const country of sheet) countries.countryName(countries.codeOfCountry(country), 'he')
    }
    countries.countryOptions('he')
    countries.countryOptions('he')
    expect(made()).toBe(2)
  })
})
