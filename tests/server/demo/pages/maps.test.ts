import { describe, expect, it } from 'vitest'
import { getPage, testApp } from '../../helpers'

const app = testApp()
const page = (path: string) => getPage(app, path)

describe('demo maps', () => {
  it('labels the map with the place and a demo note, and escapes the query', async () => {
    const { html } = await page('/demo/maps/maps?q=Tel+Aviv,+Israel&output=embed')
    expect(html).toContain('<h1>Tel Aviv, Israel</h1>')
    expect(html).toContain('Israel · 32.08° N, 34.78° E')
    expect(html).toContain('Demo map')
    expect(html).toContain('<svg class="map-canvas"')
    const hostile = await page(`/demo/maps/maps?q=${encodeURIComponent('<img src=x onerror=alert(1)>')}`)
    expect(hostile.html).not.toContain('<img src=x')
    expect(hostile.html).toContain('&lt;img src=x')
  })

  it("speaks the language the app asks for with the maps provider's hl parameter", async () => {
    const { html } = await page('/demo/maps/maps?q=Tel+Aviv,+Israel&output=embed&hl=he')
    expect(html).toContain('<html lang="he" dir="rtl">')
    expect(html).toContain('מפת הדגמה · לא בקנה מידה')
  })

  it('draws the same map for the same place and different maps for different places', async () => {
    const svg = async (q: string) => /<svg class="map-canvas"[\s\S]*?<\/svg>/.exec((await page(`/demo/maps/maps?q=${q}`)).html)?.[0]
    expect(await svg('Berlin')).toBe(await svg('Berlin'))
    expect(await svg('Berlin')).not.toBe(await svg('Lisbon'))
  })
})
