import type { Locator, Page } from '@playwright/test'
import { box, cutNetwork, expect, holdBack, installed, overlayReady, phone, test, waitForOfflineReady } from './fixtures'

// Issue 24, "Ready for the trip", as a traveller lives it on a phone with the app's service worker on:
// what was seen online opens offline, with the network really gone (the service worker's own requests too).
// The app is installed already (fixtures.ts, `installed`): these tests are about what it keeps.
test.use({ ...phone, serviceWorkers: 'allow' })
test.describe.configure({ timeout: 240_000 })
const slow = expect.configure({ timeout: 20_000 })

interface ListedPost {
  id: number
  title: string
  /** The first words of the body, as text. */
  opening: string
}

/** WordPress's rendered text as a reader sees it: tags gone, entities decoded, spaces collapsed. */
function text(html: string): string {
  const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', nbsp: ' ', hellip: '…' }
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&([a-z]+);/g, (entity, name: string) => named[name] ?? entity)
    .replace(/\s+/g, ' ')
    .trim()
}

/** The first page of the demo's posts, as the listing asks for it (read beside the browser, not through it). */
async function listedPosts(page: Page, batches = 1): Promise<ListedPost[]> {
  const json: { id: number; title: { rendered: string }; content: { rendered: string } }[] = []
  for (let batch = 1; batch <= batches; batch++) {
    const response = await page.request.get(`/demo/wp/wp-json/wp/v2/posts?_embed&status=publish&page=${batch}&per_page=20`)
    json.push(...((await response.json()) as typeof json))
  }
  return json.map((post) => ({
    id: post.id,
    title: text(post.title.rendered),
    opening: text(post.content.rendered).split(' ').slice(0, 4).join(' '),
  }))
}

/** What this device keeps, read inside the page: saved articles, and kept images (measured and opaque). */
async function kept(page: Page): Promise<{ articles: number; images: number }> {
  return page.evaluate(async () => {
    const articles = await new Promise<number>((resolve) => {
      const open = indexedDB.open('waypoint-news')
      open.onupgradeneeded = () => open.result.createObjectStore('articles')
      open.onerror = () => resolve(0)
      open.onsuccess = () => {
        const count = open.result.transaction('articles').objectStore('articles').count()
        count.onsuccess = () => resolve(count.result)
        count.onerror = () => resolve(0)
      }
    })
    const images = (await (await caches.open('images')).keys()).length + (await (await caches.open('opaque-images')).keys()).length
    return { articles, images }
  })
}

installed('after only seeing the list, six articles never opened read offline in full, with their images', async ({ page, context }) => {
  const posts = await listedPosts(page)
  await page.goto('/')
  await waitForOfflineReady(page, 60_000)
  await page.goto('/news')
  const news = page.getByRole('dialog', { name: 'Relocation News' })
  await slow(news.getByRole('article').first()).toBeVisible()
  // The listing keeps the posts it fetched (its first batch of 20 at least) and their featured images.
  await slow.poll(async () => Math.min(...Object.values(await kept(page))), { timeout: 30_000 }).toBeGreaterThanOrEqual(20)
  console.log(`after only seeing the list: ${JSON.stringify(await kept(page))} (articles, images) kept on the device`)

  await cutNetwork(context)
  // Six never opened: from the end of the first batch, below the cards on screen.
  for (const post of posts.slice(-6)) {
    await page.goto(`/post/${post.id}`)
    await slow(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible()
    await expect(page.getByTestId('article-body')).toContainText(post.opening)
    const image = page.getByRole('article').locator('img').first()
    await slow.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0 && !element.src.endsWith('post-placeholder.svg'))).toBe(true)
  }
})

/** The destinations of the demo sheet, by the name their address uses. */
async function sheetCities(page: Page): Promise<string[]> {
  const tsv = await (await page.request.get('/demo/sheets/destinations/pub?output=tsv')).text()
  return tsv
    .split('\n')
    .slice(1)
    .map((line) => (line.split('\t')[0] ?? '').split(',')[0]?.trim() ?? '')
    .filter((city) => city !== '')
}

/** Storage this origin uses, as the browser counts it. */
const used = (page: Page) => page.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0)

