// Numbers, dates and times in the active language, with Intl (formatters built once per language and
// options: building one is the slow part). English keeps the spec's formats: 'Nov 20, 2026',
// 'November 20, 2026', a 24-hour 'HH:mm'.
import type { Preferences } from './preferences'

type Formatter = Intl.NumberFormat | Intl.DateTimeFormat | Intl.ListFormat

const cache = new Map<string, Formatter>()

function cached<T extends Formatter>(key: string, make: () => T): T {
  let formatter = cache.get(key) as T | undefined
  if (!formatter) {
    formatter = make()
    cache.set(key, formatter)
  }
  return formatter
}

/** The Intl locale of a language: English is written the American way (the spec's 'Nov 20, 2026'). */
export function intlLocale(language: string): string {
  return language === 'en' ? 'en-US' : language
}

export function numberFormat(language: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return cached(`n|${language}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(intlLocale(language), options))
}

export function dateTimeFormat(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(`d|${language}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(intlLocale(language), options))
}

/** Words joined as the language joins them: 'AED and RUB', 'AED et RUB', 'AED и RUB'. */
export function formatList(items: readonly string[], language: string): string {
  return cached(`l|${language}`, () => new Intl.ListFormat(intlLocale(language), { type: 'conjunction' })).format(items)
}

export function formatNumber(value: number, language: string, options?: Intl.NumberFormatOptions): string {
  return numberFormat(language, options).format(value)
}

/**
 * A calendar day, short: 'Nov 20, 2026', '20 nov. 2026', '20 нояб. 2026 г.'. English pads the day as the
 * spec's 'MMM dd, yyyy' does ('Nov 08, 2026'); the other languages write it as they do ('8 nov. 2026').
 */
export function formatShortDate(date: Date, language: string, timeZone?: string): string {
  const day = language === 'en' ? '2-digit' : 'numeric'
  return dateTimeFormat(language, { year: 'numeric', month: 'short', day, ...(timeZone ? { timeZone } : {}) }).format(date)
}

/** A calendar day, long: 'November 20, 2026', '20 novembre 2026'. */
export function formatLongDate(date: Date, language: string, timeZone?: string): string {
  return dateTimeFormat(language, { year: 'numeric', month: 'long', day: 'numeric', ...(timeZone ? { timeZone } : {}) }).format(date)
}

/** A time of day as the person likes it: '14:05' or '2:05 PM'. */
export function formatTime(date: Date, language: string, clock: Preferences['clock'], timeZone?: string): string {
  return dateTimeFormat(language, {
    hour: clock === '24h' ? '2-digit' : 'numeric',
    minute: '2-digit',
    hourCycle: clock === '24h' ? 'h23' : 'h12',
    ...(timeZone ? { timeZone } : {}),
  }).format(date)
}
