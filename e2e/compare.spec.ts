// Comparing destinations against the real server and the demo sheet: by link (aligned rows, compared
// figures, unknown cities, too many), by picking in the lightbox and the carousel (the tray, the fourth
// refused, kept over a reload), on a phone, and offline once its cities were seen.
import type { Locator, Page } from '@playwright/test'
import { expect as baseExpect, box, cutNetwork, desktop, installed, overlayReady, phone, test, waitForOfflineReady } from './fixtures'

// The machine is shared: generous waits, exact assertions.
const expect = baseExpect.configure({ timeout: 15_000 })
test.describe.configure({ timeout: 90_000 })

const comparison = (page: Page) => page.getByRole('dialog', { name: 'Compare destinations' })
// The inner locator of `has` is looked for inside each row, so it starts from the page.
const row = (scope: Locator, label: string) =>
  scope.getByRole('row').filter({ has: scope.page().getByRole('rowheader', { name: label, exact: true }) })

async function openComparison(page: Page, path: string) {
  await page.goto(path)
  await overlayReady(page)
  return comparison(page)
}

test.describe('comparing destinations by link', () => {
  test.use(desktop)

  test('Lisbon and Berlin side by side: the same headings aligned, figures compared', async ({ page }) => {
    const view = await openComparison(page, '/destinations/compare/Lisbon/Berlin')
    await expect(view.locator('thead').getByRole('columnheader')).toHaveText([/^Lisbon\s*Portugal$/, /^Berlin\s*Germany$/])
    for (const heading of ['Right now', 'General', 'Language', 'Financial', 'Housing', 'Climate']) {
      await expect(view.getByRole('columnheader', { name: heading, exact: true })).toBeVisible()
    }
    const population = row(view, 'Population')
    await expect(population.getByRole('cell')).toHaveText([
      'About 550,000 in the city; 2.9 million in the metropolitan area',
      'About 3.9 million' + 'Highest · 7.1× Lisbon',
    ])
    await expect(row(view, 'Density').getByRole('cell').first()).toContainText('Highest · 28% more than Berlin')
    await expect(row(view, 'GDP per capita').getByRole('cell').last()).toContainText('Highest · 81% more than Lisbon')
    await expect(row(view, 'Weather today').getByRole('cell')).toHaveText([/°C/, /°C/])
    // No home city: the average cost is compared in US dollars, at the converter's rates.
    await expect(row(view, 'Average cost in USD').getByRole('cell')).toHaveText([/^[\d,]+–[\d,]+ USD/, /^[\d,]+–[\d,]+ USD.*Highest · \d+% more than Lisbon$/])

    // Aligned: each row's cells start at the same height in both columns.
    // Short texts on a wide screen are not clamped: no Show more.
    await expect(view.getByRole('button', { name: 'Show more' })).toHaveCount(0)
    for (const label of ['Population', 'Official', 'Average cost']) {
      const [lisbon, berlin] = await Promise.all([box(row(view, label).getByRole('cell').first()), box(row(view, label).getByRole('cell').last())])
      expect(Math.abs(lisbon.y - berlin.y)).toBeLessThan(1)
      expect(lisbon.x).toBeLessThan(berlin.x)
    }

    // The city's own address still opens the lightbox.
    await page.goto('/destinations/Lisbon')
    await overlayReady(page)
    await expect(page.getByRole('dialog', { name: 'Lisbon' }).getByTestId('destination-lightbox')).toBeVisible()
  })

  test('a city the sheet does not have is named, more than three are cut to three', async ({ page }) => {
    const view = await openComparison(page, '/destinations/compare/lisbon/Atlantis/berlin,Paris/London')
    await expect(view.getByRole('alert').filter({ hasText: 'Not among our destinations: Atlantis. Comparing the others.' })).toBeVisible()
    await expect(view.getByRole('alert').filter({ hasText: 'Up to 3 destinations can be compared at once' })).toBeVisible()
    await expect(view.locator('thead').getByRole('columnheader')).toHaveText([/^Lisbon/, /^Berlin/, /^Paris/])
  })

  test('fewer than two cities: a clear state and the way back to the destinations', async ({ page }) => {
    const view = await openComparison(page, '/destinations/compare/Lisbon/Atlantis')
    await expect(view.getByText('Pick at least two destinations to compare them side by side.')).toBeVisible()
    await view.getByRole('link', { name: 'Browse destinations' }).click()
    await expect(page).toHaveURL(/\/destinations$/)
  })
})

