// The comparison's rows (docs/behaviour.md, "Comparing destinations"): the fact panel's sections and fields,
// in its order, each field shown when any of the compared cities has it, with null where one has not.
import { t as activeT, type Translate } from '@/i18n/react'
import { FACT_SECTIONS, type FactSectionId } from './facts'
import type { Destination, DestinationField } from './types'

export interface ComparedRow {
  field: DestinationField
  label: string
  /** One per compared city, in their order: the sheet's text, or null where it has none. */
  values: (string | null)[]
}

export interface ComparedSection {
  id: FactSectionId
  title: string
  /** A section of several fields labels each row; a section of one is named by its heading alone. */
  labelled: boolean
  rows: ComparedRow[]
}

const valueOf = (destination: Destination, field: DestinationField): string | null => {
  const value = destination[field]
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null
}

export function comparedSections(destinations: readonly Destination[], t: Translate = activeT): ComparedSection[] {
  return FACT_SECTIONS.flatMap((section) => {
    const rows = section.fields.flatMap(([field, label]) => {
      const values = destinations.map((destination) => valueOf(destination, field))
      return values.some((value) => value !== null) ? [{ field, label: t(label), values }] : []
    })
    return rows.length > 0 ? [{ id: section.id, title: t(section.title), labelled: section.fields.length > 1, rows }] : []
  })
}
