import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
// @ts-expect-error: plain JavaScript ESLint rule without type declarations
import { importViolation, layerOf, SRC_FOLDERS } from '../../scripts/eslint/layers.js'

const root = path.resolve(import.meta.dirname, '..', '..')
const layer = (file: string) => (layerOf as (f: string) => string | null)(path.join(root, file))
const allowed = (from: string, to: string) =>
  (importViolation as (a: string, b: string) => string | null)(path.join(root, from), path.join(root, to)) === null

describe('import direction (docs/architecture.md)', () => {
  it('knows the layers', () => {
    expect(layer('src/lib/http.ts')).toBe('lib')
    expect(layer('src/features/news/api.ts')).toBe('feature:news')
    expect(layer('src/app/config.ts')).toBe('config')
    expect(layer('src/app/config')).toBe('config')
    expect(layer('src/app/router.ts')).toBe('app')
    expect(layer('src/main.tsx')).toBe('main')
    expect(layer('server/app.ts')).toBe('server')
    expect(layer('server/functions/weather.ts')).toBe('server')
    expect(layer('server/demo/weather/source.ts')).toBe('server-demo')
    expect(layer('server/demo')).toBe('server-demo')
    expect(layer('tests/render.tsx')).toBeNull()
  })

  it('lets imports go down only', () => {
    expect(allowed('src/features/news/api.ts', 'src/lib/http.ts')).toBe(true)
    expect(allowed('src/features/news/api.ts', 'src/app/config.ts')).toBe(true)
    expect(allowed('src/shell/Header.tsx', 'src/features/currency/queries.ts')).toBe(true)
    expect(allowed('src/routes/_home.tsx', 'src/shell/Overlay.tsx')).toBe(true)
    expect(allowed('src/lib/http.ts', 'src/content/brand.ts')).toBe(false)
    expect(allowed('src/components/X.tsx', 'src/features/news/api.ts')).toBe(false)
    expect(allowed('src/features/news/api.ts', 'src/shell/Overlay.tsx')).toBe(false)
    expect(allowed('src/features/news/api.ts', 'src/app/router.ts')).toBe(false)
    expect(allowed('src/sw/sw.ts', 'src/lib/http.ts')).toBe(true)
    expect(allowed('src/sw/sw.ts', 'src/features/news/api.ts')).toBe(false)
    expect(allowed('src/sw/sw.ts', 'src/content/brand.ts')).toBe(false)
    expect(allowed('server/app.ts', 'src/content/brand.ts')).toBe(true)
    expect(allowed('server/app.ts', 'src/features/news/api.ts')).toBe(false)
  })

  it('keeps the demo out of the real backend: only server/app.ts composes it', () => {
    expect(allowed('server/app.ts', 'server/demo/weather/source.ts')).toBe(true)
    expect(allowed('server/functions/weather.ts', 'server/demo/weather/generator.ts')).toBe(false)
    expect(allowed('server/live/weatherapi.ts', 'server/demo/lib/hash.ts')).toBe(false)
    expect(allowed('server/node-app.ts', 'server/demo/wordpress/routes.ts')).toBe(false)
    expect(allowed('server/demo/app.ts', 'server/demo/reviews.ts')).toBe(true)
    expect(allowed('server/demo/reviews.ts', 'server/functions/reviews.ts')).toBe(true)
    expect(allowed('server/demo/weather/source.ts', 'server/lib/responses.ts')).toBe(true)
    expect(allowed('server/demo/pages/layout.ts', 'src/content/brand.ts')).toBe(true)
    expect(allowed('server/demo/pages/layout.ts', 'src/features/news/api.ts')).toBe(false)
    expect(allowed('server/node-app.ts', 'server/app.ts')).toBe(true)
  })

  it('never lets one feature import another', () => {
    expect(allowed('src/features/news/NewsTeaser.tsx', 'src/features/news/api.ts')).toBe(true)
    expect(allowed('src/features/news/NewsTeaser.tsx', 'src/features/reviews/api.ts')).toBe(false)
  })

  it('composes features in screens, shown by routes; a screen never imports another', () => {
    expect(layer('src/screens/hub/Hub.tsx')).toBe('screens')
    expect(allowed('src/screens/hub/Hub.tsx', 'src/screens/hub/search.ts')).toBe(true)
    expect(allowed('src/screens/shortlist/Shortlist.tsx', 'src/features/news/api.ts')).toBe(true)
    expect(allowed('src/screens/hub/Hub.tsx', 'src/screens/destinations/CompareView.tsx')).toBe(false)
    expect(allowed('src/routes/_home.tsx', 'src/screens/home/HomePage.tsx')).toBe(true)
    expect(allowed('src/screens/home/HomePage.tsx', 'src/routes/_home.tsx')).toBe(false)
    expect(allowed('src/features/news/NewsTeaser.tsx', 'src/screens/news/NewsOverlay.tsx')).toBe(false)
    expect(allowed('src/shell/Header.tsx', 'src/screens/hub/Hub.tsx')).toBe(false)
  })

  it('keeps routes/ to route files: no folders of pieces beside them', () => {
    const routes = readdirSync(path.join(root, 'src', 'routes'), { withFileTypes: true })
    expect(routes.filter((entry) => entry.isDirectory()).map((entry) => entry.name)).toEqual([])
  })
})

describe('docs/architecture.md says what the lint enforces', () => {
  const doc = readFileSync(path.join(root, 'docs', 'architecture.md'), 'utf8')
  const layersSection = doc.slice(doc.indexOf('## Layers'), doc.indexOf('\n## ', doc.indexOf('## Layers') + 1))
  const tree = /```\n([\s\S]*?)```/.exec(layersSection)?.[1] ?? ''
  // The folders and files listed under src/ in the tree (two-space indented names).
  const listed = tree
    .split('\n')
    .slice(1, tree.split('\n').findIndex((line) => line.startsWith('server/')))
    .map((line) => /^ {2}([\w.<>-]+)/.exec(line)?.[1])
    .filter((name): name is string => name !== undefined)
    .map((name) => name.replace(/\/$/, ''))

  it('lists every layer of src/ the rule knows, and no other', () => {
    const rule = [...(SRC_FOLDERS as string[]), 'features', 'main.tsx'].sort()
    expect(listed.map((name) => name.replace(/\/.*$/, '')).sort()).toEqual(rule)
  })

  it('states the import direction the rule enforces', () => {
    expect(layersSection).toContain('`content`, `lib` → `i18n`, `locales` → `components` → `features/*` → `shell` →')
    expect(layersSection).toContain('`screens` → `routes` → `app` → `main.tsx`')
    expect(layersSection).toContain('a screen never imports another')
  })
})
