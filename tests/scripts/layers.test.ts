import path from 'node:path'
import { describe, expect, it } from 'vitest'
// @ts-expect-error: plain JavaScript ESLint rule without type declarations
import { layerOf, violation } from '../../scripts/eslint/layers.js'

const root = path.resolve(import.meta.dirname, '..', '..')
const layer = (file: string) => (layerOf as (f: string) => string | null)(path.join(root, file))
const allowed = (from: string, to: string) => (violation as (a: unknown, b: unknown) => string | null)(layer(from), layer(to)) === null

describe('import direction (ARCHITECTURE.md)', () => {
  it('knows the layers', () => {
    expect(layer('src/lib/http.ts')).toBe('lib')
    expect(layer('src/features/news/api.ts')).toBe('feature:news')
    expect(layer('src/app/config.ts')).toBe('config')
    expect(layer('src/app/config')).toBe('config')
    expect(layer('src/app/router.ts')).toBe('app')
    expect(layer('src/main.tsx')).toBe('main')
    expect(layer('server/app.ts')).toBe('server')
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
    expect(allowed('src/sw/sw.ts', 'src/lib/http.ts')).toBe(false)
    expect(allowed('server/app.ts', 'src/content/brand.ts')).toBe(true)
    expect(allowed('server/app.ts', 'src/features/news/api.ts')).toBe(false)
  })

  it('never lets one feature import another', () => {
    expect(allowed('src/features/news/NewsTeaser.tsx', 'src/features/news/api.ts')).toBe(true)
    expect(allowed('src/features/news/NewsTeaser.tsx', 'src/features/reviews/api.ts')).toBe(false)
  })
})
