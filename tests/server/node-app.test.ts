import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { parseServerConfig } from '@server/config'
import { memoryServiceRequestStore } from '@server/lib/service-requests-store'
import { createServerApp } from '@server/node-app'
import { injectSettings, readOverlayFrames } from '@server/shell'
import { isAppNavigation, pickEncoding } from '@server/static'
import { demoSettings } from '@/content/settings'
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
  for (const code of ['fr', 'he', 'ru']) write(`index.${code}.html`, INDEX.replace('<title>Waypoint</title>', `<title>Waypoint ${code}</title>`))
  write('assets/index-Dk3f9a1B.js', BUNDLE)
  write('assets/index-Q2x8rT0c.css', `body{margin:0}${'.a{color:red}'.repeat(200)}`)
  write('sw.js', `self.addEventListener('install',()=>{});${'//'.repeat(600)}`)
  write('manifest.webmanifest', JSON.stringify({ name: 'Waypoint', icons: [] }))
  write('media/hero.mp4', VIDEO)
  write('media/hero.webm', VIDEO)
  write('icons/favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>')
  write('fonts/inter.woff2', new Uint8Array(64))
  app = createServerApp({ root, config: parseServerConfig({}), app: { now: () => TODAY }, log: () => undefined })
})
let workerRoot: string
beforeAll(() => {
  // A service worker as workbox-build writes its precache list.
  workerRoot = mkdtempSync(path.join(tmpdir(), 'waypoint-worker-'))
  writeFileSync(path.join(workerRoot, 'index.html'), INDEX)
  writeFileSync(
    path.join(workerRoot, 'sw.js'),
    'precacheAndRoute([{"revision":"0123456789abcdef","url":"index.html"},{"revision":"fedcba9876543210","url":"assets/app.js"}]);',
  )
})
afterAll(() => {
  rmSync(root, { recursive: true, force: true })
  rmSync(workerRoot, { recursive: true, force: true })
})

const get = (url: string, headers: Record<string, string> = {}) => app.request(url, { headers })

