// The AI assistant panel, the community page and the external viewer against the real server and its demo
// pages: the example questions and the 700 px chatbot frame, the group link, the consultancy's own pages in
// the viewer, a foreign host under its bar, refused addresses, and the failure panel with its toast.
import type { Page, Route } from '@playwright/test'
import { desktop, expect as baseExpect, overlayReady, phone, test } from './fixtures'

// The machine is shared and slow: the waits are generous, the assertions are not.
const expect = baseExpect.configure({ timeout: 15_000 })
test.describe.configure({ timeout: 60_000 })

const FAILURE_TOAST = 'There was an issue loading the external content. This might be due to CORS restrictions.'

const externalDialog = (page: Page) => page.getByRole('dialog', { name: 'External page' })

test.describe('AI assistant', () => {
  test.use(phone)

  test('lists the ten example questions and embeds the chatbot 700 px high', async ({ page }) => {
    await page.goto('/chatbot')
    const dialog = page.getByRole('dialog', { name: 'My 24/7 AI Assistant' })
    await expect(dialog.getByText('Get instant answers for your daily needs')).toBeVisible()
    await overlayReady(page)

    const button = dialog.getByRole('button', { name: 'Examples of daily questions I can ask' })
    await button.click()
    // Inside the assistant's overlay, a modal dialog: a screen reader reads nothing outside it.
    const popover = dialog.getByRole('dialog', { name: 'You can ask about...' })
    await expect(popover.getByRole('heading', { name: 'You can ask about...' })).toBeVisible()
    const examples = popover.getByRole('listitem')
    await expect(examples).toHaveCount(10)
    await expect(examples.first()).toHaveText('How do I find a reliable plumber or electrician?')
    await expect(examples.last()).toHaveText('What can we do as a family this weekend?')
    for (const words of ['grocery delivery', 'expats', 'playgrounds', 'rush hour', 'specialty groceries', 'English-speaking doctor', 'hidden gems', 'monthly public transport pass']) {
      await expect(popover.getByText(words)).toBeVisible()
    }
    await page.keyboard.press('Escape')
    await expect(popover).toBeHidden()
    // Escape closed the list only, not the assistant.
    await expect(dialog).toBeVisible()

    const frame = dialog.locator('iframe')
    await expect(frame).toHaveAttribute('title', 'AI assistant chat')
    await expect(frame).toHaveAttribute('sandbox', /allow-scripts/)
    await expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer')
    await expect(frame).toHaveAttribute('src', /\/demo\/assistant\/?\?lang=en$/)
    expect((await frame.boundingBox())?.height).toBe(700)
    // The chatbot itself answers inside the frame.
    const chat = page.frameLocator('iframe[title="AI assistant chat"]')
    await chat.getByRole('textbox', { name: 'Your question' }).fill('Where can I meet other expats in Berlin?')
    await chat.getByRole('button', { name: 'Send' }).click()
    await expect(chat.getByText(/Internations/)).toBeVisible()
  })

  test('Tab out of the chat frame goes round to Close, and Shift+Tab from Close goes back into the frame', async ({ page }) => {
    await page.goto('/chatbot')
    const dialog = page.getByRole('dialog', { name: 'My 24/7 AI Assistant' })
    await overlayReady(page)
    const chat = page.frameLocator('iframe[title="AI assistant chat"]')
    const send = chat.getByRole('button', { name: 'Send' })
    // The frame's last control: the trap cannot see inside the frame, so Tab from here leaves it.
    await send.focus()
    await expect(send).toBeFocused()
    await page.keyboard.press('Tab')
    const close = dialog.getByRole('button', { name: 'Close' })
    await expect(close).toBeFocused()
    await page.keyboard.press('Shift+Tab')
    await expect(dialog.locator('iframe')).toBeFocused()
  })

  test('offline it says so instead of showing a broken frame, and comes back online', async ({ page, context }) => {
    // Open the assistant once online from the home page, so that its code is in the page.
    await page.goto('/')
    await expect(page.getByRole('heading', { name: 'We simplify your relocation journey.' })).toBeVisible()
    const openAssistant = async () => {
      await page.getByRole('navigation', { name: 'App' }).getByRole('button', { name: 'Client Area' }).click()
      await page.getByRole('link', { name: 'My 24/7 AI Assistant' }).click()
      await overlayReady(page)
    }
    await openAssistant()
    const dialog = page.getByRole('dialog', { name: 'My 24/7 AI Assistant' })
    await expect(dialog.locator('iframe[title="AI assistant chat"]')).toBeVisible()
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toBeHidden()

    await context.setOffline(true)
    await openAssistant()
    await expect(dialog.getByRole('heading', { name: 'You are offline' })).toBeVisible()
    await expect(dialog.getByText(/The assistant needs an internet connection/)).toBeVisible()
    await expect(dialog.locator('iframe')).toHaveCount(0)
    // The examples still open offline.
    await dialog.getByRole('button', { name: 'Examples of daily questions I can ask' }).click()
    await expect(page.getByRole('dialog', { name: 'You can ask about...' }).getByRole('listitem')).toHaveCount(10)
    await page.keyboard.press('Escape')

    await context.setOffline(false)
    await expect(page.frameLocator('iframe[title="AI assistant chat"]').getByText('Waypoint Assistant')).toBeVisible()
    await expect(dialog.getByRole('heading', { name: 'You are offline' })).toHaveCount(0)
  })
})

