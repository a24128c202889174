import { describe, expect, it } from 'vitest'
import { demoLinks } from '../../server/demo/pages/links'
import { testApp } from './helpers'

const app = testApp()

const pages = [
  demoLinks.site,
  demoLinks.costCalculator,
  demoLinks.planner,
  demoLinks.consult.relocation,
  demoLinks.consult.education,
  demoLinks.consult['real-estate'],
  demoLinks.terms,
  demoLinks.privacy,
  demoLinks.assistant,
  demoLinks.communityGroup,
  '/demo/maps/maps?q=Tel+Aviv,+Israel&output=embed',
]

async function page(path: string) {
  const response = await app.request(path)
  return { response, html: await response.text() }
}

/** Local stylesheet and script addresses a page references. */
function assetsOf(html: string): string[] {
  return [...html.matchAll(/(?:href|src)="(\/demo\/assets\/[^"]+)"/g)].map((m) => m[1] ?? '')
}

describe('demo pages', () => {
  it.each(pages)('%s is a self-contained HTML page the app may frame', async (path) => {
    const { response, html } = await page(path)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    const csp = response.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("frame-ancestors 'self'")
    expect(csp).toContain("script-src 'self'")
    expect(csp).not.toContain('unsafe-inline')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(html).toMatch(/^<!doctype html>/)
    expect(html).toContain('<meta name="viewport"')
    // No inline scripts or styles (the CSP would block them), and nothing from another origin.
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/)
    expect(html).not.toMatch(/<style|\sstyle="/)
    expect(html).not.toMatch(/(?:src|href)="(?:https?:)?\/\//)
    for (const asset of assetsOf(html)) expect((await app.request(asset)).status, asset).toBe(200)
  })

  it('serves the assets with the right types', async () => {
    const css = await app.request('/demo/assets/site.css')
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8')
    const js = await app.request('/demo/assets/cost-calculator.js')
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect((await app.request('/demo/assets/nothing.js')).status).toBe(404)
  })

  it('gives the calculator destinations and the script its data', async () => {
    const { html } = await page(demoLinks.costCalculator)
    expect(html).toContain('<option value="tel-aviv">Tel Aviv, Israel</option>')
    expect(html).toContain('cost-calculator.js')
    const script = await (await app.request('/demo/assets/cost-calculator.js')).text()
    expect(script).toContain('"currency":"ILS"')
    expect(script).toContain('"ILS":3.7124')
  })

  it('lists the planner phases with checkboxes', async () => {
    const { html } = await page(demoLinks.planner)
    expect(html).toContain('My Relocation Planner')
    expect((html.match(/data-task="/g) ?? []).length).toBeGreaterThanOrEqual(25)
  })

  it('shows a thank-you after a plain (no JavaScript) form post, storing nothing', async () => {
    const response = await app.request(demoLinks.consult.relocation, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'name=Dana&email=dana%40example.org',
    })
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('Thank you')
    expect(html).toMatch(/<form[^>]* hidden>/)
  })

  it('offers the ten kinds of daily questions in the assistant', async () => {
    const script = await (await app.request('/demo/assets/assistant.js')).text()
    for (const word of ['plumber', 'grocery delivery', 'expats', 'playground', 'rush hour', 'specialty groceries', 'English-speaking doctor', 'hidden gems', 'monthly public transport pass', 'family this weekend']) {
      expect(script, word).toContain(word)
    }
  })

  it('shows the community group and a Join button on the invite page', async () => {
    const { html } = await page(demoLinks.communityGroup)
    expect(html).toContain('Waypoint Community')
    expect(html).toMatch(/1,248 members/)
    expect(html).toMatch(/<button[^>]*id="join"[^>]*>Join group<\/button>/)
  })

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

  it('draws the same map for the same place and different maps for different places', async () => {
    const svg = async (q: string) => /<svg class="map-canvas"[\s\S]*?<\/svg>/.exec((await page(`/demo/maps/maps?q=${q}`)).html)?.[0]
    expect(await svg('Berlin')).toBe(await svg('Berlin'))
    expect(await svg('Berlin')).not.toBe(await svg('Lisbon'))
  })
})
