// @vitest-environment jsdom
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { config } from '@/app/config'
import { brand } from '@/content/brand'
import { findOwnPage, isMixedContent, normalizeAddress, ownPages, resolveViewerAddress } from '@/features/viewer/address'

// The page's own origin: the consultancy's pages are configured (app/config.ts) as absolute addresses on it.
const APP = window.location.origin

describe('normalizeAddress', () => {
  it("prefixes 'https://' when the address does not start with http", () => {
    expect(normalizeAddress('example.org/page')).toBe('https://example.org/page')
    expect(normalizeAddress('  example.org  ')).toBe('https://example.org/')
    expect(normalizeAddress('example.org:8080/a')).toBe('https://example.org:8080/a')
    expect(normalizeAddress('localhost:3000')).toBe('https://localhost:3000/')
    // A host that merely starts with the letters 'http' is still a bare host.
    expect(normalizeAddress('httpbin.org/get')).toBe('https://httpbin.org/get')
  })

  it('keeps http and https addresses', () => {
    expect(normalizeAddress('http://example.org/a?b=1')).toBe('http://example.org/a?b=1')
    expect(normalizeAddress('https://example.org')).toBe('https://example.org/')
    expect(normalizeAddress('HTTPS://Example.org/Path')).toBe('https://example.org/Path')
  })

  it('refuses what is not an http(s) address', () => {
    for (const bad of [
      '',
      '   ',
      'javascript:alert(1)',
      'JavaScript:alert(document.cookie)',
      ' java\tscript:alert(1)',
      'javascript:80',
      'data:text/html,<script>alert(1)</script>',
      'data:80',
      'blob:https://example.org/0f1e',
      'file:///etc/passwd',
      'vbscript:msgbox',
      'about:blank',
      'mailto:someone@example.org',
      'ftp://example.org/file',
      'https://user:pw@example.org',
      'https://user@example.org',
      'http://',
      'https://exa mple.org',
    ]) {
      expect(normalizeAddress(bad), bad).toBeNull()
    }
  })

  it('the frame address is an http(s) URL without credentials, or nothing (arbitrary text)', () => {
    const schemes = fc.constantFrom('', 'http://', 'https://', 'javascript:', 'data:', 'blob:', 'file://', 'HTTP://', 'ftp://', '//')
    const text = fc.oneof(fc.string(), fc.webUrl(), fc.string({ unit: 'grapheme-ascii' }), fc.domain())
    fc.assert(
      fc.property(schemes, text, (scheme, rest) => {
        const result = normalizeAddress(scheme + rest)
        if (result === null) return
        const url = new URL(result)
        expect(['http:', 'https:']).toContain(url.protocol)
        expect(url.username).toBe('')
        expect(url.password).toBe('')
        expect(url.hostname).not.toBe('')
        expect(result).toBe(url.href)
      }),
      { numRuns: 2000 },
    )
  })

  it('resolveViewerAddress never hands a frame anything but an http(s) address (arbitrary text)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl({ withQueryParameters: true, withFragments: true })), (value) => {
        const target = resolveViewerAddress(value, APP)
        if (target.kind === 'refused') return
        expect(new URL(target.url).protocol).toMatch(/^https?:$/)
        // The app's own routes never reach a frame.
        if (new URL(target.url).origin === APP) expect(target.kind).toBe('own')
      }),
      { numRuns: 1500 },
    )
  })
})

