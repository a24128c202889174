import { describe, expect, it } from 'vitest'
import { fileMediaStore } from '@server/node-media'
import { testApp } from '../helpers'

const ORIGIN = 'http://127.0.0.1:4173'
const app = testApp({ media: fileMediaStore() })

const HEADER = [
  'City', 'Country', 'Description', 'Video', 'Image', 'Map URL', 'Population', 'Area', 'Population Density', 'GDP per Capita',
  'Language', 'Predominant Languages', 'Time Zone', 'Currency', 'Average Cost', 'Best Time to Visit', 'Unique Relocation Facts',
  'Visa & Immigration Conditions', 'Religious Communities', 'Popular Attractions', 'Flag Img', 'Housing Market', 'Public Transport',
  'Cafe Culture', 'Internet Connectivity', 'Healthcare System', 'Education System', 'Job Market', 'Quality of Life', 'Climate',
  'Natural Environment', 'Safety',
]

async function sheet() {
  const response = await app.request(`${ORIGIN}/demo/sheets/destinations/pub?output=tsv`)
  const text = await response.text()
  const [header = [], ...rows] = text.split('\r\n').map((line) => line.split('\t'))
  const column = (title: string) => rows.map((row) => row[header.indexOf(title)] ?? '')
  return { response, text, header, rows, column }
}

/** The client's rule: split on non-alphanumerics, lower-case the first word, capitalise the rest. */
function camel(title: string): string {
  const words = title.split(/[^A-Za-z0-9]+/).filter(Boolean)
  return words.map((w, i) => (i === 0 ? w.toLowerCase() : w[0]?.toUpperCase() + w.slice(1).toLowerCase())).join('')
}

describe('GET /demo/sheets/destinations/pub?output=tsv', () => {
  it('is tab-separated text with the exact header row plus one unknown column', async () => {
    const { response, header } = await sheet()
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/tab-separated-values; charset=utf-8')
    expect(header.slice(0, HEADER.length)).toEqual(HEADER)
    expect(header).toHaveLength(HEADER.length + 1)
    expect(header.at(-1)).toBe('Expat Community')
    expect(camel('GDP per Capita')).toBe('gdpPerCapita')
    expect(camel('Visa & Immigration Conditions')).toBe('visaImmigrationConditions')
    expect(new Set(header.map(camel)).size).toBe(header.length)
  })

  it('has at least 15 rows, all with the same number of cells and no line breaks inside', async () => {
    const { rows, header, text } = await sheet()
    expect(rows.length).toBeGreaterThanOrEqual(15)
    for (const row of rows) expect(row).toHaveLength(header.length)
    expect(text).not.toMatch(/[^\r]\n/)
  })

  it('lists the required destinations and fills most rows completely, leaving 2-3 sparse', async () => {
    const { rows, column } = await sheet()
    const cities = column('City').map((city) => city.split(',')[0])
    for (const city of ['Tel Aviv', 'Jerusalem', 'Haifa', 'Berlin', 'Lisbon', 'Barcelona', 'Dubai', 'Toronto', 'London', 'New York', 'Paris', 'Larnaca', 'Athens']) {
      expect(cities, city).toContain(city)
    }
    const factColumns = HEADER.slice(6).filter((title) => title !== 'Map URL')
    const blanks = rows.map((row) => factColumns.filter((title) => (row[HEADER.indexOf(title)] ?? '') === '').length)
    expect(blanks.filter((n) => n === 0).length).toBeGreaterThanOrEqual(12)
    const sparse = blanks.filter((n) => n >= 5).length
    expect(sparse).toBeGreaterThanOrEqual(2)
    expect(sparse).toBeLessThanOrEqual(3)
  })

  it('has the special cells the client must handle', async () => {
    const { column } = await sheet()
    expect(column('City').some((city) => /^[^,]+, .+/.test(city))).toBe(true)

    const maps = column('Map URL').filter(Boolean)
    expect(maps).toContain('https://www.google.com/maps/place/Lisbon,+Portugal')
    expect(maps.filter((url) => url.includes('output=embed')).length).toBeGreaterThanOrEqual(1)
    expect(column('Map URL').filter((url) => url === '').length).toBeGreaterThan(5)

    const videos = column('Video')
    const youtube = videos.filter((v) => /^https:\/\/www\.youtube\.com\/watch\?v=/.test(v))
    expect(youtube).toHaveLength(1)
    const direct = videos.filter((v) => v.startsWith('/demo/media/destinations/') && v.endsWith('.mp4'))
    expect(direct.length).toBeGreaterThanOrEqual(3)

    const images = column('Image')
    const imageOnly = images.filter((image, i) => image !== '' && videos[i] === '')
    expect(imageOnly.length).toBeGreaterThanOrEqual(3)
    const neither = images.filter((image, i) => image === '' && videos[i] === '')
    expect(neither.length).toBeGreaterThanOrEqual(2)
  })

  it('serves every media address it links to, and the clip behind the video-sharing link', async () => {
    const { column, rows, header } = await sheet()
    const youtubeRow = rows.find((row) => (row[header.indexOf('Video')] ?? '').includes('youtube.com'))
    const city = (youtubeRow?.[0] ?? '').split(',')[0]?.replace(/\s+/g, '')
    const links = [...column('Video'), ...column('Image'), ...column('Flag Img'), ...column('Map URL')].filter((url) => url.startsWith('/demo/'))
    links.push(`/demo/media/destinations/${city}.mp4`)
    expect(links.length).toBeGreaterThan(20)
    for (const link of links) {
      const response = await app.request(`${ORIGIN}${link}`)
      expect(response.status, link).toBe(200)
    }
  })

  it('also speaks CSV and rejects other outputs', async () => {
    const csv = await app.request('/demo/sheets/destinations/pub?output=csv')
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect((await csv.text()).split('\r\n')[0]).toContain('"Visa & Immigration Conditions"'.replace(/"/g, ''))
    expect((await app.request('/demo/sheets/destinations/pub?output=html')).status).toBe(400)
  })
})
