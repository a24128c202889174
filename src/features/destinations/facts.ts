// The fact panel's sections (SPEC section 2), in order, each with the fields it shows. Only fields a
// destination has are shown, and a section with none of them is left out.
import type { Destination, DestinationField } from './types'

export const FACT_SECTIONS = [
  {
    id: 'general',
    title: 'General',
    fields: [
      ['population', 'Population'],
      ['area', 'Area'],
      ['populationDensity', 'Density'],
      ['gdpPerCapita', 'GDP per capita'],
    ],
  },
  {
    id: 'language',
    title: 'Language',
    fields: [
      ['language', 'Official'],
      ['predominantLanguages', 'Predominant'],
    ],
  },
  {
    id: 'financial',
    title: 'Financial',
    fields: [
      ['currency', 'Currency'],
      ['averageCost', 'Average cost'],
    ],
  },
  { id: 'housing', title: 'Housing', fields: [['housingMarket', 'Housing']] },
  { id: 'transport', title: 'Public Transport', fields: [['publicTransport', 'Public transport']] },
  {
    id: 'time',
    title: 'Time',
    fields: [
      ['timeZone', 'Time zone'],
      ['bestTimeToVisit', 'Best time to visit'],
    ],
  },
  { id: 'attractions', title: 'Attractions', fields: [['popularAttractions', 'Attractions']] },
  { id: 'cafe', title: 'Cafe Culture', fields: [['cafeCulture', 'Cafe culture']] },
  { id: 'visa', title: 'Visa & Immigration', fields: [['visaImmigrationConditions', 'Visa and immigration']] },
  { id: 'religion', title: 'Religious Communities', fields: [['religiousCommunities', 'Religious communities']] },
  { id: 'unique', title: 'Unique Relocation Facts', fields: [['uniqueRelocationFacts', 'Unique relocation facts']] },
  { id: 'internet', title: 'Internet', fields: [['internetConnectivity', 'Internet']] },
  { id: 'healthcare', title: 'Healthcare', fields: [['healthcareSystem', 'Healthcare']] },
  { id: 'education', title: 'Education', fields: [['educationSystem', 'Education']] },
  { id: 'jobs', title: 'Job Market', fields: [['jobMarket', 'Job market']] },
  { id: 'quality', title: 'Quality of Life', fields: [['qualityOfLife', 'Quality of life']] },
  { id: 'climate', title: 'Climate', fields: [['climate', 'Climate']] },
  { id: 'nature', title: 'Natural Environment', fields: [['naturalEnvironment', 'Natural environment']] },
  { id: 'safety', title: 'Safety', fields: [['safety', 'Safety']] },
] as const satisfies readonly { id: string; title: string; fields: readonly (readonly [DestinationField, string])[] }[]

export type FactSectionId = (typeof FACT_SECTIONS)[number]['id']

interface Fact {
  field: DestinationField
  label: string
  value: string
}

export interface FactSection {
  id: FactSectionId
  title: string
  /** The section has several fields by definition, so each fact shows its label (even when alone). */
  labelled: boolean
  facts: Fact[]
}

/** The sections to show for a destination, in the spec's order, with only the fields it has. */
export function factSections(destination: Destination): FactSection[] {
  return FACT_SECTIONS.flatMap((section) => {
    const facts = section.fields.flatMap(([field, label]) => {
      const value = destination[field]
      return typeof value === 'string' && value.trim() !== '' ? [{ field, label, value: value.trim() }] : []
    })
    return facts.length > 0 ? [{ id: section.id, title: section.title, labelled: section.fields.length > 1, facts }] : []
  })
}
