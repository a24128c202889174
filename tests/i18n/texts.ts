// Every text a person reads in a language, for the glossary and typography checks
// (tests/i18n/glossary.test.ts, tests/i18n/typography.test.ts): each app catalog message
// (src/locales/{language}/{area}.json) and each demo page message (server/demo/pages/messages/{code}.ts),
// with where it lives, so a failure names the catalog, the key and the text.
//
// Placeholders and tags are not text: a {placeholder} becomes OBJECT (U+FFFC), which is neither a letter
// nor a space, a plural's # becomes the digit 1, and <0>, </0>, <0/> are removed. A plural or select is
// expanded into one text per combination of its cases, so every form a person may see is checked whole.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { parse, type Token } from '@messageformat/parser'
import { catalogs as demoCatalogs } from '@server/demo/pages/i18n'

/** Stands for a placeholder's value in a checked text. */
export const OBJECT = '\uFFFC'

export interface Text {
  /** The file: 'fr/shell.json' for the app, 'demo fr' for the demo pages. */
  source: string
  /** The message's key: 'shell.notFound.title', 'assistant.welcome', 'planner.phases.0.tasks.2'. */
  key: string
  /** The message as written. */
  message: string
  /** One form of it as a person reads it, placeholders and tags taken out. */
  text: string
}

const LOCALES = path.resolve(import.meta.dirname, '../../src/locales')
const TAG = /<\/?\d+\/?>/g
const MAX_FORMS = 64

/** Every form of a parsed message: the cartesian product of its plural and select cases. */
function forms(tokens: readonly Token[]): string[] {
  let found = ['']
  for (const token of tokens) {
    let parts: string[]
    if (token.type === 'content') parts = [token.value]
    else if (token.type === 'octothorpe') parts = ['1']
    else if (token.type === 'argument' || token.type === 'function') parts = [OBJECT]
    else parts = token.cases.flatMap((c) => forms(c.tokens))
    found = found.flatMap((before) => parts.map((part) => before + part)).slice(0, MAX_FORMS)
  }
  return found
}

/** The forms of one ICU message as a person reads them. */
export function icuTexts(message: string): string[] {
  return [...new Set(forms(parse(message)).map((text) => text.replace(TAG, '')))]
}

/** The forms of one demo page message ({name} placeholders, no ICU). */
export function plainText(message: string): string {
  return message.replace(/\{\w+\}/g, OBJECT)
}

/** The app's languages other than English (the folders of src/locales). */
export const appLanguages = readdirSync(LOCALES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

/** The app catalog messages of a language, each form a Text. */
export function appTexts(language: string): Text[] {
  const areas = readdirSync(path.join(LOCALES, language)).filter((file) => file.endsWith('.json') && file !== 'language.json')
  return areas.flatMap((area) => {
    const catalog = JSON.parse(readFileSync(path.join(LOCALES, language, area), 'utf8')) as Record<string, string>
    return Object.entries(catalog).flatMap(([key, message]) => icuTexts(message).map((text) => ({ source: `${language}/${area}`, key, message, text })))
  })
}

type Tree = string | readonly Tree[] | { readonly [key: string]: Tree }

/** Word lists the demo assistant matches questions against: never shown, so not checked. */
const isWordList = (key: string) => /\.(keywords|greetings)\.\d+$|^assistant\.cityWords\./.test(key)

function leaves(tree: Tree, prefix: string, into: [string, string][]): [string, string][] {
  if (typeof tree === 'string') into.push([prefix, tree])
  else for (const [key, value] of Object.entries(tree)) leaves(value, prefix ? `${prefix}.${key}` : key, into)
  return into
}

/** The demo pages' messages of a language (a plural's forms each as its own key: 'calculator.housing.one'). */
export function demoTexts(language: string): Text[] {
  const catalog = demoCatalogs[language]
  if (!catalog) return []
  return leaves(catalog as unknown as Tree, '', [])
    .filter(([key]) => !isWordList(key))
    .map(([key, message]) => ({ source: `demo ${language}`, key, message, text: plainText(message) }))
}

/** Everything a person reads in a language: the app's catalogs, then the demo pages. */
export function allTexts(language: string): Text[] {
  return [...appTexts(language), ...demoTexts(language)]
}

/** A finding as a test prints it: where, and the text with its offending part marked. */
export function describeFinding(text: Text, index: number, length: number, rule: string): string {
  const shown = `${text.text.slice(Math.max(0, index - 30), index)}⟦${text.text.slice(index, index + length)}⟧${text.text.slice(index + length, index + length + 30)}`
  return `${text.source} ${text.key}: ${rule}: …${shown.replace(new RegExp(OBJECT, 'g'), '{…}')}…`
}