test.describe('picking destinations to compare', () => {
  test.use(desktop)

  test('two picked in the lightbox lead to the comparison through the tray; a fourth is refused; kept over a reload', async ({ page }) => {
    await page.goto('/destinations/Lisbon')
    await overlayReady(page)
    const lightbox = page.getByRole('dialog', { name: 'Lisbon' })
    // Named by the word it shows and the city (WCAG 2.5.3); whether the city is in, aria-pressed says.
    const compareLisbon = lightbox.getByRole('button', { name: 'Compare Lisbon', exact: true })
    await expect(compareLisbon).toHaveAttribute('aria-pressed', 'false')
    await compareLisbon.click()
    await expect(compareLisbon).toHaveAttribute('aria-pressed', 'true')
    const tray = page.getByRole('region', { name: 'Destinations to compare' })
    await expect(tray).toContainText('Pick one more destination to compare.')

    for (const city of ['Berlin', 'Paris']) {
      await page.goto(`/destinations/${city}`)
      await overlayReady(page)
      await page.getByRole('dialog', { name: city }).getByRole('button', { name: `Compare ${city}`, exact: true }).click()
    }
    await expect(tray.getByRole('listitem')).toHaveText(['Lisbon', 'Berlin', 'Paris'])

    await page.goto('/destinations/London')
    await overlayReady(page)
    const addLondon = page.getByRole('button', { name: 'Compare London', exact: true })
    await addLondon.click()
    await expect(page.getByText('You can compare up to 3 destinations. Remove one to add another.')).toBeVisible()
    await expect(addLondon).toHaveAttribute('aria-pressed', 'false')
    // The reason is said in the tray, beside the cities to take out (a toast covered them on a phone),
    // and goes once one is taken out.
    await expect(tray.getByRole('alert')).toHaveText('You can compare up to 3 destinations. Remove one to add another.')
    await tray.getByRole('button', { name: 'Remove Paris from comparison' }).click()
    await expect(tray.getByRole('alert')).toHaveCount(0)

    await page.reload()
    await overlayReady(page)
    await expect(tray.getByRole('listitem')).toHaveText(['Lisbon', 'Berlin'])
    await tray.getByRole('link', { name: 'Compare (2)' }).click()
    await expect(page).toHaveURL(/\/destinations\/compare\/Lisbon\/Berlin$/)
    await overlayReady(page)
    await expect(comparison(page).locator('thead').getByRole('columnheader')).toHaveText([/^Lisbon/, /^Berlin/])
  })
})

