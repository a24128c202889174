import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chromium, type Page } from '@playwright/test'
import { desktop, expect, phone, test } from './fixtures'

test.use({ serviceWorkers: 'allow' })

/** After the first visit the service worker has installed (precache done) and controls the page. */
async function waitForOfflineReady(page: Page) {
  await page.waitForFunction(async () => {
    const registration = await navigator.serviceWorker.ready
    return registration.active?.state === 'activated' && navigator.serviceWorker.controller !== null
  })
}

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
      await waitForOfflineReady(page)
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
    await waitForOfflineReady(page)
    await context.setOffline(true)
    for (let i = 0; i < 3; i++) {
      await page.reload()
      await expect(page.getByRole('heading', { level: 1, name: 'We simplify your relocation journey.' })).toBeVisible()
      await expect(page.getByRole('status').filter({ hasText: "You're offline" })).toBeVisible()
      await expect(page.getByRole('navigation', { name: 'App' })).toBeVisible()
    }
    // An overlay route, opened cold, offline.
    await page.goto('/services')
    await expect(page.getByRole('dialog', { name: 'My Services' })).toBeVisible()
  })

  test('the videos play offline, from the precache', async ({ page, context }) => {
    await page.goto('/')
    await waitForOfflineReady(page)
    await context.setOffline(true)
    await page.reload()
    await page.getByRole('button', { name: 'Watch our unique way' }).click()
    const video = page.getByRole('dialog', { name: 'Watch our unique way' }).locator('video')
    await video.evaluate((v: HTMLVideoElement) => {
      v.muted = true
      return v.play()
    })
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 }).toBeGreaterThan(0.5)
    expect(await video.evaluate((v: HTMLVideoElement) => v.error)).toBeNull()
  })
})
