import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { PLAN_COLUMNS, parsePlanSheet, safeTaskLink } from '@/features/plan/parse'

const sheet = (...rows: readonly (readonly string[])[]) => rows.map((row) => row.join('\t')).join('\r\n')

/** A whole row in the sheet's column order. */
function row(fields: Partial<Record<(typeof PLAN_COLUMNS)[number], string>>): string[] {
  return PLAN_COLUMNS.map((column) => fields[column] ?? '')
}

describe('parsePlanSheet', () => {
  it('reads a row into a task: offset, countries, audience, the four languages, link and validity', () => {
    const text = sheet(
      PLAN_COLUMNS,
      row({
        ID: 'passport',
        Days: '-150',
        Countries: 'il, fr',
        For: 'Each adult',
        'Title EN': 'Check your passport',
        'Title HE': 'בדקו את הדרכון',
        'Details EN': 'Valid 6 months after.',
        Link: '/services',
        'Valid months': '6',
      }),
    )
    expect(parsePlanSheet(text)).toEqual({
      skipped: 0,
      tasks: [
        {
          id: 'passport',
          offsetDays: -150,
          countries: ['IL', 'FR'],
          audience: 'adult',
          title: { en: 'Check your passport', he: 'בדקו את הדרכון', fr: 'Check your passport', ru: 'Check your passport' },
          details: { en: 'Valid 6 months after.', he: 'Valid 6 months after.', fr: 'Valid 6 months after.', ru: 'Valid 6 months after.' },
          link: '/services',
          validityMonths: 6,
        },
      ],
    })
  })

  it('matches column titles without case, spaces or punctuation, in any order', () => {
    const text = sheet(['title-en', 'FOR', 'days', 'Id', 'countries'], ['Bank', 'children', '+7', 'bank', 'All'])
    expect(parsePlanSheet(text).tasks).toMatchObject([{ id: 'bank', offsetDays: 7, audience: 'child', countries: 'all', title: { en: 'Bank', ru: 'Bank' } }])
  })

  it('skips and counts bad rows: no id, a repeated id, days not whole or out of range, unknown audience or country, no English title', () => {
    const good = row({ ID: 'a', Days: '1', 'Title EN': 'A' })
    const text = sheet(
      PLAN_COLUMNS,
      good,
      row({ ID: '', Days: '1', 'Title EN': 'No id' }),
      row({ ID: 'a', Days: '2', 'Title EN': 'Repeated' }),
      row({ ID: 'b', Days: '1.5', 'Title EN': 'Half a day' }),
      row({ ID: 'c', Days: '9999', 'Title EN': 'Too far' }),
      row({ ID: 'd', Days: '1', For: 'cats and dogs', 'Title EN': 'Who?' }),
      row({ ID: 'e', Days: '1', Countries: 'Israel', 'Title EN': 'Not a code' }),
      row({ ID: 'f', Days: '1' }),
      row({ ID: 'g', Days: '1', 'Title EN': 'Bad validity', 'Valid months': 'six' }),
    )
    const parsed = parsePlanSheet(text)
    expect(parsed.tasks.map((task) => task.id)).toEqual(['a'])
    expect(parsed.skipped).toBe(8)
  })

  it('keeps only app addresses and https links', () => {
    expect(safeTaskLink('/news/post/12')).toBe('/news/post/12')
    expect(safeTaskLink('https://example.org/a')).toBe('https://example.org/a')
    expect(safeTaskLink('//evil.example')).toBeUndefined()
    expect(safeTaskLink('javascript:alert(1)')).toBeUndefined()
    expect(safeTaskLink('http://plain.example')).toBeUndefined()
  })

  it('never throws and accounts for every data row, whatever the text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 400 }), (text) => {
        const parsed = parsePlanSheet(text)
        expect(parsed.skipped).toBeGreaterThanOrEqual(0)
        for (const task of parsed.tasks) expect(Math.abs(task.offsetDays)).toBeLessThanOrEqual(365)
      }),
    )
  })

  it('over random rows: every row is a task or counted as skipped, and a task is exactly what its row said', () => {
    const cell = fc.string({ maxLength: 12 }).map((value) => value.replace(/[\t\r\n"]/g, ''))
    const randomRow = fc.record({
      id: fc.oneof(fc.stringMatching(/^[a-z][a-z0-9-]{0,8}$/), cell),
      days: fc.oneof(fc.integer({ min: -400, max: 400 }).map(String), cell),
      countries: fc.constantFrom('', 'all', 'IL', 'il,FR', 'Israel', 'X'),
      audience: fc.constantFrom('', 'household', 'adults', 'each child', 'pets', 'robots'),
      title: fc.oneof(fc.constant(''), fc.string({ minLength: 1, maxLength: 20 }).map((value) => value.replace(/[\t\r\n"]/g, 'x'))),
    })
    fc.assert(
      fc.property(fc.array(randomRow, { maxLength: 25 }), (rows) => {
        const text = sheet(
          PLAN_COLUMNS,
          ...rows.map((r) => row({ ID: r.id, Days: r.days, Countries: r.countries, For: r.audience, 'Title EN': r.title })),
        )
        const parsed = parsePlanSheet(text)
        const nonBlank = rows.filter((r) => [r.id, r.days, r.countries, r.audience, r.title].some((value) => value.trim() !== ''))
        expect(parsed.tasks.length + parsed.skipped).toBe(nonBlank.length)
        expect(new Set(parsed.tasks.map((task) => task.id)).size).toBe(parsed.tasks.length)
        for (const task of parsed.tasks) {
          // Some row said exactly this (two rows may share an id, the first of them unusable).
          const source = nonBlank.find((r) => r.id.trim() === task.id && Number(r.days.trim()) === task.offsetDays && r.title.trim() === task.title.en)
          expect(source, JSON.stringify(task)).toBeDefined()
        }
      }),
    )
  })
})