describe('resolveViewerAddress', () => {
  it("opens the consultancy's own pages directly, named after the page", () => {
    expect(resolveViewerAddress(`${APP}/demo/site/cost-calculator`, APP)).toEqual({
      kind: 'own',
      url: `${APP}/demo/site/cost-calculator`,
      title: 'Cost-of-Living AI Calculator',
      sameOrigin: true,
    })
    expect(resolveViewerAddress(`${APP}/demo/site/terms`, APP)).toMatchObject({ kind: 'own', title: 'Terms of Service' })
    expect(resolveViewerAddress(`${APP}/demo/site/privacy`, APP)).toMatchObject({ kind: 'own', title: 'Privacy Policy' })
    expect(resolveViewerAddress(`${APP}/demo/site/pm`, APP)).toMatchObject({ kind: 'own', title: 'My Relocation Planner' })
    expect(resolveViewerAddress(`${APP}/demo/site/forms/relocation?step=2`, APP)).toMatchObject({
      kind: 'own',
      title: 'Relocation consultation',
    })
    // Other pages of the consultancy's site.
    expect(resolveViewerAddress(`${APP}/demo/site/`, APP)).toMatchObject({ kind: 'own', title: `${brand.name} website` })
  })

  it('names the host of any other site', () => {
    expect(resolveViewerAddress('https://example.org/guide', APP)).toEqual({
      kind: 'foreign',
      url: 'https://example.org/guide',
      host: 'example.org',
    })
    expect(resolveViewerAddress('evil.example:8443/demo/site/terms', APP)).toMatchObject({ kind: 'foreign', host: 'evil.example:8443' })
    // Another port or scheme of our own machine is another origin, not ours.
    expect(resolveViewerAddress('http://127.0.0.1:9999/demo/site/terms', APP)).toMatchObject({ kind: 'foreign', host: '127.0.0.1:9999' })
    // A look-alike path prefix is not the site.
    expect(resolveViewerAddress(`https://example.org/demo/site`, APP)).toMatchObject({ kind: 'foreign' })
  })

  it("refuses the app's own routes and says why for each refusal", () => {
    expect(resolveViewerAddress(`${APP}/chatbot`, APP)).toEqual({ kind: 'refused', reason: 'app' })
    expect(resolveViewerAddress(`${APP}/`, APP)).toEqual({ kind: 'refused', reason: 'app' })
    expect(resolveViewerAddress(`${APP}/?external=${encodeURIComponent(`${APP}/`)}`, APP)).toEqual({ kind: 'refused', reason: 'app' })
    expect(resolveViewerAddress(`${APP}/demo/site-admin`, APP)).toEqual({ kind: 'refused', reason: 'app' })
    expect(resolveViewerAddress('javascript:alert(1)', APP)).toEqual({ kind: 'refused', reason: 'scheme' })
    expect(resolveViewerAddress('https://a:b@example.org', APP)).toEqual({ kind: 'refused', reason: 'credentials' })
    expect(resolveViewerAddress('https://exa mple.org', APP)).toEqual({ kind: 'refused', reason: 'invalid' })
    expect(resolveViewerAddress('  ', APP)).toEqual({ kind: 'refused', reason: 'empty' })
  })
})

describe('findOwnPage', () => {
  it('matches whole path segments under the listed pages only', () => {
    expect(findOwnPage(new URL(`${APP}/demo/site/terms`), APP)?.title).toBe('Terms of Service')
    expect(findOwnPage(new URL(`${APP}/demo/site/termsandmore`), APP)?.title).toBe(`${brand.name} website`)
    expect(findOwnPage(new URL(`${APP}/demo/sites`), APP)).toBeNull()
    expect(findOwnPage(new URL('https://example.org/demo/site/terms'), APP)).toBeNull()
  })

  it('treats a whole host as own when the brand lists its root', () => {
    const pages = [{ href: 'https://consultancy.example', title: 'Consultancy' }]
    expect(findOwnPage(new URL('https://consultancy.example/any/page'), APP, pages)?.title).toBe('Consultancy')
    expect(findOwnPage(new URL('https://consultancy.example.evil.org/'), APP, pages)).toBeNull()
    expect(resolveViewerAddress('consultancy.example/pm', APP, pages)).toEqual({
      kind: 'own',
      url: 'https://consultancy.example/pm',
      title: 'Consultancy',
      sameOrigin: false,
    })
  })

  it('lists every page the app opens in the viewer', () => {
    const hrefs = ownPages().map((page) => page.href)
    const { links } = config
    for (const link of [links.costCalculator, links.planner, links.terms, links.privacy, ...Object.values(links.consult)]) {
      expect(hrefs).toContain(link)
    }
  })
})

describe('isMixedContent', () => {
  it('is true only for an https app framing an http page', () => {
    expect(isMixedContent('https:', 'http://example.org/')).toBe(true)
    expect(isMixedContent('https:', 'https://example.org/')).toBe(false)
    expect(isMixedContent('http:', 'http://example.org/')).toBe(false)
    expect(isMixedContent('http:', 'https://example.org/')).toBe(false)
  })
})
