import { contentLangOf } from '@/components/content-lang'
import type { Destination } from './types'

/**
 * The `lang` of one of a destination's own words (its names, description and facts): the sheet's language
 * (CONTENT_LANGUAGE), except for a built-in city, whose words are in the reader's language already.
 */
export function sheetLang(destination: Destination, text: string): string | undefined {
  return destination.lookupCity === undefined ? contentLangOf(text) : undefined
}
