#!/usr/bin/env node
// Makes the install screenshots of the manifest (public/screenshots/narrow.jpg and wide.jpg) from the
// running app: `npm run build && PORT=4190 npm run serve`, then `node scripts/make-screenshots.mjs`.
// BASE_URL and CHROME_PATH override the defaults. The outputs are committed.
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { chromium } from '@playwright/test'

const base = process.env.BASE_URL ?? 'http://127.0.0.1:4190'
const out = path.resolve(import.meta.dirname, '..', 'public', 'screenshots')
mkdirSync(out, { recursive: true })

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
})
for (const [name, viewport] of [
  ['narrow', { width: 390, height: 844 }],
  ['wide', { width: 1366, height: 900 }],
]) {
  const page = await browser.newPage({ viewport, reducedMotion: 'reduce' })
  await page.goto(base, { waitUntil: 'networkidle' })
  await page.waitForTimeout(1500)
  await page.screenshot({ path: path.join(out, `${name}.jpg`), type: 'jpeg', quality: 82 })
  await page.close()
}
await browser.close()
console.log(`screenshots written to ${out}`)
