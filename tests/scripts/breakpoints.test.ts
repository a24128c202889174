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

  it('are in em in the app and its first paint', () => {
    const found = [...files('src'), 'index.html'].flatMap((file) => pxQueries(file, readFileSync(path.join(root, file), 'utf8')))
    expect(found).toEqual([])
  })
})
