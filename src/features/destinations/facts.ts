// The fact panel's sections (docs/behaviour.md, "Destinations (the published sheet)"), in order, each with the fields it shows. Only fields a
// destination has are shown, and a section with none of them is left out. Headings and labels are
// message ids (the destinations catalog); the values are the sheet's, as served.
import { t as activeT, type Translate } from '@/i18n/react'
import type { MessageId } from '@/i18n/messages'
import type { Destination, DestinationField } from './types'

/** A section of one field shows no label: the heading says what it is. */
export const FACT_SECTIONS = [
  {
    id: 'general',
    title: 'destinations.facts.general',
    fields: [
      ['population', 'destinations.facts.general.population'],
      ['area', 'destinations.facts.general.area'],
      ['populationDensity', 'destinations.facts.general.density'],
      ['gdpPerCapita', 'destinations.facts.general.gdpPerCapita'],
    ],
  },
  {
    id: 'language',
    title: 'destinations.facts.language',
    fields: [
      ['language', 'destinations.facts.language.official'],
      ['predominantLanguages', 'destinations.facts.language.predominant'],
    ],
  },
  {
    id: 'financial',
    title: 'destinations.facts.financial',
    fields: [
      ['currency', 'destinations.facts.financial.currency'],
      ['averageCost', 'destinations.facts.financial.averageCost'],
    ],
  },
  { id: 'housing', title: 'destinations.facts.housing', fields: [['housingMarket', 'destinations.facts.housing']] },
  { id: 'transport', title: 'destinations.facts.transport', fields: [['publicTransport', 'destinations.facts.transport']] },
  {
    id: 'time',
    title: 'destinations.facts.time',
    fields: [
      ['timeZone', 'destinations.facts.time.timeZone'],
      ['bestTimeToVisit', 'destinations.facts.time.bestTimeToVisit'],
    ],
  },
  { id: 'attractions', title: 'destinations.facts.attractions', fields: [['popularAttractions', 'destinations.facts.attractions']] },
  { id: 'cafe', title: 'destinations.facts.cafe', fields: [['cafeCulture', 'destinations.facts.cafe']] },
  { id: 'visa', title: 'destinations.facts.visa', fields: [['visaImmigrationConditions', 'destinations.facts.visa']] },
  { id: 'religion', title: 'destinations.facts.religion', fields: [['religiousCommunities', 'destinations.facts.religion']] },
  { id: 'unique', title: 'destinations.facts.unique', fields: [['uniqueRelocationFacts', 'destinations.facts.unique']] },
  { id: 'internet', title: 'destinations.facts.internet', fields: [['internetConnectivity', 'destinations.facts.internet']] },
  { id: 'healthcare', title: 'destinations.facts.healthcare', fields: [['healthcareSystem', 'destinations.facts.healthcare']] },
  { id: 'education', title: 'destinations.facts.education', fields: [['educationSystem', 'destinations.facts.education']] },
  { id: 'jobs', title: 'destinations.facts.jobs', fields: [['jobMarket', 'destinations.facts.jobs']] },
  { id: 'quality', title: 'destinations.facts.quality', fields: [['qualityOfLife', 'destinations.facts.quality']] },
  { id: 'climate', title: 'destinations.facts.climate', fields: [['climate', 'destinations.facts.climate']] },
  { id: 'nature', title: 'destinations.facts.nature', fields: [['naturalEnvironment', 'destinations.facts.nature']] },
  { id: 'safety', title: 'destinations.facts.safety', fields: [['safety', 'destinations.facts.safety']] },
] as const satisfies readonly { id: string; title: MessageId; fields: readonly (readonly [DestinationField, MessageId])[] }[]

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

/**
 * The sections to show for a destination, in the spec's order, with only the fields it has; headings and
 * labels in the language of `t` (a component's useT, or the active language).
 */
export function factSections(destination: Destination, t: Translate = activeT): FactSection[] {
  return FACT_SECTIONS.flatMap((section) => {
    const facts = section.fields.flatMap(([field, label]) => {
      const value = destination[field]
      return typeof value === 'string' && value.trim() !== '' ? [{ field, label: t(label), value: value.trim() }] : []
    })
    return facts.length > 0 ? [{ id: section.id, title: t(section.title), labelled: section.fields.length > 1, facts }] : []
  })
}
