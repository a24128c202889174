import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseServerConfig } from '@server/config'
import { createServerApp } from '@server/node-app'
import { isAppNavigation, pickEncoding } from '@server/static'
import { TODAY } from './helpers'

let root: string
let app: ReturnType<typeof createServerApp>
const INDEX = '<!doctype html><html><head><title>Waypoint</title></head><body><div id="root"></div></body></html>'
const BUNDLE = `console.log(${JSON.stringify('Waypoint '.repeat(400))});`
const VIDEO = new Uint8Array(5000).map((_, i) => i % 251)

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'waypoint-dist-'))
  const write = (file: string, body: string | Uint8Array) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    writeFileSync(path.join(root, file), body)
  }
  write('index.html', INDEX)
  write('assets/index-Dk3f9a1B.js', BUNDLE)
  write('assets/index-Q2x8rT0c.css', `body{margin:0}${'.a{color:red}'.repeat(200)}`)
  write('sw.js', `self.addEventListener('install',()=>{});${'//'.repeat(600)}`)
  write('manifest.webmanifest', JSON.stringify({ name: 'Waypoint', icons: [] }))
  write('media/hero.mp4', VIDEO)
  write('media/hero.webm', VIDEO)
  write('icons/favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>')
  write('fonts/inter.woff2', new Uint8Array(64))
  app = createServerApp({ root, config: parseServerConfig({}), app: { now: () => TODAY } })
})
afterAll(() => rmSync(root, { recursive: true, force: true }))

const get = (url: string, headers: Record<string, string> = {}) => app.request(url, { headers })

describe('the app shell', () => {
  it('serves index.html for / and for app routes, never cached', async () => {
    for (const url of ['/', '/news', '/post/1424', '/destinations/Tel%20Aviv', '/time-currency?tab=weather']) {
      const response = await get(url)
      expect(response.status, url).toBe(200)
      expect(response.headers.get('content-type'), url).toBe('text/html; charset=utf-8')
      expect(response.headers.get('cache-control'), url).toBe('no-cache')
      expect(await response.text(), url).toBe(INDEX)
    }
  })

  it('carries the security headers', async () => {
    const response = await get('/')
    const csp = response.headers.get('content-security-policy') ?? ''
    for (const directive of [
      "default-src 'self'",
      "script-src 'self';",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob: https:",
      "media-src 'self' blob: https:",
      "font-src 'self'",
      "connect-src 'self';",
      "frame-src 'self' https: http:",
      "worker-src 'self'",
      "manifest-src 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'self'",
      "form-action 'self'",
    ]) {
      expect(csp).toContain(directive)
    }
    expect(/script-src[^;]*unsafe/.test(csp)).toBe(false)
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('permissions-policy')).toBe('camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()')
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin')
  })

  it('lets the app reach the absolute upstreams it was built with', async () => {
    const configured = createServerApp({ root, config: parseServerConfig({ VITE_WORDPRESS_URL: 'https://news.example.org/wp' }) })
    const csp = (await configured.request('/')).headers.get('content-security-policy')
    expect(csp).toContain("connect-src 'self' https://news.example.org;")
  })

  it('answers HEAD like GET without a body', async () => {
    const response = await app.request('/', { method: 'HEAD' })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(await response.text()).toBe('')
  })

  it('does not fall back to the shell for files, assets, the API or the demo upstreams', async () => {
    for (const url of ['/assets/missing-abc.js', '/favicon.ico', '/robots.txt', '/media/missing.mp4']) {
      const response = await get(url)
      expect(response.status, url).toBe(404)
      expect(await response.text(), url).not.toContain('<div id="root">')
    }
    for (const url of ['/api/nothing', '/demo/nothing']) {
      const response = await get(url)
      expect(response.status, url).toBe(404)
      expect(await response.json()).toEqual({ error: 'Not found' })
    }
    expect(isAppNavigation('POST', '/news')).toBe(false)
    expect(isAppNavigation('GET', '/assets')).toBe(false)
  })

  it('refuses other methods on static paths and stays inside dist/', async () => {
    const post = await app.request('/', { method: 'POST' })
    expect(post.status).toBe(405)
    expect(post.headers.get('allow')).toBe('GET, HEAD')
    for (const url of ['/..%2f..%2f..%2fetc%2fpasswd', '/assets/..%2f..%2fpackage.json', '/%00']) {
      const response = await get(url)
      expect([400, 404], url).toContain(response.status)
      expect(await response.text(), url).not.toMatch(/root:|"dependencies"/)
    }
  })
})