test.describe('on a phone', () => {
  test.use(phone)

  test('long texts are clamped to three lines, with Show more for their row', async ({ page }) => {
    const view = await openComparison(page, '/destinations/compare/Lisbon,Berlin')
    const housing = row(view, 'Housing')
    // Each row's button says which row it opens: a list of the page's buttons does not read one name over and over.
    const more = housing.getByRole('button', { name: 'Show more: Housing', exact: true })
    await expect(more).toHaveAttribute('aria-expanded', 'false')
    const names = await view.getByRole('button', { name: /^Show more/ }).evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')))
    expect(names.length).toBeGreaterThan(1)
    expect(new Set(names).size).toBe(names.length)
    const clamped = await box(housing.getByRole('cell').last())
    await more.click()
    await expect(housing.getByRole('button', { name: 'Show less: Housing', exact: true })).toHaveAttribute('aria-expanded', 'true')
    expect((await box(housing.getByRole('cell').last())).height).toBeGreaterThan(clamped.height + 10)
  })

  test('a fourth city tapped with the tray out of sight: the reason comes into view, clear of the bottom menu', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('waypoint-compare', JSON.stringify(['Tel Aviv', 'Jerusalem', 'Haifa'])))
    await page.goto('/')
    const carousel = page.getByRole('list', { name: 'Destinations' })
    const card = carousel.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Lisbon' }) })
    const add = card.getByRole('button', { name: 'Add Lisbon to comparison' })
    await expect(async () => {
      await carousel.scrollIntoViewIfNeeded()
      await expect(add).toBeVisible({ timeout: 1000 })
    }).toPass()
    // The card at the foot of the screen, just above the bottom menu: the tray under the carousel is then
    // under the menu or below the screen.
    await card.evaluate((element) => element.scrollIntoView({ block: 'end', inline: 'start', behavior: 'instant' }))
    const tray = page.getByRole('region', { name: 'Destinations to compare' })
    const menu = await box(page.getByRole('navigation', { name: 'App' }))
    expect((await box(tray)).y).toBeGreaterThanOrEqual(menu.y - 1)
    await add.click()
    const reason = tray.getByRole('alert')
    await expect(reason).toHaveText('You can compare up to 3 destinations. Remove one to add another.')
    await expect.poll(async () => (await box(reason)).y + (await box(reason)).height).toBeLessThanOrEqual(menu.y)
    await expect(reason).toBeInViewport()
    await expect(add).toHaveAttribute('aria-pressed', 'false')
  })

  test('picked on the carousel; the two columns side by side at 390 px, with no sideways page', async ({ page }) => {
    await page.goto('/')
    const carousel = page.getByRole('list', { name: 'Destinations' })
    const addTelAviv = carousel.getByRole('button', { name: 'Add Tel Aviv to comparison' })
    // The cards' controls come as the carousel nears the screen; sections above it may still be growing.
    await expect(async () => {
      await carousel.scrollIntoViewIfNeeded()
      await expect(addTelAviv).toBeVisible({ timeout: 1000 })
    }).toPass()
    await addTelAviv.click()
    const tray = page.getByRole('region', { name: 'Destinations to compare' })
    await expect(tray).toContainText('Pick one more destination to compare.')
    // As a person swipes: the track brought to Jerusalem's card at a snap point, then a tap. Left to the
    // click's own scrolling, the track snapped back between the press and the release, on a busy machine,
    // and the release missed the button.
    const jerusalem = carousel.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Jerusalem' }) })
    await jerusalem.evaluate((card) => card.scrollIntoView({ block: 'nearest', inline: 'start', behavior: 'instant' }))
    await jerusalem.getByRole('button', { name: 'Add Jerusalem to comparison' }).click()
    await expect(jerusalem.getByRole('button', { name: 'Remove Jerusalem from comparison' })).toHaveAttribute('aria-pressed', 'true')
    await tray.getByRole('link', { name: 'Compare (2)' }).click()
    await expect(page).toHaveURL(/\/destinations\/compare\/Tel%20Aviv\/Jerusalem$/)
    await overlayReady(page)
    const view = comparison(page)
    await expect(view.locator('thead').getByRole('columnheader')).toHaveText([/^Tel Aviv/, /^Jerusalem/])
    const cells = row(view, 'Population').getByRole('cell')
    await expect(cells.last()).toContainText('Highest · 2.1× Tel Aviv')
    const [first, second] = await Promise.all([box(cells.first()), box(cells.last())])
    expect(Math.abs(first.y - second.y)).toBeLessThan(1)
    expect(first.x + first.width).toBeLessThanOrEqual(second.x + 1)
    expect(second.x + second.width).toBeLessThanOrEqual(390)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  })
})

test.describe('offline', () => {
  test.use({ ...desktop, serviceWorkers: 'allow' })

  // The app installed already (fixtures.ts): what matters here is what seeing the cities keeps.
  installed('a comparison opens offline once its cities were seen', async ({ page, context }) => {
    await page.goto('/destinations/compare/Lisbon/Berlin')
    await waitForOfflineReady(page, 60_000)
    await overlayReady(page)
    await expect(row(comparison(page), 'Weather today').getByRole('cell').first()).toContainText('°C')

    await cutNetwork(context)
    await page.goto('/destinations/compare/Berlin/Lisbon')
    await overlayReady(page)
    const view = comparison(page)
    await expect(view.locator('thead').getByRole('columnheader')).toHaveText([/^Berlin/, /^Lisbon/])
    await expect(row(view, 'Population').getByRole('cell').first()).toContainText('Highest · 7.1× Lisbon')
    await expect(row(view, 'Weather today').getByRole('cell').last()).toContainText('°C')
  })
})