installed('saved for the trip: the latest articles listed, found and read past the first batch, and every destination, with no network', async ({ page, context }) => {
  const posts = (await listedPosts(page, 3)).slice(0, 50)
  const cities = await sheetCities(page)
  await page.goto('/')
  await waitForOfflineReady(page, 60_000)
  const before = await used(page)

  await page.goto('/news')
  const news = page.getByRole('dialog', { name: 'Relocation News' })
  await slow(news.getByRole('heading', { name: 'Ready for the trip' })).toBeVisible()
  await page.evaluate(() => {
    const w = window as Window & { longTasks?: number[] }
    w.longTasks = []
    new PerformanceObserver((list) => list.getEntries().forEach((entry) => w.longTasks?.push(entry.duration))).observe({ type: 'longtask' })
  })
  const started = Date.now()
  await news.getByRole('button', { name: 'Save for offline' }).click()
  const progress = news.getByRole('progressbar', { name: 'Saving for offline' })
  await expect(progress).toHaveAttribute('aria-valuetext', /^\d+ of \d+ saved · \d+\.\d MB$/)
  const status = news.getByTestId('trip-status')
  // When, as the offline notes say it ('30 Nov 2026 21:22' on the default 24-hour clock).
  await expect(status).toContainText(/^Available offline, saved \d{1,2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2} \((\d+\.\d) MB\):/, { timeout: 90_000 })
  const seconds = (Date.now() - started) / 1000
  await expect(status).toContainText(/This browser (agreed|did not promise)/)
  const available = await news.getByTestId('trip-available').innerText()
  expect(available).toContain('50 articles')
  expect(available).toContain(`${cities.length} destinations`)
  const after = await used(page)
  const longTasks = await page.evaluate(() => (window as Window & { longTasks?: number[] }).longTasks ?? [])
  console.log(
    `trip set: ${(await status.innerText()).split('\n')[0]} in ${seconds.toFixed(1)} s; ${available.replace(/\n/g, ', ')}; ` +
      `storage used ${(before / 1e6).toFixed(2)} MB before, ${(after / 1e6).toFixed(2)} MB after; long tasks meanwhile: ${JSON.stringify(longTasks.map(Math.round))}`,
  )

  // Read as a traveller does with no network: the app opened cold on the newest article, then Next through
  // the next 24, past the first batch of 20 the listing had fetched (each one from the device: nothing
  // answers); then a destination opened cold and Next through every city, wrapping round. One cold start
  // per kind, not 36: the cold start offline has its own tests (pwa.spec), and this one is about what was
  // saved.
  await cutNetwork(context)
  const [first, ...rest] = posts.slice(0, 25)
  if (!first) throw new Error('The demo lists no posts')
  await page.goto(`/post/${first.id}`)
  // The article's sticky Back sits below the offline bar under the header, not hidden by it.
  const offlineBar = page.getByRole('status').filter({ hasText: "You're offline. Showing what's saved on this device." })
  await expect(offlineBar).toBeVisible()
  /** How far `lower` starts below the end of `upper` (negative: under it). */
  const gapBelow = async (upper: Locator, lower: Locator) => {
    const [above, below] = await Promise.all([box(upper), box(lower)])
    return below.y - (above.y + above.height)
  }
  const back = page.getByRole('article').getByRole('button', { name: 'Back', exact: true })
  await expect.poll(() => gapBelow(offlineBar, back)).toBeGreaterThanOrEqual(0)
  // And the page under them moved down too: the article's header (its category) starts below the toolbar.
  const header = page.getByRole('article').locator('header').first()
  await expect.poll(() => gapBelow(page.getByTestId('article-toolbar'), header)).toBeGreaterThanOrEqual(0)
  for (const [index, post] of [first, ...rest].entries()) {
    if (index > 0) await page.getByRole('article').getByRole('button', { name: 'Next' }).click()
    await expect(page).toHaveURL(new RegExp(`/post/${post.id}$`))
    await slow(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible()
    await expect(page.getByTestId('article-body')).toContainText(post.opening)
  }
  // The listing offline holds all 50: the fifth page of 12 shows the 49th and 50th, and a search finds an
  // article only the trip saved.
  const [fortyNinth, fiftieth] = posts.slice(48, 50)
  const [fortyFirst] = posts.slice(40, 41)
  if (!fortyNinth || !fiftieth || !fortyFirst) throw new Error('The demo lists fewer than 50 posts')
  await page.goto('/blog?page=5')
  const cards = page.getByRole('dialog').getByRole('article')
  await slow(cards.first()).toBeVisible()
  await expect(cards.getByRole('heading')).toHaveText([fortyNinth.title, fiftieth.title])
  await page.goto(`/blog?search=${encodeURIComponent(fortyFirst.title)}`)
  await expect(cards.getByRole('heading', { name: fortyFirst.title })).toBeVisible()
  // And Next goes on past what the listing fetched online (two batches, 40): from the 39th to the 45th.
  for (const [index, post] of posts.slice(38, 45).entries()) {
    if (index === 0) await page.goto(`/post/${post.id}`)
    else await page.getByRole('article').getByRole('button', { name: 'Next' }).click()
    await expect(page).toHaveURL(new RegExp(`/post/${post.id}$`))
    await slow(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible()
  }

  const [firstCity] = cities
  if (!firstCity) throw new Error('The demo sheet lists no destinations')
  await page.goto(`/destinations/${encodeURIComponent(firstCity)}`)
  const lightbox = page.getByRole('dialog')
  for (const [index, city] of cities.entries()) {
    if (index > 0) await lightbox.getByRole('button', { name: 'Next' }).click()
    await expect(page).toHaveURL(new RegExp(`/destinations/${encodeURIComponent(city)}$`))
    await slow(lightbox.getByRole('heading', { name: city }).first()).toBeVisible()
    // Its facts, from the sheet saved for the trip (the fact groups, none of them empty).
    await expect(lightbox.getByRole('region').first()).toBeVisible()
    await expect(lightbox.getByTestId('no-facts')).toHaveCount(0)
  }
})

// A first visit: the app's worker is still fetching its precache when the person saves for the trip. The
// images wait for it to take the page over (only the worker can keep them), instead of being reported as
// not saved while the person is online.
test('saved on a first visit, while the app is still installing: the images wait for it and are kept', async ({ page, context }) => {
  // The worker's precache (its files carry their revision) is held until the save has reached the images.
  const release = await holdBack(context, /[?&]__WB_REVISION__=/)
  await page.goto('/news')
  const news = page.getByRole('dialog', { name: 'Relocation News' })
  await slow(news.getByRole('heading', { name: 'Ready for the trip' })).toBeVisible()
  await page.waitForFunction(async () => Boolean((await navigator.serviceWorker.getRegistration())?.installing))
  // The destinations are the last thing saved before the images.
  const destinations = page.waitForResponse(/\/sheets\/destinations\//)
  await news.getByRole('button', { name: 'Save for offline' }).click()
  await destinations
  release()
  const status = news.getByTestId('trip-status')
  await expect(status).toContainText(/^(Available offline|Not everything could be saved)/, { timeout: 90_000 })
  await expect(status).toContainText(/^Available offline, saved/)
  await expect(news.getByTestId('trip-available')).toContainText(/\d+ images/)
})

/** Stars a destination: it joins the shortlist. */
async function shortlist(page: Page, city: string) {
  await page.goto(`/destinations/${encodeURIComponent(city)}`)
  await overlayReady(page)
  await page.getByRole('button', { name: `Add ${city} to my shortlist` }).click()
  await expect(page.getByRole('button', { name: `Remove ${city} from my shortlist` })).toHaveAttribute('aria-pressed', 'true')
}

async function expectShortlisted(page: Page, city: string) {
  await page.goto('/shortlist')
  const list = page.getByRole('dialog', { name: 'My shortlist' })
  await overlayReady(page)
  await expect(list.getByRole('region', { name: 'Destinations' }).getByRole('link', { name: city })).toBeVisible()
}

async function openSettings(page: Page) {
  await page.getByRole('button', { name: /^Settings/ }).click()
  return page.getByRole('dialog', { name: 'Settings' })
}

// The headless shell has no Periodic Background Sync; the full browser runs this one (playwright.config.ts).
test('refreshed in the background while the app is closed, where the browser offers it: what WordPress changed reads offline', { tag: '@full-browser' }, async ({ page, context }) => {
  const [gone, retitled] = await listedPosts(page)
  if (!gone || !retitled) throw new Error('The demo lists fewer than two posts')
  await page.goto('/')
  await waitForOfflineReady(page, 60_000)
  // Chromium grants Periodic Background Sync to an installed app a person uses; the test grants it.
  const origin = new URL(page.url()).origin
  const cdp = await context.newCDPSession(page)
  const { targetInfo } = await cdp.send('Target.getTargetInfo')
  const browser = context.browser()
  if (!browser) throw new Error('No browser to grant the permission in')
  const browserCdp = await browser.newBrowserCDPSession()
  await browserCdp.send('Browser.setPermission', {
    permission: { name: 'periodic-background-sync' },
    setting: 'granted',
    origin,
    browserContextId: targetInfo.browserContextId,
  })

  await page.goto('/news')
  const news = page.getByRole('dialog', { name: 'Relocation News' })
  await news.getByRole('button', { name: 'Save for offline' }).click()
  await expect(news.getByTestId('trip-status')).toContainText(/^Available offline, saved/, { timeout: 90_000 })
  // Saving asked the browser for a daily refresh.
  await slow
    .poll(() => page.evaluate(async () => ((await navigator.serviceWorker.ready) as ServiceWorkerRegistration & { periodicSync: { getTags(): Promise<string[]> } }).periodicSync.getTags()))
    .toEqual(['refresh-kept'])

  const savedAt = () => page.evaluate(() => (JSON.parse(localStorage.getItem('waypoint-trip') ?? '{}') as { savedAt?: number }).savedAt)
  const before = await savedAt()
  const registrationId = await new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const found = registrations.find((registration) => registration.scopeURL === `${origin}/` && !registration.isDeleted)
      if (found) resolve(found.registrationId)
    })
    void cdp.send('ServiceWorker.enable')
  })
  // The person closes the app.
  await page.goto('about:blank')

  // Overnight, WordPress unpublishes the newest article and retitles the next one, and the consultancy
  // rewrites Tel Aviv's description in the destinations sheet.
  await context.route(/\/wp-json\/wp\/v2\/posts\?/, async (route) => {
    const response = await route.fetch()
    const listed = (await response.json()) as { id: number; title: { rendered: string } }[]
    const changed = listed.filter((post) => post.id !== gone.id).map((post) => (post.id === retitled.id ? { ...post, title: { rendered: 'Retitled overnight' } } : post))
    await route.fulfill({ response, json: changed })
  })
  await context.route(/\/demo\/sheets\/destinations\//, async (route) => {
    const response = await route.fetch()
    const sheet = (await response.text()).replace("Israel's Mediterranean business and cultural capital", 'Rewritten overnight: the business capital')
    await route.fulfill({ response, body: sheet })
  })
  // The browser wakes the worker for its daily refresh (what DevTools' 'Periodic sync' button does), with
  // no page of the app open; the worker records when it has fetched the set.
  await cdp.send('ServiceWorker.dispatchPeriodicSyncEvent', { origin, registrationId, tag: 'refresh-kept' })
  // (Asked of whichever worker is running: the browser may have started a new one for the event.)
  const refreshed = async () =>
    (await context.serviceWorkers()[0]?.evaluate(async () => Boolean(await (await caches.open('refresh-kept')).match('/__refresh-kept/done'))).catch(() => false)) ?? false
  await slow.poll(refreshed, { timeout: 30_000 }).toBe(true)
  await context.unrouteAll({ behavior: 'wait' })

  // In the morning, on the plane: the app opens with no network and takes the new set in at its start,
  // dating the saved set to it; the new sheet is in the queries this device keeps.
  await cutNetwork(context)
  await page.goto('/')
  await slow.poll(savedAt, { timeout: 30_000 }).toBeGreaterThan(before ?? 0)
  await slow.poll(() => page.evaluate(() => localStorage.getItem('waypoint-query-cache')?.includes('Rewritten overnight') ?? false)).toBe(true)
  await page.goto(`/post/${retitled.id}`)
  await slow(page.getByRole('heading', { level: 1, name: 'Retitled overnight' })).toBeVisible()
  await page.goto(`/post/${gone.id}`)
  await slow(page.getByText('You’re offline, and this article was not saved on this device yet.')).toBeVisible()
  await page.goto(`/destinations/${encodeURIComponent('Tel Aviv')}`)
  await slow(page.getByRole('dialog').getByText(/^Rewritten overnight: the business capital/)).toBeVisible()
})

