// Favourites and 'My shortlist', against the real server: a star on a destination, a world-time city, a
// currency pair and an article; one taken back; all found in the shortlist from the menus after a reload
// and offline; removed one by one and cleared. Corrupt data on the device is an empty shortlist.
import type { Page } from '@playwright/test'
import { expect as baseExpect, cutNetwork, desktop, overlayReady, phone, putInIndexedDb, restoreNetwork, test, waitForOfflineReady } from './fixtures'

// The machine is shared: generous waits, exact assertions.
const expect = baseExpect.configure({ timeout: 15_000 })
test.describe.configure({ timeout: 90_000 })

const ARTICLE = { id: 1424, title: 'Making aliyah: the paperwork, step by step' }

/** Presses the star named 'Add … to my shortlist' and sees it pressed. */
async function star(page: Page, name: string) {
  const button = page.getByRole('button', { name: `Add ${name} to my shortlist` })
  await expect(button).toBeEnabled()
  await button.click()
  await expect(page.getByRole('button', { name: `Remove ${name} from my shortlist` })).toHaveAttribute('aria-pressed', 'true')
}

async function starEverything(page: Page) {
  await page.goto('/destinations/Berlin')
  await overlayReady(page)
  await star(page, 'Berlin')
  await page.goto('/destinations/Tel%20Aviv')
  await overlayReady(page)
  await star(page, 'Tel Aviv')

  await page.goto('/time-currency')
  await overlayReady(page)
  const clock = page.getByRole('list', { name: 'World clock' })
  await star(page, 'Tokyo')
  await star(page, 'Paris')
  // Taken back: not in the shortlist.
  await clock.getByRole('button', { name: 'Remove Paris from my shortlist' }).click()
  await expect(clock.getByRole('button', { name: 'Add Paris to my shortlist' })).toHaveAttribute('aria-pressed', 'false')

  await page.goto('/time-currency?tab=currency&pair=GBP-JPY')
  await overlayReady(page)
  await expect(page.getByRole('combobox', { name: 'From' })).toHaveValue('GBP - British Pound')
  await star(page, 'GBP to JPY')
  // The starred pair is offered as a chip that sets From and To.
  await expect(page.getByRole('list', { name: 'Starred pairs' }).getByRole('button', { name: 'Convert GBP to JPY' })).toHaveAttribute('aria-pressed', 'true')

  await page.goto(`/news/post/${ARTICLE.id}`)
  await overlayReady(page)
  await expect(page.getByRole('dialog', { name: 'Article' }).getByRole('heading', { name: ARTICLE.title })).toBeVisible()
  await star(page, ARTICLE.title)
}

async function expectEverything(page: Page) {
  const shortlist = page.getByRole('dialog', { name: 'My shortlist' })
  await overlayReady(page)
  const group = (name: string) => shortlist.getByRole('region', { name })
  await expect(group('Destinations').getByRole('link')).toHaveText(['Compare Tel Aviv and Berlin', 'Tel Aviv', 'Berlin'])
  await expect(group('Cities').getByRole('link')).toHaveText(['Tokyo'])
  await expect(group('Currency pairs').getByRole('link', { name: 'GBP to JPY' })).toBeVisible()
  await expect(group('Articles').getByRole('link', { name: ARTICLE.title })).toBeVisible()
  await expect(shortlist.getByText('Paris')).toHaveCount(0)
  await expect(shortlist.getByText('5 saved on this device')).toBeVisible()
  return shortlist
}

