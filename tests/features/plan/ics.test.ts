import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { buildCalendar, escapeText, foldLine } from '@/features/plan/ics'

const options = { host: 'waypoint.example', planUrl: 'https://waypoint.example/plan', name: 'My move plan', now: new Date('2026-11-27T09:15:00Z') }

const tasks = [
  { id: 'passport-adults', day: '2026-04-03', title: 'Check your passport', details: 'Valid 6 months; renew, if needed.\nSecond line; with \\ a backslash' },
  { id: 'il-kupat-holim', day: '2026-09-03', title: 'הירשמו לקופת חולים', details: 'בחרו כללית, מכבי, מאוחדת או לאומית בסניף הדואר או באינטרנט. הביטוח מתחיל ביום ההרשמה.' },
  { id: 'own-abc', day: '2028-02-29', title: 'Книги: отдать, продать; выбросить', details: '' },
]

describe('the calendar file (RFC 5545)', () => {
  const text = buildCalendar(tasks, options)

  it('parses back with a real iCalendar parser: one all-day event per task, titles and details intact', () => {
    const calendar = new ICAL.Component(ICAL.parse(text))
    const events = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component))
    expect(events.map((event) => event.uid)).toEqual(['passport-adults@waypoint.example', 'il-kupat-holim@waypoint.example', 'own-abc@waypoint.example'])
    expect(events.map((event) => event.summary)).toEqual(tasks.map((task) => task.title))
    expect(events.map((event) => event.description ?? '')).toEqual(tasks.map((task) => task.details))
    expect(events.map((event) => event.startDate.isDate)).toEqual([true, true, true])
    expect(events.map((event) => event.startDate.toString())).toEqual(['2026-04-03', '2026-09-03', '2028-02-29'])
    expect(events.map((event) => event.endDate.toString())).toEqual(['2026-04-04', '2026-09-04', '2028-03-01'])
    expect(events[0]?.component.getFirstPropertyValue('url')).toBe('https://waypoint.example/plan#task-passport-adults')
    expect(String(events[0]?.component.getFirstPropertyValue('dtstamp'))).toBe('2026-11-27T09:15:00Z')
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0')
  })

  it('ends every line in CRLF and folds none longer than 75 octets, never inside a character', () => {
    expect(text.endsWith('\r\n')).toBe(true)
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
    const lines = text.split('\r\n').slice(0, -1)
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75)
    // The Hebrew details needed folding, and unfolding gives them back whole.
    expect(lines.some((line) => line.startsWith(' '))).toBe(true)
    expect(text.replace(/\r\n /g, '')).toContain(`DESCRIPTION:${escapeText(tasks[1]?.details ?? '')}`)
    expect(new TextDecoder('utf-8', { fatal: true }).decode(new TextEncoder().encode(text))).toBe(text)
  })

  it('escapes backslash, semicolon, comma and line breaks', () => {
    expect(escapeText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne')
    // A Hebrew message's isolation marks around its placeholder are not written into the calendar.
    expect(escapeText('\u2068הוציאו אפוסטיל לתעודות\u2069 (מבוגר 1)')).toBe('הוציאו אפוסטיל לתעודות (מבוגר 1)')
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75))
    expect(foldLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`)
  })

  it('gives the same UID to the same task on another export, so importing again updates it', () => {
    const first = { id: 'passport-adults', day: '2026-05-01', title: 'Check your passport', details: '' }
    const later = buildCalendar([first], { ...options, now: new Date('2026-12-01T00:00:00Z') })
    const uid = (ics: string) => new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')?.getFirstPropertyValue('uid')
    expect(uid(later)).toBe(uid(text))
  })
})
