// The catalogs (src/locales/{language}/{area}.json) are complete and consistent: every language has
// every area and every key of English; a message uses the same placeholders in every language; a plural
// names every category its language has (Intl.PluralRules) and no other; every message parses.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { parse, type Token } from '@messageformat/parser'
import { describe, expect, it } from 'vitest'

const ROOT = path.resolve(import.meta.dirname, '../../src/locales')
const languages = readdirSync(ROOT, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name)
const areas = readdirSync(path.join(ROOT, 'en')).filter((file) => file.endsWith('.json') && file !== 'language.json')

function catalog(language: string, area: string): Record<string, string> {
  return JSON.parse(readFileSync(path.join(ROOT, language, area), 'utf8')) as Record<string, string>
}

/** Placeholders (by name) and plural or select uses, with the cases each names. */
function shape(tokens: Token[], into: { args: Set<string>; plurals: { arg: string; cases: string[] }[] } = { args: new Set(), plurals: [] }) {
  for (const token of tokens) {
    if (token.type === 'argument' || token.type === 'function') into.args.add(token.arg)
    if (token.type === 'plural' || token.type === 'selectordinal' || token.type === 'select') {
      into.args.add(token.arg)
      if (token.type === 'plural') into.plurals.push({ arg: token.arg, cases: token.cases.map((c) => c.key).filter((key) => !key.startsWith('=')) })
      for (const c of token.cases) shape(c.tokens, into)
    }
  }
  return into
}

/** Categories a language may leave out: French 'many' is for millions ('1 million d’articles'). */
const optional: Record<string, string[]> = { fr: ['many'] }

describe('the catalogs', () => {
  it('have a language.json naming each language in itself, and English first among equals', () => {
    expect(languages).toEqual(expect.arrayContaining(['en', 'he', 'fr', 'ru']))
    for (const language of languages) {
      const meta = JSON.parse(readFileSync(path.join(ROOT, language, 'language.json'), 'utf8')) as { name: string; dir: string }
      expect(meta.name.length, language).toBeGreaterThan(1)
      expect(['ltr', 'rtl'], language).toContain(meta.dir)
    }
  })

  for (const language of languages.filter((l) => l !== 'en')) {
    describe(language, () => {
      const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories

      it.each(areas)('%s has every key of English and no other', (area) => {
        expect(Object.keys(catalog(language, area)).sort()).toEqual(Object.keys(catalog('en', area)).sort())
      })

      it.each(areas)('%s: every message parses, with English placeholders and its own plural categories', (area) => {
        const english = catalog('en', area)
        const own = catalog(language, area)
        for (const [key, message] of Object.entries(own)) {
          expect(message.trim(), `${language}/${area} ${key} is empty`).not.toBe('')
          const mine = shape(parse(message))
          const theirs = shape(parse(english[key] ?? ''))
          expect([...mine.args].sort(), `${language}/${area} ${key}: placeholders`).toEqual([...theirs.args].sort())
          for (const plural of mine.plurals) {
            expect(plural.cases, `${language}/${area} ${key}: 'other'`).toContain('other')
            for (const c of plural.cases) expect(categories, `${language}/${area} ${key}: '${c}' is not a ${language} category`).toContain(c)
            for (const c of categories) {
              if (!optional[language]?.includes(c)) expect(plural.cases, `${language}/${area} ${key}: '${c}' missing`).toContain(c)
            }
          }
        }
      })
    })
  }

  it('English messages parse, and English plurals name one and other', () => {
    for (const area of areas) {
      for (const [key, message] of Object.entries(catalog('en', area))) {
        for (const plural of shape(parse(message)).plurals) expect(plural.cases.sort(), `en/${area} ${key}`).toEqual(['one', 'other'])
      }
    }
  })
})
