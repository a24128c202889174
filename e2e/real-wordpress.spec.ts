// The news journeys against a real WordPress (Debian's package with MariaDB, seeded through its own PHP
// API from scripts/services/wordpress/fixture.ts), served by the same build as every other spec, only
// configured at start with WORDPRESS_URL (playwright.config.ts, project 'real-wordpress'). What a
// consultancy's WordPress really answers, and what the stand-in might not: its HTML-escaped category
// names, texturized titles, automatic excerpts, uploads on another origin over plain http, bodies with
// hostile markup, drafts, private and scheduled posts.
import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { categoryName, hiddenPosts, publishedIn, publishedPosts } from '../scripts/services/wordpress/fixture'
import { cutNetwork, desktop, expect as baseExpect, overlayReady, phone, settled, test } from './fixtures'

const expect = baseExpect.configure({ timeout: 15_000 })
test.describe.configure({ timeout: 60_000 })

const ARTICLE_ERROR = 'Error loading blog post. The post may not exist or there was a problem fetching it.'
const TOTAL = publishedPosts.length
const [NEWEST, SECOND, HOSTILE] = publishedPosts
if (!NEWEST || !SECOND || !HOSTILE) throw new Error('The fixture has fewer than three published posts')
const wordpress = process.env.REAL_WORDPRESS_URL ?? ''

/** WordPress's id of any fixture post, drafts included (written by the seed; see playwright.config.ts). */
function fixtureId(slug: string): number {
  const ids = JSON.parse(readFileSync(process.env.REAL_WORDPRESS_IDS ?? '', 'utf8')) as Record<string, number>
  const id = ids[slug]
  if (id === undefined) throw new Error(`No fixture post ${slug}`)
  return id
}

const cards = (page: Page) => page.getByRole('dialog').getByRole('article')
const resultText = (page: Page) => page.getByTestId('blog-result-text')

/** WordPress's id of a fixture post, by its slug, as any client would find it. */
async function postId(page: Page, slug: string): Promise<number> {
  const response = await page.request.get(`${wordpress}/wp-json/wp/v2/posts?slug=${slug}&status=publish`)
  const [post] = (await response.json()) as { id: number }[]
  if (!post) throw new Error(`WordPress has no published post ${slug}`)
  return post.id
}

/** Every image in `scope` loaded and decoded (a CSP or CORS refusal leaves naturalWidth at 0). */
async function expectImagesLoaded(page: Page, selector: string, count: number) {
  const images = page.locator(selector)
  await expect(images).toHaveCount(count)
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded()
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  }
}

async function openListing(page: Page, path: string) {
  await page.goto(path)
  await overlayReady(page)
  await expect(cards(page).first()).toBeVisible()
}

test.describe('listing', () => {
  test.use(desktop)

  test('the newest posts, their categories decoded, their images from the http WordPress shown', async ({ page }) => {
    const violations: string[] = []
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
    })
    await openListing(page, '/news')
    await expect(resultText(page)).toHaveText(`Showing ${TOTAL} articles`)
    await expect(cards(page)).toHaveCount(12)
    const first = cards(page).first()
    await expect(first.getByRole('heading', { level: 3 })).toHaveText(NEWEST.shownTitle)
    await expect(first).toContainText(categoryName(NEWEST.category))
    await expect(first).toContainText('Oct 31, 2026')
    await expect(cards(page).nth(1).getByRole('heading', { level: 3 })).toHaveText(SECOND.shownTitle)
    // The first card's featured image comes from WordPress's uploads, over http, and is on screen.
    await expect(first.locator('img')).toHaveAttribute('src', new RegExp(`^${wordpress}/wp-content/uploads/.+\\.webp$`))
    await expectImagesLoaded(page, '[role="dialog"] article img[src*="/wp-content/uploads/"]', publishedPosts.slice(0, 12).filter((p) => p.featuredImage).length)
    expect(violations).toEqual([])
  })

  test("drafts, private and scheduled posts never show; search matches titles and WordPress's own excerpts", async ({ page }) => {
    await openListing(page, '/blog')
    const search = page.getByRole('searchbox', { name: 'Search articles' })
    for (const hidden of hiddenPosts) {
      await search.fill(hidden.title.split(':')[0] ?? hidden.title)
      await expect(page.getByText('No articles found with the current filters.')).toBeVisible()
    }
    // 'fridges' is only in the hand-written excerpt; 'consultants hear' only in WordPress's automatic ones.
    await search.fill('fridges')
    await expect(cards(page)).toHaveCount(1)
    await expect(cards(page).first()).toContainText('Renting in Tel Aviv')
    await search.fill('CONSULTANTS HEAR')
    await expect(resultText(page)).toHaveText(/^Showing \d+ articles$/)
    expect(await cards(page).count()).toBeGreaterThan(1)
  })

  test('category chips with their counts, the & decoded, and filtering by them', async ({ page }) => {
    await openListing(page, '/blog')
    const chips = page.getByRole('group', { name: 'Categories' })
    const visas = publishedIn('visas-residency').length
    await chips.getByRole('button', { name: `Visas & Residency (${visas})` }).click()
    await expect(resultText(page)).toHaveText(`Showing ${visas} articles out of ${TOTAL}`)
    for (const card of await cards(page).all()) await expect(card).toContainText('Visas & Residency')
    for (const slug of ['housing', 'money', 'family-life']) {
      await expect(chips.getByRole('button', { name: `${categoryName(slug)} (${publishedIn(slug).length})` })).toBeVisible()
    }
  })

  test(`/blog pages through all ${TOTAL} posts in batches of 20`, async ({ page }) => {
    const batches: string[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.origin === wordpress && url.pathname === '/wp-json/wp/v2/posts') batches.push(url.searchParams.get('page') ?? '')
    })
    await openListing(page, '/blog')
    const pages = page.getByRole('navigation', { name: 'Pagination' })
    const last = Math.ceil(TOTAL / 12)
    await pages.getByRole('button', { name: String(last), exact: true }).click()
    await expect(cards(page)).toHaveCount(TOTAL - (last - 1) * 12)
    await expect(cards(page).last().getByRole('heading', { level: 3 })).toHaveText(publishedPosts.at(-1)?.shownTitle ?? '')
    expect(batches).toEqual(['1', '2', '3'])
    await expect(pages.getByRole('button', { name: 'Next page' })).toBeDisabled()
  })
})

