import path from 'node:path'
import { describe, expect, it } from 'vitest'
// @ts-expect-error: plain JavaScript ESLint rule without type declarations
import { importViolation, layerOf } from '../../scripts/eslint/layers.js'

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
})