describe('static files', () => {
  it('caches hashed assets for a year and revalidates the rest', async () => {
    expect((await get('/assets/index-Dk3f9a1B.js')).headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect((await get('/assets/index-Q2x8rT0c.css')).headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect((await get('/sw.js')).headers.get('cache-control')).toBe('no-cache')
    expect((await get('/manifest.webmanifest')).headers.get('cache-control')).toBe('no-cache')
    expect((await get('/index.html')).headers.get('cache-control')).toBe('no-cache')
    expect((await get('/icons/favicon.svg')).headers.get('cache-control')).toBe('public, max-age=3600')
  })

  it('sends the right content types', async () => {
    const types: Record<string, string> = {
      '/manifest.webmanifest': 'application/manifest+json; charset=utf-8',
      '/media/hero.mp4': 'video/mp4',
      '/media/hero.webm': 'video/webm',
      '/fonts/inter.woff2': 'font/woff2',
      '/icons/favicon.svg': 'image/svg+xml',
      '/assets/index-Dk3f9a1B.js': 'text/javascript; charset=utf-8',
      '/assets/index-Q2x8rT0c.css': 'text/css; charset=utf-8',
    }
    for (const [url, type] of Object.entries(types)) expect((await get(url)).headers.get('content-type'), url).toBe(type)
  })

  it('compresses text with brotli or gzip as the browser asks', async () => {
    const br = await get('/assets/index-Dk3f9a1B.js', { 'Accept-Encoding': 'gzip, deflate, br' })
    expect(br.headers.get('content-encoding')).toBe('br')
    expect(br.headers.get('vary')).toBe('Accept-Encoding')
    const brBytes = Buffer.from(await br.arrayBuffer())
    expect(brBytes.length).toBeLessThan(BUNDLE.length / 5)
    expect(brotliDecompressSync(brBytes).toString()).toBe(BUNDLE)

    const gz = await get('/assets/index-Dk3f9a1B.js', { 'Accept-Encoding': 'gzip' })
    expect(gz.headers.get('content-encoding')).toBe('gzip')
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(BUNDLE)

    const plain = await get('/assets/index-Dk3f9a1B.js')
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(await plain.text()).toBe(BUNDLE)

    const refused = await get('/assets/index-Dk3f9a1B.js', { 'Accept-Encoding': 'br;q=0, gzip' })
    expect(refused.headers.get('content-encoding')).toBe('gzip')
    expect(pickEncoding('identity')).toBeNull()
    expect(pickEncoding('*')).toBe('br')
  })

  it('never compresses video', async () => {
    const response = await get('/media/hero.mp4', { 'Accept-Encoding': 'br, gzip' })
    expect(response.headers.get('content-encoding')).toBeNull()
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(VIDEO)
  })

  it('answers Range requests for video with 206 and 416', async () => {
    const whole = await get('/media/hero.mp4')
    expect(whole.status).toBe(200)
    expect(whole.headers.get('accept-ranges')).toBe('bytes')
    expect(whole.headers.get('content-length')).toBe('5000')

    const first = await get('/media/hero.mp4', { Range: 'bytes=0-1' })
    expect(first.status).toBe(206)
    expect(first.headers.get('content-range')).toBe('bytes 0-1/5000')
    expect(new Uint8Array(await first.arrayBuffer())).toEqual(VIDEO.slice(0, 2))

    const middle = await get('/media/hero.mp4', { Range: 'bytes=1000-' })
    expect(middle.status).toBe(206)
    expect(middle.headers.get('content-range')).toBe('bytes 1000-4999/5000')
    expect(new Uint8Array(await middle.arrayBuffer())).toEqual(VIDEO.slice(1000))

    const beyond = await get('/media/hero.mp4', { Range: 'bytes=6000-7000' })
    expect(beyond.status).toBe(416)
    expect(beyond.headers.get('content-range')).toBe('bytes */5000')
  })

  it('revalidates with ETag', async () => {
    const first = await get('/sw.js')
    const etag = first.headers.get('etag')
    expect(etag).toMatch(/^W\/"/)
    const again = await get('/sw.js', { 'If-None-Match': etag ?? '' })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
  })
})

describe('the API and demo through the Node server', () => {
  it('keeps the demo pages’ own policy and compresses JSON', async () => {
    const page = await get('/demo/site/pm')
    expect(page.headers.get('content-security-policy')).not.toContain('unsafe-inline')
    expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')

    const posts = await get('/demo/wp/wp-json/wp/v2/posts?per_page=20', { 'Accept-Encoding': 'gzip' })
    expect(posts.headers.get('content-encoding')).toBe('gzip')
    expect(posts.headers.get('x-wp-total')).toMatch(/^\d+$/)
    const body = JSON.parse(gunzipSync(Buffer.from(await posts.arrayBuffer())).toString()) as unknown[]
    expect(body).toHaveLength(20)
  })

  it('serves the destination clips from the committed files, with Range', async () => {
    const clip = await get('/demo/media/destinations/TelAviv.mp4', { Range: 'bytes=0-15' })
    expect(clip.status).toBe(206)
    expect(new TextDecoder().decode(new Uint8Array(await clip.arrayBuffer()).slice(4, 8))).toBe('ftyp')
  })

  it('serves the assistant at the client’s default address, with its trailing slash', async () => {
    const page = await get('/demo/assistant/')
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toMatch(/^text\/html/)
  })

  it('answers the health check Playwright waits for', async () => {
    expect(await (await get('/api/health')).json()).toEqual({ ok: true })
  })
})
