// The services overlay against the real server: ordering each service end to end (the request is then
// a row in the server's SQLite database), the form's validation, Cancel, the draft surviving a reload,
// and requests made offline or while the server fails, delivered exactly once when it can be reached.
import path from 'node:path'
import Database from 'better-sqlite3'
import type { Locator, Page } from '@playwright/test'
import { desktop, expect as baseExpect, overlayReady, phone, settled, test, timePresence } from './fixtures'

const expect = baseExpect.configure({ timeout: 15_000 })
test.describe.configure({ timeout: 60_000 })

// The database `npm run serve` writes to (server/config.ts: SERVICE_REQUESTS_DB, relative to the project).
const DB_FILE = path.resolve(import.meta.dirname, '..', process.env.SERVICE_REQUESTS_DB ?? '.data/service-requests.db')

interface Row {
  id: string
  idempotency_key: string
  service: string
  name: string
  email: string
  phone: string
  message: string
}

/** The stored requests whose message contains `token` (each test writes its own). */
function rowsWith(token: string): Row[] {
  const db = new Database(DB_FILE, { readonly: true, fileMustExist: true })
  try {
    return db.prepare('SELECT * FROM service_requests WHERE message LIKE ?').all(`%${token}%`) as Row[]
  } finally {
    db.close()
  }
}

/** How many service requests wait in the page's outbox (its IndexedDB store). */
function savedRequests(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('waypoint-service-outbox')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const count = open.result.transaction('requests').objectStore('requests').count()
          count.onsuccess = () => {
            open.result.close()
            resolve(count.result)
          }
          count.onerror = () => reject(count.error)
        }
      }),
  )
}

const uniqueToken = () => `e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`

const SERVICES = [
  'Taxes – Filing & Advisory',
  'Shipping & Logistics',
  'Property Search – Temporary, Rental & Purchase',
  'Tools for Coping with Change – Expert Psychologist',
  'Storage Solutions',
]

async function openServices(page: Page, url = '/services') {
  await page.goto(url)
  await overlayReady(page)
  return page.getByRole('dialog', { name: 'My Services' })
}

const orderButton = (page: Page, service: string) =>
  page.getByRole('article', { name: service }).getByRole('button', { name: 'Order Service' })

async function openForm(page: Page, service: string): Promise<Locator> {
  await orderButton(page, service).click()
  const form = page.getByRole('dialog', { name: 'Request Service Information' })
  await expect(form).toBeVisible()
  await expect(form.getByLabel('Name')).toBeInViewport()
  // Named by its title; no description, or a screen reader would read out the whole form as it opens.
  await expect(form).not.toHaveAttribute('aria-describedby')
  return form
}

async function fill(form: Locator, values: { name: string; email: string; phone?: string; message: string }) {
  await form.getByLabel('Name').fill(values.name)
  await form.getByLabel('Email').fill(values.email)
  if (values.phone) await form.getByLabel('Phone').fill(values.phone)
  await form.getByLabel('Message').fill(values.message)
}

const toast = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text })

test.describe('ordering a service', () => {
  test.use(phone)

  for (const service of SERVICES) {
    test(`${service}: 'Sending...', a notice, the form cleared and closed, and the request stored once`, async ({ page }) => {
      const token = uniqueToken()
      const panel = await openServices(page)
      await expect(panel.getByRole('article')).toHaveCount(5)
      const form = await openForm(page, service)
      await expect(form).toContainText(`Tell us more about your needs for ${service}`)
      await expect(form.getByLabel('Name')).toBeFocused()
      await fill(form, { name: 'Dana Levi', email: 'dana@example.org', phone: '+972 50 123 4567', message: `Moving in March (${token})` })

      // Timed inside the page: on a slow machine the click alone can outlast the 1.5 s 'Sending...' state.
      const sendingTimes = await timePresence(page, '[role="dialog"] button', 'Sending...')
      await page.evaluate(() => {
        const w = window as Window & { clickedAt?: number }
        document.addEventListener('click', () => (w.clickedAt ??= performance.now()), { capture: true })
      })
      await form.getByRole('button', { name: 'Submit Request' }).click()
      await expect(form).toBeHidden()
      const clickedAt = (await page.evaluate(() => (window as Window & { clickedAt?: number }).clickedAt)) ?? 0
      const [shownAt = 0, hiddenAt = 0] = await sendingTimes()
      // 1.5 s from the tap to the form closing, 'Sending...' on screen all along (less the frame it takes to show).
      expect(hiddenAt - clickedAt).toBeGreaterThanOrEqual(1490)
      expect(hiddenAt - shownAt, "'Sending...' on screen while it sends").toBeGreaterThan(1000)
      await expect(toast(page, 'Request sent')).toContainText(`Your request for ${service} has been sent`)
      // The services overlay stays open, and focus is back on the button that opened the form.
      await expect(panel).toBeVisible()
      await expect(orderButton(page, service)).toBeFocused()

      await expect.poll(() => rowsWith(token).length).toBe(1)
      expect(rowsWith(token)[0]).toMatchObject({
        service,
        name: 'Dana Levi',
        email: 'dana@example.org',
        phone: '+972 50 123 4567',
        message: `Moving in March (${token})`,
        idempotency_key: expect.stringMatching(/^[0-9a-f-]{36}$/),
      })

      // Cleared: the next order starts empty.
      const again = await openForm(page, service)
      for (const label of ['Name', 'Email', 'Phone', 'Message']) await expect(again.getByLabel(label)).toHaveValue('')
    })
  }
})

