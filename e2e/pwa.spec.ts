import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { cutNetwork, desktop, expect, phone, test, waitForOfflineReady } from './fixtures'

test.use({ serviceWorkers: 'allow' })
// Each test waits for the service worker to precache the whole app (about 3.3 MB, videos included) first,
// which on a shared 2-core machine running two browsers can take longer than the default 30 s.
test.describe.configure({ timeout: 90_000 })


test.describe('installable PWA', () => {
  test.use(desktop)

  test('the manifest describes an installable app', async ({ page, request }) => {
    await page.goto('/')
    const href = await page.locator('link[rel="manifest"]').getAttribute('href')
    expect(href).toBeTruthy()
    const manifest = (await (await request.get(href ?? '')).json()) as Record<string, unknown>
    expect(manifest).toMatchObject({
      id: '/',
      short_name: 'Waypoint',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#2C5AAE',
      background_color: '#ffffff',
    })
    const icons = manifest.icons as { sizes: string; purpose?: string; src: string }[]
    expect(icons.map((i) => `${i.sizes} ${i.purpose ?? 'any'}`)).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    )
    for (const icon of icons) expect((await request.get(icon.src)).headers()['content-type']).toBe('image/png')
    const screenshots = manifest.screenshots as { form_factor: string; src: string }[]
    expect(screenshots.map((s) => s.form_factor).sort()).toEqual(['narrow', 'wide'])
    for (const shot of screenshots) expect((await request.get(shot.src)).headers()['content-type']).toBe('image/jpeg')
    const shortcuts = manifest.shortcuts as { url: string }[]
    expect(shortcuts.map((s) => s.url)).toEqual(['/news', '/time-currency', '/destinations', '/services'])
  })

  test('Chromium finds nothing that stops installation', async ({ baseURL, browserName }, testInfo) => {
    expect(browserName).toBe('chromium')
    // A persistent profile: Playwright's usual contexts are incognito, which Chromium never installs from.
    const profile = mkdtempSync(path.join(tmpdir(), 'waypoint-install-'))
    const context = await chromium.launchPersistentContext(profile, {
      ...testInfo.project.use.launchOptions,
      baseURL,
      viewport: { width: 1366, height: 900 },
    })
    try {
      const page = await context.newPage()
      await page.goto('/')
      await waitForOfflineReady(page, 60_000)
      const cdp = await context.newCDPSession(page)
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: { errorId: string }[]
      }
      expect(installabilityErrors).toEqual([])
    } finally {
      await context.close()
      rmSync(profile, { recursive: true, force: true })
    }
  })
})

