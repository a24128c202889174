// The app in English, Hebrew, French and Russian, as people meet it: the first screen already in their
// language (before any script), a switch that changes everything at once and is remembered, Hebrew laid
// out right to left, a shared link that carries its language, the dark theme, and all of it offline.
import type { Page } from '@playwright/test'
import { cutNetwork, desktop, expect, overlayReady, phone, settled, test } from './fixtures'

const HERO = {
  en: 'We simplify your relocation journey.',
  he: 'אנחנו מפשטים את מסע הרילוקיישן שלכם.',
}

async function htmlAttributes(page: Page) {
  return page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }))
}

test.describe('the first screen', () => {
  test('a French reader gets French before any script runs', async ({ browser }) => {
    const context = await browser.newContext({ ...desktop, locale: 'fr-FR', javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/')
    expect(await htmlAttributes(page)).toEqual({ lang: 'fr', dir: 'ltr' })
    await expect(page.locator('.pp-tagline')).toHaveText('Votre partenaire de relocation')
    await expect(page).toHaveTitle('Waypoint · Votre partenaire de relocation')
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.fr.webmanifest')
    await context.close()
  })

  test('a Hebrew reader gets Hebrew, right to left, and the same words once the app runs', async ({ browser }) => {
    const context = await browser.newContext({ ...phone, locale: 'he-IL' })
    const page = await context.newPage()
    await page.goto('/')
    expect(await htmlAttributes(page)).toEqual({ lang: 'he', dir: 'rtl' })
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HERO.he)
    await expect(page.getByRole('navigation', { name: 'אפליקציה' })).toBeVisible()
    await context.close()
  })
})

test.describe("an overlay's own address", () => {
  test("paints the overlay before any script runs, in the reader's language, and the app's overlay takes its place", async ({ browser }) => {
    const context = await browser.newContext({ ...phone, locale: 'he-IL' })
    const page = await context.newPage()
    // No script arrives: what shows is the server's first HTML alone.
    await page.route('**/*.js', (route) => route.abort())
    await page.goto('/time-currency')
    const frame = page.locator('[data-overlay-frame]')
    await expect(frame).toBeVisible()
    await expect(frame).toContainText('מרכז מידע עולמי')
    await expect(frame).toContainText('שעה, מטבע ומזג אוויר')
    expect(await htmlAttributes(page)).toEqual({ lang: 'he', dir: 'rtl' })

    await page.unroute('**/*.js')
    await page.goto('/time-currency')
    await expect(page.getByRole('dialog', { name: 'מרכז מידע עולמי' })).toBeVisible()
    await expect(frame).toHaveCount(0)
    await expect(page.getByText('מרכז מידע עולמי', { exact: true })).toHaveCount(1)
    await context.close()
  })

  test("without scripts, shows the page's message, not a frame that never opens", async ({ browser }) => {
    const context = await browser.newContext({ ...phone, locale: 'en-US', javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/news')
    await expect(page.locator('[data-overlay-frame]')).toBeHidden()
    await expect(page.getByText(/need JavaScript/)).toBeVisible()
    // The page under the frame shows its words (they are hidden only while a frame covers them).
    await expect(page.getByRole('heading', { name: 'We simplify your relocation journey.' })).toBeVisible()
    await context.close()
  })
})

test.describe('choosing the language', () => {
  test('the header switch changes every word at once, without a reload, and is remembered', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('link', { name: 'Home', exact: true })).toBeVisible()
    const marker = await page.evaluate(() => ((window as Window & { marker?: number }).marker = Math.random()))
    for (const [name, home, html] of [
      ['Русский', 'Главная', { lang: 'ru', dir: 'ltr' }],
      ['Français', 'Accueil', { lang: 'fr', dir: 'ltr' }],
      ['עברית', 'בית', { lang: 'he', dir: 'rtl' }],
    ] as const) {
      await page.getByRole('button', { name: /^(Language|Langue|Язык|שפה)/ }).click()
      await page.getByRole('button', { name, exact: true }).click()
      await expect(page.getByRole('navigation').getByRole('link', { name: home, exact: true })).toBeVisible()
      expect(await htmlAttributes(page)).toEqual(html)
    }
    // The same page all along: no reload.
    expect(await page.evaluate(() => (window as Window & { marker?: number }).marker)).toBe(marker)
    await page.reload()
    expect(await htmlAttributes(page)).toEqual({ lang: 'he', dir: 'rtl' })
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HERO.he)
  })

  test('on a phone, from the drawer and from the settings in the bottom bar', async ({ browser }) => {
    const context = await browser.newContext({ ...phone })
    const page = await context.newPage()
    await page.goto('/')
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.getByRole('dialog', { name: 'Waypoint' }).getByRole('button', { name: 'Русский' }).click()
    await expect(page.getByRole('navigation', { name: 'Приложение' })).toBeVisible()
    await page.getByRole('button', { name: 'Настройки' }).click()
    const settings = page.getByRole('dialog', { name: 'Настройки' })
    await settings.getByRole('button', { name: 'English' }).click()
    await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible()
    await context.close()
  })

  test('a shared Hebrew link opens in Hebrew, unless the person chose their own language', async ({ browser }) => {
    const context = await browser.newContext({ ...desktop, locale: 'en-US' })
    const page = await context.newPage()
    await page.goto('/news?lang=he')
    expect(await htmlAttributes(page)).toEqual({ lang: 'he', dir: 'rtl' })
    await expect(page.getByRole('dialog', { name: 'חדשות רילוקיישן' })).toBeVisible()
    // Someone who chose Russian keeps Russian (the overlay is modal: close it to reach the header, once the
    // app has taken over the overlay the server painted).
    await settled(page)
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog', { name: 'חדשות רילוקיישן' })).toBeHidden()
    await page.getByRole('button', { name: /^שפה/ }).click()
    await page.getByRole('button', { name: 'Русский', exact: true }).click()
    await page.goto('/news?lang=he')
    expect(await htmlAttributes(page)).toEqual({ lang: 'ru', dir: 'ltr' })
    await expect(page.getByRole('dialog', { name: 'Новости о переезде' })).toBeVisible()
    await context.close()
  })

  // Absolute (search engines want them so), on the server's own origin: the test server has no
  // PUBLIC_ORIGIN, and answers only the loopback names it was started on.
  test('each page names its alternates for search engines, absolute', async ({ page, baseURL }) => {
    await page.goto('/destinations')
    for (const code of ['en', 'fr', 'he', 'ru']) {
      await expect(page.locator(`link[rel="alternate"][hreflang="${code}"]`)).toHaveAttribute('href', `${baseURL}/destinations?lang=${code}`)
    }
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', `${baseURL}/destinations`)
  })
})

