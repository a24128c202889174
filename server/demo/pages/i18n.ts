// The demo pages speak the person's language (issue 17): the same four as the app, each from its own
// catalog (./messages/{code}.ts, English is the key set). A page's language is, in this order, the one
// its address asks for (?lang=, which the app's links may carry), the one the person chose in the app
// (its cookie: the pages share the app's origin), their browser's languages, English; decided by the
// app's own negotiation (src/lib/language-negotiation.ts).
import type { Context } from 'hono'
import type { Direction } from '../../../src/lib/direction'
import { acceptedLanguages, negotiateLanguage } from '../../../src/lib/language-negotiation'
import { cookie, LANGUAGE_COOKIE } from '../../shell'
import { en, type Catalog, type Plural } from './messages/en'
import { fr } from './messages/fr'
import { he } from './messages/he'
import { ru } from './messages/ru'

export const catalogs: Readonly<Record<string, Catalog>> = { en, fr, he, ru }
export const demoLanguages = Object.keys(catalogs)
const rtl = new Set(['he'])

export interface PageLanguage {
  code: string
  dir: Direction
  m: Catalog
}

export function languageOf(code: string): PageLanguage {
  const known = code in catalogs ? code : 'en'
  return { code: known, dir: rtl.has(known) ? 'rtl' : 'ltr', m: catalogs[known] ?? en }
}

/**
 * The request's language: ?lang= (or ?hl=, the maps provider's parameter, which the app gives the map it
 * frames), the app's language cookie, Accept-Language, English.
 */
export function pageLanguage(c: Context): PageLanguage {
  const code = negotiateLanguage(
    // The page's own address comes first: it is the most specific ask (a link the app opened for this page).
    { chosen: c.req.query('lang') ?? c.req.query('hl'), link: cookie(c, LANGUAGE_COOKIE), browser: acceptedLanguages(c.req.header('accept-language')) },
    demoLanguages,
    'en',
  )
  return languageOf(code)
}

/** First-strong isolation, so a number, a currency or a Latin name keeps its own direction in Hebrew. */
export const isolate = (text: string | number) => `\u2068${text}\u2069`

/** A message in a language with its {placeholders} filled in (each value isolated in right-to-left text). */
export function fill(language: string, message: string, values: Readonly<Record<string, string | number>> = {}): string {
  const value = (v: string | number) => (rtl.has(language) ? isolate(v) : String(v))
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? value(values[name] ?? '') : whole))
}

/** A plural message for a count, in the language's own categories. */
export function plural(language: string, message: Plural, count: number, values: Readonly<Record<string, string | number>> = {}): string {
  const category = new Intl.PluralRules(language).select(count)
  return fill(language, message[category] ?? message.other, { count: new Intl.NumberFormat(language).format(count), ...values })
}
