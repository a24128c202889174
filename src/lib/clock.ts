// Clock helpers with no dependencies: the header loads these with the first screen, so they must not
// bring date-fns (and its locale) into the main chunk, as a shared module would.

const pad = (n: number) => String(n).padStart(2, '0')

/** 'HH:MM', 24-hour, zero-padded, in the device's local time. */
export function formatClock(date: Date): string {
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`
}

/** Milliseconds until the next minute starts, so a minute clock can tick on the minute. */
export function msUntilNextMinute(date: Date): number {
  return 60_000 - (date.getSeconds() * 1000 + date.getMilliseconds())
}
