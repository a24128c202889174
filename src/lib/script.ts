// Which writing system a text is in, and which one a language is written in: enough to tell that a
// Hebrew title is not English, not to tell languages that share a script apart.

export type Script = 'Latn' | 'Hebr' | 'Arab' | 'Cyrl' | 'Grek'

const LETTER = /\p{Script=Latin}|\p{Script=Hebrew}|\p{Script=Arabic}|\p{Script=Cyrillic}|\p{Script=Greek}/u

/** The script of the first letter of those five in `text`, or null when it has none of them. */
export function firstScript(text: string): Script | null {
  const letter = LETTER.exec(text)?.[0]
  if (letter === undefined) return null
  if (/\p{Script=Hebrew}/u.test(letter)) return 'Hebr'
  if (/\p{Script=Arabic}/u.test(letter)) return 'Arab'
  if (/\p{Script=Cyrillic}/u.test(letter)) return 'Cyrl'
  if (/\p{Script=Greek}/u.test(letter)) return 'Grek'
  return 'Latn'
}

const SCRIPT_OF: Record<string, Script> = {
  he: 'Hebr',
  yi: 'Hebr',
  ar: 'Arab',
  fa: 'Arab',
  ur: 'Arab',
  ru: 'Cyrl',
  uk: 'Cyrl',
  be: 'Cyrl',
  bg: 'Cyrl',
  mk: 'Cyrl',
  kk: 'Cyrl',
  el: 'Grek',
}
const LATIN = 'en fr de es it pt nl pl ro cs sk sl hr sv da no nb nn fi hu tr ca et lv lt id ms vi ga is mt sq az uz tk'.split(' ')

/** The script a language tag is written in, where this module knows it (zh or a tag with a script subtag: undefined). */
export function scriptOfLanguage(tag: string): Script | undefined {
  const [primary = '', second] = tag.split('-')
  if (second !== undefined && /^[A-Za-z]{4}$/.test(second)) return undefined
  return SCRIPT_OF[primary] ?? (LATIN.includes(primary) ? 'Latn' : undefined)
}
