// Destinations against the real server and its demo sheet: the home carousel (cards, media, scrolling),
// the lightbox (from a card and by deep link, previous/next wrapping, dots, keys, swipes, map and video,
// the fact headings a city has), and the failures: the sheet failing or holding one line, offline maps.
import type { Page } from '@playwright/test'
import { box, desktop, expect as baseExpect, holdBack, overlayReady, phone, test } from './fixtures'

// Engineers share two cores: the waits are generous, the assertions are not.
const expect = baseExpect.configure({ timeout: 15_000 })
test.describe.configure({ timeout: 60_000 })

const SHEET = '**/demo/sheets/destinations/**'
const FALLBACK = ['New York', 'Berlin', 'Barcelona', 'Dubai', 'Toronto', 'Greece', 'London', 'Tel Aviv', 'Paris', 'Larnaca']
const ALL_HEADINGS = [
  'General', 'Language', 'Financial', 'Housing', 'Public Transport', 'Time', 'Attractions', 'Cafe Culture', 'Visa & Immigration',
  'Religious Communities', 'Unique Relocation Facts', 'Internet', 'Healthcare', 'Education', 'Job Market', 'Quality of Life',
  'Climate', 'Natural Environment', 'Safety',
]

function carousel(page: Page) {
  return page.getByRole('region', { name: 'Popular Destinations' })
}

async function openCarousel(page: Page) {
  await page.goto('/')
  const section = carousel(page)
  await section.scrollIntoViewIfNeeded()
  return section
}

const cards = (page: Page) => carousel(page).getByRole('list', { name: 'Destinations' }).getByRole('link')

async function openLightbox(page: Page, path: string, city: string) {
  await page.goto(path)
  const dialog = page.getByRole('dialog', { name: city })
  await expect(dialog).toBeVisible()
  await overlayReady(page)
  // The dialog is named after the city it shows, so it is found without its name from here on.
  return page.getByRole('dialog')
}

const factHeadings = (page: Page) => page.getByRole('dialog').getByRole('heading', { level: 3 })

test.describe('home carousel', () => {
  test.use(desktop)

  test("shows a card per city of the sheet: country, city, a two-line description, and a clip, an image or a gradient", async ({ page }) => {
    await openCarousel(page)
    await expect(cards(page)).toHaveCount(16)
    const telAviv = cards(page).filter({ has: page.getByRole('heading', { name: 'Tel Aviv' }) })
    await expect(telAviv).toContainText('Israel')
    await expect(telAviv).toContainText("Israel's Mediterranean business and cultural capital")
    await expect(telAviv.locator('video')).toHaveAttribute('loop', '')
    expect(await telAviv.locator('video').evaluate((video: HTMLVideoElement) => video.muted)).toBe(true)

    // The video-sharing link of Berlin plays as the media host's clip.
    const berlin = cards(page).filter({ has: page.getByRole('heading', { name: 'Berlin' }) })
    await expect(berlin.locator('video source')).toHaveAttribute('src', /\/demo\/media\/destinations\/Berlin\.mp4$/)

    const jerusalem = cards(page).filter({ has: page.getByRole('heading', { name: 'Jerusalem' }) })
    await expect(jerusalem.locator('video')).toHaveCount(0)
    await expect(jerusalem.locator('img[src$="/demo/media/destinations/jerusalem.svg"]')).toHaveCount(1)

    const amsterdam = cards(page).filter({ has: page.getByRole('heading', { name: 'Amsterdam' }) })
    await expect(amsterdam.locator('video, [data-testid="destination-media"] img')).toHaveCount(0)

    // 'Barcelona, Catalonia' in the sheet is Barcelona; descriptions are clamped to two lines.
    await expect(carousel(page).getByRole('heading', { name: 'Barcelona', exact: true })).toBeVisible()
    const description = telAviv.locator('p')
    const lines = await description.evaluate((p) => Math.round(p.scrollHeight / parseFloat(getComputedStyle(p).lineHeight)))
    expect(lines).toBeGreaterThan(2)
    expect(await description.evaluate((p) => getComputedStyle(p).webkitLineClamp)).toBe('2')
  })

  test('the scroll buttons move the cards 300 px each way', async ({ page }) => {
    await openCarousel(page)
    const track = carousel(page).getByRole('list', { name: 'Destinations' })
    await expect(cards(page)).toHaveCount(16)
    const left = carousel(page).getByRole('button', { name: 'Scroll left' })
    const right = carousel(page).getByRole('button', { name: 'Scroll right' })
    await expect(left).toBeDisabled()
    await right.click()
    await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBe(300)
    await expect(left).toBeEnabled()
    await right.click()
    await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBe(600)
    await left.click()
    await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBe(300)
  })

  test('shows 5 skeleton cards while the sheet loads', async ({ page }) => {
    const release = await holdBack(page, SHEET)
    await openCarousel(page)
    await expect(carousel(page).getByTestId('destination-skeleton')).toHaveCount(5)
    release()
    await expect(cards(page)).toHaveCount(16)
    await expect(carousel(page).getByTestId('destination-skeleton')).toHaveCount(0)
  })

  test('the title opens the destinations overlay at the first city, and a card opens its city', async ({ page }) => {
    await openCarousel(page)
    await carousel(page).getByRole('heading', { name: 'Popular Destinations' }).click()
    await expect(page).toHaveURL(/\/destinations$/)
    await expect(page.getByRole('dialog', { name: 'Popular Destinations' })).toBeVisible()
    await expect(page.getByRole('dialog').getByText('Explore locations')).toBeVisible()
    await overlayReady(page)
    await expect(page.getByRole('dialog').getByTestId('lightbox-city')).toHaveText('Tel Aviv')
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click()
    await expect(page.getByRole('dialog')).toHaveCount(0)

    await carousel(page).getByRole('link', { name: /Dubai/ }).click()
    await expect(page).toHaveURL(/\/destinations\/Dubai$/)
    await expect(page.getByRole('dialog', { name: 'Dubai' })).toBeVisible()
    await expect(page.getByRole('dialog').getByText('Destination details')).toBeVisible()
  })
})

