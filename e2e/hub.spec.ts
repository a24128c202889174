// The Global Information Hub against the real server and its demo upstreams: world time, the currency
// converter (live demo rates, and the built-in table when the rate service fails) and weather (the
// backend weather function, its errors, offline).
import type { Page } from '@playwright/test'
import { box, desktop, expect as baseExpect, phone, test } from './fixtures'

// Five engineers share two cores: the waits are generous, the assertions are not.
const expect = baseExpect.configure({ timeout: 15_000 })
test.describe.configure({ timeout: 60_000 })

async function overlayReady(page: Page) {
  await expect(page.getByRole('dialog').getByRole('status', { name: 'Loading' })).toHaveCount(0)
}

const MINUS = '\u2212'

async function openHub(page: Page, search = '') {
  await page.goto(`/time-currency${search}`)
  await overlayReady(page)
  return page.getByRole('dialog', { name: 'Global Information Hub' })
}

const cityCards = (page: Page) => page.getByRole('list', { name: 'World clock' }).getByRole('listitem')

test.describe('world time', () => {
  test.use(phone)

  test('is the default tab: 40 cities with times and differences, in a grid that scrolls inside 500 px', async ({ page }) => {
    const hub = await openHub(page)
    await expect(hub.getByRole('tab', { name: 'World Time' })).toHaveAttribute('aria-selected', 'true')
    await expect(hub.getByRole('region', { name: 'Your local time' })).toContainText(/\d\d:\d\d:\d\d/)
    await expect(cityCards(page)).toHaveCount(40)
    await expect(page.getByTestId('city-time').first()).toHaveText(/^\d\d:\d\d$/)
    // The browser runs in UTC here: London is 'Same time', Tokyo '+9 h', New York five or four hours behind.
    const card = (city: string) => cityCards(page).filter({ has: page.getByText(city, { exact: true }) })
    await expect(card('London')).toContainText('Same time')
    await expect(card('Tokyo')).toContainText('+9 h')
    await expect(card('New York')).toContainText(new RegExp(`${MINUS}[45] h`))

    const grid = page.getByRole('list', { name: 'World clock' })
    const box = await grid.evaluate((element) => ({
      maxHeight: getComputedStyle(element).maxHeight,
      scrolls: element.scrollHeight > element.clientHeight,
    }))
    expect(box).toEqual({ maxHeight: '500px', scrolls: true })
  })

  test("filters by city or country, case-insensitively: 'tokyo', 'ISRAEL', and empty shows all", async ({ page }) => {
    const hub = await openHub(page)
    const search = hub.getByPlaceholder('Search for a city or country...')
    await search.fill('tokyo')
    await expect(cityCards(page)).toHaveCount(1)
    await expect(cityCards(page)).toContainText('Tokyo')
    await expect(cityCards(page)).toContainText('Japan')

    await search.fill('ISRAEL')
    await expect(cityCards(page)).toHaveCount(1)
    await expect(cityCards(page)).toContainText('Tel Aviv')

    await search.fill('zzz')
    await expect(hub.getByText('No cities match “zzz”.')).toBeVisible()
    await search.fill('')
    await expect(cityCards(page)).toHaveCount(40)
  })
})

