// WCAG 2.2 A and AA, checked by axe-core (the rule engine accessibility audits use) on the routes, the
// overlays and the settings dialog, and on what opens on them (the drawer, the menus, the language list,
// the explainer, the selects' lists, the services form, the comparison's tray, the examples, the toasts),
// in English and Hebrew, light and dark, on a phone and a wide screen.
// axe runs from the installed package (no network), with the WCAG 2.0/2.1/2.2 A and AA tags plus the
// experimental label-in-name rule (2.5.3: a control's accessible name contains its visible label), and the
// best-practice rules that there is one banner, one main and one contentinfo landmark, open dialogs included.
// Each test loads the app once per screen and checks it; a failure lists every violation it found.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from '@playwright/test'
import { desktop, expect as baseExpect, nothingLoading, overlayReady, phone, putInIndexedDb, test } from './fixtures'

const expect = baseExpect.configure({ timeout: 15_000 })
test.describe.configure({ timeout: 120_000 })

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']

interface Violation {
  id: string
  impact: string | null
  help: string
  nodes: { target: unknown[]; failureSummary?: string }[]
}

/**
 * Runs axe on the page once its fades and slides have ended (a looping strip never does, and is left to
 * run) and returns its violations: mid-fade, text is a blend of its colour and the background's.
 */
async function audit(page: Page): Promise<Violation[]> {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity))
  // Evaluated through the DevTools protocol: the app's Content-Security-Policy forbids inline scripts.
  // In every frame too, so that axe checks the page a frame shows: each frame's axe answers the top one's
  // through messages, which it accepts only from its own origin unless told otherwise (a sandboxed
  // frame's origin is opaque).
  for (const frame of page.frames()) {
    if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(axeSource)
    await frame.evaluate(() => (window as unknown as { axe: { configure: (options: object) => void } }).axe.configure({ allowedOrigins: ['<unsafe_all_origins>'] }))
  }
  return page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: Violation[] }> } }).axe
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      rules: {
        'label-content-name-mismatch': { enabled: true },
        'landmark-no-duplicate-banner': { enabled: true },
        'landmark-no-duplicate-main': { enabled: true },
        'landmark-no-duplicate-contentinfo': { enabled: true },
      },
      resultTypes: ['violations'],
    })
    return result.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact: impact ?? null,
      help,
      nodes: nodes.map(({ target, failureSummary }) => ({ target, failureSummary })),
    }))
  }, TAGS)
}

/** One line per element: rule id, target, what is wrong. */
function describe(screen: string, violations: Violation[]): string {
  const lines = violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `  [${violation.id}] ${JSON.stringify(node.target)}: ${violation.help}` +
        (node.failureSummary ? `\n      ${node.failureSummary.replace(/\n/g, '\n      ')}` : ''),
    ),
  )
  return `${lines.length} axe violation(s) on ${screen}:\n${lines.join('\n')}`
}

async function check(page: Page, screen: string) {
  const violations = await audit(page)
  expect.soft(violations, describe(screen, violations)).toEqual([])
}

/**
 * The overlays, each loaded by its address: the news, an article in it, the hub, the destinations, the
 * shortlist, the services, the plan, the community, the assistant and a consultant's form, the last two
 * with the page their frame shows.
 */
const OVERLAYS = [
  '/news',
  '/news/post/1424',
  '/time-currency',
  '/destinations',
  '/destinations/Tel%20Aviv',
  '/shortlist',
  '/services',
  '/plan',
  '/community',
  '/chatbot',
  '/consult/relocation',
]

/** A move plan set up for two adults (their tasks one per person), with a task done and noted, one hidden, one of the person's own and a passport flagged. */
const PLAN = {
  format: 'waypoint-plan',
  v: 1,
  plan: {
    setup: { city: 'Tel Aviv', country: 'IL', moveDate: '2026-12-20', adults: 2, children: 1, pets: 1 },
    tasks: { 'il-aliyah-file': { doneOn: '2026-11-01', note: 'Called the Agency' }, movers: { hidden: true } },
    own: [{ id: 'own-a', title: 'Sell the car', offsetDays: -10 }],
    documents: { 'passport-adults:adult1': '2027-01-01' },
  },
}

/**
 * The page has done its deferred work (the home page's sections are in) and shows no loading state:
 * nothing is busy and no skeleton stands in for content.
 */
async function loaded(page: Page, { home = false } = {}) {
  await page.waitForFunction(() => performance.getEntriesByName('wp:deferred-start').length > 0)
  // The home page's deferred sections keep their space with an empty box until they are in (under an
  // overlay they stay out).
  if (home) await expect(page.locator('#root div[aria-hidden="true"][style*="min-height"]')).toHaveCount(0)
  // A frame's page is in, and the spinner over it gone.
  const frames = page.locator('iframe')
  for (let index = 0; index < (await frames.count()); index++) {
    await expect(frames.nth(index).contentFrame().locator('body')).toBeVisible()
  }
  await nothingLoading(page, 15_000)
}