test.describe('offline after one visit', () => {
  test.use(phone)

  test('a cold reload with no network renders the app, three times over', async ({ page, context }) => {
    await page.goto('/')
    await waitForOfflineReady(page, 60_000)
    await cutNetwork(context)
    for (let i = 0; i < 3; i++) {
      await page.reload()
      await expect(page.getByRole('heading', { level: 1, name: 'We simplify your relocation journey.' })).toBeVisible()
      await expect(page.getByRole('status').filter({ hasText: "You're offline" })).toBeVisible()
      await expect(page.getByRole('navigation', { name: 'App' })).toBeVisible()
    }
    // An overlay route, opened cold, offline.
    await page.goto('/services')
    await expect(page.getByRole('dialog', { name: 'My Services' })).toBeVisible()
    // An address with a dot, typed by hand: the app's own page, not the browser's error.
    await page.goto('/post/12.5')
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Return to Home' })).toBeVisible()
  })

  test('a dead connection that the browser still calls online is offline too, until the server answers again', async ({ page, context }) => {
    await page.goto('/')
    await waitForOfflineReady(page, 60_000)
    // Nothing answers (the page's requests and the worker's), yet the browser's offline switch stays off,
    // as on a captive portal or with the server gone.
    await context.route('**', (route) => route.abort('connectionrefused'))
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'We simplify your relocation journey.' })).toBeVisible()
    expect(await page.evaluate(() => navigator.onLine)).toBe(true)
    await expect(page.getByRole('status').filter({ hasText: "You're offline. Showing what's saved on this device." })).toBeVisible({ timeout: 15_000 })
    // The overlays word what they show as kept, as with the switch off.
    await page.getByRole('navigation', { name: 'App' }).getByRole('button', { name: 'Useful Info' }).click()
    await page.getByRole('link', { name: 'Time Currency & Weather' }).click()
    const hub = page.getByRole('dialog', { name: 'Global Information Hub' })
    await expect(hub).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: "You're offline" })).toBeVisible()
    // A city never looked at waits for the connection, as it says, rather than failing. (The page under
    // the hub has its own 'Add Dubai to my shortlist': the hub's city button is the one asked for.)
    await hub.getByRole('tab', { name: 'Weather' }).click()
    await hub.getByRole('button', { name: 'Dubai', exact: true }).click()
    const waiting = page.getByText("The weather for Dubai needs a connection. It will load as soon as you’re back online.")
    await expect(waiting).toBeVisible()
    // The server answers again: the app asks it every 15 s while it does not answer.
    await context.unrouteAll({ behavior: 'ignoreErrors' })
    await expect(page.getByText('Back online', { exact: true })).toBeVisible({ timeout: 25_000 })
    await expect(page.getByRole('status').filter({ hasText: "You're offline" })).toHaveCount(0)
    // And the weather it was waiting for loads by itself.
    await expect(page.getByRole('heading', { name: 'Dubai' })).toBeVisible()
    await expect(page.getByText('Failed to fetch weather data. Please try again.')).toHaveCount(0)
  })

  test('the videos play offline, from the precache, which holds each clip once, in the format played', async ({ page, context }) => {
    await page.goto('/')
    await waitForOfflineReady(page, 60_000)
    // Chromium plays WebM, the first format the app offers: the MP4 copies (for Safari) are not fetched.
    const keptClips = await page.evaluate(async () => {
      const kept: string[] = []
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) kept.push(new URL(request.url).pathname)
      }
      return kept.filter((file) => /^\/media\/.+\.(mp4|webm)$/.test(file)).sort()
    })
    expect(keptClips).toEqual(['/media/closing.webm', '/media/explainer.webm', '/media/hero.webm'])
    await cutNetwork(context)
    await page.reload()
    await page.getByRole('button', { name: 'Watch our unique way' }).click()
    const video = page.getByRole('dialog', { name: 'Watch our unique way' }).locator('video')
    await video.evaluate((v: HTMLVideoElement) => {
      v.muted = true
      return v.play()
    })
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 }).toBeGreaterThan(0.5)
    expect(await video.evaluate((v: HTMLVideoElement) => v.error)).toBeNull()
    expect(await video.evaluate((v: HTMLVideoElement) => new URL(v.currentSrc).pathname)).toBe('/media/explainer.webm')
  })
})