test.describe('community', () => {
  test.use(desktop)

  test('welcomes, shows the group link with Copy, and joins the group in a new tab', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL })
    await page.goto('/community')
    const dialog = page.getByRole('dialog', { name: 'Waypoint Community' })
    await expect(dialog.getByText('Connect with others')).toBeVisible()
    await overlayReady(page)
    await expect(dialog.getByRole('heading', { name: /Welcome/ })).toBeVisible()

    const link = `${baseURL}/demo/chat/invite/waypoint-community`
    await expect(dialog.getByText(link, { exact: true })).toBeVisible()
    const join = dialog.getByRole('link', { name: 'Join WhatsApp Group' })
    await expect(join).toHaveAttribute('href', link)
    await expect(join).toHaveAttribute('target', '_blank')
    await expect(join).toHaveAttribute('rel', 'noopener noreferrer')

    await dialog.getByRole('button', { name: 'Copy', exact: true }).click()
    await expect(page.getByText('Link copied')).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link)

    // The link opens the group's invite page in a new tab.
    const [tab] = await Promise.all([context.waitForEvent('page'), join.click()])
    await expect(tab.getByRole('heading', { name: 'Waypoint Community' })).toBeVisible()
    await tab.close()
  })
})

test.describe('external viewer', () => {
  test.use(desktop)

  test('a Russian link opens the calculator in Russian, frame and all', async ({ page }) => {
    // The language came with the link (kept for the visit, no cookie): the page in the frame speaks it too.
    await page.goto('/?lang=ru')
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru')
    // The app has started (the server painted the Russian page; the app keeps the link's language).
    await expect(page.getByRole('navigation', { name: 'Основное меню' })).toBeVisible()
    await page.waitForFunction(() => performance.getEntriesByName('wp:deferred-start').length > 0)
    await page.goto('/cost-calculator')
    await overlayReady(page)
    const calculator = page.frameLocator('iframe')
    await expect(calculator.locator('html')).toHaveAttribute('lang', 'ru')
    await expect(calculator.getByRole('heading', { name: 'Калькулятор стоимости жизни' })).toBeVisible()
  })

  test("opens the consultancy's own calculator directly, with no host bar", async ({ page, baseURL }) => {
    await page.goto('/cost-calculator')
    const dialog = externalDialog(page)
    await overlayReady(page)
    const frame = dialog.locator('iframe')
    await expect(frame).toHaveAttribute('src', `${baseURL}/demo/site/cost-calculator?lang=en`)
    await expect(frame).toHaveAttribute('title', 'Cost-of-Living AI Calculator')
    await expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer')
    await expect(frame).toHaveAttribute('sandbox', /allow-scripts/)
    await expect(page.frameLocator('iframe').getByRole('heading', { name: 'Cost-of-Living Calculator' })).toBeVisible()
    await expect(dialog.getByRole('status', { name: 'Opening the page' })).toHaveCount(0)
    await expect(dialog.getByRole('note', { name: 'Page from another site' })).toHaveCount(0)
    // Full height: the frame fills the overlay.
    const box = await frame.boundingBox()
    expect(box?.height).toBeGreaterThan(850)
  })

  test('opens a consultation form that can be sent inside the frame', async ({ page }) => {
    await page.goto('/consult/education')
    await overlayReady(page)
    const form = page.frameLocator('iframe')
    await expect(form.getByRole('heading', { name: 'Education consultation' })).toBeVisible()
    await form.getByLabel('Full name').fill('Dana Levi')
    await form.getByLabel('Email').fill('dana@example.org')
    await form.getByLabel(/Children and their ages/).fill('6 and 11')
    await form.getByRole('button', { name: 'Book my education consultation' }).click()
    await expect(form.getByRole('heading', { name: /Thank you/ })).toBeVisible()
  })

  test('the footer opens the terms and privacy pages in the viewer', async ({ page, baseURL }) => {
    await page.goto('/')
    const legal = page.getByRole('navigation', { name: 'Legal' })
    await legal.getByRole('link', { name: 'Terms of Service' }).click()
    await expect(page).toHaveURL(/\?external=.+terms/)
    await overlayReady(page)
    const frame = externalDialog(page).locator('iframe')
    await expect(frame).toHaveAttribute('src', `${baseURL}/demo/site/terms?lang=en`)
    await expect(page.frameLocator('iframe').getByRole('heading', { name: 'Terms of Service', level: 1 })).toBeVisible()
    await externalDialog(page).getByRole('button', { name: 'Close' }).click()
    await expect(page).toHaveURL(/\/$/)

    await legal.getByRole('link', { name: 'Privacy Policy' }).click()
    await overlayReady(page)
    await expect(page.frameLocator('iframe').getByRole('heading', { name: 'Privacy Policy', level: 1 })).toBeVisible()
  })

  test('names a foreign host in a bar, even when its path copies ours', async ({ page }) => {
    // A fake site on a made-up host: nothing leaves the machine.
    await page.route('http://lookalike.test/**', (route: Route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Terms</title><h1>Totally our terms</h1>' }),
    )
    await page.goto(`/?external=${encodeURIComponent('http://lookalike.test/demo/site/terms')}`)
    await overlayReady(page)
    const dialog = externalDialog(page)
    const bar = dialog.getByRole('note', { name: 'Page from another site' })
    await expect(bar).toContainText('This page is from lookalike.test, not from Waypoint.')
    const newTab = bar.getByRole('link', { name: 'Open in new tab' })
    await expect(newTab).toHaveAttribute('href', 'http://lookalike.test/demo/site/terms')
    await expect(newTab).toHaveAttribute('target', '_blank')
    await expect(newTab).toHaveAttribute('rel', 'noopener noreferrer')
    await expect(dialog.locator('iframe')).toHaveAttribute('title', 'Page from lookalike.test')
    await expect(page.frameLocator('iframe').getByRole('heading', { name: 'Totally our terms' })).toBeVisible()
  })

  test('refuses addresses that are not web pages, and the app itself, before any frame exists', async ({ page, baseURL }) => {
    const requests: string[] = []
    page.on('request', (request) => requests.push(request.url()))
    for (const [address, reason] of [
      ['javascript:alert(document.domain)', /Only web pages/],
      ['data:text/html,<script>alert(1)</script>', /Only web pages/],
      ['https://admin:secret@example.org/', /user name or password/],
      [`${baseURL}/chatbot`, /address of the Waypoint app itself/],
    ] as const) {
      await page.goto(`/?external=${encodeURIComponent(address)}`)
      const dialog = page.getByRole('dialog', { name: 'No content available' })
      await overlayReady(page)
      await expect(dialog.getByRole('heading', { name: 'This address cannot be opened' })).toBeVisible()
      await expect(dialog.getByText(reason)).toBeVisible()
      await expect(page.locator('iframe')).toHaveCount(0)
    }
    expect(requests.filter((url) => new URL(url).hostname.endsWith('example.org'))).toEqual([])
  })

  test('with the network cut while the browser still believes it is online, it says offline and reloads when the network returns', async ({
    page,
    context,
  }) => {
    await page.goto('/cost-calculator')
    const dialog = externalDialog(page)
    await expect(page.frameLocator('iframe').getByRole('heading', { name: 'Cost-of-Living Calculator' })).toBeVisible()
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toBeHidden()

    // Every request fails from here (a Wi-Fi with no internet): navigator.onLine stays true.
    await context.route('**', (route) => route.abort('internetdisconnected'))
    await page.goBack()
    await expect(dialog.getByText(/You are offline/)).toBeVisible()
    await expect(dialog.locator('iframe')).toHaveCount(0)
    expect(await page.evaluate(() => navigator.onLine)).toBe(true)

    await context.unroute('**')
    await expect(page.frameLocator('iframe').getByRole('heading', { name: 'Cost-of-Living Calculator' })).toBeVisible()
    await expect(dialog.getByText(/You are offline/)).toHaveCount(0)
  })

  test('a page that fails to load shows the failure panel and one toast', async ({ page, baseURL }) => {
    await page.route(/\/demo\/site\/cost-calculator(\?|$)/, (route) => route.abort('connectionrefused'))
    await page.goto('/cost-calculator')
    const dialog = externalDialog(page)
    await expect(dialog.getByRole('heading', { name: 'Failed to load content' })).toBeVisible()
    await expect(dialog.getByText(`${baseURL}/demo/site/cost-calculator`, { exact: true })).toBeVisible()
    // The address as the link gave it; the tab opens it in the language shown, as the frame asked for it.
    const open = dialog.getByRole('link', { name: 'Open in new tab instead' })
    await expect(open).toHaveAttribute('href', `${baseURL}/demo/site/cost-calculator?lang=en`)
    await expect(open).toHaveAttribute('target', '_blank')
    await expect(open).toHaveAttribute('rel', /noopener/)
    await expect(open).toHaveAttribute('rel', /noreferrer/)
    // The app is served over http here: no CORS note.
    await expect(dialog.getByText(/mixed-content/)).toHaveCount(0)
    await expect(dialog.locator('iframe')).toHaveCount(0)

    const toasts = page.getByRole('region', { name: 'Notifications' })
    await expect(toasts.getByText('Content could not be loaded')).toBeVisible()
    await expect(toasts.getByText(FAILURE_TOAST)).toBeVisible()
    await expect(toasts.getByText('Content could not be loaded')).toHaveCount(1)

    // Once the page answers again, Try again shows it.
    await page.unroute(/\/demo\/site\/cost-calculator(\?|$)/)
    await dialog.getByRole('button', { name: 'Try again' }).click()
    await expect(page.frameLocator('iframe').getByRole('heading', { name: 'Cost-of-Living Calculator' })).toBeVisible()
    await expect(dialog.getByRole('heading', { name: 'Failed to load content' })).toHaveCount(0)
  })

  test('going offline while a page loads fails at once, and it loads by itself back online', async ({ page, context }) => {
    // The planner never answers while we are "offline".
    let hold = true
    await page.route(/\/demo\/site\/pm(\?|$)/, async (route) => {
      if (hold) return // left hanging: the request never completes
      await route.continue()
    })
    await page.goto('/planner')
    const dialog = externalDialog(page)
    // The frame has asked for the page and waits for it.
    await expect(dialog.locator('iframe')).toBeAttached()
    await context.setOffline(true)
    await expect(dialog.getByRole('heading', { name: 'Failed to load content' })).toBeVisible()
    await expect(dialog.getByText(/You are offline/)).toBeVisible()
    await expect(dialog.getByRole('link', { name: 'Open in new tab instead' })).toHaveAttribute('href', /\/demo\/site\/pm\?lang=en$/)

    hold = false
    await context.setOffline(false)
    await expect(page.frameLocator('iframe').getByRole('heading', { name: 'My Relocation Planner' })).toBeVisible()
  })
})
