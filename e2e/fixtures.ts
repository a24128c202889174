import { test as base, expect, type Page } from '@playwright/test'

export const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const
export const desktop = { viewport: { width: 1366, height: 900 } } as const

/** The overlay's 800 ms loader is gone and its content is showing. */
export async function overlayReady(page: Page) {
  await expect(page.getByRole('dialog').getByRole('status', { name: 'Loading' })).toHaveCount(0)
}

/**
 * The page has done its deferred work too (the sections and shell extras loaded after the first paint)
 * and fetched nothing for half a second. Without a service worker, code not fetched yet is not there
 * offline: tests that cut the connection wait for this first, as a person who had the page open would.
 */
export async function settled(page: Page) {
  await page.waitForFunction(() => performance.getEntriesByName('wp:deferred-start').length > 0)
  const fetched = () => page.evaluate(() => performance.getEntriesByType('resource').length)
  await expect
    .poll(async () => {
      const before = await fetched()
      await page.waitForTimeout(500)
      return (await fetched()) === before
    })
    .toBe(true)
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

export { expect }
