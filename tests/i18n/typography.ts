// Each language's typography as rules over one text (a form of a message, placeholders as OBJECT; see
// ./texts.ts). The rules are written down for people in docs/glossary.md; tests/i18n/typography.test.ts
// runs them over every catalog and demo page text, and over deliberate mistakes to show they can fail.
import { OBJECT } from './texts'

export interface Finding {
  index: number
  length: number
  rule: string
}

type Rule = (text: string) => Finding[]

const NBSP = '\u00A0'
const NNBSP = '\u202F'
const ZERO_WIDTH = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g

/** Every language but English (which keeps the spec's '...') writes the ellipsis as one character. */
const ellipsis: Rule = (text) => each(text, /\.\.\./g, 'three dots are one ellipsis (…)', (m) => m.index, 3)
/** French and Hebrew: a dash between words is an en dash (–), never a hyphen between spaces. */
const spacedHyphen: Rule = (text) => each(text, /(?<=\s)-(?=\s)/g, 'a dash between words is an en dash (–), not a hyphen')

/** Every match of a pattern (global), as findings of one rule. */
function each(text: string, pattern: RegExp, rule: string, at: (match: RegExpExecArray) => number = (m) => m.index, length = 1): Finding[] {
  return [...text.matchAll(pattern)].map((match) => ({ index: at(match), length, rule }))
}

/**
 * French: a no-break space (U+202F narrow, or U+00A0) before : ; ! ? and inside « », never a plain space
 * and never none. A mark with no space is fine where it is not punctuation: a time (10:30), an address
 * (https://, ?lang=), and the second of two marks (?!). Quotations in « », the apostrophe ’, a dash between
 * words an en dash (–), the ellipsis one character (…).
 */
const french: Rule[] = [
  (text) => each(text, /\u0020(?=[:;!?])/g, 'plain space before high punctuation (use U+202F or U+00A0)'),
  (text) =>
    [...text.matchAll(/[:;!?]/g)]
      .filter((m) => {
        const before = text[m.index - 1]
        const after = text[m.index + 1]
        if (before === undefined) return false
        if (/[\s\u00A0\u202F!?:;]/.test(before)) return false
        // Not punctuation but part of a time, an address or a word: '10:30', 'https://', '?lang='.
        return after === undefined || /[\s)\]»”"',.…\uFFFC]/.test(after)
      })
      .map((m) => ({ index: m.index, length: 1, rule: 'no space before high punctuation (use U+202F or U+00A0)' })),
  (text) => each(text, /«(?![\u00A0\u202F])/g, 'no no-break space after «'),
  (text) => each(text, /(?<![\u00A0\u202F])»/g, 'no no-break space before »'),
  (text) => each(text, /"|“|”|„/g, 'quotation marks in French are « »'),
  (text) => each(text, /(?<=\p{L})'(?=\p{L})/gu, 'the apostrophe is ’'),
  spacedHyphen,
  ellipsis,
]

/**
 * Russian: a dash between words is an em dash with spaces (' — '), never an en dash or a hyphen between
 * spaces; an em dash stands between spaces (a range of numbers may take one without); quotations in « »;
 * the ellipsis one character (…).
 */
const russian: Rule[] = [
  (text) => each(text, /(?<=^|[\s\u00A0])[-–](?=[\s\u00A0]|$)/g, 'a dash between words is an em dash ( — )'),
  (text) =>
    [...text.matchAll(/—/g)]
      .filter((m) => {
        const before = text[m.index - 1]
        const after = text[m.index + 1]
        const spaced = (before === undefined || /[\s\u00A0]/.test(before)) && (after === undefined || /\s/.test(after))
        const range = before !== undefined && after !== undefined && /[\d\uFFFC]/.test(before) && /[\d\uFFFC]/.test(after)
        return !spaced && !range
      })
      .map((m) => ({ index: m.index, length: 1, rule: 'an em dash between words takes a space on each side' })),
  (text) => each(text, /"|”/g, 'quotation marks in Russian are « » (and „ “ inside them)'),
  (text) => (text.includes('„') ? [] : each(text, /“/g, 'quotation marks in Russian are « » (and „ “ inside them)')),
  ellipsis,
]

const HEBREW_LETTER = '[\\u05D0-\\u05EA]'
/**
 * Hebrew: gershayim (״) in an abbreviation (מ״ב, ארה״ב) and geresh (׳) after a letter (צ׳אט, ש׳), never
 * the keyboard's " and '; quotations between straight quotation marks ("…"), never „ ” “ « » and never
 * gershayim; a maqaf (־), not a hyphen, after a one-letter prefix before Latin letters or digits (ל־EUR,
 * ב־2026) and between Hebrew words; a dash between words an en dash (–); the ellipsis one character (…).
 */
const hebrew: Rule[] = [
  (text) => each(text, new RegExp(`(?<=${HEBREW_LETTER})["“”](?=${HEBREW_LETTER})`, 'g'), 'an abbreviation takes gershayim (״), not a quotation mark'),
  (text) => each(text, new RegExp(`(?<=${HEBREW_LETTER})['’‘]`, 'g'), 'a geresh (׳), not an apostrophe'),
  (text) => each(text, new RegExp(`״(?!${HEBREW_LETTER})|(?<!${HEBREW_LETTER})״`, 'g'), 'gershayim belong inside a word (מ״ב); quotations take "…"'),
  (text) => each(text, /[„“”«»]/g, 'quotations in Hebrew take "…"'),
  (text) =>
    each(
      text,
      new RegExp(`(?<=^|[^\\p{L}\\p{M}])[ובכלמשה]{1,3}-?(?=[A-Za-z0-9])`, 'gu'),
      'a prefix before Latin letters or digits takes a maqaf (ל־EUR)',
      (m) => m.index,
      3,
    ),
  (text) => each(text, new RegExp(`(?<=${HEBREW_LETTER})-(?=${HEBREW_LETTER})`, 'g'), 'a maqaf (־), not a hyphen, between Hebrew words'),
  spacedHyphen,
  ellipsis,
]

const rules: Record<string, Rule[]> = { fr: french, ru: russian, he: hebrew }

/** What a text breaks of its language's typography (none for a language without rules). */
export function typographyFindings(language: string, text: string): Finding[] {
  const clean = text.replace(ZERO_WIDTH, '')
  return (rules[language] ?? []).flatMap((rule) => rule(clean)).sort((a, b) => a.index - b.index)
}

/** The text the findings' positions refer to (direction marks taken out). */
export const checkedText = (text: string) => text.replace(ZERO_WIDTH, '')

export { NBSP, NNBSP, OBJECT }