const languages = {
  en: {
    code: 'en',
    query: '',
    settings: 'Settings',
    menus: { main: 'Main', app: 'App', open: 'Open menu', close: 'Close menu', groups: ['Useful Info', 'Consult', 'Client Area'] },
    order: 'Order Service',
    submit: 'Submit Request',
    hub: 'Global Information Hub',
    setHome: 'Set your home city',
    currency: 'Currency',
    from: 'From',
    amount: 'Amount',
    convert: 'Convert',
    shareCity: 'Share',
    shareArticle: 'Share',
    language: 'Language: English, EN. Choose another',
    explainer: 'Watch our unique way',
    examples: 'Examples of daily questions I can ask',
  },
  he: {
    code: 'he',
    query: '?lang=he',
    settings: 'הגדרות',
    menus: { main: 'ראשי', app: 'אפליקציה', open: 'פתיחת התפריט', close: 'סגירת התפריט', groups: ['מידע שימושי', 'ייעוץ', 'אזור אישי'] },
    order: 'להזמין שירות',
    submit: 'לשלוח את הבקשה',
    hub: 'מרכז מידע עולמי',
    setHome: 'הגדרת עיר הבית שלכם',
    currency: 'מטבע',
    from: 'ממטבע',
    amount: 'סכום',
    convert: 'המרה',
    shareCity: 'לשתף',
    shareArticle: 'שיתוף',
    language: 'שפה: עברית, \u2068HE\u2069. לבחירת שפה אחרת',
    explainer: 'לצפות בדרך הייחודית שלנו',
    examples: 'דוגמאות לשאלות יומיומיות שאפשר לשאול',
  },
} as const
type Language = (typeof languages)[keyof typeof languages]

/** A toast has come in (and its entrance has ended): axe reads its text and its close button. */
async function toastShown(page: Page) {
  await expect(page.locator('.mantine-Notification-root').first()).toBeVisible()
}

/**
 * What opens on the screens above, each checked open: the lists and forms a person opens there (the
 * services form, empty and then with its errors; the home city and currency lists; the comparison's tray;
 * the toasts that sharing shows). Each list closes with Escape, leaving the overlay open.
 */
const OPENED: Partial<Record<(typeof OVERLAYS)[number], (page: Page, language: Language, screen: string) => Promise<void>>> = {
  '/services': async (page, language, screen) => {
    await page.getByRole('button', { name: language.order }).first().click()
    const form = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: language.submit }) })
    await expect(form).toBeVisible()
    await check(page, `${screen}, the request form`)
    await form.getByRole('button', { name: language.submit }).click()
    await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible()
    await check(page, `${screen}, the request form with its errors`)
  },
  '/time-currency': async (page, language, screen) => {
    const hub = page.getByRole('dialog', { name: language.hub })
    await hub.getByRole('button', { name: language.setHome }).click()
    await expect(hub.getByRole('combobox').first()).toHaveAttribute('aria-expanded', 'true')
    await check(page, `${screen}, the home city list`)
    await page.keyboard.press('Escape')
    await hub.getByRole('tab', { name: language.currency }).click()
    await hub.getByRole('combobox', { name: language.from }).click()
    await expect(hub.getByRole('combobox', { name: language.from })).toHaveAttribute('aria-expanded', 'true')
    await check(page, `${screen}, the currency list`)
    await page.keyboard.press('Escape')
    await expect(hub).toBeVisible()
    // An amount that is not a number: the field and its message in the error colour.
    const amount = hub.getByRole('textbox', { name: language.amount })
    await amount.fill('abc')
    await hub.getByRole('button', { name: language.convert }).click()
    await expect(amount).toHaveAttribute('aria-invalid', 'true')
    await check(page, `${screen}, an amount that is not a number`)
  },
  '/destinations/Tel%20Aviv': async (page, language, screen) => {
    const lightbox = page.getByRole('dialog')
    await lightbox.getByTestId('compare-toggle').click()
    await expect(lightbox.getByTestId('compare-toggle')).toHaveAttribute('aria-pressed', 'true')
    await check(page, `${screen}, the comparison's tray`)
    await lightbox.getByRole('button', { name: language.shareCity, exact: true }).click()
    await toastShown(page)
    await check(page, `${screen}, the shared link's toast`)
  },
  '/chatbot': async (page, language, screen) => {
    const examples = page.getByRole('button', { name: language.examples })
    await examples.click()
    await expect(examples).toHaveAttribute('aria-expanded', 'true')
    await check(page, `${screen}, the examples`)
  },
  '/news/post/1424': async (page, language, screen) => {
    await page.getByRole('dialog').getByRole('button', { name: language.shareArticle, exact: true }).click()
    await toastShown(page)
    await check(page, `${screen}, the shared link's toast`)
  },
}
const widths = { '390': phone, '1366': desktop } as const

