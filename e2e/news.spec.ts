// Relocation news against the real server and its demo WordPress (64 posts, newest first): the listing
// (search, chips, Clear Filters, pages, the address), articles from a card (inside the overlay, shown as
// /post/{id}) and by address, Previous/Next, the home teaser, and the content service failing.
import type { Page, Route } from '@playwright/test'
import { cutNetwork, desktop, expect as baseExpect, overlayReady, phone, restoreNetwork, settled, test, timePresence } from './fixtures'

// Engineers share two cores: the waits are generous, the assertions are not.
const expect = baseExpect.configure({ timeout: 15_000 })
test.describe.configure({ timeout: 60_000 })

const NEWEST = { id: 1424, title: 'Making aliyah: the paperwork, step by step' }
const SECOND = { id: 1422, title: 'Renting in Tel Aviv: what a typical lease looks like' }
const POSTS_ERROR = 'Error loading blog posts. Please try again later.'
const ARTICLE_ERROR = 'Error loading blog post. The post may not exist or there was a problem fetching it.'

const cards = (page: Page) => page.getByRole('dialog').getByRole('article')
const resultText = (page: Page) => page.getByTestId('blog-result-text')

async function openListing(page: Page, path: string) {
  await page.goto(path)
  await overlayReady(page)
  await expect(cards(page).first()).toBeVisible()
}

/** How far the overlay's content is scrolled. */
function overlayScrollTop(page: Page): Promise<number> {
  return page.getByTestId('post-grid').evaluate((grid) => {
    for (let node = grid.parentElement; node; node = node.parentElement) {
      if (['auto', 'scroll'].includes(getComputedStyle(node).overflowY)) return node.scrollTop
    }
    return -1
  })
}

/** The id of the oldest post the service has (the last of the list). */
async function oldestPostId(page: Page): Promise<number> {
  const response = await page.request.get('/demo/wp/wp-json/wp/v2/posts?page=4&per_page=20&status=publish')
  const posts = (await response.json()) as { id: number }[]
  const last = posts[posts.length - 1]
  if (!last) throw new Error('no posts')
  return last.id
}

