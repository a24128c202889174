import { describe, expect, it } from 'vitest'
import { demoLinks } from '@server/demo/pages/links'
import { getPage, testApp } from '../../helpers'

const app = testApp()
const page = (path: string) => getPage(app, path)

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
    // No inline scripts or styles (the CSP would block them), and nothing from another origin. A JSON
    // data block (what the page's script says, in the page's language) is data: nothing runs from it.
    expect(html).not.toMatch(/<script(?![^>]*\b(?:src=|type="application\/json"))[^>]*>/)
    expect(html).not.toMatch(/<style|\sstyle="/)
    expect(html).not.toMatch(/(?:src|href)="(?:https?:)?\/\//)
    for (const asset of assetsOf(html)) expect((await app.request(asset)).status, asset).toBe(200)
  })
})
