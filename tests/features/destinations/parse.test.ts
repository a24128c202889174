import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { camelCase, EmptySheetError, parseDestinations } from '@/features/destinations/parse'
import { DESTINATION_FIELDS } from '@/features/destinations/types'

const options = {
  videoPattern: 'https://media.example/clips/{city}.mp4',
  mapsEmbedUrl: 'https://maps.example/maps',
  baseUrl: 'https://sheets.example/destinations/pub?output=tsv',
}

/** The sheet's human titles, as the demo and the real sheet write them. */
const TITLES = [
  'City', 'Country', 'Description', 'Video', 'Image', 'Map URL', 'Population', 'Area', 'Population Density', 'GDP per Capita',
  'Language', 'Predominant Languages', 'Time Zone', 'Currency', 'Average Cost', 'Best Time to Visit', 'Unique Relocation Facts',
  'Visa & Immigration Conditions', 'Religious Communities', 'Popular Attractions', 'Flag Img', 'Housing Market', 'Public Transport',
  'Cafe Culture', 'Internet Connectivity', 'Healthcare System', 'Education System', 'Job Market', 'Quality of Life', 'Climate',
  'Natural Environment', 'Safety',
]

const sheet = (...rows: string[][]) => rows.map((row) => row.join('\t')).join('\r\n')

describe('camelCase', () => {
  it('turns every title of the sheet into the field names of docs/behaviour.md ("Destinations"), in order', () => {
    expect(TITLES.map(camelCase)).toEqual([...DESTINATION_FIELDS])
  })

  it('handles unknown titles, accents, punctuation and stray spaces', () => {
    expect(camelCase('Expat Community')).toBe('expatCommunity')
    expect(camelCase('  Café   Culture ')).toBe('cafeCulture')
    expect(camelCase('Cost (USD) / month')).toBe('costUsdMonth')
    expect(camelCase('---')).toBe('')
  })
})