test.describe('world time for someone in Kolkata', () => {
  test.use({ ...phone, timezoneId: 'Asia/Kolkata' })

  test("shows the user's own zone and date, and the cities' times as the browser's Intl reads them", async ({ page }) => {
    const hub = await openHub(page)
    const local = hub.getByRole('region', { name: 'Your local time' })
    await expect(local).toContainText('Asia / Kolkata')
    // 'Tuesday, 24 November', the day it is in Kolkata.
    const today = await page.evaluate(() => {
      const parts = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'Asia/Kolkata' }).formatToParts(Date.now())
      const part = (type: string) => parts.find((p) => p.type === type)?.value
      return `${part('weekday')}, ${part('day')} ${part('month')}`
    })
    await expect(local).toContainText(today)
    const card = (city: string) => cityCards(page).filter({ has: page.getByText(city, { exact: true }) })
    await expect(card('London')).toContainText(`${MINUS}5 h 30 m`)
    await expect(card('Tokyo')).toContainText('+3 h 30 m')
    await expect(card('Mumbai')).toContainText('Same time')

    await expect(page.getByTestId('city-time').first()).toHaveText(/^\d\d:\d\d$/)
    // Cards against the browser's Intl, read now and a minute ago (the minute may turn in between).
    const zones = { 'New York': 'America/New_York', London: 'Europe/London', Sydney: 'Australia/Sydney', 'Tel Aviv': 'Asia/Jerusalem' }
    for (const [city, timeZone] of Object.entries(zones)) {
      const shown = await card(city).getByTestId('city-time').textContent()
      const expected = await page.evaluate(
        (zone) =>
          [Date.now(), Date.now() - 60_000].map((instant) =>
            new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(instant),
          ),
        timeZone,
      )
      expect(expected, city).toContain(shown)
    }
  })
})

test.describe('currency converter', () => {
  test.use(desktop)

  test('converts the defaults, 2 USD to EUR, with the live rates and their date', async ({ page }) => {
    const hub = await openHub(page, '?tab=currency')
    await expect(hub.getByRole('textbox', { name: 'Amount' })).toHaveValue('2')
    await expect(hub.getByRole('combobox', { name: 'From' })).toHaveValue('USD - US Dollar')
    await expect(hub.getByRole('combobox', { name: 'To' })).toHaveValue('EUR - Euro')
    await expect(hub.getByTestId('rates-date')).toHaveText(/^Rates from \d{1,2} [A-Z][a-z]{2} \d{4}$/)

    await hub.getByRole('button', { name: 'Convert' }).click()
    const result = hub.getByTestId('conversion-result')
    await expect(result).toContainText('2 USD = 1.84 EUR')
    // The demo's rate, not the built-in 0.92.
    await expect(result).toContainText('1 USD = 0.9187 EUR')
    await expect(result).toContainText('1 EUR = 1.0885 USD')
  })

  test('swaps the currencies and converts again; finds a currency by name', async ({ page }) => {
    const hub = await openHub(page, '?tab=currency')
    await hub.getByRole('button', { name: 'Convert' }).click()
    await expect(hub.getByTestId('conversion-result')).toContainText('2 USD = 1.84 EUR')
    await hub.getByRole('button', { name: 'Swap currencies' }).click()
    await expect(hub.getByRole('combobox', { name: 'From' })).toHaveValue('EUR - Euro')
    await expect(hub.getByRole('combobox', { name: 'To' })).toHaveValue('USD - US Dollar')
    await expect(hub.getByTestId('conversion-result')).toContainText('2 EUR = 2.18 USD')

    await hub.getByRole('combobox', { name: 'To' }).click()
    await page.keyboard.type('shekel')
    await page.getByRole('option', { name: 'ILS - Israeli New Shekel' }).click()
    await hub.getByRole('textbox', { name: 'Amount' }).fill('100')
    await hub.getByRole('textbox', { name: 'Amount' }).press('Enter')
    // 100 / 0.9187 × 3.7124
    await expect(hub.getByTestId('conversion-result')).toContainText('100 EUR = 404.09 ILS')
  })

  test("says 'Please enter a valid amount' for an empty or non-numeric amount", async ({ page }) => {
    const hub = await openHub(page, '?tab=currency')
    const amount = hub.getByRole('textbox', { name: 'Amount' })
    await amount.fill('')
    await hub.getByRole('button', { name: 'Convert' }).click()
    await expect(hub.getByRole('alert')).toHaveText('Please enter a valid amount')
    await amount.fill('twelve')
    await amount.press('Enter')
    await expect(hub.getByRole('alert')).toHaveText('Please enter a valid amount')
    await expect(hub.getByTestId('conversion-result')).toHaveCount(0)
  })

  const failures = {
    'a 500': { status: 500, body: 'down' },
    'malformed JSON': { status: 200, contentType: 'application/json', body: '{"rates": {' },
    'a wrong shape': { status: 200, contentType: 'application/json', body: JSON.stringify({ success: true, rates: ['EUR'] }) },
  } as const

  for (const [name, response] of Object.entries(failures)) {
    test(`falls back to the built-in rates after ${name} from the rates address`, async ({ page }) => {
      await page.route('**/demo/rates/latest**', (route) => route.fulfill(response))
      const hub = await openHub(page, '?tab=currency')
      await expect(hub.getByRole('status').filter({ hasText: 'Built-in rates' })).toBeVisible()
      await hub.getByRole('button', { name: 'Convert' }).click()
      await expect(hub.getByTestId('conversion-result')).toContainText('2 USD = 1.84 EUR')
      await expect(hub.getByTestId('conversion-result')).toContainText('1 USD = 0.9200 EUR')
      await expect(hub.getByRole('alert')).toHaveCount(0)
    })
  }

  test('falls back when the rates address cannot be reached, and says so offline', async ({ page, context }) => {
    await page.route('**/demo/rates/latest**', (route) => route.abort('internetdisconnected'))
    const hub = await openHub(page, '?tab=currency')
    await expect(hub.getByRole('status').filter({ hasText: 'Built-in rates' })).toBeVisible()
    await context.setOffline(true)
    await expect(hub.getByRole('status').filter({ hasText: 'Offline — built-in rates' })).toBeVisible()
    await hub.getByRole('button', { name: 'Swap currencies' }).click()
    await hub.getByRole('button', { name: 'Convert' }).click()
    await expect(hub.getByTestId('conversion-result')).toContainText('2 EUR = 2.17 USD')
  })
})

