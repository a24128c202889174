// The `lang` of the consultancy's own words (WordPress's posts, the destinations sheet) on our screens.
import { contentLang } from '@/app/config'
import { firstScript, scriptOfLanguage } from '@/lib/script'

/**
 * The content's language (CONTENT_LANGUAGE) for an element showing `text`, unless the text is plainly in
 * another script (a Hebrew post on an English site): then undefined, and the element keeps the page's.
 */
export function contentLangOf(text: string): string | undefined {
  if (contentLang === undefined) return undefined
  const expected = scriptOfLanguage(contentLang)
  const found = firstScript(text)
  return expected === undefined || found === null || found === expected ? contentLang : undefined
}
