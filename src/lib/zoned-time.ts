// The wall clock of an instant in an IANA time zone, read with Intl alone (no date library, no Temporal),
// so it runs in any browser and on the server. Building a DateTimeFormat is the slow part (the first one a
// page builds makes the browser list its locales), so each zone's formatter is built once and reused.

export interface WallClock {
  year: number
  month: number
  day: number
  /** 0 to 23. */
  hour: number
  minute: number
  second: number
}

const formats = new Map<string, Intl.DateTimeFormat>()

function formatFor(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone)
  if (!format) {
    // Throws a RangeError for a zone this runtime does not know.
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
    formats.set(timeZone, format)
  }
  return format
}

/** The wall clock in `timeZone` at `instant` (a Date or milliseconds since the epoch). Throws for an unknown zone. */
export function zonedWallClock(timeZone: string, instant: Date | number): WallClock {
  const parts = formatFor(timeZone).formatToParts(instant)
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value)
  const clock = {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    // Some engines write midnight as 24 even with h23.
    hour: get('hour') % 24,
    minute: get('minute'),
    second: get('second'),
  }
  // A formatter that leaves a part out gives NaN: unreadable, like an unknown zone.
  if (Object.values(clock).some((value) => !Number.isFinite(value))) throw new RangeError(`Cannot read the time in ${timeZone}`)
  return clock
}