test.describe('right to left', () => {
  for (const [name, size] of [
    ['phone', phone],
    ['wide', desktop],
  ] as const) {
    test(`Hebrew is mirrored (${name})`, async ({ browser }) => {
      const context = await browser.newContext({ ...size, locale: 'he-IL' })
      const page = await context.newPage()
      await page.goto('/')
      const width = size.viewport.width
      // The logo and name at the right, where a Hebrew reader starts.
      const brand = await page.getByRole('link', { name: /Waypoint/ }).first().boundingBox()
      expect(brand && brand.x + brand.width).toBeGreaterThan(width * 0.6)
      if (name === 'phone') {
        await page.getByRole('button', { name: 'פתיחת התפריט' }).click()
        const drawer = page.getByRole('dialog', { name: 'Waypoint' })
        await expect(drawer).toBeVisible()
        await expect.poll(async () => Math.round(((await drawer.boundingBox())?.x ?? 0) + ((await drawer.boundingBox())?.width ?? 0))).toBe(width)
      }
      // The destinations carousel starts at the right, and 'next' points left.
      const carousel = page.getByRole('region', { name: 'יעדים פופולריים' })
      await carousel.scrollIntoViewIfNeeded()
      const cards = carousel.getByRole('listitem')
      await expect(cards.first()).toBeVisible({ timeout: 15_000 })
      const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()]
      expect(first && second && first.x).toBeGreaterThan(second?.x ?? Infinity)
      await context.close()
    })
  }
})

test.describe('the dark theme', () => {
  test('follows the system from the first paint, and a choice is kept', async ({ browser }) => {
    const context = await browser.newContext({ ...phone, colorScheme: 'dark' })
    const page = await context.newPage()
    await page.goto('/')
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(17, 21, 28)')
    await page.getByRole('button', { name: 'Settings' }).click()
    await page.getByRole('dialog', { name: 'Settings' }).getByText('Light', { exact: true }).click()
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(255, 255, 255)')
    // The server sends the next page already light: no dark flash before the app runs.
    const response = await page.request.get('/news', { headers: { Cookie: (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ') } })
    expect(await response.text()).toContain('data-mantine-color-scheme="light"')
    await context.close()
  })
})

test.describe('offline', () => {
  test.use({ ...phone, serviceWorkers: 'allow' })
  test.describe.configure({ timeout: 90_000 })

  test('after one visit in Russian, the app opens offline in Russian', async ({ page, context }) => {
    await page.goto('/?lang=ru')
    await page.waitForFunction(async () => (await navigator.serviceWorker.ready).active?.state === 'activated', undefined, { timeout: 60_000 })
    await page.getByRole('button', { name: 'Настройки' }).click()
    await page.getByRole('dialog', { name: 'Настройки' }).getByRole('button', { name: 'Русский' }).click()
    await page.keyboard.press('Escape')
    await settled(page)
    await cutNetwork(context)
    await page.goto('/time-currency')
    expect(await htmlAttributes(page)).toEqual({ lang: 'ru', dir: 'ltr' })
    await expect(page.getByRole('dialog', { name: 'Глобальный информационный центр' })).toBeVisible()
    // The server's frame shows first; Escape closes the overlay once the app has taken it over.
    await overlayReady(page)
    // A language never opened online still works offline: its catalogs are precached.
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog', { name: 'Глобальный информационный центр' })).toBeHidden()
    await page.getByRole('button', { name: /^Настройки/ }).click()
    await page.getByRole('dialog', { name: 'Настройки' }).getByRole('button', { name: 'עברית' }).click()
    await page.keyboard.press('Escape')
    await page.goto('/time-currency')
    expect(await htmlAttributes(page)).toEqual({ lang: 'he', dir: 'rtl' })
    await expect(page.getByRole('dialog', { name: 'מרכז מידע עולמי' })).toBeVisible()
  })
})
