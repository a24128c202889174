// What axe cannot see (e2e/a11y.spec.ts runs axe): a focused control hidden under the fixed header or the
// bottom menu (WCAG 2.4.11), and words cut off or pushed off the screen, on a narrow one (1.4.10, reflow at
// 320 CSS pixels, which is 1280 px at 400% zoom) and on a wide one with the text alone at 200% (1.4.4), in
// the languages whose words run longest. All are checked on what the browser laid out, element by
// element, and a failure names the element and where it was.
import type { Page } from '@playwright/test'
import { desktop, expect, nothingLoading, overlayReady, phone, settled, test } from './fixtures'

test.describe.configure({ timeout: 120_000 })

/**
 * The page has done its deferred work, fetched everything it was going to (the star and the share button
 * come in their own chunks), and shows no loading state (no skeleton stands in for words, no spinner).
 */
async function loaded(page: Page) {
  await settled(page)
  await nothingLoading(page)
}

/**
 * Every element that shows words and is cut off: outside the screen's width, or wider than a box of its own
 * or around it that hides what overflows; and a box that scrolls down and sideways at once. Words inside a
 * strip made to scroll sideways (a carousel, the category chips) are not cut off, they are further along;
 * words read by screen readers only (a 1 px box) are not shown at all.
 */
function cutOff(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth
    const found: string[] = []
    if (document.documentElement.scrollWidth > width + 1) {
      found.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} px wide on a ${width} px screen`)
    }
    const style = (element: Element) => getComputedStyle(element)
    const describe = (element: Element) => `<${element.tagName.toLowerCase()}> "${(element.textContent ?? '').trim().slice(0, 40)}"`
    // A strip scrolls sideways only (a carousel's track, the chips, a wide table); a box that scrolls down
    // (an overlay's body) must not scroll sideways as well.
    const scrolls = (element: Element) => ['auto', 'scroll'].includes(style(element).overflowX)
    const strip = (element: Element) => scrolls(element) && element.scrollHeight <= element.clientHeight + 1
    for (const element of document.querySelectorAll('body *')) {
      if (scrolls(element) && !strip(element) && element.scrollWidth > element.clientWidth + 1) {
        found.push(`<${element.tagName.toLowerCase()} class="${element.className}"> scrolls sideways: ${element.scrollWidth} px wide in ${element.clientWidth}`)
      }
    }
    for (const element of document.querySelectorAll('body *')) {
      const ownWords = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '')
      if (!ownWords || style(element).visibility === 'hidden') continue
      const box = element.getBoundingClientRect()
      // Words for screen readers only: a box clipped to nothing (its 1 px grows with the text size).
      if (box.width <= 1 || box.height <= 1 || style(element).clip === 'rect(0px, 0px, 0px, 0px)') continue
      let inStrip = false
      let clippedBy: Element | null = null
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (strip(parent) || parent.getAttribute('aria-roledescription') !== null) {
          inStrip = true
          break
        }
        const overflow = style(parent).overflowX
        // A teaser kept to its lines with an ellipsis (a card's excerpt, the next article's title) says that
        // it goes on; the browser lays the rest of its last line out past the box.
        const clamped = style(parent).webkitLineClamp !== 'none'
        if (!clippedBy && !clamped && (overflow === 'hidden' || overflow === 'clip')) {
          const around = parent.getBoundingClientRect()
          if (box.left < around.left - 1 || box.right > around.right + 1) clippedBy = parent
        }
      }
      if (inStrip) continue
      const own = style(element).overflowX
      if (box.left < -1 || box.right > width + 1) found.push(`${describe(element)} runs off the screen: ${Math.round(box.left)} to ${Math.round(box.right)} px`)
      else if ((own === 'hidden' || own === 'clip') && element.scrollWidth > element.clientWidth + 1) found.push(`${describe(element)} is cut off: ${element.scrollWidth} px of words in ${element.clientWidth}`)
      else if (clippedBy) found.push(`${describe(element)} is cut off by the box around it, <${clippedBy.tagName.toLowerCase()} class="${clippedBy.className}">`)
    }
    return found
  })
}

const SCREENS = ['/', '/news', '/news/post/1424', '/post/1424', '/blog', '/time-currency', '/destinations', '/destinations/Tel%20Aviv', '/shortlist', '/services', '/plan', '/community', '/chatbot']

test.describe('a 320 px screen (WCAG 1.4.10)', () => {
  test.use({ viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true })

  // French and Russian run longest; Hebrew runs right to left, where a cut shows on the other side.
  for (const [language, screens] of [
    ['fr', SCREENS],
    ['ru', SCREENS],
    ['he', ['/', '/news/post/1424', '/community', '/time-currency']],
  ] as const) {
    test(`nothing is cut off or pushed off the screen, in ${language}`, async ({ page }) => {
      for (const screen of screens) {
        await page.goto(`${screen}?lang=${language}`)
        await expect(page.locator('html')).toHaveAttribute('lang', language)
        if (screen !== '/' && screen !== '/blog') await overlayReady(page)
        await loaded(page)
        const cut = await cutOff(page)
        expect.soft(cut, `${screen} in ${language}:\n${cut.join('\n')}`).toEqual([])
      }
    })
  }
})

test.describe('text at 200% (WCAG 1.4.4)', () => {
  test.use(desktop)

  // Text doubled in two ways. In Russian, which runs longest, the browser's own text size (Chrome's 'Font
  // size' setting, 16 px to 32): every size in rem and em doubles, and so do the breakpoints, which are in
  // em. In Hebrew, right to left, the page's root size (as a reader's style sheet does), which media
  // queries do not see. Either way a wide screen whose text no longer fits its wide layout gets a
  // narrower one.
  for (const [language, screens, way] of [
    ['ru', SCREENS, 'the browser'],
    ['he', ['/', '/news/post/1424', '/time-currency', '/destinations/Tel%20Aviv'], 'the page'],
  ] as const) {
    test(`nothing is cut off or pushed off the screen, in ${language}, text doubled by ${way}`, async ({ page }) => {
      if (way === 'the browser') {
        const devtools = await page.context().newCDPSession(page)
        await devtools.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } })
      } else {
        await page.addInitScript(() => document.addEventListener('DOMContentLoaded', () => document.documentElement.style.setProperty('font-size', '200%')))
      }
      for (const screen of screens) {
        await page.goto(`${screen}?lang=${language}`)
        await expect(page.locator('html')).toHaveAttribute('lang', language)
        await expect(page.locator('html')).toHaveCSS('font-size', '32px')
        if (screen !== '/' && screen !== '/blog') await overlayReady(page)
        await loaded(page)
        const cut = await cutOff(page)
        expect.soft(cut, `${screen} in ${language}:\n${cut.join('\n')}`).toEqual([])
      }
    })
  }
})

/**
 * Tabs through the page until focus comes back to where it started (at most `limit` times) and returns how
 * many stops it saw, whether it came round, and each focused element that something fixed or sticky covers
 * (the header, the bottom menu, an overlay's bar): at its middle and the middle of each edge, inside the
 * screen, nothing pinned may show in its place.
 */
async function coveredWhileFocused(page: Page, limit: number, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<{ covered: string[]; stops: number; round: boolean }> {
  const covered: string[] = []
  let first: string | null = null
  let stops = 0
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press(key)
    const result = await page.evaluate(async () => {
      // Where it rests once the browser has scrolled to it and drawn the frame.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
      const focused = document.activeElement
      if (!focused || focused === document.body) return null
      const box = focused.getBoundingClientRect()
      // The middle of each edge, just inside it, and the middle: inside a pill's or a circle's shape too
      // (the browser's hit test follows rounded corners). Above and below, the focus ring drawn outside
      // the element counts too: a ring cut by the bottom menu is a control half seen.
      const inset = 3
      // (Not for a control that is pinned itself, the skip link over the header: its ring is drawn on top.)
      const style = getComputedStyle(focused)
      let onPage = true
      for (let at: Element | null = focused; at; at = at.parentElement) {
        if (['fixed', 'sticky'].includes(getComputedStyle(at).position)) onPage = false
      }
      const ring = style.outlineStyle === 'none' || !onPage ? 0 : Math.max(0, parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset))
      const left = Math.max(box.left + inset, inset)
      const right = Math.min(box.right - inset, document.documentElement.clientWidth - inset)
      const top = Math.max(box.top - ring + 1, inset)
      const bottom = Math.min(box.bottom + ring - 1, window.innerHeight - inset)
      const middleX = (left + right) / 2
      const middleY = (top + bottom) / 2
      const points = [
        [middleX, middleY],
        [middleX, top],
        [middleX, bottom],
        [left, middleY],
        [right, middleY],
      ] as const
      // What stays put while the page scrolls (the header, the bottom menu, an overlay's sticky bar), and is
      // not where the focused element itself lives.
      const pinned = (element: Element) => {
        for (let at: Element | null = element; at; at = at.parentElement) {
          const { position } = getComputedStyle(at)
          if (position === 'fixed' || position === 'sticky') return at.contains(focused) ? null : at
        }
        return null
      }
      const hiddenAt = points.filter(([x, y]) => {
        const seen = document.elementFromPoint(x, y)
        return seen !== null && !focused.contains(seen) && pinned(seen) !== null
      })
      const name = `<${focused.tagName.toLowerCase()}> "${(focused.getAttribute('aria-label') ?? focused.textContent ?? '').trim().slice(0, 40)}"`
      const [hiddenX, hiddenY] = hiddenAt[0] ?? []
      const over = hiddenX === undefined || hiddenY === undefined ? null : document.elementFromPoint(hiddenX, hiddenY)
      // Nor past the screen's side: a carousel brings the focused card in whole, not its edge only.
      const width = document.documentElement.clientWidth
      const aside = box.width <= width && (box.left < -1 || box.right > width + 1)
      return {
        id: `${name}@${Math.round(box.left)},${Math.round(box.top)}`,
        hidden: over
          ? `${name} at ${Math.round(box.top)}-${Math.round(box.bottom)} px is under <${over.tagName.toLowerCase()} class="${String(over.className).slice(0, 40)}">`
          : aside
            ? `${name} at ${Math.round(box.left)}-${Math.round(box.right)} px runs past the side of a ${width} px screen`
            : null,
      }
    })
    if (!result) continue
    // Back to where it started: every stop has been seen.
    if (result.id === first) return { covered, stops, round: true }
    first ??= result.id
    stops++
    if (result.hidden) covered.push(result.hidden)
  }
  return { covered, stops, round: false }
}

test.describe('a focused control is never hidden (WCAG 2.4.11)', () => {
  for (const [size, label] of [
    [phone, 'on a phone'],
    [desktop, 'on a wide screen'],
  ] as const) {
    test.describe(label, () => {
      test.use(size)
      for (const path of ['/', '/?lang=he', '/news']) {
        test(`tabbing through ${path}: nothing covers the focused control`, async ({ page }) => {
          await page.goto(path)
          if (path === '/news') await overlayReady(page)
          await loaded(page)
          const { covered, stops, round } = await coveredWhileFocused(page, 200)
          expect(covered, covered.join('\n')).toEqual([])
          expect(round, `came round to the first stop (${stops} seen)`).toBe(true)
          // The home page has about 98 stops, the news overlay (its focus held inside) 24.
          expect(stops, 'stops seen').toBeGreaterThan(20)
        })
      }
    })
  }

  // Going back up a destination's facts, each control comes out from under the sticky Previous, dots and
  // Next (the overlay's scroll padding), not behind them.
  test.describe('on a phone, backwards', () => {
    // The dots scroll smoothly to the focused one, unless motion is reduced: the sweep reads where each
    // focused control rests, not where a scroll passes it.
    test.use({ ...phone, reducedMotion: 'reduce' })
    test('Shift+Tab through a destination in Hebrew: nothing covers the focused control', async ({ page }) => {
      await page.goto('/destinations/Tel%20Aviv?lang=he')
      await expect(page.getByRole('dialog').getByRole('navigation')).toBeVisible()
      await loaded(page)
      const { covered, stops, round } = await coveredWhileFocused(page, 200, 'Shift+Tab')
      expect(covered, covered.join('\n')).toEqual([])
      expect(round, `came round to the first stop (${stops} seen)`).toBe(true)
      expect(stops, 'stops seen').toBeGreaterThan(15)
    })
  })
})

test.describe('a toast at the foot of a phone screen hides no focused control (WCAG 2.4.11)', () => {
  test.use(phone)

  test('after a service request is sent, tabbing on through the services', async ({ page }) => {
    await page.goto('/services')
    await overlayReady(page)
    const services = page.getByRole('dialog', { name: 'My Services' })
    await services.getByRole('button', { name: 'Order Service' }).first().click()
    const form = page.getByRole('dialog', { name: 'Request Service Information' })
    await form.getByLabel('Name').fill('Dana Levi')
    await form.getByLabel('Email').fill('dana@example.org')
    await form.getByLabel('Message').fill('Moving in March')
    await form.getByRole('button', { name: 'Submit Request' }).click()
    await expect(form).toBeHidden()
    const sent = page.getByRole('alert').filter({ hasText: 'Request sent' })
    await expect(sent).toBeVisible()
    // Focus is back on the button that opened the form.
    await expect(services.getByRole('button', { name: 'Order Service' }).first()).toBeFocused()
    // While it shows (6 s), the next controls scroll clear of it.
    // The last service's button included, at the very end of the list: there is room to scroll it clear.
    const { covered, stops, round } = await coveredWhileFocused(page, 10)
    await expect(sent).toBeVisible()
    expect(covered, covered.join('\n')).toEqual([])
    expect(round, `came round inside the overlay (${stops} stops)`).toBe(true)
    expect(stops).toBeGreaterThanOrEqual(4)
  })
})

// axe leaves placeholders and a field's edge alone. A placeholder is the only visible label of the news
// search, so it is read as text (1.4.3, 4.5:1 on the field); a field is found by its edge (1.4.11, 3:1
// against what surrounds it). In both themes, on the news and on the services' request form.
test.describe('fields are seen (WCAG 1.4.3, 1.4.11)', () => {
  for (const theme of ['light', 'dark'] as const) {
    test.use({ ...phone, colorScheme: theme, reducedMotion: 'reduce' })
    test(`placeholders and field edges, ${theme}`, async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: 'waypoint-theme', value: theme, url: baseURL ?? '' }])
      await context.addInitScript((scheme) => localStorage.setItem('waypoint:color-scheme', scheme), theme)
      const measure = () =>
        page.evaluate(() => {
          const rgb = (colour: string) => (colour.match(/[\d.]+/g) ?? []).slice(0, 4).map(Number)
          const luminance = (colour: string) => {
            const [r = 0, g = 0, b = 0] = rgb(colour).map((v) => v / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4))
            return 0.2126 * r + 0.7152 * g + 0.0722 * b
          }
          const ratio = (a: string, b: string) => {
            const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
            return Math.round(((high + 0.05) / (low + 0.05)) * 100) / 100
          }
          const opaque = (colour: string) => rgb(colour).length < 4 || (rgb(colour)[3] ?? 0) === 1
          const backgroundOf = (element: Element | null): string => {
            for (let at = element; at; at = at.parentElement) {
              const colour = getComputedStyle(at).backgroundColor
              if (opaque(colour)) return colour
            }
            return 'rgb(255, 255, 255)'
          }
          return [...document.querySelectorAll<HTMLInputElement>('input[placeholder], textarea[placeholder]')]
            .filter((field) => field.getClientRects().length > 0 && document.activeElement !== field && field.getAttribute('aria-invalid') !== 'true')
            .map((field) => ({
              field: field.placeholder,
              placeholder: ratio(getComputedStyle(field, '::placeholder').color, backgroundOf(field)),
              edge: ratio(getComputedStyle(field).borderTopColor, backgroundOf(field.parentElement?.parentElement ?? null)),
            }))
        })
      await page.goto('/news')
      await overlayReady(page)
      await page.goto('/services')
      const order = page.getByRole('button', { name: 'Order Service' }).first()
      await order.click()
      await expect(page.getByRole('dialog').getByRole('textbox').first()).toBeFocused()
      // The focused field (drawn with the focus colour) is left out: the other three show their resting edge.
      const fields = await measure()
      expect(fields.length, 'the request form has fields with placeholders').toBeGreaterThanOrEqual(3)
      await page.goto('/news')
      await overlayReady(page)
      fields.push(...(await measure()))
      for (const field of fields) {
        expect(field.placeholder, `placeholder of "${field.field}"`).toBeGreaterThanOrEqual(4.5)
        expect(field.edge, `edge of "${field.field}"`).toBeGreaterThanOrEqual(3)
      }
    })
  }
})

test.describe('focus follows the reading order (WCAG 2.4.3)', () => {
  test.use(phone)

  // The phone's header, Tab by Tab from the skip link: left to right in English, right to left in Hebrew,
  // where the menu button stands first, at the right. Each stop begins past the one before it.
  for (const [language, rtl] of [
    ['en', false],
    ['he', true],
  ] as const) {
    test(`across the header on a phone, in ${language}`, async ({ page }) => {
      await page.goto(`/?lang=${language}`)
      await expect(page.locator('html')).toHaveAttribute('dir', rtl ? 'rtl' : 'ltr')
      const header = page.getByRole('banner')
      await expect(header.getByRole('button', { name: rtl ? 'פתיחת התפריט' : 'Open menu' })).toBeVisible()
      await page.keyboard.press('Tab') // the skip link
      const stops: { name: string; start: number }[] = []
      // The header holds a handful of stops; twenty without leaving it would be a trap, and fails below.
      while (stops.length < 20) {
        await page.keyboard.press('Tab')
        const stop = await page.evaluate((rtl) => {
          const focused = document.activeElement
          if (!focused?.closest('header')) return null
          const box = focused.getBoundingClientRect()
          return { name: focused.getAttribute('aria-label') ?? focused.textContent ?? '', start: rtl ? document.documentElement.clientWidth - box.right : box.left }
        }, rtl)
        if (!stop) break
        stops.push(stop)
      }
      expect(stops.length).toBeGreaterThanOrEqual(4)
      expect(stops.length, 'Tab never left the header').toBeLessThan(20)
      const starts = stops.map((stop) => stop.start)
      expect(starts, stops.map((stop) => `${stop.name}: ${Math.round(stop.start)} px from the start`).join('\n')).toEqual([...starts].sort((a, b) => a - b))
    })
  }
})
