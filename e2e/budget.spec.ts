import { gzipSync } from 'node:zlib'
import { desktop, expect, phone, test } from './fixtures'

// The home page's budgets (issue 8), measured as the browser loads it:
// - initial: what is fetched before the first screen's work is done (the 'wp:deferred-start' mark that
//   DeferredSection sets when the page has loaded and gone idle): ≤ 152 KB JS and ≤ 30 KB CSS, gzip
//   (150 until the move plan's due-this-week count joined the menus and the storage list and the Intl
//   worker the start: 150.3 KB; the build's own check, scripts/vite/start-budget.ts, holds the start
//   chunks at 140 KB on Vite's manifest, and the goal stays 120);
// - everything the home page loads, its deferred sections included: ≤ 185 KB JS, gzip (200 until the
//   toasts' container, 14 KB with what it pulls in, was fetched with the first toast instead of at
//   start: 200.0 KB before, 186.1 KB after; 190 until the four sections that read a service came in one
//   chunk (screens/home/sections.ts) instead of one each: 64 scripts and 186.2 KB before, 58 and 183.8
//   after; 186 until the install offer's card came with the offer and Alt+T stopped loading Mantine's
//   hotkey parser: 184.5 KB before, 182.9 after; 185 since each screen names the page (WCAG 2.4.2) and
//   the posts and the sheet carry their language (3.1.2): 183.6 KB before, 184.6 after, two chunks of
//   their own; 186 since 185.0 left 27 bytes, which a build's chunk names alone move: the same source
//   measured 189,413 and 189,835 bytes in two checkouts, and changes to chunks off the home path took it
//   to 189,455; the goal is 180).
const INITIAL_JS_BUDGET = 152 * 1024
const CSS_BUDGET = 30 * 1024
const WHOLE_JS_BUDGET = 186 * 1024

/** Text that belongs to one overlay or tool only; none of it may be in what the home page loads. */
// Markers of each piece's code (its words are in the catalogs now, and the home page loads the news and
// destinations catalogs for its teaser and carousel: a catalog's words say nothing about code).
const notOnHome: [string, RegExp][] = [
  ['DOMPurify (article bodies)', /DOMPurify|ALLOWED_TAGS|SAFE_FOR_TEMPLATES/],
  ['the article reader', /article-toolbar/],
  ['the services dialog', /Request Service Information/],
  ['the assistant panel', /Examples of daily questions I can ask/],
  ['the world clock', /Search for a city or country\.\.\./],
  ['the weather tool', /5-Day Forecast|forecast\.json/],
  ['the currency converter', /Please enter a valid amount/],
  ['the destination fact panel', /"no-facts"|`no-facts`/],
  ['the external viewer failure panel', /Open in new tab instead/],
]

interface Asset {
  type: string
  /** Epoch milliseconds when the request was sent. */
  startedAt: number
  gzip: number
  text: string
}