test.describe('lightbox', () => {
  test.use(desktop)

  test('a deep link opens its city; previous and next wrap around; the city is in the address', async ({ page }) => {
    const dialog = await openLightbox(page, '/destinations/Melbourne', 'Melbourne')
    await expect(dialog.getByText('16 of 16')).toBeVisible()
    await dialog.getByRole('button', { name: 'Next' }).click()
    await expect(page.getByRole('dialog', { name: 'Tel Aviv' })).toBeVisible()
    await expect(page).toHaveURL(/\/destinations\/Tel%20Aviv$/)
    await expect(dialog.getByText('1 of 16')).toBeVisible()
    await dialog.getByRole('button', { name: 'Previous' }).click()
    await expect(page.getByRole('dialog', { name: 'Melbourne' })).toBeVisible()
    await dialog.getByRole('button', { name: 'Previous' }).click()
    await expect(page.getByRole('dialog', { name: 'Singapore' })).toBeVisible()
    await expect(page).toHaveURL(/\/destinations\/Singapore$/)
  })

  test('dots jump to their city, and the arrow keys move', async ({ page }) => {
    const dialog = await openLightbox(page, '/destinations', 'Popular Destinations')
    await expect(dialog.getByTestId('lightbox-city')).toHaveText('Tel Aviv')
    await expect(dialog.getByRole('navigation', { name: 'Destinations' }).getByRole('button')).toHaveCount(18)
    await dialog.getByRole('button', { name: 'London', exact: true }).click()
    await expect(page.getByRole('dialog', { name: 'London' })).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'London', exact: true })).toHaveAttribute('aria-current', 'true')
    await page.keyboard.press('ArrowRight')
    await expect(page.getByRole('dialog', { name: 'New York' })).toBeVisible()
    await page.keyboard.press('ArrowLeft')
    await page.keyboard.press('ArrowLeft')
    await expect(page.getByRole('dialog', { name: 'Toronto' })).toBeVisible()
  })

  test('shows the map, and toggles to the video and back', async ({ page }) => {
    const dialog = await openLightbox(page, '/destinations/Berlin', 'Berlin')
    const map = dialog.locator('iframe[title="Map of Berlin, Germany"]')
    await expect(map).toBeVisible()
    await expect(map).toHaveAttribute('src', /\/demo\/maps\/maps\?q=Berlin%2C\+Germany&output=embed&hl=en$/)
    await expect(map).toHaveAttribute('sandbox', /allow-same-origin/)
    await expect(page.frameLocator('iframe[title="Map of Berlin, Germany"]').getByRole('heading', { name: 'Berlin, Germany' })).toBeVisible()

    await dialog.getByRole('button', { name: 'Video' }).click()
    const video = dialog.getByLabel('Video of Berlin')
    await expect(video).toBeVisible()
    await expect(video.locator('source')).toHaveAttribute('src', /\/demo\/media\/destinations\/Berlin\.mp4$/)
    await expect(map).toHaveCount(0)
    await dialog.getByRole('button', { name: 'Map' }).click()
    await expect(map).toBeVisible()
  })

  test("frames Lisbon's rewritten map link, and has no video toggle for a city without a video", async ({ page }) => {
    const dialog = await openLightbox(page, '/destinations/Lisbon', 'Lisbon')
    await expect(dialog.locator('iframe[title="Map of Lisbon, Portugal"]')).toHaveAttribute('src', /\/demo\/maps\/maps\?q=Lisbon%2C\+Portugal&output=embed&hl=en$/)
    await dialog.getByRole('button', { name: 'Jerusalem' }).click()
    await expect(page.getByRole('dialog', { name: 'Jerusalem' })).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Video' })).toHaveCount(0)
  })

  test('shows every fact heading, in order, for a full city and only the present ones for sparse cities', async ({ page }) => {
    const dialog = await openLightbox(page, '/destinations/Tel%20Aviv', 'Tel Aviv')
    await expect(factHeadings(page)).toHaveText(ALL_HEADINGS)
    await expect(dialog.getByText('About 480,000 in the city')).toBeVisible()

    await dialog.getByRole('button', { name: 'Melbourne' }).click()
    await expect(page.getByRole('dialog', { name: 'Melbourne' })).toBeVisible()
    await expect(factHeadings(page)).toHaveText(['Financial', 'Cafe Culture'])

    await dialog.getByRole('button', { name: 'Amsterdam' }).click()
    await expect(page.getByRole('dialog', { name: 'Amsterdam' })).toBeVisible()
    await expect(factHeadings(page)).toHaveText(['General', 'Language', 'Financial', 'Public Transport', 'Time', 'Climate'])
    await expect(dialog.getByText('Unique Relocation Facts')).toHaveCount(0)
  })

  test("shows the city's local time and today's weather beside a Share button", async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    const dialog = await openLightbox(page, '/destinations/Dubai', 'Dubai')
    await expect(dialog.getByRole('timer', { name: /^Local time \d\d:\d\d/ })).toBeVisible()
    await expect(dialog.getByTestId('weather-summary')).toContainText('°C')
    await dialog.getByRole('button', { name: 'Share' }).click()
    await expect(page.getByText('Link copied')).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/destinations\/Dubai$/)
  })

  test('an unknown city says so and leads to the destinations', async ({ page }) => {
    const dialog = await openLightbox(page, '/destinations/Atlantis', 'Popular Destinations')
    await expect(dialog.getByText('We have no destination guide for “Atlantis” yet.')).toBeVisible()
    await dialog.getByRole('button', { name: 'See all destinations' }).click()
    await expect(page).toHaveURL(/\/destinations$/)
    await expect(dialog.getByTestId('lightbox-city')).toHaveText('Tel Aviv')
  })

  test('offline, the map is a placeholder with the place name instead of a broken frame', async ({ page, context }) => {
    const dialog = await openLightbox(page, '/destinations/Paris', 'Paris')
    await expect(dialog.locator('iframe[title="Map of Paris, France"]')).toBeVisible()
    await context.setOffline(true)
    await expect(dialog.getByRole('img', { name: 'Map of Paris, France unavailable offline' })).toBeVisible()
    await expect(dialog.getByText('Paris, France', { exact: true })).toBeVisible()
    await expect(dialog.locator('iframe')).toHaveCount(0)
    await expect(dialog.getByTestId('freshness-note')).toContainText('Offline')
    await context.setOffline(false)
    await expect(dialog.locator('iframe[title="Map of Paris, France"]')).toBeVisible()
  })
})

