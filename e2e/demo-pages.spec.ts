// The consultancy's stand-in pages speak the app's language: a Hebrew reader who opens the cost
// calculator from the menu gets it in Hebrew, right to left, with Hebrew money formats.
import { desktop, expect, overlayReady, test } from './fixtures'

test.use(desktop)

test('a Hebrew reader opens the cost calculator from the menu and uses it in Hebrew, right to left', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: /^Language/ }).click()
  await page.getByRole('button', { name: 'עברית', exact: true }).click()
  const nav = page.getByRole('navigation', { name: 'ראשי' })
  await nav.getByRole('button', { name: 'מידע שימושי' }).click()
  await nav.getByRole('link', { name: 'מחשבון יוקר מחיה מבוסס AI' }).click()
  await overlayReady(page)

  const calculator = page.frameLocator('iframe[title="מחשבון יוקר מחיה מבוסס AI"]')
  await expect(calculator.getByRole('heading', { name: 'מחשבון יוקר מחיה', level: 1 })).toBeVisible()
  await expect(calculator.locator('html')).toHaveAttribute('lang', 'he')
  await expect(calculator.locator('html')).toHaveAttribute('dir', 'rtl')

  // Two adults, no children, in the centre of Berlin: the script's own words and figures, in Hebrew.
  await calculator.getByLabel('יעד').selectOption('berlin')
  await calculator.getByRole('spinbutton', { name: 'ילדים' }).fill('0')
  const result = calculator.getByRole('region', { name: /הערכה חודשית ל.?ברלין/ })
  await expect(result).toBeVisible()
  const money = (value: number, currency: string) => new Intl.NumberFormat('he', { style: 'currency', currency, maximumFractionDigits: 0 }).format(value)
  // 1,200 rent + 700 food + 126 transport + 299 utilities + 60 health + 500 leisure.
  await expect(result.locator('#calc-total')).toHaveText(money(2885, 'EUR'))
  await expect(result.getByRole('cell', { name: 'דיור (חדר שינה אחד)' })).toBeVisible()
  await expect(result.getByRole('cell', { name: 'מזון ומשק בית' })).toBeVisible()
  await expect(result.locator('#calc-usd')).toHaveText(/^כ־.+ לחודש$/)

  // Right to left: the amounts sit at the left edge of their table, the labels at the right.
  const label = await result.getByRole('cell', { name: 'מזון ומשק בית' }).boundingBox()
  const amount = await result.getByRole('row').filter({ hasText: 'מזון ומשק בית' }).getByRole('cell').last().boundingBox()
  expect(label && amount && amount.x < label.x).toBe(true)
})