describe('the app shell', () => {
  it('serves index.html for / and for app routes, never cached', async () => {
    for (const url of ['/', '/news', '/post/1424', '/destinations/Tel%20Aviv', '/time-currency?tab=weather']) {
      const response = await get(url)
      expect(response.status, url).toBe(200)
      expect(response.headers.get('content-type'), url).toBe('text/html; charset=utf-8')
      expect(response.headers.get('cache-control'), url).toBe('no-cache')
      const html = await response.text()
      // The built page with the settings, and (a navigation being personal) the alternates of its languages.
      expect(html.replace(/\s*<link rel="alternate"[^>]*>/g, '').replace(/\s*<\/head>/, '</head>'), url).toBe(injectSettings(INDEX, demoSettings).replace(/\s*<\/head>/, '</head>'))
      // Absolute on the request's own origin (no PUBLIC_ORIGIN here), which the host policy let through.
      expect(html, url).toContain(`<link rel="alternate" hreflang="x-default" href="http://localhost${new URL(url, 'http://x').pathname}" />`)
    }
  })

  it('sends each person the page in their language: their choice, a link, their browser, English', async () => {
    const lang = async (url: string, headers: Record<string, string> = {}) => {
      const response = await get(url, headers)
      return { html: await response.text(), language: response.headers.get('content-language'), vary: response.headers.get('vary') }
    }
    expect((await lang('/news', { 'Accept-Language': 'he-IL,he;q=0.9,en;q=0.5' })).html).toContain('<title>Waypoint he</title>')
    expect((await lang('/news', { 'Accept-Language': 'de-DE, ru;q=0.8' })).language).toBe('ru')
    // A link's language beats the browser's; the person's own choice beats the link.
    expect((await lang('/?lang=he', { 'Accept-Language': 'ru' })).language).toBe('he')
    expect((await lang('/?lang=he', { 'Accept-Language': 'ru', Cookie: 'waypoint-lang=fr' })).language).toBe('fr')
    // A language without a page is English's.
    expect((await lang('/', { 'Accept-Language': 'ja' })).language).toBe('en')
    const { html, vary } = await lang('/destinations/Lisbon', { 'Accept-Language': 'fr' })
    expect(vary).toContain('Accept-Language')
    expect(vary).toContain('Cookie')
    for (const code of ['en', 'fr', 'he', 'ru']) {
      expect(html).toContain(`<link rel="alternate" hreflang="${code}" href="http://localhost/destinations/Lisbon?lang=${code}" />`)
    }
  })

  it('names the alternates on PUBLIC_ORIGIN when it is set, and answers no other Host', async () => {
    const behindProxy = createServerApp({ root, config: parseServerConfig({ PUBLIC_ORIGIN: 'https://relocate.example' }), app: { now: () => TODAY }, log: () => undefined })
    const html = await (await behindProxy.request('http://relocate.example/news', { headers: { Host: 'relocate.example' } })).text()
    expect(html).toContain('<link rel="alternate" hreflang="he" href="https://relocate.example/news?lang=he" />')
    const evil = await behindProxy.request('http://evil.example/news', { headers: { Host: 'evil.example' } })
    expect(evil.status).toBe(421)
    expect(await evil.text()).not.toContain('evil.example')
  })

  it('links on the allowed host a request named without PUBLIC_ORIGIN, and never on another', async () => {
    const html = await (await get('http://localhost:4173/news', { Host: 'localhost:4173' })).text()
    expect(html).toContain('<link rel="alternate" hreflang="he" href="http://localhost:4173/news?lang=he" />')
    const evil = await get('http://evil.example/news', { Host: 'evil.example' })
    expect(evil.status).toBe(421)
    expect(await evil.text()).not.toContain('evil.example')
  })

  it('marks the theme a person chose on the page, and only on a navigation', async () => {
    expect(await (await get('/', { Cookie: 'waypoint-theme=dark' })).text()).toMatch(/^<!doctype html><html data-mantine-color-scheme="dark"/)
    expect(await (await get('/', { Cookie: 'waypoint-theme=purple' })).text()).not.toContain('data-mantine-color-scheme')
    // A cookie that cannot be decoded is as good as none: the page is served, in the browser's language.
    for (const Cookie of ['waypoint-theme=%', 'other=1; waypoint-lang=%E0%A4']) {
      const page = await get('/news', { Cookie, 'Accept-Language': 'fr' })
      expect(page.status).toBe(200)
      expect(await page.text()).toContain('<title>Waypoint fr</title>')
    }
    // The page files themselves (what the service worker precaches) are the same for everyone.
    expect(await (await get('/index.he.html', { Cookie: 'waypoint-theme=dark' })).text()).not.toContain('data-mantine-color-scheme')
  })

  it('answers what throws outside the API in the API’s error shape, with one JSON log line and no stack to the client', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const broken = createServerApp({ root, config: parseServerConfig({}), app: { now: () => TODAY }, log: () => { throw new Error('the log is full') } })
    const answer = await broken.request('/news')
    expect(answer.status).toBe(500)
    const body = await answer.text()
    expect(JSON.parse(body)).toEqual({ error: 'Internal server error', code: 'internal_error' })
    expect(body).not.toContain('the log is full')
    expect(errors).toHaveBeenCalledTimes(1)
    const line = String(errors.mock.calls[0]?.[0])
    expect(line).not.toContain('\n')
    expect(JSON.parse(line)).toMatchObject({ level: 'error', event: 'request_failed', method: 'GET', path: '/news', error: 'the log is full' })
    errors.mockRestore()
  })

  it('hands the page the settings it runs with, in a block no script can break out of', async () => {
    const html = await (await get('/news')).text()
    const block = /<script id="waypoint-settings" type="application\/json">(.*?)<\/script>/.exec(html)
    expect(JSON.parse(block?.[1] ?? 'null')).toEqual(demoSettings)
    expect(injectSettings(INDEX, { ...demoSettings, wordpressUrl: 'https://x.example/</script><script>alert(1)</script>' })).not.toContain(
      '</script><script>alert(1)',
    )
  })

  it('carries the security headers', async () => {
    const response = await get('/')
    const csp = response.headers.get('content-security-policy') ?? ''
    for (const directive of [
      "default-src 'self'",
      "script-src 'self';",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:;",
      "media-src 'self' blob:;",
      "font-src 'self'",
      "connect-src 'self';",
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
    expect(response.headers.get('permissions-policy')).toBe('camera=(), microphone=(), geolocation=(), payment=(), usb=()')
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin')
  })

  it('a build made without settings, started with them, serves them and allows exactly their origins', async () => {
    const configured = createServerApp({
      root,
      config: parseServerConfig({
        DEMO_DATA: 'on',
        WORDPRESS_URL: 'http://127.0.0.1:8089',
        DESTINATION_VIDEO_PATTERN: 'https://media.example.net/clips/{city}.mp4',
        MAPS_EMBED_URL: 'https://maps.example.com/maps',
      }),
      log: () => undefined,
    })
    const response = await configured.request('/blog')
    const html = await response.text()
    expect(JSON.parse(/<script id="waypoint-settings"[^>]*>(.*?)<\/script>/.exec(html)?.[1] ?? '{}')).toMatchObject({
      wordpressUrl: 'http://127.0.0.1:8089',
      ratesHubUrl: '/demo/rates/latest',
    })
    const directives = Object.fromEntries(
      (response.headers.get('content-security-policy') ?? '').split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1).join(' ')]),
    )
    expect(directives['connect-src']).toBe("'self' http://127.0.0.1:8089 https://media.example.net")
    expect(directives['img-src']).toBe("'self' data: blob: http://127.0.0.1:8089")
    expect(directives['media-src']).toBe("'self' blob: https://media.example.net")
    expect(directives['frame-src']).toBe("'self' https://maps.example.com https: http:")
  })

  it("gives the service worker the cache origins and each page's revision as served", async () => {
    const worker = async (env: Record<string, string>) =>
      (await createServerApp({ root: workerRoot, config: parseServerConfig(env), log: () => undefined }).request('/sw.js')).text()
    const demo = await worker({})
    const live = await worker({ DEMO_DATA: 'on', WORDPRESS_URL: 'http://127.0.0.1:8089' })
    expect(demo.split('\n')[0]).toBe('self.waypointWorkerSettings={"imageOrigins":[],"mediaOrigins":[]};')
    expect(live.split('\n')[0]).toBe('self.waypointWorkerSettings={"imageOrigins":["http://127.0.0.1:8089"],"mediaOrigins":[]};')
    const revision = (js: string) => /\{"revision":"([0-9a-f]+)","url":"index.html"\}/.exec(js)?.[1]
    expect(revision(demo)).toMatch(/^[0-9a-f]{32}$/)
    expect(revision(demo)).not.toBe('0123456789abcdef')
    // Another setting, another page: the worker precaches it again.
    expect(revision(live)).not.toBe(revision(demo))
    expect(live).toContain('{"revision":"fedcba9876543210","url":"assets/app.js"}')
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
      // Never kept by a cache: in a rolling deploy, the new build's file is there a moment later.
      expect(response.headers.get('cache-control'), url).toBe('no-store')
    }
    for (const url of ['/api/nothing', '/demo/nothing']) {
      const response = await get(url)
      expect(response.status, url).toBe(404)
      expect(await response.json()).toEqual({ error: 'Not found', code: 'not_found' })
    }
    expect(isAppNavigation('POST', '/news')).toBe(false)
    expect(isAppNavigation('GET', '/assets')).toBe(false)
  })

  it('opens the app (and its Page not found) for a typed address with a dot, a file stays a file', async () => {
    const page = { 'Sec-Fetch-Dest': 'document', 'Sec-Fetch-Mode': 'navigate', Accept: 'text/html' }
    for (const url of ['/post/12.5', '/services.html', '/news/a.b']) {
      const response = await get(url, page)
      expect(response.status, url).toBe(200)
      expect(await response.text(), url).toContain('<div id="root">')
    }
    // The service worker passing the navigation on: its fetch keeps the browser's Accept, not its Sec-Fetch-Dest.
    expect(await (await get('/post/12.5', { 'Sec-Fetch-Dest': 'empty', Accept: 'text/html,application/xhtml+xml' })).text()).toContain('<div id="root">')
    // The same address fetched by a script or an image is a missing file.
    expect((await get('/post/12.5', { 'Sec-Fetch-Dest': 'empty' })).status).toBe(404)
    expect((await get('/favicon.ico', { 'Sec-Fetch-Dest': 'image' })).status).toBe(404)
    // Opened as a page, the API, the demo upstreams and the build's assets are still never the app.
    for (const url of ['/assets/missing-abc.js', '/api/nothing', '/demo/nothing']) {
      const response = await get(url, page)
      expect(response.status, url).toBe(404)
      expect(await response.text(), url).not.toContain('<div id="root">')
    }
  })

  it('answers 404, never the shell, for hidden files and paths that climb', async () => {
    for (const url of ['/.git/config', '/.env', '/news/.htaccess']) {
      const response = await get(url)
      expect(response.status, url).toBe(404)
      expect(await response.text(), url).not.toContain('<div id="root">')
    }
    // As it arrives on the wire: the URL parser would fold '..' away into /etc/passwd, an app-looking path.
    for (const wire of ['/../../etc/passwd', '/news/%2e%2e/%2e%2e/etc/passwd']) {
      const response = await app.request(wire, {}, { incoming: { url: wire } })
      expect(response.status, wire).toBe(404)
      expect(await response.text(), wire).not.toContain('<div id="root">')
    }
  })

  it('refuses other methods on static paths and stays inside dist/', async () => {
    const post = await app.request('/', { method: 'POST' })
    expect(post.status).toBe(405)
    expect(post.headers.get('allow')).toBe('GET, HEAD')
    // Our JSON error body, with a code, as from the functions.
    expect(await post.json()).toEqual({ error: 'Method not allowed', code: 'method_not_allowed' })
    expect(await (await get('/assets/missing-0123.js')).json()).toEqual({ error: 'Not found', code: 'not_found' })
    for (const url of ['/..%2f..%2f..%2fetc%2fpasswd', '/assets/..%2f..%2fpackage.json', '/%00']) {
      const response = await get(url)
      expect([400, 404], url).toContain(response.status)
      const body = await response.text()
      expect(body, url).not.toMatch(/root:|"dependencies"/)
      expect(JSON.parse(body), url).toMatchObject({ code: response.status === 400 ? 'bad_request' : 'not_found' })
    }
  })
})

