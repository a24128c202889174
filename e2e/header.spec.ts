import type { Page } from '@playwright/test'
import { box, cutNetwork, desktop, expect, phone, restoreNetwork, settled, test } from './fixtures'

/**
 * What is wrong with the header as laid out now: a control outside the header or the screen, two controls
 * over each other, the page starting under the header. Also whether the menu has a row of its own.
 */
function headerProblems(page: Page): Promise<{ problems: string[]; rows: number }> {
  return page.evaluate(() => {
    const find = (selector: string) => {
      const element = document.querySelector(selector)
      if (!element) throw new Error(`No ${selector} on the page`)
      return element
    }
    const header = find('header').getBoundingClientRect()
    const screen = document.documentElement.clientWidth
    const controls = [...find('header').querySelectorAll('a, button')]
      .map((element) => ({ name: element.textContent?.trim() || element.getAttribute('aria-label'), box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0)
    const problems: string[] = []
    for (const { name, box } of controls) {
      if (box.left < 0 || box.right > screen || box.top < header.top || box.bottom > header.bottom) {
        problems.push(`${name} at ${Math.round(box.left)}..${Math.round(box.right)} × ${Math.round(box.top)}..${Math.round(box.bottom)}`)
      }
    }
    for (const [index, a] of controls.entries()) {
      for (const b of controls.slice(index + 1)) {
        const overlap = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left)
        const rise = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top)
        if (overlap > 1 && rise > 1) problems.push(`${a.name} over ${b.name}`)
      }
    }
    const page = find('main > *').getBoundingClientRect().top
    if (page < header.bottom - 1) problems.push(`the page starts at ${page}, under the header's ${header.bottom}`)
    const nav = find('header nav').getBoundingClientRect()
    const brand = find('header a').getBoundingClientRect()
    return { problems, rows: nav.top >= brand.bottom ? 2 : 1 }
  })
}

