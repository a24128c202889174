import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { test as base, expect, type BrowserContext, type Locator, type Page } from '@playwright/test'

export const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const
export const desktop = { viewport: { width: 1366, height: 900 } } as const

/** The overlay's 800 ms loader is gone and its content is showing. */
export async function overlayReady(page: Page) {
  await expect(page.getByRole('dialog').getByRole('status', { name: 'Loading' })).toHaveCount(0)
}

/**
 * Nothing on the page is loading, in any language: no busy region, no skeleton, no spinner (overlayReady
 * knows the overlay's spinner by its English name only).
 */
export async function nothingLoading(page: Page, timeout?: number) {
  await expect(page.locator('[aria-busy="true"], .mantine-Skeleton-root, .mantine-Loader-root')).toHaveCount(0, { timeout })
}

/**
 * Records, inside the page, each moment an element matching `selector` (with exactly `text`, when given)
 * appears or goes, where the test runner's own delays cannot blur the timing. Returns a reader of those
 * moments (performance.now() values): shown, hidden, shown, …
 */
export async function timePresence(page: Page, selector: string, text?: string): Promise<() => Promise<number[]>> {
  const key = `${selector}|${text ?? ''}`
  await page.evaluate(
    ({ key, selector, text }) => {
      const w = window as Window & { presenceTimes?: Record<string, number[]> }
      const times: number[] = []
      w.presenceTimes = { ...w.presenceTimes, [key]: times }
      const present = () =>
        [...document.querySelectorAll(selector)].some((element) => text === undefined || element.textContent?.trim() === text)
      let shown = present()
      new MutationObserver(() => {
        if (present() !== shown) {
          shown = !shown
          times.push(performance.now())
        }
      }).observe(document.body, { childList: true, subtree: true, characterData: true })
    },
    { key, selector, text },
  )
  return () => page.evaluate((key) => (window as Window & { presenceTimes?: Record<string, number[]> }).presenceTimes?.[key] ?? [], key)
}

/**
 * The page has done its deferred work too (the sections and shell extras loaded after the first paint)
 * and fetched nothing for `quietMs` of the page's own time. Without a service worker, code not fetched yet
 * is not there offline: tests that cut the connection wait for this first, as a person who had the page
 * open would. Each resource the page fetches (a PerformanceObserver sees it arrive) starts the quiet time
 * again; the wait ends as soon as it has passed, not on a fixed schedule. (Not for a page under
 * `page.clock`, whose timers only run when the test moves its time.)
 */
export async function settled(page: Page, quietMs = 500) {
  await page.waitForFunction(() => performance.getEntriesByName('wp:deferred-start').length > 0)
  await page.evaluate(
    (quietMs) =>
      new Promise<void>((resolve) => {
        const observer = new PerformanceObserver(() => {
          window.clearTimeout(quiet)
          quiet = window.setTimeout(done, quietMs)
        })
        let quiet = window.setTimeout(done, quietMs)
        function done() {
          observer.disconnect()
          resolve()
        }
        observer.observe({ type: 'resource' })
      }),
    quietMs,
  )
}

/** Where an element is on the screen (it must be showing). */
export async function box(locator: Locator) {
  const found = await locator.boundingBox()
  if (!found) throw new Error('The element is not showing')
  return found
}

/**
 * Waits until the service worker has installed (its precache done) and controls the page: from then on the
 * app opens offline. The precache is a few MB, so callers on a busy machine give it a long `timeout`.
 */
export async function waitForOfflineReady(page: Page, timeout?: number) {
  await page.waitForFunction(
    async () => {
      const registration = await navigator.serviceWorker.ready
      return registration.active?.state === 'activated' && navigator.serviceWorker.controller !== null
    },
    undefined,
    timeout === undefined ? {} : { timeout },
  )
}

/**
 * No network at all: the page's requests and the service worker's are refused, and the browser says
 * offline. The offline switch alone does not stop a service worker's requests, so a test that has one and
 * claims something works offline cuts the network this way.
 */
export async function cutNetwork(context: BrowserContext) {
  await context.route('**', (route) => route.abort('internetdisconnected'))
  await context.setOffline(true)
}