test.describe('every screen after one online visit', () => {
  test.use(phone)
  test.describe.configure({ timeout: 120_000 })
  const slow = expect.configure({ timeout: 15_000 })

  const ARTICLE = { id: 1424, title: 'Making aliyah: the paperwork, step by step' }

  test('news, an article, world time, currency, the last weather and destinations render offline, three reloads over', async ({
    page,
    context,
  }) => {
    // One online visit to each screen.
    await page.goto('/')
    await waitForOfflineReady(page, 60_000)
    await page.goto('/news')
    await slow(page.getByRole('dialog').getByRole('article').first()).toBeVisible()
    await page.goto(`/post/${ARTICLE.id}`)
    await slow(page.getByRole('heading', { level: 1, name: ARTICLE.title })).toBeVisible()
    // The reader says when its copy is stored; leaving before that would leave nothing to read offline.
    await slow(page.getByText('Saved for offline')).toBeVisible()
    await page.goto('/time-currency?tab=currency')
    await slow(page.getByTestId('rates-date')).toHaveText(/^Rates from /)
    await slow(page.getByTestId('trend-summary')).toBeVisible()
    await page.goto('/time-currency?tab=weather')
    await slow(page.getByRole('region', { name: 'London' })).toBeVisible()
    await page.goto('/destinations')
    await slow(page.getByRole('dialog').getByRole('heading', { name: 'Tel Aviv' }).first()).toBeVisible()
    // No waiting for the persisted cache's throttled write: what was on screen is written as the page goes.

    await cutNetwork(context)
    for (let round = 1; round <= 3; round++) {
      await page.goto('/news')
      const news = page.getByRole('dialog', { name: 'Relocation News' })
      await slow(news.getByRole('article').filter({ hasText: ARTICLE.title })).toBeVisible()

      await page.goto(`/post/${ARTICLE.id}`)
      await slow(page.getByRole('heading', { level: 1, name: ARTICLE.title })).toBeVisible()
      await expect(page.getByText('Saved for offline')).toBeVisible()

      await page.goto('/time-currency')
      const hub = page.getByRole('dialog', { name: 'Global Information Hub' })
      await slow(hub.getByRole('list', { name: 'World clock' }).getByRole('listitem')).toHaveCount(40)

      await page.goto('/time-currency?tab=currency')
      await slow(hub.getByTestId('freshness-note')).toContainText(/^Offline — rates from \d{1,2} [A-Z][a-z]{2} \d{4} \d\d:\d\d$/)
      await hub.getByRole('button', { name: 'Convert' }).click()
      await slow(hub.getByTestId('conversion-result')).toContainText(/^2 USD = \d+\.\d\d EUR/)
      // The pair's 30-day trend as it was last seen, with the days it covers.
      await expect(hub.getByTestId('trend-summary')).toContainText('Lowest')
      await expect(hub.getByTestId('trend-period')).toHaveText(/^1 USD in EUR, \d{1,2} [A-Z][a-z]{2} \d{4} – \d{1,2} [A-Z][a-z]{2} \d{4}$/)

      await page.goto('/time-currency?tab=weather')
      await slow(hub.getByRole('region', { name: 'London' })).toBeVisible()
      await expect(hub.getByTestId('freshness-note')).toContainText(/^Offline — weather from /)

      await page.goto('/destinations')
      const lightbox = page.getByRole('dialog')
      await slow(lightbox.getByRole('heading', { name: 'Tel Aviv' }).first()).toBeVisible()
      // The sheet's cities, not the built-in fallback list (Melbourne is only in the sheet).
      await expect(lightbox.getByRole('button', { name: 'Melbourne' })).toBeAttached()
    }
  })

  test('a destination clip seen online plays offline', async ({ page, context }) => {
    await page.goto('/')
    await waitForOfflineReady(page, 60_000)
    await page.goto('/destinations/Tel%20Aviv')
    const dialog = page.getByRole('dialog', { name: 'Tel Aviv' })
    await slow(dialog).toBeVisible()
    await dialog.getByRole('button', { name: 'Video' }).click()
    const video = dialog.locator('video')
    await slow.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(2)
    // The whole clip is kept beside the ranges the player asked for.
    await slow
      .poll(() => page.evaluate(async () => (await (await caches.open('destination-clips')).keys()).map((r) => new URL(r.url).pathname)))
      .toContain('/demo/media/destinations/TelAviv.mp4')

    await cutNetwork(context)
    await page.reload()
    await slow(dialog).toBeVisible()
    await dialog.getByRole('button', { name: 'Video' }).click()
    await video.evaluate((v: HTMLVideoElement) => {
      v.muted = true
      return v.play()
    })
    await slow.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0.3)
    expect(await video.evaluate((v: HTMLVideoElement) => v.error)).toBeNull()
  })
})
