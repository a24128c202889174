// The demo pages' catalogs (server/demo/pages/messages/{code}.ts) are complete and consistent: every
// language has every message of English (the type checks the keys; this checks what a type cannot: the
// lists' lengths), the same {placeholders} in each, a plural with exactly its language's categories, and
// no message left empty or still in English where English words would show.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { assistantExamples } from '@/content/assistant'
import { catalogs } from '@server/demo/pages/i18n'
import { en } from '@server/demo/pages/messages/en'

type Tree = string | readonly Tree[] | { readonly [key: string]: Tree }

const PLURAL_KEYS = new Set(['zero', 'one', 'two', 'few', 'many', 'other'])
const isPlural = (value: Tree): value is Readonly<Record<string, string>> =>
  typeof value === 'object' && !Array.isArray(value) && 'other' in value && Object.keys(value).every((key) => PLURAL_KEYS.has(key))

/** Every message, by its path: 'calculator.title', 'planner.phases.0.tasks.2'; a plural as one entry. */
function messages(tree: Tree, prefix = ''): Map<string, Tree> {
  const found = new Map<string, Tree>()
  if (typeof tree === 'string' || isPlural(tree)) return found.set(prefix, tree)
  for (const [key, value] of Object.entries(tree)) for (const [path, message] of messages(value, prefix ? `${prefix}.${key}` : key)) found.set(path, message)
  return found
}

const placeholders = (message: string) => [...message.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()
/** Word lists the script matches questions against: each language has its own, any length. */
const isWordList = (path: string) => /\.(keywords|greetings)\.\d+$|^assistant\.cityWords\./.test(path)

const english = messages(en as unknown as Tree)

/** Words a language writes as English does: names, and words it shares. */
const alike: Record<string, string[]> = {
  fr: ['Destination', 'Conversation', 'Budget', 'Parking', 'Studio', 'Relocation', 'Tel Aviv', 'Berlin', 'Portugal', 'Toronto', 'Canada', 'New York', 'Paris', 'France', 'Larnaca', 'Amsterdam', 'Melbourne', '© {year} {brand} Relocation Ltd.', '{brand} Relocation', '{brand} Relocation Ltd.'],
  ru: ['© {year} {brand} Relocation Ltd.', '{brand} Relocation', '{brand} Relocation Ltd.'],
}

describe('the demo pages’ catalogs', () => {
  it('speak the app’s four languages', () => {
    expect(Object.keys(catalogs).sort()).toEqual(['en', 'fr', 'he', 'ru'])
  })

  for (const [code, catalog] of Object.entries(catalogs).filter(([code]) => code !== 'en')) {
    describe(code, () => {
      const own = messages(catalog as unknown as Tree)
      const categories = new Intl.PluralRules(code).resolvedOptions().pluralCategories

      it('has every message of English and no other', () => {
        expect([...own.keys()].filter((path) => !isWordList(path)).sort()).toEqual([...english.keys()].filter((path) => !isWordList(path)).sort())
      })

      it('uses the same placeholders, and its own plural categories', () => {
        for (const [path, message] of own) {
          if (isWordList(path)) continue
          const theirs = english.get(path) ?? ''
          const mine = typeof message === 'string' ? [message] : Object.values(message as Record<string, string>)
          const reference = placeholders(typeof theirs === 'string' ? theirs : (theirs as Record<string, string>).other ?? '')
          for (const text of mine) {
            expect(text.trim(), `${code} ${path} is empty`).not.toBe('')
            // A plural's 'one' may spell its number out ('חדר שינה אחד'); every other form names them all.
            if (!(typeof message === 'object' && text === (message as Record<string, string>).one)) expect(placeholders(text), `${code} ${path}`).toEqual(reference)
          }
          if (typeof message === 'object') expect(Object.keys(message).sort(), `${code} ${path}: plural categories`).toEqual([...categories].sort())
        }
      })

      it('has its own words for every page, not English left in place', () => {
        const same = [...own].filter(([path, message]) => typeof message === 'string' && !isWordList(path) && message === english.get(path) && /\p{L}/u.test(message.replace(/\{\w+\}/g, '')))
        expect(same.map(([, message]) => message).filter((message) => !alike[code]?.includes(message as string))).toEqual([])
      })

      it('suggests the same questions on the assistant page as the app’s assistant panel does in the language', () => {
        const file = path.resolve(import.meta.dirname, `../../../../src/locales/${code}/assistant.json`)
        const app = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>
        expect(Object.values(catalog.topics).map((topic) => topic.example)).toEqual(assistantExamples.map((example) => app[`assistant.example.${example.id}`]))
      })

      it('has word lists for the assistant to understand questions in the language', () => {
        for (const topic of Object.values(catalog.topics)) expect(topic.keywords.length).toBeGreaterThan(3)
        expect(catalog.assistant.greetings.length).toBeGreaterThan(0)
        for (const city of Object.keys(en.assistant.cityWords)) expect(catalog.assistant.cityWords[city as keyof typeof en.assistant.cityWords].length, city).toBeGreaterThan(0)
      })
    })
  }

  it('English plurals name one and other', () => {
    for (const [path, message] of english) if (typeof message === 'object') expect(Object.keys(message).sort(), path).toEqual(['one', 'other'])
  })
})
