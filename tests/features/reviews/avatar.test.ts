// @vitest-environment jsdom
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { avatarBackground, avatarFor, initialsOf } from '@/features/reviews/avatar'

function svgOf(uri: string): string {
  expect(uri.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true)
  return decodeURIComponent(uri.slice(uri.indexOf(',') + 1))
}

describe('initialsOf', () => {
  it.each([
    ['Noa Ben-David', 'NB'],
    ['David Cohen', 'DC'],
    ['Jean-Marc Azoulay', 'JA'],
    ['cher', 'C'],
    ['  maya   friedman  ', 'MF'],
    ['Daniel & Miriam Shapiro', 'DS'],
    ['דוד כהן', 'דכ'],
    ['Łukasz Żak', 'ŁŻ'],
    ['"Dr." <Evil> O\'Brien', 'DO'],
    ['🙂 🙂', '?'],
    ['', '?'],
    ['<>&"\'', '?'],
  ])('%j → %j', (name, initials) => {
    expect(initialsOf(name)).toBe(initials)
  })
})

describe('avatarFor', () => {
  it('is an SVG data: URI with the initials, made here (no outside avatar service)', () => {
    const uri = avatarFor('David Cohen')
    const svg = svgOf(uri)
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/)
    expect(svg).toContain('>DC</text>')
    expect(uri).not.toMatch(/https?:\/\/(?!www\.w3\.org)/)
  })

  it('keeps odd names from breaking out of the SVG', () => {
    for (const name of ['<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', "' onload='x", '&amp;&lt;', ']]>']) {
      const svg = svgOf(avatarFor(name))
      expect(svg, name).not.toMatch(/<script|onerror|onload|<img/i)
      expect(svg.match(/<text/g)).toHaveLength(1)
    }
  })

  it('gives the same name the same colour', () => {
    expect(avatarBackground('David Cohen')).toBe(avatarBackground('David Cohen'))
    expect(avatarFor('David Cohen')).toBe(avatarFor('David Cohen'))
  })

  it('any name makes one well-formed SVG with at most two initials', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 60 }), (name) => {
        const svg = svgOf(avatarFor(name))
        const parsed = new DOMParser().parseFromString(svg, 'image/svg+xml')
        expect(parsed.getElementsByTagName('parsererror')).toHaveLength(0)
        const text = parsed.getElementsByTagName('text')
        expect(text).toHaveLength(1)
        expect(Array.from(initialsOf(name)).length).toBeLessThanOrEqual(4)
        expect(parsed.documentElement.children).toHaveLength(2)
      }),
      { numRuns: 150 },
    )
  })
})
