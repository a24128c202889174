// The reviews on the home page against the real server: the 'What Our Clients Say' carousel and the
// testimonials band with the demo reviews function, and the 8 built-in samples with their one message
// when the function fails in any way.
import type { Page, Route } from '@playwright/test'
import { demoSettings } from '@/content/settings'
import { desktop, expect as baseExpect, holdBack, phone, test } from './fixtures'

// Engineers share two cores: the waits are generous, the assertions are not.
const expect = baseExpect.configure({ timeout: 15_000 })
test.describe.configure({ timeout: 60_000 })

const FUNCTION = '**/api/functions/fetch-google-reviews'
const MESSAGE = 'Could not load reviews. Using sample data instead.'
/** The demo function's reviews rated 4 or 5 (server/demo/content/reviews.ts); 3 others are rated 2 or 3. */
const LIVE_4_PLUS = 11

const carousel = (page: Page) => page.getByRole('region', { name: 'What Our Clients Say' })
const carouselCards = (page: Page) => page.getByRole('list', { name: 'Client reviews' }).getByRole('article')
const band = (page: Page) => page.getByRole('region', { name: 'Stories from Our Clients' })
const bandList = (page: Page) => page.getByRole('list', { name: 'Testimonials' })
const bandViewport = (page: Page) => bandList(page).locator('..')
const bandScroll = (page: Page) => bandViewport(page).evaluate((element) => Math.round(element.scrollLeft))

/**
 * Records, in the page, each place the testimonials band's row is sent to (its scrollTo calls) with the
 * page's time: [Date.now(), scrollLeft]. Under `page.clock` a step the band takes by itself happens inside
 * the test's `clock.runFor`, so the record shows it at once and at its exact time, before the smooth
 * scroll has moved anything. Returns a reader of the records.
 */
async function recordBandSteps(page: Page): Promise<() => Promise<[number, number][]>> {
  await page.addInitScript(() => {
    const steps: [number, number][] = []
    ;(window as Window & { bandSteps?: [number, number][] }).bandSteps = steps
    const scrollTo = Element.prototype.scrollTo
    Element.prototype.scrollTo = function (this: Element, options?: ScrollToOptions | number, y?: number) {
      if (typeof options === 'number') return scrollTo.call(this, options, y ?? 0)
      if (this.closest('[aria-labelledby="testimonials-title"]') && options?.left !== undefined) steps.push([Date.now(), options.left])
      return Reflect.apply(scrollTo, this, [options])
    } as typeof Element.prototype.scrollTo
  })
  return () => page.evaluate(() => (window as Window & { bandSteps?: [number, number][] }).bandSteps ?? [])
}

async function openHome(page: Page) {
  await page.goto('/')
  await carousel(page).scrollIntoViewIfNeeded()
}