// Escape closes what is open inside the hub first (a list of options), and only then the hub.
test.describe('Escape', () => {
  test.use(phone)

  test('closes the open home city or currency list, not the hub; pressed again, it closes the hub', async ({ page }) => {
    const hub = await openHub(page)
    await hub.getByRole('button', { name: 'Set your home city' }).click()
    const homeList = hub.getByRole('combobox', { name: 'Home city' })
    await expect(homeList).toHaveAttribute('aria-expanded', 'true')
    await expect(page.getByRole('listbox')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('listbox')).toHaveCount(0)
    await expect(hub).toBeVisible()
    await expect(hub.getByRole('button', { name: 'Set your home city' })).toBeFocused()

    await hub.getByRole('tab', { name: 'Currency' }).click()
    const from = hub.getByRole('combobox', { name: 'From' })
    await from.click()
    await expect(from).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Escape')
    await expect(from).toHaveAttribute('aria-expanded', 'false')
    await expect(hub).toBeVisible()
    await expect(page).toHaveURL(/\/time-currency\?tab=currency$/)

    await page.keyboard.press('Escape')
    await expect(hub).toBeHidden()
    await expect(page).toHaveURL(/\/$/)
  })
})

test.describe('rate trend', () => {
  test.use(desktop)

  test("shows the pair's last 30 days: lowest, highest, change, a chart to step through, every day in a table", async ({ page }) => {
    const hub = await openHub(page, '?tab=currency')
    const trend = hub.getByRole('region', { name: '30-day trend: USD to EUR' })
    const summary = trend.getByTestId('trend-summary')
    await expect(summary).toContainText(/Lowest\s*0\.\d{4}\s*\d{1,2} [A-Z][a-z]{2} \d{4}/)
    await expect(summary).toContainText(/Highest\s*0\.\d{4}/)
    await expect(summary).toContainText(/Change\s*[+\u2212-]?\d+\.\d\d%\s*since \d{1,2} [A-Z][a-z]{2} \d{4}/)

    // The chart is a slider over the days, from the keyboard.
    const slider = trend.getByRole('slider', { name: 'Rate by day, USD to EUR' })
    await slider.focus()
    const lastDay = await slider.getAttribute('aria-valuetext')
    expect(lastDay).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}: 1 USD = 0\.\d{4} EUR$/)
    await page.keyboard.press('Home')
    await expect(slider).toHaveAttribute('aria-valuenow', '0')
    await expect(trend.getByTestId('trend-readout')).not.toHaveText(lastDay ?? '')

    // Working days only: 20 to 23 of them in 30 calendar days.
    await trend.getByText('Daily rates', { exact: true }).click()
    const rows = trend.getByRole('table', { name: 'Daily rates, 1 USD in EUR' }).getByRole('row')
    await expect.poll(async () => (await rows.count()) - 1).toBeGreaterThanOrEqual(20)
    expect((await rows.count()) - 1).toBeLessThanOrEqual(23)

    // It follows the selected pair; a currency without history says so.
    await hub.getByRole('combobox', { name: 'To' }).click()
    await page.keyboard.type('shekel')
    await page.getByRole('option', { name: 'ILS - Israeli New Shekel' }).click()
    await expect(hub.getByRole('region', { name: '30-day trend: USD to ILS' }).getByTestId('trend-summary')).toContainText(/Lowest\s*3\.\d{4}/)
    await hub.getByRole('combobox', { name: 'To' }).fill('dirham')
    await page.getByRole('option', { name: 'AED - UAE Dirham' }).click()
    await expect(hub.getByRole('region', { name: '30-day trend: USD to AED' })).toContainText('No rate history is available for AED.')
  })

  test('on a phone, the chart takes a finger: the day under it is read out', async ({ browser }) => {
    const context = await browser.newContext({ ...phone })
    const page = await context.newPage()
    const hub = await openHub(page, '?tab=currency')
    const slider = hub.getByRole('slider', { name: 'Rate by day, USD to EUR' })
    await expect(slider).toBeVisible()
    const area = await box(slider)
    expect(area.width).toBeGreaterThan(280)
    await slider.tap({ position: { x: 2, y: area.height / 2 } })
    await expect(slider).toHaveAttribute('aria-valuenow', '0')
    await context.close()
  })
})

