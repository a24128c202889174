// The app as the Mozilla HTTP Observatory sees it behind HTTPS: the page's real headers, scored by the
// Observatory's own rules (./observatory.ts). A+ with 120: no unsafe script sources, no plain-http sources
// behind https, HSTS, a redirect from http, a private referrer policy, frame-ancestors, CORP same-origin.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseServerConfig } from '../../server/config'
import { createServerApp } from '../../server/node-app'
import { observatoryScore } from './observatory'

let root: string
beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'waypoint-observatory-'))
  // The page as the build writes it: module scripts and stylesheets from the app's own origin.
  writeFileSync(
    path.join(root, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Waypoint</title><script type="module" crossorigin src="/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>',
  )
})
afterAll(() => rmSync(root, { recursive: true, force: true }))

const HOST = 'app.example.com'

async function scan(env: Record<string, string>) {
  const app = createServerApp({ root, config: parseServerConfig(env), log: () => undefined })
  const page = await app.request(`https://${HOST}/`, { headers: { 'X-Forwarded-Proto': 'https' } })
  const html = await page.clone().text()
  const httpAnswer = await app.request(`http://${HOST}/news?x=1`, { headers: { 'X-Forwarded-Proto': 'http' } })
  return { ...observatoryScore({ page, html, httpAnswer, host: HOST }), page, httpAnswer }
}

describe('the Mozilla Observatory score behind HTTPS', () => {
  it('is 120 (A+) for a deployment that says it is public on https', async () => {
    const { score, modifiers, httpAnswer } = await scan({ PUBLIC_ORIGIN: `https://${HOST}`, TRUST_PROXY: 'true' })
    expect(modifiers.filter((m) => m.modifier !== 0)).toEqual([
      { test: 'referrer-policy', result: 'referrer-policy-private', modifier: 5 },
      { test: 'x-frame-options', result: 'x-frame-options-implemented-via-csp', modifier: 5 },
      { test: 'cross-origin-resource-policy', result: 'cross-origin-resource-policy-implemented-with-same-origin', modifier: 10 },
    ])
    expect(score).toBe(120)
    expect(httpAnswer.status).toBe(308)
    expect(httpAnswer.headers.get('location')).toBe(`https://${HOST}/news?x=1`)
  })

  it('is 120 (A+) behind a proxy that says https, with TRUST_PROXY alone (and the names it answers)', async () => {
    const { score, modifiers, page, httpAnswer } = await scan({ TRUST_PROXY: 'true', ALLOWED_HOSTS: HOST })
    expect(page.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains')
    expect(modifiers.filter((m) => m.modifier < 0)).toEqual([])
    expect(score).toBe(120)
    expect(httpAnswer.status).toBe(308)
    expect(httpAnswer.headers.get('location')).toBe(`https://${HOST}/news?x=1`)
  })

  it('would lose 20 for plain-http frames and 20 without HSTS', async () => {
    const { modifiers } = await scan({ PUBLIC_ORIGIN: `http://${HOST}`, TRUST_PROXY: 'true' })
    const csp = modifiers.find((m) => m.test === 'content-security-policy')
    expect(csp).toMatchObject({ result: 'csp-implemented-with-insecure-scheme', modifier: -20 })
    expect(modifiers.find((m) => m.test === 'strict-transport-security')).toMatchObject({ modifier: -20 })
  })

  it('sends HSTS only over https, and CORP cross-origin only on the demo upstreams', async () => {
    const app = createServerApp({ root, config: parseServerConfig({ HSTS: 'true', TRUST_PROXY: 'true', DEMO_DATA: 'on', ALLOWED_HOSTS: 'x.example' }), log: () => undefined })
    const secure = await app.request('https://x.example/', { headers: { 'X-Forwarded-Proto': 'https' } })
    expect(secure.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains')
    expect(secure.headers.get('cross-origin-resource-policy')).toBe('same-origin')
    const plain = await createServerApp({ root, config: parseServerConfig({}), log: () => undefined }).request('http://127.0.0.1/')
    expect(plain.headers.get('strict-transport-security')).toBeNull()
    expect(plain.headers.get('content-security-policy')).toContain("frame-src 'self' https: http:")
    const demo = await app.request('https://x.example/demo/rates/latest', { headers: { 'X-Forwarded-Proto': 'https' } })
    expect(demo.headers.get('cross-origin-resource-policy')).toBe('cross-origin')
    const json = await app.request('https://x.example/api/health', { headers: { 'X-Forwarded-Proto': 'https' } })
    expect(json.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'")
  })
})