test.describe('with the demo reviews function', () => {
  test.use(desktop)

  test("'What Our Clients Say' shows only reviews rated 4+, each with as many stars as its rating", async ({ page }) => {
    await openHome(page)
    await expect(carousel(page).getByRole('heading', { level: 2, name: 'What Our Clients Say' })).toBeVisible()
    await expect(carouselCards(page)).toHaveCount(LIVE_4_PLUS)
    await expect(carousel(page).getByText('Noa Ben-David')).toBeVisible()
    for (const lowRated of ['Hannah Schultz', 'Sarah Goldberg', 'Maya Friedman']) {
      await expect(page.getByText(lowRated)).toHaveCount(0)
    }
    for (const card of await carouselCards(page).all()) {
      const stars = card.getByRole('img', { name: /^Rated [45] out of 5$/ })
      const rating = Number((await stars.getAttribute('aria-label'))?.match(/Rated (\d)/)?.[1])
      await expect(stars.locator('svg')).toHaveCount(rating)
    }
    await expect(carouselCards(page).filter({ hasText: 'Priya Raman' }).getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible()
    // A reviewer without a photo gets initials drawn in the page, not an outside avatar service.
    await expect(carouselCards(page).filter({ hasText: 'David Cohen' }).locator('img')).toHaveAttribute('src', /^data:image\/svg\+xml/)
    await expect(page.getByText(MESSAGE)).toHaveCount(0)
  })

  test('cards are 20rem wide and scroll-snapped; the scroll buttons move the row', async ({ page }) => {
    await openHome(page)
    const list = page.getByRole('list', { name: 'Client reviews' })
    await expect(carouselCards(page)).toHaveCount(LIVE_4_PLUS)
    const box = await list.getByRole('listitem').first().boundingBox()
    expect(box?.width).toBeCloseTo(320, 0)
    expect(await list.evaluate((element) => getComputedStyle(element).scrollSnapType)).toBe('x mandatory')

    const scrollLeft = () => list.evaluate((element) => element.scrollLeft)
    expect(await scrollLeft()).toBe(0)
    await carousel(page).getByRole('button', { name: 'Scroll reviews right' }).click()
    await expect.poll(scrollLeft).toBeGreaterThan(300)
    const moved = await scrollLeft()
    await carousel(page).getByRole('button', { name: 'Scroll reviews right' }).click()
    await expect.poll(scrollLeft).toBeGreaterThan(moved + 300)
    // Two presses left in a row, the first as the last move right comes to rest: two cards back.
    await carousel(page).getByRole('button', { name: 'Scroll reviews left' }).click()
    await carousel(page).getByRole('button', { name: 'Scroll reviews left' }).click()
    await expect.poll(scrollLeft).toBe(0)
  })

  test("'All Reviews' and 'Write Review' open the provider's pages in a new tab", async ({ page }) => {
    await openHome(page)
    for (const [name, href] of [
      ['All Reviews', demoSettings.allReviewsUrl],
      ['Write Review', demoSettings.writeReviewUrl],
    ] as const) {
      const link = carousel(page).getByRole('link', { name, exact: true })
      await expect(link).toHaveAttribute('href', href)
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }
  })

  test('3 skeleton cards show while the reviews load, then the reviews take their place', async ({ page }) => {
    const release = await holdBack(page, FUNCTION)
    await openHome(page)
    const list = page.getByRole('list', { name: 'Client reviews' })
    await expect(list).toHaveAttribute('aria-busy', 'true')
    await expect(list.locator('li')).toHaveCount(3)
    const skeleton = await list.locator('li').first().boundingBox()
    await expect(bandList(page)).toHaveAttribute('aria-busy', 'true')
    await expect(bandList(page).locator('li')).toHaveCount(3)
    release()
    await expect(carouselCards(page)).toHaveCount(LIVE_4_PLUS)
    await expect(list).toHaveAttribute('aria-busy', 'false')
    const card = await list.locator('li').first().boundingBox()
    // The same box loading and loaded: nothing below moves when the reviews arrive.
    expect(card?.width).toBeCloseTo(skeleton?.width ?? 0, 0)
    expect(card?.height).toBeCloseTo(skeleton?.height ?? 0, 0)
  })

  test('the testimonials band auto-advances by 320 px every 3 s', async ({ page }) => {
    const steps = await recordBandSteps(page)
    await page.clock.install()
    await page.goto('/')
    await band(page).scrollIntoViewIfNeeded()
    await expect(band(page).getByRole('heading', { level: 2, name: 'Stories from Our Clients' })).toBeVisible()
    await expect(bandList(page).getByRole('figure')).toHaveCount(LIVE_4_PLUS)
    await expect(band(page).locator('footer')).toBeVisible()
    // It has been moving since the reviews arrived. From here the page's time moves only when the test
    // moves it; after each step the smooth scroll comes to rest (in real time) before time moves on.
    // (A moment ahead of the page's time, which runs on until then; a busy machine may overtake it: again.)
    await expect(async () => void (await page.clock.pauseAt(await page.evaluate(() => Date.now() + 100)))).toPass()
    const start = (await steps()).length
    const current = (await steps()).at(-1)
    if (current) await expect.poll(() => bandScroll(page)).toBe(current[1])
    /** Moves the page's time on a tenth of a second at a time until the band takes a step; returns it. */
    async function nextStep(): Promise<[number, number]> {
      const before = (await steps()).length
      for (let tick = 0; tick < 40; tick++) {
        await page.clock.runFor(100)
        const taken = (await steps()).slice(before)
        if (taken.length === 0) continue
        expect(taken).toHaveLength(1)
        const [step] = taken as [[number, number]]
        await expect.poll(() => bandScroll(page)).toBe(step[1])
        return step
      }
      throw new Error('The band took no step in 4 s')
    }
    const [ta, a] = await nextStep()
    const later: [number, number][] = []
    for (const _ of [1, 2]) {
      // Not sooner than 3 s after the last step (taken within the last tenth of a second)...
      await page.clock.runFor(2899)
      expect(await steps()).toHaveLength(start + 1 + later.length)
      // ...and then at once.
      later.push(await nextStep())
    }
    const [[tb, b], [tc, c]] = later as [[number, number], [number, number]]
    // Forward by one card each time (11 reviews wrap after index 8, at 2560 px).
    expect([b, c]).toEqual([(a + 320) % (320 * 9), (a + 640) % (320 * 9)])
    // 3 s apart in the page's time, however late the page got round to showing the last step: never
    // sooner, and within the tenth of a second the test moves time by.
    for (const gap of [tb - ta, tc - tb]) {
      expect(gap).toBeGreaterThanOrEqual(3000)
      expect(gap).toBeLessThan(3100)
    }
  })

  test('the band moves 320 px per button, clamped to reviews − 3, and stands still while hovered', async ({ page }) => {
    const steps = await recordBandSteps(page)
    await page.clock.install()
    await page.goto('/')
    await band(page).scrollIntoViewIfNeeded()
    await expect(bandList(page).getByRole('figure')).toHaveCount(LIVE_4_PLUS)
    const next = band(page).getByRole('button', { name: 'Next testimonial' })
    const previous = band(page).getByRole('button', { name: 'Previous testimonial' })

    // With the pointer on the band it stands still; back to the start first, then one card at a time.
    await bandList(page).hover()
    for (let i = 0; i < 10; i++) await previous.click()
    await expect.poll(() => bandScroll(page)).toBe(0)
    await next.click()
    await expect.poll(() => bandScroll(page)).toBe(320)
    // 4 s of the page's time later it has not moved on: no step was taken, and the row is where it was.
    const taken = (await steps()).length
    await page.clock.runFor(4000)
    expect(await steps()).toHaveLength(taken)
    expect(await bandScroll(page)).toBe(320)
    await previous.click()
    await expect.poll(() => bandScroll(page)).toBe(0)
    await previous.click()
    await expect.poll(() => bandScroll(page)).toBe(0)
    // 11 reviews: the last index is 11 − 3 = 8, at 2560 px.
    for (let i = 0; i < 10; i++) await next.click()
    await expect.poll(() => bandScroll(page)).toBe(2560)
  })

  test('under prefers-reduced-motion the band never moves by itself', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    const steps = await recordBandSteps(page)
    await page.clock.install()
    await page.goto('/')
    await band(page).scrollIntoViewIfNeeded()
    await expect(bandList(page).getByRole('figure')).toHaveCount(LIVE_4_PLUS)
    // Well over one 3 s step of the page's time: not one step taken.
    await page.clock.runFor(4500)
    expect(await steps()).toEqual([])
    expect(await bandScroll(page)).toBe(0)
    await band(page).getByRole('button', { name: 'Next testimonial' }).click()
    await expect.poll(() => bandScroll(page)).toBe(320)
  })

  test('reviews kept from an earlier visit survive a failing function', async ({ page }) => {
    await openHome(page)
    await expect(carouselCards(page)).toHaveCount(LIVE_4_PLUS)
    // Kept on the device: the query cache the app writes to localStorage holds the reviews.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const cache = JSON.parse(localStorage.getItem('waypoint-query-cache') ?? 'null') as {
            clientState?: { queries?: { queryKey: unknown[]; state: { status: string } }[] }
          } | null
          return (cache?.clientState?.queries ?? []).some(
            (query) => query.queryKey.join('/') === 'reviews/list' && query.state.status === 'success',
          )
        }),
      )
      .toBe(true)
    await page.route(FUNCTION, (route) => route.fulfill({ status: 500, body: 'down' }))
    await page.reload()
    await carousel(page).scrollIntoViewIfNeeded()
    await expect(carouselCards(page)).toHaveCount(LIVE_4_PLUS)
    await expect(carousel(page).getByText('Noa Ben-David')).toBeVisible()
    await expect(page.getByText(MESSAGE)).toHaveCount(0)
  })
})