installed('clearing the saved news in Settings leaves the shortlist and the other kinds as they were', async ({ page }) => {
  await page.goto('/')
  await waitForOfflineReady(page, 60_000)
  await shortlist(page, 'Berlin')
  await page.goto('/news')
  await slow.poll(async () => (await kept(page)).articles, { timeout: 30_000 }).toBeGreaterThanOrEqual(20)

  await page.goto('/')
  const settings = await openSettings(page)
  const saved = settings.getByTestId('saved-on-device')
  await slow(saved.getByTestId('saved-articles')).toContainText(/^\d+ articles\d+\.\d MB · saved /)
  await expect(saved.getByTestId('storage-figures')).toHaveText(/^\d+\.\d MB used of [\d,]+\.\d MB available to this app$/)
  // The worker may still be keeping the listing's and the home page's images: their count can only grow.
  const imageCount = async () => Number(/^(\d+) images/.exec((await saved.getByTestId('saved-images').textContent()) ?? '')?.[1] ?? -1)
  const images = await imageCount()
  expect(images).toBeGreaterThan(0)
  await saved.getByRole('button', { name: 'Clear articles' }).click()
  await expect(saved.getByTestId('saved-articles')).toHaveText(/^0 articles/)
  await expect(saved.getByRole('button', { name: 'Clear articles' })).toBeDisabled()
  expect(await imageCount()).toBeGreaterThanOrEqual(images)
  const after = await kept(page)
  expect(after.articles).toBe(0)
  expect(after.images).toBeGreaterThanOrEqual(images)
  await page.keyboard.press('Escape')
  await expectShortlisted(page, 'Berlin')
})