test.describe('lightbox on a phone', () => {
  test.use(phone)

  test('folds the facts (General open) and changes city with a swipe', async ({ page }) => {
    const dialog = await openLightbox(page, '/destinations/Haifa', 'Haifa')
    await expect(dialog.getByRole('button', { name: 'General' })).toHaveAttribute('aria-expanded', 'true')
    const housing = dialog.getByRole('button', { name: 'Housing' })
    await expect(housing).toHaveAttribute('aria-expanded', 'false')
    await housing.click()
    await expect(housing).toHaveAttribute('aria-expanded', 'true')
    await expect(dialog.getByRole('region', { name: 'Housing' })).toContainText('Roughly half of Tel Aviv prices')

    const swipe = async (fromX: number, toX: number) => {
      const cdp = await page.context().newCDPSession(page)
      const y = 560
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: fromX, y }] })
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: (fromX + toX) / 2, y }] })
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: toX, y }] })
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
      await cdp.detach()
    }
    await swipe(320, 60)
    await expect(page.getByRole('dialog', { name: 'Berlin' })).toBeVisible()
    await swipe(60, 320)
    await expect(page.getByRole('dialog', { name: 'Haifa' })).toBeVisible()
  })

  test('the map, reached by Tab from the bottom of the facts, comes into view', async ({ page }) => {
    const dialog = await openLightbox(page, '/destinations/Haifa', 'Haifa')
    const map = dialog.locator('iframe')
    await expect(map).toBeVisible()
    // Scrolled to the last section, then Tab from the control just before the map (as the focus trap
    // wraps round to it): the frame was focused 1,100 px above the screen.
    await dialog.getByRole('button', { name: 'Safety' }).scrollIntoViewIfNeeded()
    await expect(map).not.toBeInViewport()
    await dialog.getByRole('button', { name: /^Next/ }).evaluate((button: HTMLElement) => button.focus({ preventScroll: true }))
    await page.keyboard.press('Tab')
    await expect(map).toBeFocused()
    await expect(map).toBeInViewport()
  })

  test("Escape on an open section's toggle closes the lightbox (the section owns no popup)", async ({ page }) => {
    const dialog = await openLightbox(page, '/destinations/Haifa', 'Haifa')
    const general = dialog.getByRole('button', { name: 'General' })
    await expect(general).toHaveAttribute('aria-expanded', 'true')
    await general.focus()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(page).toHaveURL(/\/$/)
  })
})