test.describe('weather', () => {
  test.use(phone)

  test('shows the default city, London: the card and the 5-day forecast', async ({ page }) => {
    const hub = await openHub(page, '?tab=weather')
    const card = hub.getByRole('region', { name: 'London' })
    await expect(card).toBeVisible()
    await expect(card).toContainText('United Kingdom')
    await expect(card.getByTestId('current-temperature')).toHaveText(/^-?\d+ °C$/)
    for (const label of ['Feels like', 'Humidity', 'Wind', 'UV Index']) await expect(card.getByText(label)).toBeVisible()
    await expect(card).toContainText(/\d+%/)
    await expect(card).toContainText(/\d+ km\/h/)

    const forecast = hub.getByRole('region', { name: '5-Day Forecast' })
    await expect(forecast.getByRole('listitem')).toHaveCount(5)
    await expect(forecast.getByRole('listitem').first()).toContainText(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), [A-Z][a-z]{2} \d{1,2}/)
    await expect(hub.getByRole('button', { name: 'London' })).toHaveAttribute('aria-pressed', 'true')
  })

  test('a Popular Cities button loads that city and puts it in the address', async ({ page }) => {
    const hub = await openHub(page, '?tab=weather')
    await expect(hub.getByRole('region', { name: 'London' })).toBeVisible()
    await hub.getByRole('region', { name: 'Popular Cities' }).getByRole('button', { name: 'Tokyo' }).click()
    await expect(hub.getByRole('region', { name: 'Tokyo' })).toContainText('Japan')
    await expect(page).toHaveURL(/\/time-currency\?tab=weather&city=Tokyo$/)
    await expect(hub.getByRole('region', { name: '5-Day Forecast' }).getByRole('listitem')).toHaveCount(5)
  })

  test('a searched city loads; an unknown one shows the red error box', async ({ page }) => {
    const hub = await openHub(page, '?tab=weather')
    const search = hub.getByPlaceholder('Search City')
    await search.fill('Berlin')
    await hub.getByRole('button', { name: 'Search' }).click()
    await expect(hub.getByRole('region', { name: 'Berlin' })).toContainText('Germany')

    await search.fill('Atlantis')
    await search.press('Enter')
    const alert = hub.getByRole('alert')
    await expect(alert).toContainText('Failed to fetch weather data. Please try again.')
    await expect(alert).toHaveCSS('color', 'rgb(201, 42, 42)')
    await expect(hub.getByRole('region', { name: '5-Day Forecast' })).toHaveCount(0)
    await expect(page).toHaveURL(/city=Atlantis/)
  })

  for (const [name, handler] of [
    ['answers 500', { status: 500, body: 'boom' }],
    ['sends malformed JSON', { status: 200, contentType: 'application/json', body: '{"location":' }],
    ['sends a wrong shape', { status: 200, contentType: 'application/json', body: JSON.stringify({ current: 'sunny' }) }],
  ] as const) {
    test(`shows the error box when the weather function ${name}`, async ({ page }) => {
      await page.route('**/api/functions/weather/**', (route) => route.fulfill(handler))
      const hub = await openHub(page, '?tab=weather')
      await expect(hub.getByRole('alert')).toContainText('Failed to fetch weather data. Please try again.', { timeout: 20_000 })
      await expect(hub.getByRole('button', { name: 'Try again' })).toBeVisible()
      // Once the function is back, 'Try again' loads the weather.
      await page.unroute('**/api/functions/weather/**')
      await hub.getByRole('button', { name: 'Try again' }).click()
      await expect(hub.getByRole('region', { name: 'London' })).toBeVisible()
      await expect(hub.getByRole('alert')).toHaveCount(0)
    })
  }

  test('when only the forecast fails, the error box shows too', async ({ page }) => {
    await page.route('**/api/functions/weather/forecast.json**', (route) => route.abort('failed'))
    const hub = await openHub(page, '?tab=weather')
    await expect(hub.getByRole('alert')).toContainText('Failed to fetch weather data. Please try again.', { timeout: 20_000 })
  })

  test('icons that cannot load are replaced by local ones: never a broken image', async ({ page }) => {
    await page.route('**/demo/weather/64x64/**', (route) => route.fulfill({ status: 404, body: '' }))
    const hub = await openHub(page, '?tab=weather')
    await expect(hub.getByRole('region', { name: '5-Day Forecast' }).getByRole('listitem')).toHaveCount(5)
    await expect(hub.locator('[data-source="local"] svg')).toHaveCount(6)
    await expect(hub.locator('img')).toHaveCount(0)
  })

  test('icons from the service show when they load', async ({ page }) => {
    const hub = await openHub(page, '?tab=weather')
    await expect(hub.locator('[data-source="remote"] img')).toHaveCount(6)
    const broken = await hub.locator('img').evaluateAll((images) =>
      images.filter((image) => !(image as HTMLImageElement).complete || (image as HTMLImageElement).naturalWidth === 0).length,
    )
    expect(broken).toBe(0)
  })

  test('offline: a city seen before shows with its age; a new one says it needs a connection', async ({ page, context }) => {
    const hub = await openHub(page, '?tab=weather')
    await expect(hub.getByRole('region', { name: 'London' })).toBeVisible()
    await context.setOffline(true)

    await hub.getByRole('button', { name: 'Paris' }).click()
    const notice = hub.getByRole('status').filter({ hasText: 'You’re offline' })
    await expect(notice).toContainText('The weather for Paris needs a connection')
    await expect(hub.getByRole('button', { name: 'Search' })).not.toHaveAttribute('data-loading')
    await expect(hub.getByTestId('weather-loading')).toHaveCount(0)

    await hub.getByRole('button', { name: 'London' }).click()
    await expect(hub.getByRole('region', { name: 'London' })).toBeVisible()
    await expect(hub.getByTestId('freshness-note')).toContainText(/^Offline — weather from \d{1,2} [A-Z][a-z]{2} \d{4} \d\d:\d\d$/)

    // Back online, the waiting city loads by itself.
    await hub.getByRole('button', { name: 'Paris' }).click()
    await context.setOffline(false)
    await expect(hub.getByRole('region', { name: 'Paris' })).toContainText('France')
  })
})