describe('parseDestinations', () => {
  it('reads rows into destinations: id is the row index, the description doubles as the short one', () => {
    const text = sheet(['City', 'Country', 'Description', 'GDP per Capita'], ['Berlin', 'Germany', 'Green and creative.', '€47,000'], ['Paris', 'France', 'Cafés.', ''])
    expect(parseDestinations(text, options)).toEqual([
      { id: 0, city: 'Berlin', country: 'Germany', description: 'Green and creative.', shortDescription: 'Green and creative.', gdpPerCapita: '€47,000' },
      { id: 1, city: 'Paris', country: 'France', description: 'Cafés.', shortDescription: 'Cafés.' },
    ])
  })

  it('keeps unknown columns under their camel-cased name', () => {
    const [berlin] = parseDestinations(sheet(['City', 'Expat Community'], ['Berlin', 'Large and English-speaking']), options)
    expect(berlin?.expatCommunity).toBe('Large and English-speaking')
  })

  it('drops any text after a comma in the city', () => {
    const [barcelona] = parseDestinations(sheet(['City', 'Country'], ['Barcelona, Catalonia', 'Spain']), options)
    expect(barcelona?.city).toBe('Barcelona')
  })

  it('leaves blank and white-space cells out instead of keeping empty strings', () => {
    const [city] = parseDestinations(sheet(['City', 'Country', 'Climate', 'Safety'], ['Oslo', '  ', '', ' Safe ']), options)
    expect(city).toEqual({ id: 0, city: 'Oslo', safety: 'Safe' })
    expect(Object.values(city ?? {})).not.toContain('')
  })

  it('replaces a video-sharing link with the media-host clip named after the city without spaces', () => {
    const text = sheet(
      ['City', 'Video'],
      ['Tel Aviv', 'https://www.youtube.com/watch?v=abc'],
      ['New York', 'https://youtu.be/xyz'],
      ['Lisbon', 'https://cdn.example/Lisbon.mp4'],
      ['Rome', 'not a link'],
    )
    expect(parseDestinations(text, options).map((d) => d.video)).toEqual([
      'https://media.example/clips/TelAviv.mp4',
      'https://media.example/clips/NewYork.mp4',
      'https://cdn.example/Lisbon.mp4',
      undefined,
    ])
  })

  it('keeps embed map links and rewrites other map links into an embed of the place they name', () => {
    const text = sheet(
      ['City', 'Country', 'Map URL'],
      ['Tel Aviv', 'Israel', 'https://maps.example/maps?q=Tel+Aviv,Israel&output=embed'],
      ['Lisbon', 'Portugal', 'https://www.google.com/maps/place/Lisbon,+Portugal'],
      ['Oslo', 'Norway', 'https://www.google.com/maps/embed?pb=!1m18'],
      ['Rome', 'Italy', 'https://www.google.com/maps/@41.9,12.5,12z'],
      ['Quito', 'Ecuador', 'https://maps.google.com/?q=Quito'],
      ['Lima', 'Peru', 'javascript:alert(1)'],
      ['Bern', 'Switzerland', ''],
    )
    const maps = parseDestinations(text, options).map((d) => d.mapUrl)
    expect(maps[0]).toBe('https://maps.example/maps?q=Tel+Aviv,Israel&output=embed')
    expect(maps[1]).toBe('https://maps.example/maps?q=Lisbon%2C+Portugal&output=embed')
    expect(maps[2]).toBe('https://www.google.com/maps/embed?pb=!1m18')
    expect(maps[3]).toBe('https://maps.example/maps?q=Rome%2C+Italy&output=embed')
    expect(maps[4]).toBe('https://maps.example/maps?q=Quito&output=embed')
    expect(maps.slice(5)).toEqual([undefined, undefined])
  })

  it('keeps only http(s) image and flag addresses, resolving relative ones against the sheet', () => {
    const [a, b] = parseDestinations(
      sheet(['City', 'Image', 'Flag Img'], ['A', '/media/a.svg', 'data:image/svg+xml,<svg/>'], ['B', 'https://img.example/b.jpg', 'ftp://x/y.svg']),
      options,
    )
    expect(a?.image).toBe('https://sheets.example/media/a.svg')
    expect(a?.flagImg).toBeUndefined()
    expect(b?.image).toBe('https://img.example/b.jpg')
    expect(b?.flagImg).toBeUndefined()
  })

  it('reads quoted cells, CRLF line ends, a trailing newline and ragged rows', () => {
    const text = 'City\tCountry\tDescription\r\n"Lisbon"\tPortugal\t"Hills, ""trams""\tand light"\r\nPorto\r\nFaro\tPortugal\tSun\textra\r\n'
    expect(parseDestinations(text, options)).toEqual([
      { id: 0, city: 'Lisbon', country: 'Portugal', description: 'Hills, "trams"\tand light', shortDescription: 'Hills, "trams"\tand light' },
      { id: 1, city: 'Porto' },
      { id: 2, city: 'Faro', country: 'Portugal', description: 'Sun', shortDescription: 'Sun' },
    ])
  })

  it('skips rows without a city and never lets the sheet set the id', () => {
    const text = sheet(['ID', 'City'], ['99', ''], ['98', 'Berlin'])
    expect(parseDestinations(text, options)).toEqual([{ id: 1, city: 'Berlin' }])
  })

  it('treats fewer than two lines, or no row with a city, as an empty sheet', () => {
    for (const text of ['', 'City\tCountry', 'City\tCountry\r\n', 'City\tCountry\r\n\t\r\n', 'Country\r\nSpain', '\r\n\r\n']) {
      expect(() => parseDestinations(text, options), JSON.stringify(text)).toThrow(EmptySheetError)
    }
  })

  it('gives destinations or the empty-sheet error for any text, never anything else', () => {
    const unit = fc.constantFrom('City', 'Country', 'Map URL', 'Video', 'a', ',', ' ', '"', '\t', '\r\n', '\n', 'https://youtu.be/x', 'https://www.google.com/maps/place/X')
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit })), (text) => {
        let result: unknown
        try {
          result = parseDestinations(text, options)
        } catch (error) {
          expect(error).toBeInstanceOf(EmptySheetError)
          return
        }
        expect(Array.isArray(result)).toBe(true)
        for (const destination of result as Record<string, unknown>[]) {
          expect(typeof destination.id).toBe('number')
          expect(destination.city).toMatch(/\S/)
          expect(destination.city).not.toContain(',')
          expect(Object.values(destination)).not.toContain('')
        }
      }),
      { numRuns: 400 },
    )
  })
})
