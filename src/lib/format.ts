import { format } from 'date-fns'

/** 'HH:MM', 24-hour, zero-padded, in the device's local time. */
export function formatClock(date: Date): string {
  return format(date, 'HH:mm')
}

/** Milliseconds until the next minute starts, so a minute clock can tick on the minute. */
export function msUntilNextMinute(date: Date): number {
  return 60_000 - (date.getSeconds() * 1000 + date.getMilliseconds())
}