test.describe('tabs in the address', () => {
  test.use(desktop)

  test('each tab and city can be linked, a bad tab falls back to World Time, and Back leaves the hub', async ({ page }) => {
    await page.goto('/')
    const hub = await openHub(page)
    await hub.getByRole('tab', { name: 'Currency' }).click()
    await expect(page).toHaveURL(/\/time-currency\?tab=currency$/)
    await expect(hub.getByRole('button', { name: 'Convert' })).toBeVisible()
    await hub.getByRole('tab', { name: 'Weather' }).click()
    await expect(page).toHaveURL(/\/time-currency\?tab=weather$/)
    await expect(hub.getByRole('region', { name: 'London' })).toBeVisible()
    await hub.getByRole('tab', { name: 'World Time' }).click()
    await expect(page).toHaveURL(/\/time-currency$/)
    // Tabs replace the address rather than stacking history: Back leaves the hub at once.
    await page.goBack()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('dialog')).toHaveCount(0)

    await page.goto('/time-currency?tab=weather&city=Dubai')
    await overlayReady(page)
    await expect(page.getByRole('tab', { name: 'Weather' })).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('region', { name: 'Dubai' })).toBeVisible()

    await page.goto('/time-currency?tab=bogus')
    await overlayReady(page)
    await expect(page.getByRole('tab', { name: 'World Time' })).toHaveAttribute('aria-selected', 'true')
  })

  test('the arrow keys move between tabs', async ({ page }) => {
    const hub = await openHub(page)
    await hub.getByRole('tab', { name: 'World Time' }).focus()
    await page.keyboard.press('ArrowRight')
    await expect(hub.getByRole('tab', { name: 'Currency' })).toHaveAttribute('aria-selected', 'true')
    await expect(page).toHaveURL(/tab=currency$/)
  })
})