const failures: [string, (route: Route) => Promise<void>][] = [
  ['the function answers 500', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' })],
  ['the answer is malformed JSON', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"result": {"reviews": [' })],
  ['the answer has no reviews array', (route) => route.fulfill({ status: 200, json: { result: { reviews: 'none' } } })],
  [
    'every review is rated below 4',
    (route) =>
      route.fulfill({
        status: 200,
        json: {
          result: {
            reviews: [
              { author_name: 'Low One', rating: 3, text: 'Fine.', relative_time_description: 'a week ago' },
              { author_name: 'Low Two', rating: 1, text: 'Bad.', relative_time_description: 'a month ago' },
            ],
          },
        },
      }),
  ],
  ['the network fails', (route) => route.abort('failed')],
]

for (const [viewport, options] of [
  ['phone', phone],
  ['desktop', desktop],
] as const) {
  test.describe(`when the reviews cannot be loaded (${viewport})`, () => {
    test.use(options)

    for (const [what, fail] of failures) {
      test(`${what}: the 8 samples and the message, once, and the page stays usable`, async ({ page }) => {
        const errors: string[] = []
        page.on('console', (message) => {
          if (message.type() === 'error') errors.push(message.text())
        })
        await page.route(FUNCTION, fail)
        await openHome(page)

        await expect(carouselCards(page)).toHaveCount(8)
        await expect(carousel(page).getByText('Avital Shapiro')).toBeVisible()
        await expect(carousel(page).getByRole('img', { name: 'Rated 5 out of 5' })).toHaveCount(7)
        await expect(carousel(page).getByRole('img', { name: 'Rated 4 out of 5' })).toHaveCount(1)
        await expect(page.getByText('Low One')).toHaveCount(0)

        await band(page).scrollIntoViewIfNeeded()
        await expect(bandList(page).getByRole('figure')).toHaveCount(8)
        await expect(page.getByText(MESSAGE)).toHaveCount(1)
        await expect(band(page).getByText(MESSAGE)).toBeVisible()
        expect(errors.some((text) => text.includes('Could not load reviews'))).toBe(true)

        // Still usable: both rows move, and the rest of the page works.
        await bandList(page).hover()
        for (let i = 0; i < 6; i++) await band(page).getByRole('button', { name: 'Previous testimonial' }).click()
        await expect.poll(() => bandScroll(page)).toBe(0)
        await band(page).getByRole('button', { name: 'Next testimonial' }).click()
        await expect.poll(() => bandScroll(page)).toBe(320)
        const list = page.getByRole('list', { name: 'Client reviews' })
        await carousel(page).getByRole('button', { name: 'Scroll reviews right' }).click()
        await expect.poll(() => list.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0)
        await expect(page.getByRole('heading', { name: 'Our Associates' })).toBeAttached()
      })
    }
  })
}
