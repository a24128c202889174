import { gzipSync } from 'node:zlib'
import { desktop, expect, phone, test } from './fixtures'

// The home page's budget (issue 8): what a phone downloads to show '/', measured as the browser loads it.
const JS_BUDGET = 150 * 1024
const CSS_BUDGET = 30 * 1024

/** Text that belongs to one overlay or tool only; none of it may be in what the home page loads. */
const notOnHome: [string, RegExp][] = [
  ['DOMPurify (article bodies)', /DOMPurify|ALLOWED_TAGS|SAFE_FOR_TEMPLATES/],
  ['the article reader', /Error loading blog post\. The post may not exist/],
  ['the services dialog', /Request Service Information/],
  ['the assistant panel', /Examples of daily questions I can ask/],
  ['the world clock', /Search for a city or country\.\.\./],
  ['the weather tool', /5-Day Forecast|forecast\.json/],
  ['the currency converter', /Please enter a valid amount/],
  ['the destination fact panel', /Unique Relocation Facts|Religious Communities/],
  ['the external viewer failure panel', /Open in new tab instead/],
]

for (const [name, options] of [
  ['phone', phone],
  ['desktop', desktop],
] as const) {
  test(`the home page stays within its budget (${name})`, async ({ browser }) => {
    const context = await browser.newContext({ ...options, serviceWorkers: 'block' })
    const page = await context.newPage()
    const assets: { url: string; type: string; body: Buffer }[] = []
    page.on('response', async (response) => {
      const type = response.request().resourceType()
      if (type !== 'script' && type !== 'stylesheet') return
      assets.push({ url: response.url(), type, body: await response.body() })
    })
    await page.goto('/', { waitUntil: 'networkidle' })
    await expect(page.getByRole('heading', { name: 'Our Associates' })).toBeAttached()

    const size = (type: string) => assets.filter((a) => a.type === type).reduce((sum, a) => sum + gzipSync(a.body).length, 0)
    const js = size('script')
    const css = size('stylesheet')
    console.log(
      `home (${name}): ${assets.filter((a) => a.type === 'script').length} scripts ${(js / 1024).toFixed(1)} KB gzip, ` +
        `${assets.filter((a) => a.type === 'stylesheet').length} stylesheets ${(css / 1024).toFixed(1)} KB gzip`,
    )
    expect(js, 'home-page JS, gzip').toBeLessThanOrEqual(JS_BUDGET)
    expect(css, 'home-page CSS, gzip').toBeLessThanOrEqual(CSS_BUDGET)

    const loaded = assets.map((a) => a.body.toString('utf8')).join('\n')
    for (const [what, marker] of notOnHome) expect(loaded, `${what} is loaded with the home page`).not.toMatch(marker)
    await context.close()
  })
}