test.describe('header on a wide screen', () => {
  test.use(desktop)

  test('shows the logo home link, the name and the tagline', async ({ page }) => {
    await page.goto('/news')
    await page.getByRole('button', { name: 'Close' }).click()
    const banner = page.getByRole('banner')
    await expect(banner.getByText('Waypoint', { exact: true })).toBeVisible()
    await expect(banner.getByText('Your relocation partner')).toBeVisible()
    await expect(banner.getByRole('link', { name: /Waypoint/ })).toHaveAttribute('href', '/')
  })

  test('dropdowns toggle, stay open together, and close on an outside click or Escape', async ({ page }) => {
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    const info = nav.getByRole('button', { name: 'Useful Info' })
    const consult = nav.getByRole('button', { name: 'Consult' })
    await info.click()
    await expect(info).toHaveAttribute('aria-expanded', 'true')
    await expect(nav.getByRole('link', { name: 'Relocation News' })).toBeVisible()
    await consult.click()
    await expect(nav.getByRole('link', { name: 'Real-Estate' })).toBeVisible()
    await expect(info).toHaveAttribute('aria-expanded', 'true')
    // All three open: side by side, none covering another, each item there to be clicked.
    await nav.getByRole('button', { name: 'Client Area' }).click()
    const lists = nav.getByRole('listitem').getByRole('list').filter({ visible: true })
    await expect(lists).toHaveCount(3)
    const [first, second, third] = [await box(lists.nth(0)), await box(lists.nth(1)), await box(lists.nth(2))]
    expect(first.x + first.width).toBeLessThanOrEqual(second.x)
    expect(second.x + second.width).toBeLessThanOrEqual(third.x)
    for (const name of ['Relocation News', 'Cost-of-Living AI Calculator', 'Education', 'My Relocation Planner']) {
      await nav.getByRole('link', { name }).click({ trial: true })
    }
    await nav.getByRole('button', { name: 'Client Area' }).click()
    await consult.click()
    await expect(nav.getByRole('link', { name: 'Real-Estate' })).toBeHidden()
    await page.getByRole('heading', { name: 'We simplify your relocation journey.' }).click()
    await expect(nav.getByRole('link', { name: 'Relocation News' })).toBeHidden()
    await info.click()
    await page.keyboard.press('Escape')
    await expect(nav.getByRole('link', { name: 'Relocation News' })).toBeHidden()
    // From the keyboard, Escape in the list gives focus back to its button (it fell to the page's body).
    await info.press('Enter')
    await nav.getByRole('link', { name: 'Relocation News' }).focus()
    await page.keyboard.press('Escape')
    await expect(nav.getByRole('link', { name: 'Relocation News' })).toBeHidden()
    await expect(info).toBeFocused()
    // The settings dialog gives focus back to its button, closed by Escape as by Close.
    const settings = page.getByRole('banner').getByRole('button', { name: 'Settings', exact: true })
    await settings.press('Enter')
    await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog', { name: 'Settings' })).toBeHidden()
    await expect(settings).toBeFocused()
  })

  test('the language list gives focus back to its button after Escape or a choice, by keyboard', async ({ page }) => {
    await page.goto('/')
    const button = page.getByRole('button', { name: /^Language: English/ })
    await button.focus()
    await page.keyboard.press('Enter')
    await page.keyboard.press('Tab')
    await expect(page.locator(':focus')).toHaveAttribute('lang', 'en')
    await page.keyboard.press('Escape')
    await expect(button).toBeFocused()
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await page.keyboard.press('Enter')
    await page.getByRole('button', { name: 'עברית' }).focus()
    await page.keyboard.press('Enter')
    await expect(page.locator('html')).toHaveAttribute('lang', 'he')
    // The same button, now in Hebrew.
    await expect(page.locator(':focus')).toHaveAttribute('aria-expanded', 'false')
    await expect(page.locator(':focus')).toContainText('HE')
  })

  test('open dropdowns reset when the layout crosses the breakpoint', async ({ page }) => {
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    await nav.getByRole('button', { name: 'Useful Info' }).click()
    await expect(nav.getByRole('link', { name: 'Relocation News' })).toBeVisible()
    await page.setViewportSize({ width: 600, height: 900 })
    // The phone layout has painted (its burger shows), whether or not React has rendered it yet.
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible()
    await page.setViewportSize({ width: 1366, height: 900 })
    await expect(nav.getByRole('button', { name: 'Useful Info' })).toHaveAttribute('aria-expanded', 'false')
    await expect(nav.getByRole('link', { name: 'Relocation News' })).toBeHidden()
  })

  test('menu items open their screens; the planner opens in a new tab', async ({ page }) => {
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    await nav.getByRole('button', { name: 'Client Area' }).click()
    const planner = nav.getByRole('link', { name: 'My Relocation Planner' })
    await expect(planner).toHaveAttribute('target', '_blank')
    await expect(planner).toHaveAttribute('rel', /noopener/)
    await nav.getByRole('link', { name: 'My Services' }).click()
    await expect(page).toHaveURL(/\/services$/)
    await expect(page.getByRole('dialog', { name: 'My Services' })).toBeVisible()
  })

  test('the clock shows HH:MM and both it and the rate open the hub', async ({ page }) => {
    await page.goto('/')
    const banner = page.getByRole('banner')
    const clock = banner.getByRole('link', { name: /^Local time \d\d:\d\d$/ })
    await expect(clock).toHaveText(/^\d\d:\d\d$/)
    await clock.click()
    await expect(page).toHaveURL(/\/time-currency$/)
    await page.getByRole('button', { name: 'Close' }).click()
    await banner.getByTestId('rate-ticker').click()
    await expect(page).toHaveURL(/\/time-currency$/)
  })

  test('the ticker uses the mock rates and logs why when the rate service fails', async ({ page }) => {
    const logs: string[] = []
    page.on('console', (message) => logs.push(message.text()))
    await page.route('**/v6/latest/USD', (route) => route.fulfill({ status: 500, body: 'down' }))
    await page.goto('/')
    const ticker = page.getByRole('banner').getByTestId('rate-ticker')
    await expect(ticker).toHaveText('1$ = € 0.92')
    expect(logs.some((line) => line.startsWith('Error fetching rates, using mock data:'))).toBe(true)
    // It rotates every 5 s to the next currency.
    await expect(ticker).toHaveText('1$ = £ 0.79', { timeout: 7000 })
  })

  test('the rate keeps its width as it turns, so the menu beside it stays put', async ({ page }) => {
    await page.clock.install()
    await page.goto('/')
    const ticker = page.getByRole('banner').getByTestId('rate-ticker')
    await expect(ticker).toHaveText(/^1\$ = € \d+\.\d\d$/)
    const consult = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Consult' })
    const width = (await box(ticker)).width
    const menuAt = (await box(consult)).x
    // From here the page's time moves only as the test moves it. First to just after a turn, so that each
    // step of one period (5 s) brings the next currency, whole, however busy the machine.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000))
    const before = await ticker.textContent()
    for (let stepped = 0; (await ticker.textContent()) === before; stepped += 100) {
      expect(stepped, 'the ticker turns every 5 s').toBeLessThan(6_000)
      await page.clock.runFor(100)
    }
    const seen = new Set<string>()
    for (let turn = 0; turn < 5; turn++) {
      const shown = (await ticker.textContent()) ?? ''
      seen.add(shown)
      expect((await box(ticker)).width, `the ticker showing ${shown}`).toBeCloseTo(width, 1)
      expect((await box(consult)).x).toBeCloseTo(menuAt, 1)
      await page.clock.runFor(5_000)
      // React shows the next currency in a task of its own, on a busy machine after this line has run.
      await expect(ticker).not.toHaveText(shown)
    }
    // All five currencies were shown, the yen's among them, the longest.
    expect(seen.size).toBe(5)
  })

  test('the ticker falls back when the response has no rates', async ({ page }) => {
    await page.route('**/v6/latest/USD', (route) => route.fulfill({ json: { result: 'error' } }))
    await page.goto('/')
    await expect(page.getByRole('banner').getByTestId('rate-ticker')).toHaveText('1$ = € 0.92')
  })

  // From 768 px to a wide laptop, in every language: every control of the header shows whole, inside the
  // header and the screen, none over another, and the page starts under the header. Where one row cannot
  // hold them, the menu takes a second row.
  for (const language of ['en', 'fr', 'ru', 'he']) {
    test(`every control shows whole at tablet and laptop widths (${language})`, async ({ page }) => {
      await page.setViewportSize({ width: 768, height: 800 })
      await page.goto(`/?lang=${language}`)
      const banner = page.getByRole('banner')
      await expect(banner.getByRole('navigation').getByRole('button').first()).toBeVisible()
      await page.evaluate(() => document.fonts.ready)
      const rows = new Set<number>()
      // Every 48 px, and each language's first width of one row (app/global.css), where it fits most tightly.
      const widths = [...Array.from({ length: 15 }, (_, step) => 768 + step * 48), 1120, 1160, 1224, 1352]
      for (const width of widths.sort((a, b) => a - b)) {
        await page.setViewportSize({ width, height: 800 })
        const found = await headerProblems(page)
        expect(found.problems, `${language} at ${width} px`).toEqual([])
        rows.add(found.rows)
      }
      // Both layouts were seen: two rows at 768 px, one on a wide laptop.
      expect([...rows].sort()).toEqual([1, 2])
    })
  }
})

