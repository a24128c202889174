import type { BrowserContext, Page } from '@playwright/test'
import { expect, phone, test, waitForOfflineReady } from './fixtures'

// Issue 24, "Ready for the trip", as a traveller lives it on a phone with the app's service worker on:
// what was seen online opens offline, with the network really gone (the service worker's own requests too).
test.use({ ...phone, serviceWorkers: 'allow' })
test.describe.configure({ timeout: 150_000 })
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
async function listedPosts(page: Page): Promise<ListedPost[]> {
  const response = await page.request.get('/demo/wp/wp-json/wp/v2/posts?_embed&status=publish&page=1&per_page=20')
  const json = (await response.json()) as { id: number; title: { rendered: string }; content: { rendered: string } }[]
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

/** No network at all: the page's requests and the service worker's are refused, and the browser says offline. */
async function cutNetwork(context: BrowserContext) {
  await context.route('**', (route) => route.abort('internetdisconnected'))
  await context.setOffline(true)
}

test('after only seeing the list, six articles never opened read offline in full, with their images', async ({ page, context }) => {
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