test.describe('the request form', () => {
  test.use(desktop)

  test('shows what is wrong beside each field, announced, and sends nothing', async ({ page }) => {
    const posts: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/service-requests')) posts.push(request.url())
    })
    await openServices(page)
    const form = await openForm(page, 'Storage Solutions')
    await form.getByRole('button', { name: 'Submit Request' }).click()

    for (const [label, message] of [
      ['Name', 'Name is required'],
      ['Email', 'Email is required'],
      ['Message', 'Message is required'],
    ] as const) {
      const field = form.getByRole('textbox', { name: label })
      await expect(field).toHaveAttribute('aria-invalid', 'true')
      await expect(field).toHaveAccessibleDescription(message)
      await expect(form.getByRole('alert').filter({ hasText: message })).toBeVisible()
    }
    await expect(form.getByRole('textbox', { name: 'Name' })).toBeFocused()
    await expect(form.getByRole('textbox', { name: 'Phone' })).not.toHaveAttribute('aria-invalid', 'true')

    await form.getByLabel('Email').fill('dana@example')
    await expect(form.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Please enter a valid email address')
    await form.getByLabel('Phone').fill('call me')
    await expect(form.getByRole('textbox', { name: 'Phone' })).toHaveAccessibleDescription(/Please enter a valid phone number/)
    await form.getByLabel('Name').fill('Dana')
    await expect(form.getByText('Name is required')).toHaveCount(0)
    expect(posts).toEqual([])
  })

  test('Cancel closes the form and gives focus back; Escape closes the form, not the services overlay', async ({ page }) => {
    const panel = await openServices(page)
    let form = await openForm(page, 'Shipping & Logistics')
    await form.getByRole('button', { name: 'Cancel' }).click()
    await expect(form).toBeHidden()
    await expect(orderButton(page, 'Shipping & Logistics')).toBeFocused()

    form = await openForm(page, 'Shipping & Logistics')
    await page.keyboard.press('Escape')
    await expect(form).toBeHidden()
    await expect(panel).toBeVisible()
    await expect(page).toHaveURL(/\/services$/)
  })

  test('a half-typed form survives closing it and reloading the page, and is gone once sent', async ({ page }) => {
    const token = uniqueToken()
    await openServices(page)
    let form = await openForm(page, 'Property Search – Temporary, Rental & Purchase')
    await form.getByLabel('Name').fill('Noa Cohen')
    await form.getByLabel('Message').fill(`Three bedrooms near a school (${token})`)
    await form.getByRole('button', { name: 'Cancel' }).click()

    form = await openForm(page, 'Property Search – Temporary, Rental & Purchase')
    await expect(form.getByLabel('Name')).toHaveValue('Noa Cohen')
    await page.reload()
    await overlayReady(page)
    form = await openForm(page, 'Property Search – Temporary, Rental & Purchase')
    await expect(form.getByLabel('Name')).toHaveValue('Noa Cohen')
    await expect(form.getByLabel('Message')).toHaveValue(`Three bedrooms near a school (${token})`)
    // Another service keeps its own draft.
    await form.getByRole('button', { name: 'Cancel' }).click()
    form = await openForm(page, 'Storage Solutions')
    await expect(form.getByLabel('Name')).toHaveValue('')
    await form.getByRole('button', { name: 'Cancel' }).click()

    form = await openForm(page, 'Property Search – Temporary, Rental & Purchase')
    await form.getByLabel('Email').fill('noa@example.org')
    await form.getByRole('button', { name: 'Submit Request' }).click()
    await expect(toast(page, 'Request sent')).toBeVisible()
    await expect.poll(() => rowsWith(token).length).toBe(1)
    await page.reload()
    await overlayReady(page)
    form = await openForm(page, 'Property Search – Temporary, Rental & Purchase')
    await expect(form.getByLabel('Name')).toHaveValue('')
  })

  test('the lightbox variant orders too, and closing it goes back in history', async ({ page }) => {
    const token = uniqueToken()
    await page.goto('/time-currency')
    // A full page load from one of our pages, as a plain link elsewhere would do.
    await page.evaluate(() => window.location.assign('/services-lightbox'))
    await overlayReady(page)
    const form = await openForm(page, 'Taxes – Filing & Advisory')
    await fill(form, { name: 'Ari', email: 'ari@example.org', message: `Filing for 2026 (${token})` })
    await form.getByRole('button', { name: 'Submit Request' }).click()
    await expect(toast(page, 'Request sent')).toBeVisible()
    await expect.poll(() => rowsWith(token).length).toBe(1)
    await page.getByRole('dialog', { name: 'My Services' }).getByRole('button', { name: 'Close' }).click()
    await expect(page).toHaveURL(/\/time-currency$/)
  })
})