test.describe('header under 768 px', () => {
  test.use(phone)

  test('hides the tagline and the horizontal menu', async ({ page }) => {
    await page.goto('/')
    const banner = page.getByRole('banner')
    // The app's header, not the first paint's (which has no burger).
    await expect(banner.getByRole('button', { name: 'Open menu' })).toBeVisible()
    await expect(banner.getByText('Waypoint', { exact: true })).toBeVisible()
    await expect(banner.getByText('Your relocation partner')).toBeHidden()
    await expect(banner.getByRole('button', { name: 'Useful Info' })).toBeHidden()
  })

  // From the smallest phone to the breakpoint: the logo, the clock, the rate and the burger show whole, and
  // where the name gives way to the logo alone (under 360 px) the home link keeps its name.
  for (const language of ['en', 'he']) {
    test(`every control shows whole from 320 to 767 px (${language})`, async ({ page }) => {
      await page.goto(`/?lang=${language}`)
      const banner = page.getByRole('banner')
      await expect(banner.getByRole('button', { name: language === 'en' ? 'Open menu' : 'פתיחת התפריט' })).toBeVisible()
      await expect(banner.getByTestId('rate-ticker')).not.toContainText('…')
      await page.evaluate(() => document.fonts.ready)
      for (const width of [320, 340, 359, 360, 375, 390, 414, 600, 767]) {
        await page.setViewportSize({ width, height: 800 })
        expect((await headerProblems(page)).problems, `${language} at ${width} px`).toEqual([])
        await expect(banner.getByRole('link', { name: /^Waypoint/ })).toHaveAttribute('href', '/')
      }
    })
  }

  test('settings that could not load offline leave the page as it was, say why, and open once the connection is back', async ({
    page,
    context,
  }) => {
    await page.goto('/')
    // Offline before the app was kept on the device (no service worker): the settings' code is not here.
    await settled(page)
    await cutNetwork(context)
    await page.getByRole('button', { name: 'Settings EN' }).click()
    const note = page.getByRole('alert').filter({ hasText: 'This part of the app could not be loaded. Check your internet connection and try again.' })
    await expect(note).toBeInViewport()
    // The page being read stays, and so does the header to try again from.
    await expect(page.getByRole('heading', { name: 'We simplify your relocation journey.' })).toBeVisible()
    await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0)
    await restoreNetwork(context)
    await page.getByRole('button', { name: 'Settings EN' }).click()
    await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible()
    await expect(note).toBeHidden()
  })

  test('the menu drawer that could not load offline says why, and its note closes', async ({ page, context }) => {
    await page.goto('/')
    await settled(page)
    await cutNetwork(context)
    const burger = page.getByRole('button', { name: 'Open menu' })
    await burger.click()
    const note = page.getByRole('alert').filter({ hasText: 'This part of the app could not be loaded.' })
    await expect(note).toBeInViewport()
    // Shown closed, so the next press opens it rather than closing nothing.
    await expect(burger).toHaveAttribute('aria-expanded', 'false')
    await note.getByRole('button', { name: 'Close' }).click()
    await expect(note).toHaveCount(0)
    await restoreNetwork(context)
    await burger.click()
    await expect(page.getByRole('dialog', { name: 'Waypoint' })).toBeVisible()
  })

  test('the drawer: one accordion section at a time, closes on outside click and after a choice', async ({ page }) => {
    await page.goto('/')
    const burger = page.getByRole('button', { name: 'Open menu' })
    await burger.click()
    const drawer = page.getByRole('dialog', { name: 'Waypoint' })
    await expect(drawer).toBeVisible()
    await drawer.getByRole('button', { name: 'Useful Info' }).click()
    await expect(drawer.getByRole('link', { name: 'Relocation News' })).toBeVisible()
    await drawer.getByRole('button', { name: 'Consult' }).click()
    await expect(drawer.getByRole('link', { name: 'Education' })).toBeVisible()
    await expect(drawer.getByRole('link', { name: 'Relocation News' })).toBeHidden()

    // Outside click (on the backdrop, left of the drawer).
    await page.mouse.click(20, 400)
    await expect(drawer).toBeHidden()

    // From the keyboard: Escape closes it and gives focus back to the menu button (it fell to the body).
    await burger.press('Enter')
    await expect(drawer).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused()

    await burger.click()
    await page.getByRole('dialog', { name: 'Waypoint' }).getByRole('button', { name: 'Useful Info' }).click()
    await page.getByRole('dialog', { name: 'Waypoint' }).getByRole('link', { name: 'Time Currency & Weather' }).click()
    await expect(page).toHaveURL(/\/time-currency$/)
    await expect(page.getByRole('dialog', { name: 'Waypoint' })).toBeHidden()
  })

  test('community and assistant open in a new tab from the drawer', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('button', { name: 'Open menu' }).click()
    const drawer = page.getByRole('dialog', { name: 'Waypoint' })
    await drawer.getByRole('button', { name: 'Client Area' }).click()
    await expect(drawer.getByRole('link', { name: 'My Community' })).toHaveAttribute('target', '_blank')
    await expect(drawer.getByRole('link', { name: 'My 24/7 AI Assistant' })).toHaveAttribute('target', '_blank')
    await expect(drawer.getByRole('link', { name: 'My Services' })).toHaveAttribute('href', '/services')
    await expect(drawer.getByRole('link', { name: 'My move plan' })).toHaveAttribute('href', '/plan')
  })

  test('the open drawer closes when the layout widens past the breakpoint', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(page.getByRole('dialog', { name: 'Waypoint' })).toBeVisible()
    await page.setViewportSize({ width: 1200, height: 844 })
    await expect(page.getByRole('dialog', { name: 'Waypoint' })).toBeHidden()
    await page.setViewportSize({ width: 390, height: 844 })
    await expect(page.getByRole('dialog', { name: 'Waypoint' })).toBeHidden()
  })
})

