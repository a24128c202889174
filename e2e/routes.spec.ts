import { cutNetwork, desktop, expect, holdBack, overlayReady, phone, restoreNetwork, settled, test, timePresence } from './fixtures'

const overlays = [
  ['/news', 'Relocation News', 'Latest information'],
  ['/blog', 'Relocation News', 'Latest information'],
  ['/services', 'My Services', 'Relocation assistance'],
  ['/destinations', 'Popular Destinations', 'Explore locations'],
  ['/chatbot', 'My 24/7 AI Assistant', 'Get instant answers for your daily needs'],
  ['/time-currency', 'Global Information Hub', 'Time, Currency & Weather'],
  ['/community', 'Waypoint Community', 'Connect with others'],
  ['/plan', 'My move plan', 'Your steps, dated from your move day, kept on this device'],
] as const

test.describe('overlay routes', () => {
  test.use(desktop)

  for (const [path, title, subtitle] of overlays) {
    test(`${path} opens "${title}" over the home page and closes home`, async ({ page }) => {
      await page.goto(path)
      const dialog = page.getByRole('dialog', { name: title })
      await expect(dialog).toBeVisible()
      await expect(dialog.getByText(subtitle, { exact: true })).toBeVisible()
      await overlayReady(page)
      // The home page is underneath, mounted.
      await expect(page.getByRole('heading', { name: 'We simplify your relocation journey.', includeHidden: true })).toBeAttached()
      await dialog.getByRole('button', { name: 'Close' }).click()
      await expect(page).toHaveURL(/\/$/)
      await expect(page.getByRole('dialog')).toHaveCount(0)
      await expect(page.getByRole('heading', { name: 'We simplify your relocation journey.' })).toBeVisible()
    })
  }

  test('shows the loader for 800 ms on each opening', async ({ page }) => {
    // Once the home page's own deferred sections have loaded, so the timing is the overlay's alone.
    await page.goto('/', { waitUntil: 'networkidle' })
    const loaderTimes = await timePresence(page, '[role="dialog"] [role="status"][aria-label="Loading"]')
    for (const [group, item] of [
      ['Useful Info', 'Relocation News'],
      ['Client Area', 'My Services'],
    ] as const) {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: group }).click()
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: item }).click()
      await expect(page.getByRole('dialog', { name: item })).toBeVisible()
      await overlayReady(page)
      await page.getByRole('button', { name: 'Close' }).click()
      await expect(page.getByRole('dialog')).toHaveCount(0)
    }
    const times = await loaderTimes()
    expect(times).toHaveLength(4) // shown and hidden, twice
    for (const [shownAt = 0, hiddenAt = 0] of [times.slice(0, 2), times.slice(2, 4)]) {
      expect(hiddenAt - shownAt).toBeGreaterThanOrEqual(790)
      // 800 ms and no more than a slow machine's late timer: it does not wait for the content to load.
      expect(hiddenAt - shownAt).toBeLessThan(2500)
    }
  })

  test('each screen names the page: the overlay, an article inside it, the 404 page', async ({ page }) => {
    await page.goto('/')
    await expect(page).toHaveTitle('Waypoint · Your relocation partner')
    await page.goto('/news')
    await expect(page).toHaveTitle('Relocation News · Waypoint')
    await page.getByRole('link', { name: /^Read More about Making aliyah/ }).click()
    await expect(page).toHaveTitle('Making aliyah: the paperwork, step by step · Waypoint')
    await page.keyboard.press('Escape')
    await expect(page).toHaveTitle('Relocation News · Waypoint')
    await page.goto('/destinations/Lisbon?lang=fr')
    await expect(page).toHaveTitle('Lisbon · Waypoint')
    await page.keyboard.press('Escape')
    await expect(page).toHaveTitle('Waypoint · Votre partenaire de relocation')
    // The language chosen stays (French here).
    await page.goto('/no-such-page')
    await expect(page).toHaveTitle(/^Oups\s!\sPage introuvable · Waypoint$/)
  })

  test('an overlay opened by its address gives focus to the page on Escape, not to nothing', async ({ page }) => {
    await page.goto('/news')
    await expect(page.getByRole('dialog', { name: 'Relocation News' })).toBeVisible()
    await overlayReady(page)
    await page.keyboard.press('Escape')
    await expect(page).toHaveURL(/\/$/)
    await expect(page.locator('main#main')).toBeFocused()
  })

  test('Escape closes the overlay and gives focus back', async ({ page }) => {
    await page.goto('/')
    const hero = page.getByRole('region', { name: 'We simplify your relocation journey.' })
    const trigger = hero.getByRole('link', { name: 'Order a service' })
    await trigger.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('dialog', { name: 'My Services' })).toBeVisible()
    await overlayReady(page)
    // Focus stays inside the dialog while tabbing.
    for (let i = 0; i < 4; i++) await page.keyboard.press('Tab')
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true)
    await page.keyboard.press('Escape')
    await expect(page).toHaveURL(/\/$/)
    await expect(trigger).toBeFocused()
  })

  test("focus goes back to what stands for the opener when that is gone: the menu's button, a section's link drawn anew", async ({ page }) => {
    await page.goto('/')
    // A menu entry: its list closes as it is chosen, and focus waits on the list's button.
    const nav = page.getByRole('navigation', { name: 'Main' })
    const info = nav.getByRole('button', { name: 'Useful Info' })
    await info.focus()
    await page.keyboard.press('Enter')
    await nav.getByRole('link', { name: 'Time Currency & Weather' }).focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('dialog', { name: 'Global Information Hub' })).toBeVisible()
    await overlayReady(page)
    await page.keyboard.press('Escape')
    await expect(page).toHaveURL(/\/$/)
    await expect(info).toBeFocused()
    // A destination card: the carousel steps aside under the overlay and comes back with new elements.
    const card = page.locator('#root a[href^="/destinations/"]').first()
    await expect(card).toBeVisible({ timeout: 15_000 })
    const href = await card.getAttribute('href')
    await card.focus()
    await page.keyboard.press('Enter')
    await overlayReady(page)
    // The city's lightbox has taken focus (its Escape closes it, and the overlay with it).
    await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true)
    await page.keyboard.press('Escape')
    await expect(page).toHaveURL(/\/$/)
    await expect(page.locator(`#root a[href="${href}"]`).first()).toBeFocused()
    // A section's button, drawn anew the same way: the news teaser's 'View All Articles'.
    const all = page.getByRole('button', { name: 'View All Articles' })
    await all.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('dialog', { name: 'Relocation News' })).toBeVisible()
    await expect(page).toHaveURL(/\/blog$/)
    await overlayReady(page)
    await page.keyboard.press('Escape')
    await expect(page).toHaveURL(/\/$/)
    await expect(all).toBeFocused()
  })

  test("the explainer keeps focus in its dialog, its video's controls included; Escape closes it and focus goes back", async ({ page }) => {
    await page.goto('/')
    const watch = page.getByRole('button', { name: 'Watch our unique way' })
    await watch.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Watch our unique way' })
    await expect(dialog).toBeVisible()
    const inDialog = () => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))
    // Focus goes into the dialog as it opens (in a task after the one that shows it: on a busy machine a
    // key pressed at once would still leave from the button).
    await expect.poll(inDialog).toBe(true)
    // Through the close button, the video's own controls and round again.
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab')
      expect(await inDialog(), `Tab ${i + 1}`).toBe(true)
    }
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press('Shift+Tab')
      expect(await inDialog(), `Shift+Tab ${i + 1}`).toBe(true)
    }
    // Escape from the dialog's own controls (inside the video's, Chromium keeps the key to itself).
    await dialog.getByRole('button', { name: 'Close' }).focus()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(watch).toBeFocused()
  })

  test('the home page is not re-mounted by opening and closing an overlay', async ({ page }) => {
    await page.goto('/')
    await page.locator('video').first().evaluate((v) => ((v as HTMLVideoElement & { marked?: boolean }).marked = true))
    await page.getByRole('link', { name: 'Explore destinations' }).click()
    await expect(page.getByRole('dialog', { name: 'Popular Destinations' })).toBeVisible()
    await page.getByRole('button', { name: 'Close' }).click()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    expect(await page.locator('video').first().evaluate((v) => (v as HTMLVideoElement & { marked?: boolean }).marked)).toBe(true)
  })

  for (const [path, title] of [
    ['/blog-lightbox', 'Relocation News'],
    ['/services-lightbox', 'My Services'],
  ] as const) {
    test(`${path} closes back in history`, async ({ page }) => {
      await page.goto('/post/404404')
      // A full page load from one of our pages, as a plain link elsewhere would do.
      await page.evaluate((to) => window.location.assign(to), path)
      await expect(page.getByRole('dialog', { name: title })).toBeVisible()
      await page.getByRole('button', { name: 'Close' }).click()
      await expect(page).toHaveURL(/\/post\/404404$/)
    })
  }

  test('a -lightbox route opened directly closes home', async ({ page }) => {
    await page.goto('/services-lightbox')
    await page.getByRole('button', { name: 'Close' }).click()
    await expect(page).toHaveURL(/\/$/)
  })
})