test.describe('when the sheet fails', () => {
  test.use(desktop)

  test.beforeEach(async ({ page }) => {
    await page.route(SHEET, (route) => route.fulfill({ status: 500, body: 'Internal error' }))
  })

  test('the carousel shows the 10 fallback cities with its toast', async ({ page }) => {
    await openCarousel(page)
    const toast = page.getByText('Failed to load destinations. Using fallback data.')
    await expect(toast).toBeVisible()
    // One toast, not one per render or retry (checked while it shows: it closes itself after 6 s).
    await expect(toast).toHaveCount(1)
    // Under the header, never over its menus.
    const header = await box(page.getByRole('banner'))
    expect((await box(toast)).y).toBeGreaterThanOrEqual(header.y + header.height)
    await expect(cards(page)).toHaveCount(10)
    for (const city of FALLBACK) await expect(carousel(page).getByRole('heading', { name: city, exact: true })).toBeAttached()
    await expect(carousel(page).getByText('Built-in destinations')).toBeVisible()
  })

  test('the lightbox shows its toast and the empty state; Back to Home closes it', async ({ page }) => {
    await page.goto('/destinations')
    await expect(page.getByText('Failed to load destinations. Please try again later.')).toBeVisible()
    const dialog = page.getByRole('dialog', { name: 'Popular Destinations' })
    await expect(dialog.getByText('Explore locations')).toBeVisible()
    await expect(dialog.getByText('No destinations found. Please try again later.')).toBeVisible()
    await dialog.getByRole('button', { name: 'Back to Home' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })

  test('a fallback card opens its built-in summary; Try again loads the sheet once it is back', async ({ page }) => {
    await openCarousel(page)
    await carousel(page).getByRole('link', { name: /Larnaca/ }).click()
    const dialog = page.getByRole('dialog', { name: 'Larnaca' })
    await expect(dialog).toBeVisible()
    await overlayReady(page)
    await expect(page.getByText('Failed to load destinations. Please try again later.')).toBeVisible()
    await expect(dialog.getByText(/A relaxed seaside town/)).toBeVisible()
    await expect(dialog.getByText('10 of 10')).toBeVisible()
    await expect(dialog.getByText('Built-in destinations')).toBeVisible()

    await page.goto('/destinations')
    const empty = page.getByRole('dialog', { name: 'Popular Destinations' })
    await expect(empty.getByText('No destinations found. Please try again later.')).toBeVisible()
    await page.unroute(SHEET)
    await empty.getByRole('button', { name: 'Try again' }).click()
    await expect(empty.getByTestId('lightbox-city')).toHaveText('Tel Aviv')
    // The overlay's title stays 'Popular Destinations', so the city heads the panel, then its 19 facts.
    await expect(factHeadings(page)).toHaveText(['Tel Aviv', ...ALL_HEADINGS])
  })
})

test.describe('when the sheet has one line', () => {
  test.use(desktop)

  test('warns and falls back to the built-in cities', async ({ page }) => {
    await page.route(SHEET, (route) => route.fulfill({ status: 200, contentType: 'text/tab-separated-values', body: 'City\tCountry\tDescription\r\n' }))
    await openCarousel(page)
    await expect(page.getByText('Could not load destination data, using fallback information')).toBeVisible()
    await expect(cards(page)).toHaveCount(10)
    await expect(carousel(page).getByRole('heading', { name: 'Greece', exact: true })).toBeAttached()

    await carousel(page).getByRole('heading', { name: 'Popular Destinations' }).click()
    await expect(page.getByText('Failed to load destinations. Please try again later.')).toBeVisible()
    await expect(page.getByRole('dialog').getByText('No destinations found. Please try again later.')).toBeVisible()
  })
})

test.describe('in Hebrew, right to left', () => {
  test.use(desktop)

  test("the carousel's first card is at the right, and forward scrolls 300 px toward the left", async ({ page }) => {
    await page.goto('/?lang=he')
    const section = page.getByRole('region', { name: 'יעדים פופולריים' })
    await section.scrollIntoViewIfNeeded()
    const track = section.getByRole('list', { name: 'יעדים' })
    const links = track.getByRole('link')
    await expect(links).toHaveCount(16)
    const trackBox = await box(track)
    const firstBox = await box(links.first())
    // The first card starts the line on its right: its right edge sits at the track's right padding.
    expect(firstBox.x + firstBox.width).toBeGreaterThan(trackBox.x + trackBox.width - 40)
    expect(firstBox.x).toBeGreaterThan(trackBox.x + trackBox.width / 2)

    const back = section.getByRole('button', { name: 'לגלול אחורה' })
    const forward = section.getByRole('button', { name: 'לגלול קדימה' })
    // Back is at the start of the line (the right), forward at its end (the left).
    expect((await box(back)).x).toBeGreaterThan((await box(forward)).x)
    await expect(back).toBeDisabled()
    await forward.click()
    await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBe(-300)
    await expect(back).toBeEnabled()
    await back.click()
    await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBe(0)
  })

  test('the lightbox puts the map on the right; next is on the left, and so is its arrow key', async ({ page }) => {
    const dialog = await openLightbox(page, '/destinations/Tel%20Aviv?lang=he', 'Tel Aviv')
    await expect(dialog.getByText('1 מתוך 16')).toBeVisible()
    const map = dialog.locator('iframe[title="מפה של Tel Aviv, Israel"]')
    const general = dialog.getByRole('heading', { name: 'כללי' })
    expect((await box(map)).x).toBeGreaterThan((await box(general)).x)
    const previous = dialog.getByRole('button', { name: 'הקודם' })
    const next = dialog.getByRole('button', { name: 'הבא' })
    expect((await box(previous)).x).toBeGreaterThan((await box(next)).x)

    await next.click()
    await expect(page.getByRole('dialog', { name: 'Jerusalem' })).toBeVisible()
    await page.keyboard.press('ArrowRight')
    await expect(page.getByRole('dialog', { name: 'Tel Aviv' })).toBeVisible()
    await page.keyboard.press('ArrowLeft')
    await expect(page.getByRole('dialog', { name: 'Jerusalem' })).toBeVisible()
  })

  test('a built-in city shows in Hebrew at its English address', async ({ page }) => {
    await page.route(SHEET, (route) => route.fulfill({ status: 500, body: 'Internal error' }))
    const dialog = await openLightbox(page, '/destinations/Larnaca?lang=he', 'לרנקה')
    await expect(dialog.getByText('קפריסין')).toBeVisible()
    await expect(page.getByText('טעינת היעדים נכשלה. יש לנסות שוב מאוחר יותר.')).toBeVisible()
    await dialog.getByRole('button', { name: 'הבא' }).click()
    await expect(page.getByRole('dialog', { name: 'ניו יורק' })).toBeVisible()
    await expect(page).toHaveURL(/\/destinations\/New%20York(\?|$)/)
  })
})

test.describe('in Hebrew on a phone', () => {
  test.use(phone)

  test('a swipe to the right brings the next city', async ({ page }) => {
    const dialog = await openLightbox(page, '/destinations/Haifa?lang=he', 'Haifa')
    // The overlay's loader is named in Hebrew here: wait for the lightbox itself.
    await expect(dialog.getByTestId('destination-lightbox')).toBeVisible()
    const swipe = async (fromX: number, toX: number) => {
      const cdp = await page.context().newCDPSession(page)
      const y = 560
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: fromX, y }] })
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: (fromX + toX) / 2, y }] })
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: toX, y }] })
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
      await cdp.detach()
    }
    await swipe(60, 320)
    await expect(page.getByRole('dialog', { name: 'Berlin' })).toBeVisible()
    await swipe(320, 60)
    await expect(page.getByRole('dialog', { name: 'Haifa' })).toBeVisible()
  })
})
