import { describe, expect, it } from 'vitest'
import { FACT_SECTIONS, factSections } from '@/features/destinations/facts'
import { DESTINATION_FIELDS, type Destination } from '@/features/destinations/types'

const HEADINGS = [
  'General', 'Language', 'Financial', 'Housing', 'Public Transport', 'Time', 'Attractions', 'Cafe Culture', 'Visa & Immigration',
  'Religious Communities', 'Unique Relocation Facts', 'Internet', 'Healthcare', 'Education', 'Job Market', 'Quality of Life',
  'Climate', 'Natural Environment', 'Safety',
]

/** A destination with every fact field filled. */
const full = Object.fromEntries(DESTINATION_FIELDS.map((field) => [field, `${field} value`])) as unknown as Destination

describe('factSections', () => {
  it('uses the headings of docs/behaviour.md ("Destinations"), in their order, for a city with every field', () => {
    expect(factSections(full).map((section) => section.title)).toEqual(HEADINGS)
  })

  it('puts the right fields under the headings that group several', () => {
    const byTitle = Object.fromEntries(factSections(full).map((s) => [s.title, s.facts.map((f) => f.field)]))
    expect(byTitle.General).toEqual(['population', 'area', 'populationDensity', 'gdpPerCapita'])
    expect(byTitle.Language).toEqual(['language', 'predominantLanguages'])
    expect(byTitle.Financial).toEqual(['currency', 'averageCost'])
    expect(byTitle.Time).toEqual(['timeZone', 'bestTimeToVisit'])
    expect(byTitle['Visa & Immigration']).toEqual(['visaImmigrationConditions'])
    expect(byTitle.Attractions).toEqual(['popularAttractions'])
  })

  it('shows only the fields present, and leaves out sections with none', () => {
    const sparse: Destination = { id: 3, city: 'Melbourne', country: 'Australia', currency: 'AUD', cafeCulture: 'Laneway cafés', safety: '  ' }
    const sections = factSections(sparse)
    expect(sections.map((s) => s.title)).toEqual(['Financial', 'Cafe Culture'])
    expect(sections[0]).toMatchObject({ labelled: true, facts: [{ field: 'currency', label: 'Currency', value: 'AUD' }] })
    expect(sections[1]).toMatchObject({ labelled: false, facts: [{ field: 'cafeCulture', value: 'Laneway cafés' }] })
  })

  it('shows nothing for a city with no facts, and ignores unknown columns', () => {
    expect(factSections({ id: 0, city: 'X', description: 'Only a description', expatCommunity: 'Large' })).toEqual([])
  })

  it('covers every fact field of the sheet exactly once', () => {
    const shown = FACT_SECTIONS.flatMap((section) => section.fields.map(([field]) => field))
    expect(new Set(shown).size).toBe(shown.length)
    const notFacts = ['city', 'country', 'description', 'video', 'image', 'mapUrl', 'flagImg']
    expect([...shown].sort()).toEqual(DESTINATION_FIELDS.filter((field) => !notFacts.includes(field)).sort())
  })
})
