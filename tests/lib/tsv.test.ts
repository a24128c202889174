import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isBlankRow, parseTsv } from '@/lib/tsv'

describe('parseTsv', () => {
  it('splits cells on tabs and rows on CRLF, LF or CR', () => {
    expect(parseTsv('a\tb\r\nc\td\ne\tf\rg\th')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
      ['e', 'f'],
      ['g', 'h'],
    ])
  })

  it('adds no row for a trailing line end, and keeps empty cells', () => {
    expect(parseTsv('a\t\tc\r\n')).toEqual([['a', '', 'c']])
    expect(parseTsv('a\t\r\n\tb\r\n')).toEqual([
      ['a', ''],
      ['', 'b'],
    ])
    expect(parseTsv('')).toEqual([])
    expect(parseTsv('\r\n')).toEqual([['']])
  })

  it('drops a leading byte-order mark', () => {
    expect(parseTsv('\uFEFFCity\tCountry')).toEqual([['City', 'Country']])
  })

  it('reads quoted cells: tabs, line breaks and doubled quotes inside, text after the closing quote', () => {
    expect(parseTsv('"a\tb"\t"line 1\r\nline 2"\t"say ""hi"""\r\nnext')).toEqual([
      ['a\tb', 'line 1\r\nline 2', 'say "hi"'],
      ['next'],
    ])
    expect(parseTsv('""\tx')).toEqual([['', 'x']])
    expect(parseTsv('"quoted" tail\tx')).toEqual([['quoted tail', 'x']])
    // An unterminated quote runs to the end of the text.
    expect(parseTsv('"open\tcell')).toEqual([['open\tcell']])
  })

  it('treats a quote inside an unquoted cell as an ordinary character', () => {
    expect(parseTsv('5" screen\tok')).toEqual([['5" screen', 'ok']])
  })

  it('keeps ragged rows as they are', () => {
    expect(parseTsv('a\tb\tc\r\nd\r\ne\tf\tg\th')).toEqual([['a', 'b', 'c'], ['d'], ['e', 'f', 'g', 'h']])
  })

  it('never throws, whatever the text', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', 'b', ' ', '"', '\t', '\r', '\n', 'é', '\uFEFF') }), (text) => {
        const rows = parseTsv(text)
        expect(Array.isArray(rows)).toBe(true)
        for (const row of rows) expect(row.length).toBeGreaterThan(0)
      }),
      { numRuns: 500 },
    )
    fc.assert(fc.property(fc.string(), (text) => void parseTsv(text)))
  })

  it('gives back any table of plain cells written with tabs and CRLF', () => {
    const cell = fc.string({ unit: fc.constantFrom('a', 'B', '1', ' ', ',', '&', 'é') }).filter((c) => !c.startsWith('"'))
    const table = fc.array(fc.array(cell, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 8 })
    fc.assert(
      fc.property(table, fc.constantFrom('\r\n', '\n'), fc.boolean(), (rows, eol, trailing) => {
        // A row of one empty cell would be a blank line, which is ambiguous with a trailing line end.
        fc.pre(rows.every((row) => row.length > 1 || row[0] !== ''))
        const text = rows.map((row) => row.join('\t')).join(eol) + (trailing ? eol : '')
        expect(parseTsv(text)).toEqual(rows)
      }),
    )
  })
})

describe('isBlankRow', () => {
  it('is true only when every cell is empty or white space', () => {
    expect(isBlankRow([''])).toBe(true)
    expect(isBlankRow([' ', '\t'])).toBe(true)
    expect(isBlankRow(['', 'x'])).toBe(false)
  })
})