test.describe('an overlay that could not load', () => {
  test.use(phone)

  test('its screen says why where the overlay would be, and opens once the connection is back', async ({ page, context }) => {
    await page.goto('/')
    // Offline before the app was kept on the device (no service worker): the overlay's code is not here.
    await settled(page)
    await cutNetwork(context)
    await page.getByRole('link', { name: 'Explore destinations' }).first().click()
    const alert = page.getByRole('alert').filter({ hasText: 'Unexpected Application Error!' })
    await expect(alert).toContainText('This part of the app could not be loaded. Check your internet connection and try again.')
    // On screen, not below the home page the overlay's address hides; the link that opened it is hidden
    // with that page, so focus is on the way on.
    await expect(alert).toBeInViewport()
    const retry = alert.getByRole('button', { name: 'Try again' })
    await expect(retry).toBeFocused()
    await expect(page.getByRole('navigation', { name: 'App' })).toBeInViewport()
    await restoreNetwork(context)
    await retry.click()
    await expect(page.getByRole('dialog', { name: 'Popular Destinations' })).toBeVisible()
    await expect(alert).toBeHidden()
  })
})

test.describe('a screen slow to come', () => {
  test.use(phone)

  test('a bar under the header says it is on its way, and goes when the screen is there', async ({ page }) => {
    await page.goto('/')
    await settled(page)
    // The hub's code is held back, as a slow connection would, until the bar has been seen.
    const release = await holdBack(page, '**/assets/_home.time-currency-*.js')
    await page.getByRole('link', { name: /^Local time/ }).click()
    const progress = page.getByRole('progressbar', { name: 'Loading' })
    // Shown after a moment, so a screen that comes at once never flashes it.
    await expect(progress).toHaveCSS('opacity', '1')
    await expect(progress).toBeInViewport()
    release()
    await expect(page.getByRole('dialog', { name: 'Global Information Hub' })).toBeVisible()
    await expect(progress).toHaveCount(0)
  })

  test('inside an overlay, a bar under its title says the article is on its way', async ({ page }) => {
    await page.goto('/news')
    await overlayReady(page)
    const release = await holdBack(page, '**/assets/_home.news.post.*.js')
    const news = page.getByRole('dialog', { name: 'Relocation News' })
    await news.getByRole('article').first().getByRole('link', { name: 'Read More' }).click()
    // The overlay's own bar: the page's, under the header, is covered by the overlay.
    const progress = news.getByRole('progressbar', { name: 'Loading' })
    await expect(progress).toHaveCSS('opacity', '1')
    const [bar, title] = await Promise.all([progress.boundingBox(), news.getByRole('heading', { name: 'Relocation News' }).boundingBox()])
    expect(bar && title && bar.y > title.y + title.height).toBe(true)
    // Nothing covers it: what is on top at its middle is the bar (made hit-testable for the question).
    expect(await progress.evaluate((element: HTMLElement) => {
      element.style.pointerEvents = 'auto'
      const box = element.getBoundingClientRect()
      return element.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2))
    })).toBe(true)
    release()
    await expect(page.getByRole('dialog', { name: 'Article' })).toBeVisible()
    await expect(page.getByRole('progressbar')).toHaveCount(0)
  })
})

