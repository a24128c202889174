// The languages the app speaks: one folder per language under src/locales, each with its language.json
// (its own name for itself and its writing direction) and one catalog per area of the app. Adding a
// language is adding its folder: the list, the switcher, the server's pages and the build follow it.
import type { Direction } from '@/lib/direction'

export interface Language {
  /** A BCP 47 primary language subtag: 'en', 'he'. */
  code: string
  /** The language's name in itself: 'עברית'. */
  name: string
  dir: Direction
  /** The sign before a number's decimals: '.' in English and Hebrew, ',' in French and Russian. */
  decimal: '.' | ','
}

const found = import.meta.glob<{ name: string; dir: Direction; decimal?: string }>('../locales/*/language.json', { eager: true, import: 'default' })

/** Code-unit order for ASCII codes. Not localeCompare: its first call builds ICU's collator, ~18 ms of the start task. */
const byCode = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/** Every language, English first, then by code. */
export const languages: readonly Language[] = Object.entries(found)
  .map(
    ([path, meta]) =>
      ({ code: path.split('/').at(-2) ?? '', name: meta.name, dir: meta.dir === 'rtl' ? 'rtl' : 'ltr', decimal: meta.decimal === ',' ? ',' : '.' }) as const,
  )
  .sort((a, b) => (a.code === 'en' ? -1 : b.code === 'en' ? 1 : byCode(a.code, b.code)))

/** The spec's language, and the one every other falls back to. */
export const DEFAULT_LANGUAGE = 'en'

export function isLanguage(code: unknown): code is string {
  return typeof code === 'string' && languages.some((language) => language.code === code)
}

/**
 * The language's decimal sign, for numbers written on the start path, where building an Intl.NumberFormat
 * (ICU's data for the locale) would cost the start task.
 */
export function decimalSignOf(code: string): '.' | ',' {
  return languages.find((language) => language.code === code)?.decimal ?? '.'
}

export function directionOf(code: string): Direction {
  return languages.find((language) => language.code === code)?.dir ?? 'ltr'
}
