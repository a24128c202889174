import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

// docs/architecture.md, "Accessibility checks": breakpoints are in em, so that a person who doubles the
// browser's text size gets the narrow layout instead of a wide one their words no longer fit (WCAG 1.4.4).
const root = path.resolve(import.meta.dirname, '..', '..')
const PX_QUERY = /\((?:min-|max-)?(?:width|height)\s*:\s*[\d.]+px\s*\)/g

function files(folder: string): string[] {
  return readdirSync(path.join(root, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(css|tsx?)$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
}

/** Every media query in px in a file's text, as `file: query`. */
function pxQueries(file: string, text: string): string[] {
  return [...text.matchAll(PX_QUERY)].map((match) => `${file}: ${match[0]}`)
}

/**
 * Each rule that sets `property` on :root, as `media | selector | value` (media 'all' outside a query), in
 * the order written.
 */
function rootRules(text: string, property: string): string[] {
  const rule = new RegExp(`(?:@media\\s*([^{]+?)\\s*\\{\\s*)?(:root[^{]*?)\\s*\\{[^}]*?${property}:\\s*([^;}]+?)\\s*[;}]`, 'g')
  return [...text.matchAll(rule)].map(([, media, selector, value]) => `${media ?? 'all'} | ${selector} | ${value}`)
}

/** The app's header rows as the first paint writes them: a header height of 1rem plus 3rem a row. */
function asHeights(rules: string[]): string[] {
  return rules.map((rule) => rule.replace(/\| (\d+)$/, (_, rows: string) => `| ${1 + Number(rows) * 3}rem`))
}

describe('breakpoints', () => {
  it('finds a media query in px', () => {
    expect(pxQueries('a.css', '@media (max-width: 767.98px) { a { b: c } } @media (min-width: 48em) {}')).toEqual(['a.css: (max-width: 767.98px)'])
    expect(pxQueries('a.ts', "useMediaQuery('(min-width:1024px)')")).toEqual(['a.ts: (min-width:1024px)'])
    expect(pxQueries('a.css', '.a { width: 320px; min-width: 20px }')).toEqual([])
  })

  it('the phone layout is asked for in code by one query, components/breakpoints.ts', () => {
    const written = files('src')
      .filter((file) => /\.tsx?$/.test(file) && !file.endsWith(path.join('components', 'breakpoints.ts')))
      .filter((file) => /['"`]\((?:min|max)-width/.test(readFileSync(path.join(root, file), 'utf8')))
    expect(written).toEqual([])
  })

  it('finds the rules that set a property on :root', () => {
    const css = ':root { --a: 1; --rows: 1; }\n@media (min-width: 48em) { :root { --rows: 2; } }\n@media (min-width: 70em) { :root:lang(he) { --rows: 1 } }'
    expect(rootRules(css, '--rows')).toEqual(['all | :root | 1', '(min-width: 48em) | :root | 2', '(min-width: 70em) | :root:lang(he) | 1'])
    expect(asHeights(rootRules(css, '--rows'))).toEqual(['all | :root | 4rem', '(min-width: 48em) | :root | 7rem', '(min-width: 70em) | :root:lang(he) | 4rem'])
  })

  it("the first paint's header takes two rows where the app's does, in every language", () => {
    const app = rootRules(readFileSync(path.join(root, 'src', 'app', 'global.css'), 'utf8'), '--wp-header-rows')
    const firstPaint = rootRules(readFileSync(path.join(root, 'index.html'), 'utf8'), '--pp-header-height')
    // Two rows somewhere, one row again in some language: the rules this compares are there to compare.
    expect(app.some((rule) => rule.endsWith('| 2'))).toBe(true)
    expect(app.filter((rule) => rule.includes(':lang(')).length).toBeGreaterThan(0)
    expect(firstPaint).toEqual(asHeights(app))
  })

  it('are in em in the app and its first paint', () => {
    const found = [...files('src'), 'index.html'].flatMap((file) => pxQueries(file, readFileSync(path.join(root, file), 'utf8')))
    expect(found).toEqual([])
  })
})
