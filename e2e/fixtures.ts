import { test as base, expect, type Page } from '@playwright/test'

export const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const
export const desktop = { viewport: { width: 1366, height: 900 } } as const

/** The overlay's 800 ms loader is gone and its content is showing. */
export async function overlayReady(page: Page) {
  await expect(page.getByRole('dialog').getByRole('status', { name: 'Loading' })).toHaveCount(0)
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
