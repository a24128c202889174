// The plan as an iCalendar file (RFC 5545): one all-day event per open task. Lines end in CRLF and are
// folded at 75 octets (never inside a character); text escapes backslash, semicolon, comma and line
// breaks; each event's UID is `<task id>@<host>`, so importing the file again updates the events rather
// than adding copies.
import { withoutIsolates } from '@/lib/direction'

export interface CalendarTask {
  id: string
  /** 'YYYY-MM-DD' */
  day: string
  title: string
  details: string
}

export interface CalendarOptions {
  /** The app's host name, the UIDs' domain. */
  host: string
  /** The plan's address; each event links to its task there (`#task-<id>`). */
  planUrl: string
  /** The calendar's name as the person reads it. */
  name: string
  now: Date
}

const encoder = new TextEncoder()

/**
 * Text as a TEXT value: `\` `;` `,` and line breaks escaped. The isolation marks our Hebrew messages put
 * around a placeholder (U+2066–U+2069) are dropped: they keep a name's direction on our screens, but a
 * calendar may draw them as boxes, and they stop a search in it from finding the words.
 */
export function escapeText(value: string): string {
  return withoutIsolates(value)
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
}

/** A content line folded into lines of at most 75 octets, each continuation starting with a space. */
export function foldLine(line: string): string {
  const out: string[] = []
  let current = ''
  let octets = 0
  for (const character of line) {
    const size = encoder.encode(character).length
    const limit = out.length === 0 ? 75 : 74
    if (octets + size > limit) {
      out.push(current)
      current = ''
      octets = 0
    }
    current += character
    octets += size
  }
  out.push(current)
  return out.join('\r\n ')
}

function basicDay(day: string): string {
  return day.replace(/-/g, '')
}

function stamp(now: Date): string {
  return now.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '')
}

function nextDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  const next = new Date(Date.UTC(year, month - 1, date + 1))
  return `${String(next.getUTCFullYear()).padStart(4, '0')}${String(next.getUTCMonth() + 1).padStart(2, '0')}${String(next.getUTCDate()).padStart(2, '0')}`
}

export function buildCalendar(tasks: readonly CalendarTask[], options: CalendarOptions): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Waypoint//Move plan//EN', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH', `X-WR-CALNAME:${escapeText(options.name)}`]
  const dtstamp = stamp(options.now)
  for (const task of tasks) {
    const uidPart = task.id.replace(/[^A-Za-z0-9._-]/g, '-')
    lines.push(
      'BEGIN:VEVENT',
      `UID:${uidPart}@${options.host}`,
      `DTSTAMP:${dtstamp}`,
      `DTSTART;VALUE=DATE:${basicDay(task.day)}`,
      `DTEND;VALUE=DATE:${nextDay(task.day)}`,
      `SUMMARY:${escapeText(task.title)}`,
      ...(task.details ? [`DESCRIPTION:${escapeText(task.details)}`] : []),
      `URL:${options.planUrl}#task-${encodeURIComponent(task.id)}`,
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    )
  }
  lines.push('END:VCALENDAR')
  return lines.map(foldLine).join('\r\n') + '\r\n'
}