test.describe('in Hebrew, right to left', () => {
  /** The hub opened from a shared Hebrew link, once its loader (named in Hebrew) has gone. */
  async function openHebrewHub(page: Page, search = '') {
    await page.goto(`/time-currency?lang=he${search}`)
    const hub = page.getByRole('dialog', { name: 'מרכז מידע עולמי' })
    await expect(hub.getByRole('status', { name: 'בטעינה' })).toHaveCount(0)
    return hub
  }

  test.describe('on a phone', () => {
    test.use(phone)

    test('the tabs and the grid run from the right; the differences keep their sign before the number', async ({ page }) => {
      const hub = await openHebrewHub(page)
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
      const tabs = hub.getByRole('tab')
      await expect(tabs).toHaveText(['שעון עולמי', 'מטבע', 'מזג אוויר'])
      const [time, currency] = [await box(tabs.nth(0)), await box(tabs.nth(1))]
      expect(time.x).toBeGreaterThan(currency.x)

      const cards = page.getByRole('list', { name: 'שעון עולמי' }).getByRole('listitem')
      await expect(cards).toHaveCount(40)
      await expect(cards.nth(0)).toContainText('ניו יורק')
      await expect(cards.nth(0)).toContainText('ארה״ב')
      const [first, second] = [await box(cards.nth(0)), await box(cards.nth(1))]
      expect(first.x).toBeGreaterThan(second.x)

      // The browser runs in UTC: Tokyo is '+9' hours ahead, written '+9' left to right.
      const tokyo = cards.filter({ hasText: 'טוקיו' })
      await expect(tokyo.locator('[aria-hidden="true"]').first()).toHaveText('\u2066+9\u2069 ש׳')
      const order = await tokyo.locator('[aria-hidden="true"]').first().evaluate((element) => {
        const text = element.firstChild as Text
        const x = (index: number) => {
          const range = document.createRange()
          range.setStart(text, index)
          range.setEnd(text, index + 1)
          return range.getBoundingClientRect().x
        }
        return { sign: x(1), digit: x(2) }
      })
      expect(order.sign).toBeLessThan(order.digit)

      // Searching in Hebrew or in English finds the same city.
      const search = hub.getByPlaceholder('חיפוש עיר או מדינה…')
      await search.fill('טוקיו')
      await expect(cards).toHaveCount(1)
      await search.fill('tokyo')
      await expect(cards).toHaveText([/טוקיו/])
      await expect(hub.getByRole('status').filter({ hasText: 'מתוך' })).toHaveText('1 מתוך 40 ערים')
    })

    test('weather: Hebrew labels, the place named in Hebrew, the forecast from the right', async ({ page }) => {
      const hub = await openHebrewHub(page, '&tab=weather')
      // The service says London, United Kingdom: a city of the clocks takes the hub's Hebrew names.
      const card = hub.getByRole('region', { name: 'לונדון' })
      await expect(card).toContainText('בריטניה')
      await expect(card).not.toContainText('United Kingdom')
      for (const label of ['מורגש כמו', 'לחות', 'רוח', 'מדד UV']) await expect(card.getByText(label)).toBeVisible()
      await expect(card).toContainText(/\d+ קמ״ש/)
      await expect(hub.getByRole('region', { name: 'ערים פופולריות' }).getByRole('button', { name: 'לונדון' })).toHaveAttribute('aria-pressed', 'true')
      const days = hub.getByRole('region', { name: 'תחזית ל־5 ימים' }).getByRole('listitem')
      await expect(days).toHaveCount(5)
      // A day's name is at the start of its row: the right.
      const [row, name] = [await box(days.first()), await box(days.first().locator('p').first())]
      expect(name.x + name.width).toBeGreaterThan(row.x + row.width - 40)
    })
  })

  test.describe('on a wide screen', () => {
    test.use(desktop)

    test('currency: From at the right of To, the arrows turned, the equation isolated; ArrowLeft moves to the next tab', async ({ page }) => {
      const hub = await openHebrewHub(page, '&tab=currency')
      const from = hub.getByRole('combobox', { name: 'ממטבע' })
      const to = hub.getByRole('combobox', { name: 'למטבע' })
      await expect(from).toHaveValue('USD – דולר אמריקאי')
      expect((await box(from)).x).toBeGreaterThan((await box(to)).x)
      const icon = hub.getByRole('button', { name: 'החלפה בין המטבעות' }).locator('svg')
      await expect(icon).toHaveCSS('transform', 'matrix(-1, 0, 0, 1, 0, 0)')

      await hub.getByRole('button', { name: 'המרה' }).click()
      await expect(hub.getByTestId('conversion-result')).toContainText('\u20682 USD\u2069 = \u20681.84 EUR\u2069')

      await hub.getByRole('tab', { name: 'מטבע' }).focus()
      await page.keyboard.press('ArrowLeft')
      await expect(hub.getByRole('tab', { name: 'מזג אוויר' })).toHaveAttribute('aria-selected', 'true')
    })
  })
})

test.describe('in Russian', () => {
  test.use(desktop)

  test('the converter writes Russian numbers, and the world clock counts in Russian', async ({ page }) => {
    await page.goto('/time-currency?lang=ru&tab=currency')
    const hub = page.getByRole('dialog', { name: 'Глобальный информационный центр' })
    await expect(hub.getByRole('status', { name: 'Загрузка' })).toHaveCount(0)
    await hub.getByRole('textbox', { name: 'Сумма' }).fill('1000,5')
    await hub.getByRole('button', { name: 'Конвертировать' }).click()
    // 1000.5 × 0.9187, with Russian thousands (a narrow no-break space) and decimal comma.
    await expect(hub.getByTestId('conversion-result')).toContainText(/1[\u00a0\u202f ]000,5 USD = 919,16 EUR/)
    await hub.getByRole('tab', { name: 'Мировое время' }).click()
    await expect(hub.getByRole('status').filter({ hasText: 'городов' })).toHaveText('40 городов')
  })
})
