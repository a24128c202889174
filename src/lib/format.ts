import { format } from 'date-fns'

const pad = (n: number) => String(n).padStart(2, '0')

/** 'HH:MM', 24-hour, zero-padded, in the device's local time. (No date-fns: the header loads this first.) */
export function formatClock(date: Date): string {
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`
}

/** Milliseconds until the next minute starts, so a minute clock can tick on the minute. */
export function msUntilNextMinute(date: Date): number {
  return 60_000 - (date.getSeconds() * 1000 + date.getMilliseconds())
}

/** '22 Nov 2026 14:00': when a piece of data was fetched, as the offline labels show it. */
export function formatStamp(date: Date | number): string {
  return format(date, 'd MMM yyyy HH:mm')
}

/** '22 Nov 2026': a day, as rate tables and forecasts show it. */
export function formatDay(date: Date | number): string {
  return format(date, 'd MMM yyyy')
}