test.describe('bottom menu', () => {
  test.use(phone)

  test('every pop-up stays whole on the screen at 320 px, in English and Hebrew (WCAG 1.4.10)', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 })
    for (const path of ['/', '/?lang=he']) {
      await page.goto(path)
      const menu = page.getByRole('navigation', { name: path === '/' ? 'App' : 'אפליקציה' })
      const groups = menu.locator('button[aria-controls]')
      await expect(groups).toHaveCount(3)
      const count = await groups.count()
      for (let index = 0; index < count; index++) {
        const group = groups.nth(index)
        await group.click()
        const popup = menu.locator(`#${await group.getAttribute('aria-controls')}`)
        await expect(popup).toBeVisible()
        const whole = await box(popup)
        expect(whole.x, `${path} pop-up ${index}`).toBeGreaterThanOrEqual(0)
        expect(whole.x + whole.width, `${path} pop-up ${index}`).toBeLessThanOrEqual(320)
        await group.click()
      }
    }
  })

  test('one pop-up at a time, toggled by a second press, closed by a press outside', async ({ page }) => {
    await page.goto('/')
    const menu = page.getByRole('navigation', { name: 'App' })
    await expect(menu.getByRole('link', { name: 'Home' })).toBeVisible()
    const info = menu.getByRole('button', { name: 'Useful Info' })
    const client = menu.getByRole('button', { name: 'Client Area' })
    await info.click()
    await expect(menu.getByRole('link', { name: 'Popular Destinations' })).toBeVisible()
    await client.click()
    await expect(menu.getByRole('link', { name: 'My Services' })).toBeVisible()
    await expect(menu.getByRole('link', { name: 'Popular Destinations' })).toBeHidden()
    await client.click()
    await expect(menu.getByRole('link', { name: 'My Services' })).toBeHidden()
    await info.click()
    await page.getByRole('heading', { name: 'We simplify your relocation journey.' }).tap()
    await expect(menu.getByRole('link', { name: 'Popular Destinations' })).toBeHidden()
    // Escape from inside a pop-up closes it and gives focus back to its button.
    await info.press('Enter')
    await menu.getByRole('link', { name: 'Popular Destinations' }).focus()
    await page.keyboard.press('Escape')
    await expect(menu.getByRole('link', { name: 'Popular Destinations' })).toBeHidden()
    await expect(info).toBeFocused()
    // Tabbing out of the group, either way, closes its pop-up: it would cover what gets focus.
    await info.press('Enter')
    await expect(menu.getByRole('link', { name: 'Popular Destinations' })).toBeVisible()
    await page.keyboard.press('Shift+Tab')
    await expect(menu.getByRole('link', { name: 'Popular Destinations' })).toBeHidden()
    await client.press('Enter')
    await menu.getByRole('link', { name: 'My move plan' }).focus()
    await page.keyboard.press('Tab')
    await expect(menu.getByRole('link', { name: 'My Services' })).toBeHidden()
  })

  test('choosing an item opens its screen', async ({ page }) => {
    await page.goto('/')
    const menu = page.getByRole('navigation', { name: 'App' })
    await menu.getByRole('button', { name: 'Consult' }).click()
    await menu.getByRole('link', { name: 'Education' }).click()
    await expect(page).toHaveURL(/\/consult\/education$/)
    await expect(page.getByRole('dialog', { name: 'External page' })).toBeVisible()
  })

  test('is not shown on a wide screen', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 })
    await page.goto('/')
    await expect(page.getByRole('navigation', { name: 'App' })).toBeHidden()
  })
})
