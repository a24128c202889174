// Lingui's view of the catalogs (src/locales/{language}/{area}.json), for @lingui/vite-plugin, which
// compiles each when the app imports it. The languages are the folders; the areas are English's files.
// Messages have explicit ids, written in the catalogs by hand: there is no extraction step.
import { readdirSync } from 'node:fs'
import { defineConfig } from '@lingui/conf'
import { formatter } from '@lingui/format-json'

const root = new URL('./src/locales/', import.meta.url)
const locales = readdirSync(root, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort()
const areas = readdirSync(new URL('en/', root))
  .filter((file) => file.endsWith('.json') && file !== 'language.json')
  .map((file) => file.replace(/\.json$/, ''))

export default defineConfig({
  sourceLocale: 'en',
  locales,
  fallbackLocales: { default: 'en' },
  catalogs: areas.map((area) => ({ path: `<rootDir>/src/locales/{locale}/${area}`, include: [] })),
  format: formatter({ style: 'minimal' }),
})