installed('a device out of space: the shortfall is named with how many articles were saved, and the shortlist is kept', async ({ page, context }) => {
  await page.goto('/')
  await waitForOfflineReady(page, 60_000)
  await shortlist(page, 'Lisbon')
  await page.goto('/')
  const cdp = await context.newCDPSession(page)
  const usage = await used(page)
  // Room for some articles, not for fifty.
  const quotaSize = usage + 100_000
  await cdp.send('Storage.overrideQuotaForOrigin', { origin: new URL(page.url()).origin, quotaSize })
  // Chromium's IndexedDB trusts the space it last measured for a few seconds: wait until a write bigger
  // than the room left is really refused, as on a full phone.
  await slow
    .poll(
      () =>
        page.evaluate(
          () =>
            new Promise<string>((resolve) => {
              const open = indexedDB.open('waypoint-quota-probe')
              open.onupgradeneeded = () => open.result.createObjectStore('probe')
              open.onerror = () => resolve(open.error?.name ?? 'error')
              open.onsuccess = () => {
                const transaction = open.result.transaction('probe', 'readwrite')
                transaction.objectStore('probe').put('x'.repeat(400_000), 'probe')
                transaction.oncomplete = () => {
                  open.result.close()
                  indexedDB.deleteDatabase('waypoint-quota-probe')
                  resolve('written')
                }
                transaction.onabort = () => {
                  open.result.close()
                  resolve(transaction.error?.name ?? 'aborted')
                }
              }
            }),
        ),
      { timeout: 30_000 },
    )
    .toBe('QuotaExceededError')

  const settings = await openSettings(page)
  await settings.getByRole('button', { name: 'Save for offline' }).click()
  await expect(settings.getByTestId('trip-status')).toContainText(/Not enough space on this device to save all the articles: \d+ of 50 saved/, { timeout: 90_000 })
  console.log(`with ${quotaSize} bytes of quota (${usage} used): ${(await settings.getByTestId('trip-status').innerText()).split('\n')[0]}`)
  await cdp.send('Storage.overrideQuotaForOrigin', { origin: new URL(page.url()).origin })
  await page.keyboard.press('Escape')
  await expectShortlisted(page, 'Lisbon')
})