test.describe('articles', () => {
  test.use(phone)

  test('HTML in a title, the featured image and the body images, over http', async ({ page }) => {
    const id = await postId(page, NEWEST.slug)
    await page.goto(`/post/${id}`)
    const article = page.getByRole('article', { name: NEWEST.shownTitle })
    await expect(article.getByRole('heading', { level: 1 })).toHaveText(NEWEST.shownTitle)
    await expect(article.getByText('October 31, 2026')).toBeVisible()
    await expect(article.getByRole('list', { name: 'Categories' })).toHaveText(categoryName(NEWEST.category))
    await expect(article.getByRole('img', { name: 'Haifa harbour at dusk' })).toBeVisible()
    await expectImagesLoaded(page, 'article img', 3)
  })

  test('typographic entities are shown as the characters WordPress meant', async ({ page }) => {
    await page.goto(`/post/${await postId(page, SECOND.slug)}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Renting in Tel Aviv — what “furnished” really means')
  })

  test('a hostile body is shown without its script, handlers, javascript: links or frames', async ({ page }) => {
    await page.goto(`/post/${await postId(page, HOSTILE.slug)}`)
    const body = page.getByTestId('article-body')
    await expect(body.getByText('Never pay a deposit before you have seen the flat.')).toBeVisible()
    await expect(body.locator('script, iframe, [onerror]')).toHaveCount(0)
    await expect(body.getByText('Claim your keys')).not.toHaveAttribute('href', /javascript/i)
    expect(await page.evaluate(() => (window as Window & { __hostile?: string }).__hostile)).toBeUndefined()
    expect(await page.title()).not.toBe('hacked')
  })

  test('Previous and Next follow WordPress order; a draft and a missing post show the article error', async ({ page }) => {
    await page.goto(`/post/${await postId(page, NEWEST.slug)}`)
    await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled()
    await page.getByRole('button', { name: 'Next' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SECOND.shownTitle)
    await page.getByRole('button', { name: 'Next' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOSTILE.shownTitle)

    // Drafts, private and scheduled posts exist in WordPress, but an anonymous reader may not see them.
    for (const hidden of hiddenPosts) {
      await page.goto(`/post/${fixtureId(hidden.slug)}`)
      await expect(page.getByRole('alert')).toContainText(ARTICLE_ERROR)
      await expect(page.getByText(hidden.shownTitle)).toHaveCount(0)
    }
    await page.goto('/post/987654')
    await expect(page.getByRole('alert')).toContainText(ARTICLE_ERROR)
  })

  test('the home teaser shows the four newest posts', async ({ page }) => {
    await page.goto('/')
    const teaser = page.getByRole('region', { name: 'Relocation News' })
    await teaser.scrollIntoViewIfNeeded()
    await expect(teaser.getByRole('article')).toHaveCount(4)
    for (const [index, post] of publishedPosts.slice(0, 4).entries()) {
      await expect(teaser.getByRole('article').nth(index)).toContainText(post.shownTitle)
    }
  })
})

test.describe('offline', () => {
  test.use({ ...phone, serviceWorkers: 'allow' })
  test.describe.configure({ timeout: 90_000 })

  test('an article read online opens offline, its images included', async ({ page, context }) => {
    await page.goto('/')
    await page.waitForFunction(async () => (await navigator.serviceWorker.ready).active?.state === 'activated', undefined, { timeout: 60_000 })
    const id = await postId(page, NEWEST.slug)
    await page.goto(`/post/${id}`)
    await expectImagesLoaded(page, 'article img', 3)
    await expect(page.getByText('Saved for offline')).toBeVisible()
    await settled(page)

    await cutNetwork(context)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(NEWEST.shownTitle)
    await expectImagesLoaded(page, 'article img', 3)
  })
})
