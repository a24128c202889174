// The demo destinations sheet and the client's parser must never drift apart: the demo's answer goes
// through the client's own parser, fact selection and media rules here.
import { beforeAll, describe, expect, it } from 'vitest'
import { factSections } from '@/features/destinations/facts'
import { isVideoUrl } from '@/features/destinations/media'
import { parseDestinations } from '@/features/destinations/parse'
import { DESTINATION_FIELDS } from '@/features/destinations/types'
import { areas } from '@/i18n/catalogs'
import { activateLanguage } from '@/i18n/react'
import { fileMediaStore } from '@server/node-media'
import { testApp } from '../helpers'

const ORIGIN = 'http://127.0.0.1:4173'
// The fact panel's headings come from the catalogs: English, as the sheet's column names are.
beforeAll(() => activateLanguage('en', areas))
const app = testApp({ media: fileMediaStore() })
const options = {
  videoPattern: `${ORIGIN}/demo/media/destinations/{city}.mp4`,
  mapsEmbedUrl: `${ORIGIN}/demo/maps/maps`,
  baseUrl: `${ORIGIN}/demo/sheets/destinations/pub?output=tsv`,
}

async function demoDestinations() {
  const response = await app.request(options.baseUrl)
  expect(response.status).toBe(200)
  return parseDestinations(await response.text(), options)
}

describe('contract: destinations sheet', () => {
  it('parses into every demo city, with ids in row order and cities without commas', async () => {
    const list = await demoDestinations()
    expect(list.length).toBeGreaterThanOrEqual(15)
    expect(list.map((d) => d.id)).toEqual(list.map((_, i) => i))
    expect(list.map((d) => d.city)).toContain('Barcelona')
    for (const d of list) expect(d.city).not.toContain(',')
  })

  it('fills the known fields and keeps the unknown Expat Community column', async () => {
    const telAviv = (await demoDestinations()).find((d) => d.city === 'Tel Aviv')
    for (const field of DESTINATION_FIELDS) expect(telAviv?.[field], field).toMatch(/\S/)
    expect(telAviv?.expatCommunity).toMatch(/communities/)
    expect(factSections(telAviv ?? { id: 0, city: '' })).toHaveLength(19)
  })

  it('rewrites the video-sharing link into a clip the media host serves', async () => {
    const berlin = (await demoDestinations()).find((d) => d.city === 'Berlin')
    expect(berlin?.video).toBe(`${ORIGIN}/demo/media/destinations/Berlin.mp4`)
    expect(isVideoUrl(berlin?.video, options.videoPattern)).toBe(true)
    expect((await app.request(berlin?.video ?? '')).status).toBe(200)
  })

  it('rewrites the non-embed map link into an embed the demo maps page draws', async () => {
    const lisbon = (await demoDestinations()).find((d) => d.city === 'Lisbon')
    expect(lisbon?.mapUrl).toBe(`${ORIGIN}/demo/maps/maps?q=Lisbon%2C+Portugal&output=embed`)
    const page = await app.request(lisbon?.mapUrl ?? '')
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('Lisbon, Portugal')
  })

  it('leaves blank cells out: the sparse cities have only a few fact sections', async () => {
    const list = await demoDestinations()
    for (const d of list) expect(Object.values(d)).not.toContain('')
    const melbourne = list.find((d) => d.city === 'Melbourne')
    expect(factSections(melbourne ?? { id: 0, city: '' }).map((s) => s.title)).toEqual(['Financial', 'Cafe Culture'])
  })

  it('serves every media address the parsed list links to', async () => {
    const links = (await demoDestinations()).flatMap((d) => [d.video, d.image, d.flagImg, d.mapUrl]).filter((url): url is string => Boolean(url))
    expect(links.length).toBeGreaterThan(30)
    for (const link of links) expect((await app.request(link)).status, link).toBe(200)
  })
})