test.describe('requests that cannot be sent at once', () => {
  test.use(phone)

  test('made offline: saved, said so, and delivered exactly once when the connection returns', async ({ page, context }) => {
    const token = uniqueToken()
    await openServices(page)
    // The home page under the overlay loads its sections lazily: let it finish before the network goes.
    await settled(page)
    await context.setOffline(true)
    const form = await openForm(page, 'Storage Solutions')
    await fill(form, { name: 'Offline Olga', email: 'olga@example.org', message: `Sent from a tunnel (${token})` })
    await form.getByRole('button', { name: 'Submit Request' }).click()
    await expect(form.getByRole('button', { name: 'Sending...' })).toBeVisible()
    await expect(toast(page, 'You are offline. Your request is saved and will be sent when you are back online.')).toBeVisible()
    await expect(form).toBeHidden()
    expect(rowsWith(token)).toEqual([])

    // Saved on the device: a reload while still offline would not lose it either.
    expect(await savedRequests(page)).toBe(1)

    await context.setOffline(false)
    await expect(toast(page, 'your saved request for Storage Solutions has been sent')).toBeVisible()
    // The saved toast (which would stay its 6 s) goes with it: the two would contradict each other.
    await expect(toast(page, /You are offline/)).toBeHidden({ timeout: 3000 })
    await expect.poll(() => rowsWith(token).length).toBe(1)
    // Nothing else is sent later: the outbox is empty (the background sync sends only what it holds, and
    // plans no retry once it is empty), and the server still holds the one request.
    await expect.poll(() => savedRequests(page)).toBe(0)
    expect(rowsWith(token)).toHaveLength(1)
  })

  test('left saved when the page closed offline, and sent from the home page when the app next starts', async ({ page, context }) => {
    const token = uniqueToken()
    await openServices(page)
    // The home page under the overlay loads its sections lazily: let it finish before the network goes.
    await settled(page)
    await context.setOffline(true)
    const form = await openForm(page, 'Shipping & Logistics')
    await fill(form, { name: 'Ben', email: 'ben@example.org', message: `Car and piano (${token})` })
    await form.getByRole('button', { name: 'Submit Request' }).click()
    await expect(toast(page, /You are offline/)).toBeVisible()
    await page.close()

    await context.setOffline(false)
    const home = await context.newPage()
    await home.goto('/')
    await expect(toast(home, 'your saved request for Shipping & Logistics has been sent')).toBeVisible()
    await expect.poll(() => rowsWith(token).length).toBe(1)
  })

  test('the server failing (503): saved, retried, and stored once when it is back', async ({ page }) => {
    const token = uniqueToken()
    let failures = 0
    await page.route('**/api/functions/service-requests', async (route) => {
      if (route.request().method() === 'POST' && failures < 1) {
        failures += 1
        await route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: 'Service unavailable' }) })
      } else {
        await route.continue()
      }
    })
    await openServices(page)
    const form = await openForm(page, 'Tools for Coping with Change – Expert Psychologist')
    await fill(form, { name: 'Maya', email: 'maya@example.org', message: `Sessions for a teenager (${token})` })
    await form.getByRole('button', { name: 'Submit Request' }).click()
    await expect(toast(page, /We could not reach our server\. Your request is saved/)).toBeVisible()
    await expect(form).toBeHidden()
    await expect(toast(page, 'your saved request for Tools for Coping with Change – Expert Psychologist has been sent')).toBeVisible()
    await expect.poll(() => rowsWith(token).length).toBe(1)
    expect(failures).toBe(1)
  })
})

test('the home page does not load the outbox code when no request waits', async ({ page }) => {
  await page.goto('/', { waitUntil: 'networkidle' })
  // Chunks come as scripts or as module preloads: ask the page what it fetched.
  const loaded = () => page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name))
  await expect.poll(async () => (await loaded()).some((url) => url.includes('/outbox-boot-'))).toBe(true)
  expect((await loaded()).filter((url) => url.includes('/background-sync-'))).toEqual([])
})
