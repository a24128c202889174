#!/usr/bin/env node
// Runs after `vite build`. Workbox only *warns* when it leaves a file out of the precache (too large, say),
// and a missing file means a screen that silently fails offline. This fails the build instead, and keeps
// the precache within its budget.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

const dist = path.resolve(import.meta.dirname, '..', 'dist')
const LIMIT = 5 * 1024 * 1024
// Keep in step with injectManifest.globPatterns / globIgnores in vite.config.ts.
const shouldPrecache = (file) =>
  !file.startsWith('screenshots/') &&
  file !== 'sw.js' &&
  (/\.(js|css|html|woff2|svg|png|webp|ico)$/.test(file) || /^media\/[^/]+\.(mp4|webm)$/.test(file))

function walk(dir, prefix = '') {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(path.join(dir, entry.name), `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`],
  )
}

const sw = readFileSync(path.join(dist, 'sw.js'), 'utf8')
const precached = new Set([...sw.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1].replace(/^\//, '')))
if (precached.size === 0) {
  console.error('check-precache: no precache manifest found in dist/sw.js')
  process.exit(1)
}

const expected = walk(dist).filter(shouldPrecache)
const missing = expected.filter((file) => !precached.has(file))
const total = [...precached].reduce((sum, file) => sum + statSync(path.join(dist, file)).size, 0)

console.log(`check-precache: ${precached.size} files, ${(total / 1024 / 1024).toFixed(2)} MB precached`)
if (missing.length > 0) {
  console.error(`check-precache: left out of the precache (too large?):\n  ${missing.join('\n  ')}`)
  process.exit(1)
}
if (total > LIMIT) {
  console.error(`check-precache: precache total ${total} bytes is over the ${LIMIT}-byte budget`)
  process.exit(1)
}