for (const [name, options] of [
  ['phone', phone],
  ['desktop', desktop],
] as const) {
  test(`the home page stays within its budget (${name})`, async ({ browser }) => {
    const context = await browser.newContext({ ...options, serviceWorkers: 'block' })
    const page = await context.newPage()
    const assets: Asset[] = []
    const pending: Promise<void>[] = []
    page.on('response', (response) => {
      const type = response.request().resourceType()
      if (type !== 'script' && type !== 'stylesheet') return
      // A dedicated worker's script (src/lib/warm-intl.worker.ts) runs off the main thread, and the worker
      // closes once done, often before its body can be read here: it is not the page's JS.
      if (/\.worker-[\w-]+\.js$/.test(new URL(response.url()).pathname)) return
      pending.push(
        response.body().then((body) => {
          assets.push({ type, startedAt: response.request().timing().startTime, gzip: gzipSync(body).length, text: body.toString('utf8') })
        }),
      )
    })
    await page.goto('/', { waitUntil: 'networkidle' })
    // The deferred sections are in the page, so their chunks are counted in the whole-page figure.
    await expect(page.getByRole('heading', { name: 'What Our Clients Say' })).toBeAttached({ timeout: 15_000 })
    await expect(page.getByRole('heading', { name: 'Our Associates' })).toBeAttached()
    await page.waitForLoadState('networkidle')
    await Promise.all(pending)

    const deferredStart = await page.evaluate(() => {
      const mark = performance.getEntriesByName('wp:deferred-start')[0]
      return mark ? performance.timeOrigin + mark.startTime : null
    })
    expect(deferredStart, 'the page marks where deferred work starts').not.toBeNull()
    const initial = assets.filter((a) => a.startedAt < (deferredStart ?? 0))
    const sum = (list: Asset[], type: string) => list.filter((a) => a.type === type).reduce((total, a) => total + a.gzip, 0)
    const count = (list: Asset[], type: string) => list.filter((a) => a.type === type).length
    const kb = (bytes: number) => (bytes / 1024).toFixed(1)
    console.log(
      `home (${name}): initial ${count(initial, 'script')} scripts ${kb(sum(initial, 'script'))} KB gzip, ` +
        `${count(initial, 'stylesheet')} stylesheets ${kb(sum(initial, 'stylesheet'))} KB gzip; ` +
        `whole page ${count(assets, 'script')} scripts ${kb(sum(assets, 'script'))} KB gzip, ` +
        `${count(assets, 'stylesheet')} stylesheets ${kb(sum(assets, 'stylesheet'))} KB gzip`,
    )
    expect(sum(initial, 'script'), 'initial home-page JS, gzip').toBeLessThanOrEqual(INITIAL_JS_BUDGET)
    expect(sum(assets, 'stylesheet'), 'home-page CSS, gzip').toBeLessThanOrEqual(CSS_BUDGET)
    expect(sum(assets, 'script'), 'all home-page JS, gzip').toBeLessThanOrEqual(WHOLE_JS_BUDGET)
    // The deferred sections really are deferred: something was loaded after the mark.
    expect(assets.length, 'chunks loaded after the first screen').toBeGreaterThan(initial.length)

    const loaded = assets.map((a) => a.text).join('\n')
    for (const [what, marker] of notOnHome) expect(loaded, `${what} is loaded with the home page`).not.toMatch(marker)
    // The large scripts (React DOM, the app, the router) ask V8 to compile them as they stream in, not
    // function by function on the main thread; the small ones, compiled on the main thread, stay lazy.
    const scripts = assets.filter((a) => a.type === 'script')
    const hinted = (a: Asset) => a.text.startsWith('//# allFunctionsCalledOnLoad\n')
    const large = scripts.filter((a) => a.text.length >= 30 * 1024)
    // The framework (React DOM, the router, the query cache) and the app's start: two large chunks.
    expect(large.length, 'large scripts on the home page').toBeGreaterThanOrEqual(2)
    expect(large.filter((a) => !hinted(a)).length, 'large scripts without the eager-compile hint').toBe(0)
    expect(scripts.filter((a) => a.text.length < 30 * 1024 && hinted(a)).length, 'small scripts compiled eagerly').toBe(0)
    await context.close()
  })
}

test('styles arrive without restyling the whole page', async ({ browser }) => {
  const context = await browser.newContext({ ...phone, serviceWorkers: 'block' })
  const page = await context.newPage()
  await page.goto('/news')
  await expect(page.getByRole('dialog', { name: 'Relocation News' }).getByRole('article').first()).toBeVisible()
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'What Our Clients Say' })).toBeAttached({ timeout: 15_000 })
  await page.waitForLoadState('networkidle')
  const styles = await page.evaluate(() => ({
    // A stylesheet in the body makes every lazy chunk's stylesheet (appended to the head) an insertion
    // before it, and the browser then rebuilds all styles and fonts and lays out the whole page again.
    inBody: document.querySelectorAll('body style, body link[rel="stylesheet"]').length,
    inHead: document.querySelectorAll('head link[rel="stylesheet"]').length,
    brand: getComputedStyle(document.documentElement).getPropertyValue('--mantine-color-brand-6').trim(),
    // Declared twice, the font would be rebuilt when the second declaration arrives.
    fontFaces: [...document.fonts].map((font) => font.family),
  }))
  expect(styles.inBody, 'stylesheets in the body').toBe(0)
  expect(styles.inHead, 'the chunks’ stylesheets are in the head').toBeGreaterThan(3)
  expect(styles.brand, 'the theme’s colours apply').toBe('#2c5aae')
  // Inter once, and its metric-matched fallback's two weights (index.html).
  expect(styles.fontFaces).toEqual(['Inter Variable', 'Inter Fallback', 'Inter Fallback'])
  // The hero's second action takes its text colour from the theme's brand colour (#2c5aae).
  await expect(page.getByRole('main').getByRole('link', { name: 'Explore destinations' })).toHaveCSS('color', 'rgb(44, 90, 174)')
  await context.close()
})