test.describe('external pages', () => {
  test.use(desktop)

  for (const path of ['/cost-calculator', '/planner', '/consult/relocation', '/consult/education', '/consult/real-estate']) {
    test(`${path} frames the page with only a close button`, async ({ page }) => {
      await page.goto(path)
      const dialog = page.getByRole('dialog', { name: 'External page' })
      await expect(dialog).toBeVisible()
      await expect(dialog.getByRole('heading')).toHaveCount(0)
      await expect(dialog.locator('iframe')).toHaveAttribute('src', /^http:\/\/127\.0\.0\.1:\d+\/demo\/site\//)
      await dialog.getByRole('button', { name: 'Close' }).click()
      await expect(page).toHaveURL(/\/$/)
    })
  }

  test('the home route opens ?external= in the viewer', async ({ page }) => {
    await page.goto(`/?external=${encodeURIComponent('https://example.org/guide')}`)
    await expect(page.getByRole('dialog', { name: 'External page' }).locator('iframe')).toHaveAttribute(
      'src',
      'https://example.org/guide',
    )
  })

  test('a bad external value falls back to the home page instead of failing', async ({ page }) => {
    for (const bad of ['', '%20%20%20', '123', `${'a'.repeat(5000)}.example`]) {
      await page.goto(`/?external=${bad}`)
      await expect(page.getByRole('heading', { name: 'We simplify your relocation journey.' })).toBeVisible()
      await expect(page.getByRole('dialog')).toHaveCount(0)
    }
  })
})

test.describe('not found', () => {
  for (const [name, options] of [
    ['desktop', desktop],
    ['phone', phone],
  ] as const) {
    test(`unknown paths show the 404 page (${name})`, async ({ browser }) => {
      const context = await browser.newContext(options)
      const page = await context.newPage()
      for (const path of ['/nowhere', '/consult/other', '/post/abc', '/post/12.5', '/services.html', '/news/extra/deep']) {
        await page.goto(path)
        await expect(page.getByText('404', { exact: true })).toBeVisible()
        await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible()
      }
      await page.getByRole('link', { name: 'Return to Home' }).click()
      await expect(page).toHaveURL(/\/$/)
      await expect(page.getByRole('heading', { name: 'We simplify your relocation journey.' })).toBeVisible()
      await context.close()
    })
  }
})
