// Calendar days for the move plan, written 'YYYY-MM-DD'. A task's day is the move date plus its offset in
// calendar days, worked out on the calendar (Date.UTC with the day moved, so month ends, leap years and
// the clocks changing for summer time never shift it), not by adding 24-hour periods to a local time.
import { isoDay } from '@/lib/input'

function parts(day: string): [number, number, number] {
  return day.split('-').map(Number) as [number, number, number]
}

function write(date: Date): string {
  const pad = (value: number, length = 2) => String(value).padStart(length, '0')
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`
}

/** The day `days` calendar days after `day` (before it when negative). */
export function addDays(day: string, days: number): string {
  const [year, month, date] = parts(day)
  return write(new Date(Date.UTC(year, month - 1, date + days)))
}

/** The same day `months` months later, or the month's last day when it has no such day (Jan 31 + 1 → Feb 28/29). */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = parts(day)
  const last = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate()
  return write(new Date(Date.UTC(year, month - 1 + months, Math.min(date, last))))
}

/** Calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const [y1, m1, d1] = parts(from)
  const [y2, m2, d2] = parts(to)
  // Both are midnights on UTC's calendar, which has no summer time: the difference is whole days.
  return Math.round((Date.UTC(y2, m2 - 1, d2) - Date.UTC(y1, m1 - 1, d1)) / 86_400_000)
}

/** Today on the calendar of `timeZone` (the device's own by default) at the instant `now`. */
export function today(now: Date = new Date(), timeZone?: string): string {
  const formatted = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', ...(timeZone ? { timeZone } : {}) }).format(now)
  return isoDay(formatted) ?? write(new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate())))
}

/** A task's day: the move date plus its offset. */
export function taskDay(moveDate: string, offsetDays: number): string {
  return addDays(moveDate, offsetDays)
}

/** Noon UTC of a day: a Date that formats as that day in every time zone (UTC-11 to UTC+12) when formatted with timeZone 'UTC'. */
export function dayAsDate(day: string): Date {
  const [year, month, date] = parts(day)
  return new Date(Date.UTC(year, month - 1, date, 12))
}

/** The plan's time groups, in order. */
export const PLAN_GROUPS = ['monthsBefore', 'weeksBefore', 'lastWeek', 'firstWeek', 'firstMonth', 'firstThreeMonths', 'later'] as const
export type PlanGroup = (typeof PLAN_GROUPS)[number]

/**
 * Where a task falls, by its distance from the move in calendar days: a month or more before (months
 * out), 8 to 29 days before (weeks out), the last 7 days before; the move day and the 6 after it (the
 * first week), to day 30 (the first month), to day 91 (the first three months), and later.
 */
export function groupOf(offsetDays: number): PlanGroup {
  if (offsetDays <= -30) return 'monthsBefore'
  if (offsetDays <= -8) return 'weeksBefore'
  if (offsetDays < 0) return 'lastWeek'
  if (offsetDays <= 6) return 'firstWeek'
  if (offsetDays <= 30) return 'firstMonth'
  if (offsetDays <= 91) return 'firstThreeMonths'
  return 'later'
}

export type TaskTiming = 'done' | 'overdue' | 'thisWeek' | 'later'

/** Done; overdue (its day has passed); this week (today and the 6 days after); or later. */
export function timingOf(day: string, doneOn: string | undefined, todayDay: string): TaskTiming {
  if (doneOn) return 'done'
  const distance = daysBetween(todayDay, day)
  if (distance < 0) return 'overdue'
  return distance <= 6 ? 'thisWeek' : 'later'
}
