// Dates of posts: in English as the spec shows them, written out by hand rather than with Intl or
// date-fns: the home page's news teaser uses these and must stay light, and the first Intl date format a
// page builds costs a long task while the browser loads its locale data. Tests pin them to date-fns'
// patterns. Other languages use Intl (their own month names and order: '05 нояб. 2026 г.').
import { formatLongDate as intlLongDate, formatShortDate } from '@/i18n/format'

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const

const monthName = (day: Date) => MONTHS[day.getMonth()] ?? ''

/** The calendar day of a WordPress date ('2026-11-20T16:45:00' is site-local) as a local Date, or null. */
export function postDay(date: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date)
  if (!match) return null
  // setFullYear, because the Date constructor reads years 0-99 as 1900-1999.
  const day = new Date(2000, 0, 1)
  day.setFullYear(Number(match[1]), Number(match[2]) - 1, Number(match[3]))
  return Number.isNaN(day.getTime()) ? null : day
}

/** 'Nov 20, 2026' (date-fns 'MMM dd, yyyy'); the raw text when it is not a date. */
export function formatCardDate(date: string): string {
  const day = postDay(date)
  return day ? `${monthName(day).slice(0, 3)} ${String(day.getDate()).padStart(2, '0')}, ${day.getFullYear()}` : date
}

/** 'November 20, 2026' (en-US long date); the raw text when it is not a date. */
export function formatLongDate(date: string): string {
  const day = postDay(date)
  return day ? `${monthName(day)} ${day.getDate()}, ${day.getFullYear()}` : date
}

/** A card's date in a language: 'Nov 20, 2026' in English, '20 nov. 2026' in French; the raw text when it is not a date. */
export function cardDate(date: string, language: string): string {
  if (language === 'en') return formatCardDate(date)
  const day = postDay(date)
  return day ? formatShortDate(day, language) : date
}

/** An article's long date in a language: 'November 20, 2026', '20 novembre 2026'; the raw text when it is not a date. */
export function articleDate(date: string, language: string): string {
  if (language === 'en') return formatLongDate(date)
  const day = postDay(date)
  return day ? intlLongDate(day, language) : date
}