describe("an overlay's frame in the first HTML", () => {
  let framedRoot: string
  let framed: ReturnType<typeof createServerApp>
  const words = {
    en: { '/news': { title: 'Relocation News', subtitle: 'Latest information' }, '/plan': { title: 'My move plan', subtitle: 'Your steps' } },
    he: { '/news': { title: 'חדשות רילוקיישן', subtitle: 'המידע העדכני' } },
    fr: { '/news': { title: '<img src=x onerror=alert(1)>', subtitle: 'Dernières & "nouvelles"' } },
  }
  beforeAll(() => {
    framedRoot = mkdtempSync(path.join(tmpdir(), 'waypoint-framed-'))
    writeFileSync(path.join(framedRoot, 'index.html'), INDEX)
    for (const code of ['fr', 'he']) writeFileSync(path.join(framedRoot, `index.${code}.html`), INDEX)
    writeFileSync(path.join(framedRoot, 'overlay-frames.json'), JSON.stringify(words))
    framed = createServerApp({ root: framedRoot, config: parseServerConfig({}), app: { now: () => TODAY }, log: () => undefined })
  })
  afterAll(() => rmSync(framedRoot, { recursive: true, force: true }))
  const page = async (url: string, headers: Record<string, string> = {}) => (await framed.request(url, { headers })).text()
  const frame = (html: string) => /<div class="pp-overlay" data-overlay-frame aria-hidden="true">[\s\S]*?<\/div><\/div>\s*<\/body>/.exec(html)?.[0]

  it("paints an overlay's address as that overlay, in the page's language, hidden from assistive technology", async () => {
    const english = frame(await page('/news'))
    expect(english).toContain('<p class="pp-overlay-title">Relocation News</p>')
    expect(english).toContain('<p class="pp-overlay-subtitle">Latest information</p>')
    expect(frame(await page('/news', { 'Accept-Language': 'he' }))).toContain('<p class="pp-overlay-title">חדשות רילוקיישן</p>')
    expect(frame(await page('/plan?lang=en'))).toContain('My move plan')
  })

  it('escapes the words, and frames no other address', async () => {
    const french = await page('/news?lang=fr')
    expect(frame(french)).toContain('&#60;img src=x onerror=alert(1)&#62;')
    expect(french).not.toContain('<img src=x')
    expect(frame(french)).toContain('Dernières &#38; &#34;nouvelles&#34;')
    for (const url of ['/', '/news/post/12', '/destinations/Lisbon', '/plan?lang=he', '/__proto__', '/constructor']) {
      expect(frame(await page(url)), url).toBeUndefined()
    }
  })

  it('reads only the words it expects from the build, and none from a missing or malformed file', () => {
    const scratch = mkdtempSync(path.join(tmpdir(), 'waypoint-frames-'))
    try {
      expect(readOverlayFrames(scratch)).toEqual({})
      writeFileSync(path.join(scratch, 'overlay-frames.json'), '{not json')
      expect(readOverlayFrames(scratch)).toEqual({})
      writeFileSync(
        path.join(scratch, 'overlay-frames.json'),
        JSON.stringify({
          en: { '/news': { title: 'News', subtitle: 'Latest' }, '/unknown': { title: 'x', subtitle: 'y' }, '/plan': { title: 3, subtitle: 'y' } },
          '../x': { '/news': { title: 'News', subtitle: 'Latest' } },
          he: { '/news': { title: 'a'.repeat(201), subtitle: 'y' }, '/services': { title: ' ', subtitle: 'y' } },
        }),
      )
      expect(readOverlayFrames(scratch)).toEqual({ en: { '/news': { title: 'News', subtitle: 'Latest' } }, he: {} })
    } finally {
      rmSync(scratch, { recursive: true, force: true })
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

  it('compresses the functions’ large answers, not their small ones', async () => {
    const small = createServerApp({ root, config: parseServerConfig({}), app: { now: () => TODAY, serviceRequests: memoryServiceRequestStore() }, log: () => undefined })
    const acknowledged = await small.request('http://127.0.0.1:4173/api/functions/service-requests', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept-Encoding': 'gzip, deflate, br' },
      body: JSON.stringify({ name: 'Dana Levi', email: 'dana@example.org', message: 'Moving', idempotencyKey: 'a1a1a1a1-0000-4000-8000-000000000001' }),
    })
    expect(acknowledged.status).toBe(202)
    expect(acknowledged.headers.get('content-encoding')).toBeNull()
    const text = await acknowledged.text()
    expect(acknowledged.headers.get('content-length')).toBe(String(Buffer.byteLength(text)))
    expect(JSON.parse(text)).toMatchObject({ ok: true })

    const posts = await small.request('/demo/wp/wp-json/wp/v2/posts?_embed=1&per_page=10', { headers: { 'Accept-Encoding': 'gzip' } })
    expect(posts.status).toBe(200)
    expect(posts.headers.get('content-encoding')).toBe('gzip')
    expect((JSON.parse(gunzipSync(Buffer.from(await posts.arrayBuffer())).toString('utf8')) as unknown[]).length).toBeGreaterThan(0)
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

    // Not a range (the last byte before the first): ignored, the whole video sent.
    const backwards = await get('/media/hero.mp4', { Range: 'bytes=5-2' })
    expect(backwards.status).toBe(200)
    expect(new Uint8Array(await backwards.arrayBuffer())).toEqual(VIDEO)
  })

  it('revalidates with ETag', async () => {
    const first = await get('/sw.js')
    const etag = first.headers.get('etag')
    expect(etag).toMatch(/^W\/"/)
    const again = await get('/sw.js', { 'If-None-Match': etag ?? '' })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
  })

  // Found probing the built server: If-Range was ignored, so a client resuming a clip it holds from an
  // older version got a 206 of the new one to splice onto it; If-Modified-Since alone never got a 304.
  it('honours If-Range: a range only of the version the client holds, else the whole file', async () => {
    const whole = await get('/media/hero.mp4')
    const modified = whole.headers.get('last-modified') ?? ''
    const etag = whole.headers.get('etag') ?? ''
    const same = await get('/media/hero.mp4', { Range: 'bytes=0-1', 'If-Range': modified })
    expect(same.status).toBe(206)
    expect(new Uint8Array(await same.arrayBuffer())).toEqual(VIDEO.slice(0, 2))
    for (const stale of ['"another-version"', etag, 'Mon, 01 Jan 2024 00:00:00 GMT', 'not a date']) {
      const response = await get('/media/hero.mp4', { Range: 'bytes=0-1', 'If-Range': stale })
      expect(response.status, stale).toBe(200)
      expect(response.headers.get('content-range'), stale).toBeNull()
      expect(new Uint8Array(await response.arrayBuffer()), stale).toEqual(VIDEO)
    }
    // A stale If-Range sends the whole file even where the range lies outside it.
    expect((await get('/media/hero.mp4', { Range: 'bytes=6000-7000', 'If-Range': '"old"' })).status).toBe(200)
  })

  it('answers If-Modified-Since with 304 for a file served as it is, never for a page or sw.js', async () => {
    const whole = await get('/media/hero.mp4')
    const modified = whole.headers.get('last-modified') ?? ''
    const later = new Date(Date.parse(modified) + 60_000).toUTCString()
    const fresh = await get('/media/hero.mp4', { 'If-Modified-Since': modified })
    expect(fresh.status).toBe(304)
    expect(fresh.headers.get('etag')).toBe(whole.headers.get('etag'))
    expect((await get('/media/hero.mp4', { 'If-Modified-Since': later })).status).toBe(304)
    expect((await get('/media/hero.mp4', { 'If-Modified-Since': 'Mon, 01 Jan 2024 00:00:00 GMT' })).status).toBe(200)
    expect((await get('/media/hero.mp4', { 'If-Modified-Since': 'garbage' })).status).toBe(200)
    // If-None-Match decides when both are sent.
    expect((await get('/media/hero.mp4', { 'If-Modified-Since': later, 'If-None-Match': '"other"' })).status).toBe(200)
    for (const path of ['/', '/sw.js']) {
      expect((await get(path, { 'If-Modified-Since': later })).status, path).toBe(200)
    }
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

describe('the Host a request names', () => {
  const serverWith = (env: Record<string, string>) => createServerApp({ root, config: parseServerConfig(env), app: { now: () => TODAY }, log: () => undefined })
  const status = async (server: ReturnType<typeof serverWith>, host: string, extra: Record<string, string> = {}) =>
    (await server.request(`http://${host}/news`, { headers: { Host: host, ...extra } })).status

  it('answers loopback names and HOST when nothing is configured, and refuses others with 421 and a code', async () => {
    const plain = serverWith({})
    for (const host of ['127.0.0.1:4173', 'localhost', 'localhost:5000', '[::1]:4173', 'LOCALHOST']) expect(await status(plain, host), host).toBe(200)
    for (const host of ['evil.example', 'evil.example:4173', '10.0.0.5', 'attacker.localhost.evil', '']) {
      const answer = await plain.request('http://127.0.0.1/news', { headers: { Host: host } })
      expect(answer.status, host).toBe(host === '' ? 200 : 421)
      if (host !== '') expect(await answer.json()).toEqual({ error: 'This server does not answer for that host name', code: 'misdirected_host' })
    }
    expect(await status(serverWith({ HOST: '10.0.0.5' }), '10.0.0.5:4173')).toBe(200)
    // Listening on every interface names no host: a LAN address still needs ALLOWED_HOSTS.
    expect(await status(serverWith({ HOST: '0.0.0.0' }), '10.0.0.5:4173')).toBe(421)
  })

  it('answers exactly ALLOWED_HOSTS and the public origin\'s host once they are set, the probes to any', async () => {
    const configured = serverWith({ ALLOWED_HOSTS: 'app.example.com, www.app.example.com', PUBLIC_ORIGIN: 'https://relocate.example' })
    for (const host of ['app.example.com', 'www.app.example.com:443', 'relocate.example']) expect(await status(configured, host), host).toBe(200)
    for (const host of ['localhost', '127.0.0.1', 'evil.example', 'example.com']) expect(await status(configured, host), host).toBe(421)
    const probe = await configured.request('http://10.0.0.5/healthz', { headers: { Host: '10.0.0.5:4173' } })
    expect(probe.status).toBe(200)
    // Behind a trusted proxy the name checked is the one the proxy forwards.
    const proxied = serverWith({ ALLOWED_HOSTS: 'app.example.com', TRUST_PROXY: 'true' })
    expect(await status(proxied, '10.0.0.5:4173', { 'X-Forwarded-Host': 'app.example.com' })).toBe(200)
    expect(await status(proxied, '10.0.0.5:4173', { 'X-Forwarded-Host': 'evil.example' })).toBe(421)
    // A proxy that appends keeps the client's word in front: only its own, the last, counts.
    expect(await status(proxied, '10.0.0.5:4173', { 'X-Forwarded-Host': 'app.example.com, evil.example' })).toBe(421)
    expect(await status(proxied, '10.0.0.5:4173', { 'X-Forwarded-Host': 'evil.example, app.example.com' })).toBe(200)
    expect(() => parseServerConfig({ ALLOWED_HOSTS: 'https://app.example.com' })).toThrow(/^ALLOWED_HOSTS must be/)
    // A wildcard matches no Host a browser sends: accepted, it would refuse everyone with 421.
    for (const wildcard of ['*', '*.example.com', 'app_1.example.com']) {
      expect(() => parseServerConfig({ ALLOWED_HOSTS: `app.example.com,${wildcard}` }), wildcard).toThrow(/^ALLOWED_HOSTS must be/)
    }
    expect(parseServerConfig({ ALLOWED_HOSTS: 'APP.example.com, 10.0.0.5, [::1]' }).allowedHosts).toEqual(['app.example.com', '10.0.0.5', '[::1]'])
  })

  it('redirects plain http with a 308 to the configured origin only, never to the Host named', async () => {
    const server = serverWith({ PUBLIC_ORIGIN: 'https://relocate.example', TRUST_PROXY: 'true', ALLOWED_HOSTS: 'relocate.example,internal.example' })
    const answer = await server.request('http://internal.example/news?x=1', { method: 'POST', headers: { Host: 'internal.example', 'X-Forwarded-Proto': 'http' } })
    expect(answer.status).toBe(308)
    expect(answer.headers.get('location')).toBe('https://relocate.example/news?x=1')
    const forged = await server.request('http://evil.example/news', { headers: { Host: 'evil.example', 'X-Forwarded-Proto': 'http' } })
    expect(forged.status).toBe(421)
    expect(forged.headers.get('location')).toBeNull()
  })

  it('keeps the redirect on its host whatever the path, and answers the probes where they are asked', async () => {
    const settings: Record<string, string>[] = [{ PUBLIC_ORIGIN: 'https://relocate.example' }, { ALLOWED_HOSTS: 'relocate.example' }]
    for (const env of settings) {
      const server = serverWith({ ...env, TRUST_PROXY: 'true' })
      const plain = { Host: 'relocate.example', 'X-Forwarded-Proto': 'http' }
      // A path that starts with '//' is still a path on this host, not another host's address.
      const sly = await server.request('http://relocate.example//evil.example/x?y=1', { headers: plain })
      expect(sly.status).toBe(308)
      expect(sly.headers.get('location')).toBe('https://relocate.example//evil.example/x?y=1')
      expect(new URL(sly.headers.get('location') ?? '').host).toBe('relocate.example')
      const bare = await server.request('http://relocate.example//', { headers: plain })
      expect(bare.status).toBe(308)
      expect(bare.headers.get('location')).toBe('https://relocate.example//')
      // The probes' host is never checked: they are answered, not sent to the name they gave.
      for (const probe of ['/healthz', '/readyz']) {
        const answer = await server.request(`http://10.0.0.5${probe}`, { headers: { Host: '10.0.0.5', 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'http' } })
        expect(answer.status, probe).not.toBe(308)
        expect(answer.headers.get('location'), probe).toBeNull()
      }
    }
  })
})