/**
 * Holds back the requests for `url`, as a slow connection would, until the function it resolves to is
 * called: for what a person sees while something is on its way.
 */
export async function holdBack(target: Page | BrowserContext, url: string | RegExp): Promise<() => void> {
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => (release = resolve))
  await target.route(url, async (route) => {
    await held
    await route.continue()
  })
  return () => release()
}

/** The network back, after cutNetwork. */
export async function restoreNetwork(context: BrowserContext) {
  await context.unrouteAll({ behavior: 'ignoreErrors' })
  await context.setOffline(false)
}

/**
 * Leaves `value` under `key` in an IndexedDB store of the page's origin, as an older or damaged version of
 * the app might have (the page must be on the app's origin already).
 */
export async function putInIndexedDb(page: Page, database: string, store: string, key: string, value: unknown) {
  await page.evaluate(
    ([database, store, key, value]) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open(database)
        open.onupgradeneeded = () => open.result.createObjectStore(store)
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const transaction = open.result.transaction(store, 'readwrite')
          transaction.objectStore(store).put(value, key)
          transaction.oncomplete = () => resolve()
          transaction.onerror = () => reject(transaction.error)
        }
      }),
    [database, store, key, value] as const,
  )
}

/**
 * Fails the test on uncaught page errors: a screen that throws is broken even if it looks right.
 * Logged console errors are allowed (the spec asks for some, e.g. on fallbacks).
 */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(error.message))
      await use(errors)
      expect(errors, 'uncaught errors in the page').toEqual([])
    },
    { auto: true },
  ],
})

/**
 * For tests of what the installed app does, not of its installing: each test's browser starts from a copy
 * of a profile in which the app's service worker has installed and taken control, made once per worker.
 * Installing fetches the whole precache (about 340 files, 3.9 MB): 6 s of a quiet machine in every test
 * that waited for it. The copy keeps nothing else of that visit (no page storage, no run-time caches), so
 * each test starts as an installed app that was never used. A test is still a fresh browser of its own;
 * `context.browser()` is null in it. Tests of installing (pwa.spec, update.spec, 'after one visit') keep
 * a fresh context.
 */
export const installed = test.extend<object, { installedProfile: string }>({
  installedProfile: [
    async ({ playwright, launchOptions, headless }, use, workerInfo) => {
      const origin = workerInfo.project.use.baseURL
      const profile = mkdtempSync(path.join(tmpdir(), 'waypoint-installed-'))
      const context = await playwright.chromium.launchPersistentContext(profile, { ...launchOptions, headless, serviceWorkers: 'allow' })
      const page = context.pages()[0] ?? (await context.newPage())
      await page.goto(`${origin}/`)
      await waitForOfflineReady(page, 120_000)
      // A page of the origin that runs none of the app (the worker passes it to the network), where the
      // visit's storage and the worker's run-time caches are cleared with nothing writing them back.
      await page.goto(`${origin}/robots.txt`)
      await page.evaluate(async () => {
        localStorage.clear()
        for (const { name } of await indexedDB.databases()) if (name) indexedDB.deleteDatabase(name)
        for (const key of await caches.keys()) if (!key.startsWith('workbox-precache')) await caches.delete(key)
      })
      await context.close()
      await use(profile)
      rmSync(profile, { recursive: true, force: true })
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  context: async (
    { installedProfile, playwright, launchOptions, headless, baseURL, viewport, isMobile, hasTouch, deviceScaleFactor, userAgent, locale, timezoneId, colorScheme, reducedMotion },
    use,
  ) => {
    const profile = mkdtempSync(path.join(tmpdir(), 'waypoint-installed-test-'))
    cpSync(installedProfile, profile, { recursive: true })
    const context = await playwright.chromium.launchPersistentContext(profile, {
      ...launchOptions,
      headless,
      serviceWorkers: 'allow',
      baseURL,
      viewport,
      isMobile,
      hasTouch,
      deviceScaleFactor,
      userAgent,
      locale,
      timezoneId,
      colorScheme,
      reducedMotion,
    })
    await use(context)
    await context.close()
    rmSync(profile, { recursive: true, force: true })
  },
  page: async ({ context }, use) => {
    await use(context.pages()[0] ?? (await context.newPage()))
  },
})

export { expect }