test.describe('the listing', () => {
  test.use(desktop)

  test('/news: no heading, search on, 12 cards in 4 columns, no pagination', async ({ page }) => {
    await openListing(page, '/news')
    const dialog = page.getByRole('dialog', { name: 'Relocation News' })
    await expect(cards(page)).toHaveCount(12)
    await expect(dialog.getByRole('heading', { name: 'Waypoint Blog' })).toHaveCount(0)
    await expect(dialog.getByRole('searchbox', { name: 'Search articles' })).toBeVisible()
    await expect(dialog.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0)
    await expect(resultText(page)).toHaveText('Showing 64 articles')

    const first = cards(page).first()
    await expect(first.getByRole('heading', { level: 3 })).toHaveText(NEWEST.title)
    await expect(first).toContainText('Visas & Immigration')
    await expect(first).toContainText('Nov 20, 2026')
    await expect(first.getByRole('link', { name: 'Read More' })).toBeVisible()
    // Four columns on a wide screen: the first four cards share a row.
    const tops = await Promise.all([0, 1, 2, 3, 4].map(async (i) => (await cards(page).nth(i).boundingBox())?.y))
    expect(new Set(tops.slice(0, 4)).size).toBe(1)
    expect(tops[4]).toBeGreaterThan(tops[0] ?? 0)
  })

  test('search matches title and excerpt case-insensitively, resets to page 1 and lives in the address', async ({ page }) => {
    await openListing(page, '/blog?page=2')
    const search = page.getByRole('searchbox', { name: 'Search articles' })
    await search.fill('ALIYAH')
    await expect(page).toHaveURL(/\/blog\?search=ALIYAH$/)
    await expect(cards(page).first()).toContainText(NEWEST.title)
    for (const card of await cards(page).all()) await expect(card).toContainText(/aliyah/i)
    await expect(resultText(page)).toHaveText(/^Showing \d+ articles?$/)

    // Matching is on text, not markup: no post matches a tag name.
    await search.fill('<p>')
    await expect(page.getByText('No articles found with the current filters.')).toBeVisible()
    await expect(cards(page)).toHaveCount(0)

    await page.getByRole('button', { name: 'Clear Filters' }).click()
    await expect(search).toHaveValue('')
    await expect(page).toHaveURL(/\/blog$/)
    await expect(cards(page)).toHaveCount(12)
  })

  test("category chips with counts; 'out of' the total; Clear Filters resets; a reload keeps the view", async ({ page }) => {
    await openListing(page, '/blog')
    const chips = page.getByRole('group', { name: 'Categories' })
    await expect(chips.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true')
    await chips.getByRole('button', { name: 'Money & Taxes (13)' }).click()
    await expect(page).toHaveURL(/\/blog\?category=6$/)
    await expect(resultText(page)).toHaveText('Showing 13 articles out of 64')
    await expect(cards(page)).toHaveCount(12)
    for (const card of await cards(page).all()) await expect(card).toBeVisible()

    // Two pages of results; page 2 holds the last one.
    const pages = page.getByRole('navigation', { name: 'Pagination' })
    await pages.getByRole('button', { name: '2', exact: true }).click()
    await expect(page).toHaveURL(/category=6&page=2|page=2&category=6/)
    await expect(cards(page)).toHaveCount(1)

    await page.reload()
    await overlayReady(page)
    await expect(cards(page)).toHaveCount(1)
    await expect(page.getByRole('button', { name: 'Money & Taxes (13)' })).toHaveAttribute('aria-pressed', 'true')

    // A new category starts again on page 1.
    await page.getByRole('button', { name: 'Housing (8)' }).click()
    await expect(page).toHaveURL(/\/blog\?category=4$/)
    await expect(resultText(page)).toHaveText('Showing 8 articles out of 64')

    await page.getByRole('button', { name: 'Clear Filters' }).click()
    await expect(page).toHaveURL(/\/blog$/)
    await expect(page.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true')
    await expect(resultText(page)).toHaveText('Showing 64 articles')
  })

  test('/blog pages through all 64 posts, loading batches as it goes, and scrolls to the top', async ({ page }) => {
    const batches: string[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.pathname.endsWith('/wp-json/wp/v2/posts')) batches.push(url.search)
    })
    await openListing(page, '/blog')
    const pages = page.getByRole('navigation', { name: 'Pagination' })
    await expect(pages.getByRole('button', { name: '6', exact: true })).toBeVisible()
    await pages.scrollIntoViewIfNeeded()
    expect(await overlayScrollTop(page)).toBeGreaterThan(500)
    expect(batches[0]).toBe('?_embed&status=publish&page=1&per_page=20')
    // Page 1: 20 posts fill pages 1-2, within two pages of the end, so batch 2 loads; then it stops.
    await expect.poll(() => batches.length).toBe(2)

    await pages.getByRole('button', { name: '3', exact: true }).click()
    await expect(page).toHaveURL(/\/blog\?page=3$/)
    await expect(cards(page)).toHaveCount(12)
    await expect.poll(() => overlayScrollTop(page)).toBeLessThan(200)

    await pages.getByRole('button', { name: '6', exact: true }).click()
    await expect(cards(page)).toHaveCount(4)
    await expect.poll(() => batches.length).toBe(4)
    await expect(pages.getByRole('button', { name: 'Next page' })).toBeDisabled()
  })

  test('a bad page, category or search in the address falls back silently', async ({ page }) => {
    await openListing(page, '/blog?page=abc&category=-4&search=')
    await expect(cards(page)).toHaveCount(12)
    await expect(page.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true')
    await openListing(page, '/news?lightbox=true')
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toBeVisible()
  })
})

test.describe('articles', () => {
  test.use(phone)

  test('a card opens the article inside the overlay at /post/{id}; closing returns to the listing', async ({ page }) => {
    await openListing(page, '/news?category=4')
    const card = cards(page).filter({ hasText: SECOND.title })
    await card.getByRole('heading').click()
    const dialog = page.getByRole('dialog', { name: 'Article' })
    await expect(dialog).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`/post/${SECOND.id}$`))
    await expect(dialog.getByText('Detailed information', { exact: true })).toBeVisible()
    await expect(dialog.getByRole('heading', { name: SECOND.title })).toBeVisible()
    await expect(dialog.getByText('November 8, 2026')).toBeVisible()
    // The home page is still underneath: this is the overlay, not the article page.
    await expect(page.getByRole('heading', { name: 'We simplify your relocation journey.', includeHidden: true })).toBeAttached()

    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(page).toHaveURL(/\/news\?category=4$/)
    await expect(page.getByRole('dialog', { name: 'Relocation News' })).toBeVisible()
    await expect(resultText(page)).toHaveText('Showing 8 articles out of 64')
  })

  test('Previous and Next inside the overlay change the address after a short loading state', async ({ page }) => {
    await openListing(page, '/blog')
    await cards(page).first().getByRole('link', { name: 'Read More' }).click()
    const dialog = page.getByRole('dialog', { name: 'Article' })
    await expect(dialog.getByRole('heading', { name: NEWEST.title })).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Previous' })).toBeDisabled()

    const loadingTimes = await timePresence(page, '[role="dialog"] [role="status"][aria-label="Loading article"]')
    await dialog.getByRole('button', { name: 'Next' }).click()
    await expect(page).toHaveURL(new RegExp(`/post/${SECOND.id}$`))
    await expect(dialog.getByRole('heading', { name: SECOND.title })).toBeVisible()
    await expect(dialog.getByRole('status', { name: 'Loading article' })).toHaveCount(0)
    const [shownAt = 0, hiddenAt = 0] = await loadingTimes()
    expect(hiddenAt - shownAt).toBeGreaterThanOrEqual(290)
    await dialog.getByRole('button', { name: 'Previous' }).click()
    await expect(dialog.getByRole('heading', { name: NEWEST.title })).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`/post/${NEWEST.id}$`))

    // 'Back to Articles' returns to the listing; Back in the browser then leaves it.
    await dialog.getByRole('button', { name: 'Back to Articles' }).click()
    await expect(page).toHaveURL(/\/blog$/)
    await expect(cards(page)).toHaveCount(12)
  })

  test('by keyboard, focus goes into the article it opens, along Next, and back to its Read More', async ({ page }) => {
    await openListing(page, '/news')
    const readMore = cards(page).first().getByRole('link', { name: 'Read More' })
    await readMore.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Article' })
    const article = dialog.getByRole('article')
    await expect(article).toBeFocused()
    await expect(dialog.getByRole('heading', { name: NEWEST.title })).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(dialog.getByRole('button', { name: 'Back', exact: true })).toBeFocused()
    // Next is gone with the reader it was in: focus does not fall to the page.
    await dialog.getByRole('button', { name: 'Next' }).focus()
    await page.keyboard.press('Enter')
    await expect(dialog.getByRole('heading', { name: SECOND.title })).toBeVisible()
    await expect(dialog.getByRole('article')).toBeFocused()
    await dialog.getByRole('button', { name: 'Back to Articles' }).focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/news$/)
    await expect(readMore).toBeFocused()
  })

  test('a reload of /post/{id} shows the full article page', async ({ page }) => {
    await openListing(page, '/news')
    await cards(page).first().click()
    await expect(page).toHaveURL(new RegExp(`/post/${NEWEST.id}$`))
    await expect(page.getByRole('dialog', { name: 'Article' })).toBeVisible()
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: NEWEST.title })).toBeVisible()
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })

  test('the article page: sticky Back and Close, date, tags, image, safe body, Previous/Next at both ends', async ({ page }) => {
    await page.goto(`/post/${NEWEST.id}`)
    const article = page.getByRole('article', { name: NEWEST.title })
    await expect(article.getByRole('heading', { level: 1 })).toHaveText(NEWEST.title)
    await expect(article.getByText('November 20, 2026')).toBeVisible()
    await expect(article.getByRole('list', { name: 'Categories' })).toHaveText('Visas & Immigration')
    await expect(article.locator('img').first()).toHaveAttribute('src', /making-aliyah-paperwork-step-by-step\.webp$/)
    await expect(article.getByRole('heading', { level: 2, name: '1. Open your file' })).toBeVisible()
    await expect(article.getByRole('button', { name: 'Previous' })).toBeDisabled()
    await expect(article.getByRole('button', { name: 'Next' })).toBeEnabled()

    // The toolbar stays under the header while reading.
    await page.mouse.wheel(0, 2500)
    const toolbar = page.getByTestId('article-toolbar')
    await expect.poll(async () => Math.round((await toolbar.boundingBox())?.y ?? -1)).toBe(56)
    await expect(article.getByRole('button', { name: 'Back to Articles' })).toBeInViewport()

    await article.getByRole('button', { name: 'Next' }).click()
    await expect(page).toHaveURL(new RegExp(`/post/${SECOND.id}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SECOND.title)

    const oldest = await oldestPostId(page)
    await page.goto(`/post/${oldest}`)
    await expect(page.getByRole('button', { name: 'Previous' })).toBeEnabled()
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled()

    await page.getByRole('button', { name: 'Back', exact: true }).click()
    await expect(page).toHaveURL(/\/blog$/)
    await page.goto(`/post/${NEWEST.id}`)
    await page.getByRole('button', { name: 'Close' }).click()
    await expect(page).toHaveURL(/\/$/)
  })

  test('links that open a new tab get rel="noopener noreferrer"; the body keeps no script', async ({ page }) => {
    await page.route('**/wp-json/wp/v2/posts/777?_embed', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          id: 777,
          date: '2026-11-22T10:00:00',
          title: { rendered: 'Hostile &amp; friendly' },
          excerpt: { rendered: '' },
          content: {
            rendered:
              '<p id="ok">Fine</p><script>window.hacked=1</script><img src=x onerror="window.hacked=2">' +
              '<a href="javascript:window.hacked=3">js</a><a href="https://example.org" target="_blank">out</a><iframe src="https://example.org"></iframe>',
          },
          categories: [],
        }),
      }),
    )
    await page.goto('/post/777')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hostile & friendly')
    const body = page.getByTestId('article-body')
    await expect(body.getByRole('link', { name: 'out' })).toHaveAttribute('rel', 'noopener noreferrer')
    await expect(body.getByText('js')).not.toHaveAttribute('href', /javascript/)
    await expect(body.locator('script, iframe, [onerror]')).toHaveCount(0)
    expect(await page.evaluate(() => (window as Window & { hacked?: number }).hacked)).toBeUndefined()
  })

  test('Share copies the link when the Web Share sheet is missing', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.addInitScript(() => Object.defineProperty(navigator, 'share', { value: undefined }))
    await page.goto(`/post/${NEWEST.id}`)
    await page.getByRole('button', { name: 'Share' }).click()
    await expect(page.getByText('Link copied')).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`/post/${NEWEST.id}$`))
  })
})

test.describe('home teaser', () => {
  for (const [name, options] of [
    ['phone', phone],
    ['desktop', desktop],
  ] as const) {
    test(`shows the 4 latest posts and 'View All Articles' goes to /blog (${name})`, async ({ browser }) => {
      const context = await browser.newContext({ ...options, serviceWorkers: 'block' })
      const page = await context.newPage()
      await page.goto('/')
      const teaser = page.getByRole('region', { name: 'Relocation News' })
      await teaser.scrollIntoViewIfNeeded()
      await expect(teaser.getByRole('heading', { level: 2, name: 'Relocation News' })).toBeVisible()
      await expect(teaser.getByRole('article')).toHaveCount(4)
      await expect(teaser.getByRole('article').first()).toContainText(NEWEST.title)
      await expect(teaser.getByRole('searchbox')).toHaveCount(0)
      await teaser.getByRole('button', { name: 'View All Articles' }).click()
      await expect(page).toHaveURL(/\/blog$/)
      await expect(page.getByRole('dialog', { name: 'Relocation News' })).toBeVisible()
      await context.close()
    })
  }

  test('a teaser card opens the full article page', async ({ page }) => {
    await page.goto('/')
    const teaser = page.getByRole('region', { name: 'Relocation News' })
    await teaser.scrollIntoViewIfNeeded()
    await teaser.getByRole('article').nth(1).click()
    await expect(page).toHaveURL(new RegExp(`/post/${SECOND.id}$`))
    await expect(page.getByRole('heading', { level: 1, name: SECOND.title })).toBeVisible()
  })
})

test.describe('when the content service fails', () => {
  test.use(desktop)

  const failures: Record<string, (route: Route) => Promise<void>> = {
    'a 500': (route) => route.fulfill({ status: 500, body: 'down' }),
    'malformed JSON': (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '[{"id": 1,' }),
    'a wrong shape': (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"posts": []}' }),
  }

  for (const [name, fail] of Object.entries(failures)) {
    test(`the listing says so after ${name}, and recovers`, async ({ page }) => {
      await page.route('**/wp-json/wp/v2/posts?**', fail)
      await page.goto('/blog')
      await overlayReady(page)
      await expect(page.getByRole('alert')).toHaveText(new RegExp(POSTS_ERROR.replace(/\./g, '\\.')))
      await expect(cards(page)).toHaveCount(0)
      // The page stays usable: search still types, and Try again loads once the service is back.
      await page.getByRole('searchbox', { name: 'Search articles' }).fill('visa')
      await page.unroute('**/wp-json/wp/v2/posts?**')
      await page.getByRole('button', { name: 'Try again' }).click()
      await expect(cards(page).first()).toBeVisible()
    })

    test(`the article page says so after ${name}, with a way back`, async ({ page }) => {
      await page.route(`**/wp-json/wp/v2/posts/${NEWEST.id}?_embed`, fail)
      await page.goto(`/post/${NEWEST.id}`)
      await expect(page.getByRole('alert')).toContainText(ARTICLE_ERROR, { timeout: 20_000 })
      await page.getByRole('link', { name: 'Go back to all articles' }).click()
      await expect(page).toHaveURL(/\/blog$/)
      await expect(cards(page).first()).toBeVisible()
    })
  }

  test('an unknown post id shows the article error; a non-numeric one the 404 page', async ({ page }) => {
    await page.goto('/post/99999999')
    await expect(page.getByRole('alert')).toContainText(ARTICLE_ERROR)
    await page.goto('/post/12ab')
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible()
  })

  test('categories failing leave the listing working, without chips', async ({ page }) => {
    await page.route('**/wp-json/wp/v2/categories**', (route) => route.fulfill({ status: 503, body: 'down' }))
    await openListing(page, '/news')
    await expect(cards(page)).toHaveCount(12)
    await expect(page.getByRole('group', { name: 'Categories' })).toHaveCount(0)
  })

  // Before the service worker has kept the app (a first visit, or a browser without one), the code of the
  // note that says the data is offline comes only when the connection goes: it cannot, and that must cost
  // the note, not the articles being read.
  for (const [where, path] of [
    ['the listing', '/news'],
    ['an article', `/news/post/${NEWEST.id}`],
  ] as const) {
    test(`the connection lost before the app is kept leaves ${where} on screen`, async ({ page, context }) => {
      await page.goto(path)
      await overlayReady(page)
      const content = path === '/news' ? cards(page).first() : page.getByRole('dialog').getByRole('heading', { name: NEWEST.title })
      await expect(content).toBeVisible()
      const noteFailed = page.waitForEvent('console', (message) => message.text().startsWith('An optional part could not be shown'))
      await context.route('**', (route) => route.abort('internetdisconnected'))
      await context.setOffline(true)
      const crashed = page.getByText('Unexpected Application Error!')
      await Promise.race([noteFailed, crashed.waitFor()])
      await expect(crashed).toHaveCount(0)
      await expect(content).toBeVisible()
    })
  }

  test('the search bar that could not come keeps the articles on screen, and comes once the connection is back', async ({ page, context }) => {
    // A first visit: the connection goes after the cards came, before the bar's own code did.
    await context.route('**/assets/BlogFilterBar-*.js', (route) => route.abort('internetdisconnected'))
    const barFailed = page.waitForEvent('console', (message) => message.text().startsWith('An optional part could not be shown'))
    await openListing(page, '/news')
    await barFailed
    await expect(cards(page)).toHaveCount(12)
    await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0)
    const search = page.getByRole('searchbox', { name: 'Search articles' })
    await expect(search).toHaveCount(0)
    // The browser goes offline and back: the bar's code is fetched afresh.
    await context.setOffline(true)
    await restoreNetwork(context)
    await expect(search).toBeVisible()
    await expect(cards(page)).toHaveCount(12)
  })

  test('an article whose code has not come yet says what to do, not which file failed', async ({ page, context }) => {
    await openListing(page, '/news')
    // The listing's own lazy parts (its filter bar) are in before the connection goes: only the article's
    // code is missing.
    await settled(page)
    await cutNetwork(context)
    await cards(page).first().getByRole('link').first().click()
    const alert = page.getByRole('alert').filter({ hasText: 'Unexpected Application Error!' })
    await expect(alert).toContainText('This part of the app could not be loaded. Check your internet connection and try again.')
    await expect(alert).not.toContainText('/assets/')
    // Once the connection is back, Try again brings the article, its stylesheet included (the link that
    // failed offline is not left to stand for it).
    await restoreNetwork(context)
    await alert.getByRole('button', { name: 'Try again' }).click()
    const share = page.getByRole('button', { name: 'Share', exact: true })
    await expect(share).toBeVisible()
    await expect(alert).toBeHidden()
    // Styled: the Share button is a pill, not the browser's bare button.
    await expect.poll(() => share.evaluate((element) => getComputedStyle(element).borderTopLeftRadius)).not.toBe('0px')
  })

  test('the home teaser shows the error and the rest of the page stays', async ({ page }) => {
    await page.route('**/wp-json/wp/v2/posts?**', (route) => route.fulfill({ status: 500, body: 'down' }))
    await page.goto('/')
    const teaser = page.getByRole('region', { name: 'Relocation News' })
    await teaser.scrollIntoViewIfNeeded()
    await expect(teaser.getByRole('alert')).toContainText(POSTS_ERROR)
    await expect(page.getByRole('heading', { name: 'Our Associates' })).toBeAttached()
  })
})

test.describe('in Hebrew (right to left)', () => {
  test.use(desktop)

  /** The horizontal middle of an element. */
  async function middle(locator: ReturnType<Page['locator']>): Promise<number> {
    const box = await locator.boundingBox()
    if (!box) throw new Error('not laid out')
    return box.x + box.width / 2
  }

  test('the listing runs from the right, its pages point the right way, and an article’s Previous is at the right', async ({ page }) => {
    await openListing(page, '/blog?lang=he')
    const dialog = page.getByRole('dialog', { name: 'חדשות רילוקיישן' })
    await expect(resultText(page)).toHaveText('מוצגות 64 כתבות')
    // The first card is at the right of the second; the chips start at the right with 'All'.
    expect(await middle(cards(page).nth(0))).toBeGreaterThan(await middle(cards(page).nth(1)))
    const chips = dialog.getByRole('group', { name: 'קטגוריות' })
    expect(await middle(chips.getByRole('button', { name: 'הכול' }))).toBeGreaterThan(await middle(chips.getByRole('button').nth(1)))
    // The pages: 'next page' is at the left of page 1.
    const pages = dialog.getByRole('navigation', { name: 'מעבר בין עמודים' })
    expect(await middle(pages.getByRole('button', { name: 'לעמוד הבא' }))).toBeLessThan(await middle(pages.getByRole('button', { name: '1', exact: true })))

    await cards(page).nth(1).getByRole('link').click()
    const article = page.getByRole('dialog', { name: 'כתבה' })
    await expect(article.getByRole('heading', { name: SECOND.title })).toBeVisible()
    // An English post reads left to right inside the Hebrew page.
    await expect(article.getByTestId('article-body')).toHaveJSProperty('dir', 'auto')
    expect(await article.getByTestId('article-body').evaluate((body) => getComputedStyle(body).direction)).toBe('ltr')
    const previous = article.getByRole('button', { name: 'הקודמת' })
    const next = article.getByRole('button', { name: 'הבאה' })
    expect(await middle(previous)).toBeGreaterThan(await middle(next))
    // Back sits at the start (right) of the toolbar, its arrow pointing right.
    const back = article.getByRole('button', { name: 'חזרה', exact: true })
    expect(await middle(back)).toBeGreaterThan(await middle(article.getByRole('button', { name: 'שיתוף' })))
    expect(await back.locator('svg').evaluate((icon) => getComputedStyle(icon).transform)).toBe('matrix(-1, 0, 0, 1, 0, 0)')
  })
})
