// Dates of posts as the spec shows them. Intl (built into the browser) rather than date-fns here, because
// the home page's news teaser uses these and must stay light; tests pin them to date-fns' patterns.

const cardFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: '2-digit', year: 'numeric' })
const longFormat = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' })

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
  return day ? cardFormat.format(day) : date
}

/** 'November 20, 2026' (en-US long date); the raw text when it is not a date. */
export function formatLongDate(date: string): string {
  const day = postDay(date)
  return day ? longFormat.format(day) : date
}