installed('a home currency the rate history does not know (Moscow, RUB) leaves no trend to save, not a set that never completes', async ({ page }) => {
  await page.goto('/time-currency')
  await overlayReady(page)
  const home = page.getByRole('region', { name: 'Home city' })
  await home.getByRole('button', { name: /^(Set your home city|Home: )/ }).click()
  await page.getByRole('combobox', { name: 'Home city' }).fill('Moscow')
  await page.getByRole('option', { name: /^Moscow/ }).click()
  await expect(home.getByRole('button', { name: /^Home: Moscow/ })).toBeVisible()
  await page.goto('/news')
  const news = page.getByRole('dialog', { name: 'Relocation News' })
  await news.getByRole('button', { name: 'Save for offline' }).click()
  const status = news.getByTestId('trip-status')
  await expect(status).toContainText(/^(Available offline|Not everything could be saved)/, { timeout: 90_000 })
  await expect(status).toContainText(/^Available offline, saved/)
  await expect(status).not.toContainText('Not saved')
})

test.describe('in Hebrew', () => {
  installed('saved for the trip, read with no network', async ({ page, context }) => {
    const posts = await listedPosts(page)
    await page.goto('/?lang=he')
    await waitForOfflineReady(page, 60_000)
    await page.goto('/news?lang=he')
    const news = page.getByRole('dialog').first()
    await slow(news.getByRole('heading', { name: 'מוכנים לנסיעה' })).toBeVisible()
    await news.getByRole('button', { name: 'שמירה לשימוש לא מקוון' }).click()
    await expect(news.getByTestId('trip-status')).toContainText(/^זמין ללא רשת, נשמר ב־/, { timeout: 90_000 })
    await expect(news.getByTestId('trip-available')).toContainText('50 כתבות')

    await cutNetwork(context)
    const latest = posts[0]
    if (!latest) throw new Error('The demo has no posts')
    await page.goto(`/post/${latest.id}`)
    await slow(page.getByRole('heading', { level: 1, name: latest.title })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await page.goto('/destinations/Haifa')
    await slow(page.getByRole('dialog').getByRole('region').first()).toBeVisible()
  })
})