// Four of the eight language x theme x width combinations, chosen so that every pair of any two factors
// is checked (English and Hebrew each in light and dark and at both widths, each theme at both widths):
// what differs between them (contrast per theme, the menus per width, the direction per language) is
// covered, in half the time of all eight (about 50 s each on CI's two cores).
const combinations = [
  [languages.en, 'light', '390'],
  [languages.en, 'dark', '1366'],
  [languages.he, 'dark', '390'],
  [languages.he, 'light', '1366'],
] as const

for (const [language, theme, width] of combinations) {
  test.describe(`${language.code}, ${theme}, ${width} px`, () => {
    // The theme as the settings panel keeps it (Mantine's local storage and the cookie the server
    // reads for the first paint), and the system's the same, so no part of the page can disagree.
    // With reduced motion, as the fades and slides respect it: axe then reads every text at rest, never a
    // fade that a re-render (fresh data, a catalog arriving) starts again while it runs.
    test.use({ ...widths[width], colorScheme: theme, reducedMotion: 'reduce' })
    test.beforeEach(async ({ context, baseURL }) => {
      await context.addCookies([{ name: 'waypoint-theme', value: theme, url: baseURL ?? '' }])
      // Only in the app's own document: the frames' sandboxed pages have no storage.
      await context.addInitScript((scheme) => {
        if (window === window.top) localStorage.setItem('waypoint:color-scheme', scheme)
      }, theme)
    })

    test('every screen', async ({ page }) => {
      const combination = `${language.code} ${theme} ${width}`
      await page.goto(`/${language.query}`)
      await expect(page.locator('html')).toHaveAttribute('lang', language.code)
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', theme)
      await loaded(page, { home: true })
      await check(page, `/ ${combination}`)

      // The menus: the header's (a drawer where it has one) and the menu bar's groups, each open in turn.
      const burger = page.getByRole('button', { name: language.menus.open }).filter({ visible: true })
      if ((await burger.count()) > 0) {
        await burger.click()
        await expect(page.getByRole('button', { name: language.menus.close }).filter({ visible: true })).toHaveAttribute('aria-expanded', 'true')
        // The drawer (its code comes when first asked for), with the site's menu in it.
        await expect(page.getByRole('dialog').getByRole('navigation', { name: language.menus.main })).toBeVisible()
        await check(page, `the header's menu ${combination}`)
        await page.keyboard.press('Escape')
        await expect(burger).toHaveAttribute('aria-expanded', 'false')
      }
      // The header's language list, on a wide screen (a phone chooses in Settings).
      if (width === '1366') {
        const switcher = page.getByRole('button', { name: language.language })
        await switcher.click()
        await expect(switcher).toHaveAttribute('aria-expanded', 'true')
        await check(page, `the language list ${combination}`)
        await page.keyboard.press('Escape')
      }
      const bar = page.getByRole('navigation', { name: width === '390' ? language.menus.app : language.menus.main })
      for (const group of language.menus.groups) {
        const opener = bar.getByRole('button', { name: group })
        await opener.click()
        await expect(opener).toHaveAttribute('aria-expanded', 'true')
        await check(page, `the menu ${group} ${combination}`)
        await page.keyboard.press('Escape')
        await expect(opener).toHaveAttribute('aria-expanded', 'false')
      }

      // The explainer's video, in its dialog.
      await page.getByRole('button', { name: language.explainer }).click()
      await expect(page.getByRole('dialog', { name: language.explainer })).toBeVisible()
      await check(page, `the explainer ${combination}`)
      await page.keyboard.press('Escape')
      await expect(page.getByRole('dialog', { name: language.explainer })).toBeHidden()

      await page.getByRole('button', { name: new RegExp(language.settings) }).filter({ visible: true }).first().click()
      await expect(page.getByRole('dialog', { name: language.settings })).toBeVisible()
      await check(page, `settings ${combination}`)

      for (const path of OVERLAYS) {
        await page.goto(`${path}${language.query}`)
        await overlayReady(page)
        await loaded(page)
        await check(page, `${path} ${combination}`)
        await OPENED[path]?.(page, language, `${path} ${combination}`)
      }

      // The plan itself (the list above saw its set-up form).
      await putInIndexedDb(page, 'waypoint-plan', 'plan', 'plan', PLAN)
      await page.goto(`/plan${language.query}`)
      await overlayReady(page)
      await loaded(page)
      await expect(page.getByRole('dialog').getByRole('alert')).toHaveCount(1)
      // The second adult's own items are there to be checked too.
      await expect(page.getByRole('dialog').getByRole('checkbox', { name: language.code === 'he' ? /\(מבוגר 2\)/ : /\(Adult 2\)/ }).first()).toBeAttached()
      await check(page, `/plan (a plan) ${combination}`)
    })
  })
}