test.describe('favourites on a wide screen', () => {
  test.use({ ...desktop, serviceWorkers: 'allow' })
  test.describe.configure({ timeout: 180_000 })

  test('starred in each place, kept over a reload, listed in My shortlist from the menu, offline too; removed and cleared', async ({ page, context }) => {
    await starEverything(page)
    await page.reload()
    await overlayReady(page)
    await expect(page.getByRole('button', { name: `Remove ${ARTICLE.title} from my shortlist` })).toHaveAttribute('aria-pressed', 'true')

    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    await nav.getByRole('button', { name: 'Client Area' }).click()
    await nav.getByRole('link', { name: 'My shortlist' }).click()
    await expect(page).toHaveURL(/\/shortlist$/)
    let shortlist = await expectEverything(page)
    await expect(shortlist.getByRole('link', { name: 'Compare Tel Aviv and Berlin' })).toHaveAttribute('href', '/destinations/compare/Tel%20Aviv/Berlin')

    // A pair opens the converter on that pair.
    await shortlist.getByRole('link', { name: 'GBP to JPY' }).click()
    await expect(page).toHaveURL(/\/time-currency\?tab=currency&pair=GBP-JPY$/)
    await overlayReady(page)
    await expect(page.getByRole('combobox', { name: 'To' })).toHaveValue('JPY - Japanese Yen')

    await page.goto('/shortlist')
    await waitForOfflineReady(page, 90_000)
    await cutNetwork(context)
    await page.reload()
    shortlist = await expectEverything(page)

    const remove = shortlist.getByRole('button', { name: 'Remove Tokyo from my shortlist' })
    await remove.click()
    await expect(shortlist.getByRole('region', { name: 'Cities' })).toHaveCount(0)
    await expect(shortlist.getByText('4 saved on this device')).toBeVisible()
    // Focus moves on to the next Remove button, not to the top of the page.
    await expect(shortlist.getByRole('button', { name: 'Remove GBP to JPY from my shortlist' })).toBeFocused()

    await shortlist.getByRole('button', { name: 'Clear all' }).click()
    const confirm = shortlist.getByRole('group', { name: /Remove everything from your shortlist/ })
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused()
    await confirm.getByRole('button', { name: 'Cancel' }).click()
    await expect(shortlist.getByRole('button', { name: 'Clear all' })).toBeFocused()
    await shortlist.getByRole('button', { name: 'Clear all' }).click()
    await confirm.getByRole('button', { name: 'Yes, clear all' }).click()
    await expect(shortlist.getByRole('heading', { name: 'Nothing starred yet' })).toBeFocused()

    await page.reload()
    await overlayReady(page)
    await expect(page.getByRole('dialog', { name: 'My shortlist' }).getByRole('heading', { name: 'Nothing starred yet' })).toBeVisible()
    await restoreNetwork(context)
  })

  test('corrupt data on the device is an empty shortlist, not a broken screen', async ({ page }) => {
    await page.goto('/')
    await putInIndexedDb(page, 'waypoint-favourites', 'favourites', 'favourites', { v: 9, items: { city: 'Tokyo' } })
    await page.goto('/shortlist')
    await overlayReady(page)
    await expect(page.getByRole('dialog', { name: 'My shortlist' }).getByRole('heading', { name: 'Nothing starred yet' })).toBeVisible()
  })
})

test.describe('favourites on a phone', () => {
  test.use(phone)

  test('a card star on the home carousel and a city star, found through the bottom menu', async ({ page }) => {
    await page.goto('/time-currency')
    await overlayReady(page)
    await star(page, 'Tokyo')
    await page.goto('/')
    const carousel = page.getByRole('region', { name: 'Popular Destinations' })
    const first = carousel.getByRole('list', { name: 'Destinations' }).getByRole('listitem').first()
    // The cards' stars load as the carousel comes near the screen (sections above may still be growing).
    await expect(async () => {
      await first.scrollIntoViewIfNeeded()
      await expect(first.getByRole('button', { name: /^Add .+ to my shortlist$/ })).toBeVisible({ timeout: 2_000 })
    }).toPass()
    const name = (await first.getByRole('heading').textContent()) ?? ''
    await first.getByRole('button', { name: `Add ${name} to my shortlist` }).click()
    // The star stars; it does not open the card.
    await expect(first.getByRole('button', { name: `Remove ${name} from my shortlist` })).toHaveAttribute('aria-pressed', 'true')
    await expect(page).toHaveURL(/\/$/)

    const menu = page.getByRole('navigation', { name: 'App' })
    await menu.getByRole('button', { name: 'Client Area' }).click()
    await menu.getByRole('link', { name: 'My shortlist' }).click()
    const shortlist = page.getByRole('dialog', { name: 'My shortlist' })
    await overlayReady(page)
    await expect(shortlist.getByRole('region', { name: 'Destinations' }).getByRole('link', { name })).toBeVisible()
    await shortlist.getByRole('region', { name: 'Cities' }).getByRole('link', { name: 'Tokyo' }).click()
    await expect(page).toHaveURL(/\/time-currency$/)
  })
})
