// Draws the demo WordPress's featured images as WebP files, the way a real WordPress serves them:
// server/demo/media/files/posts/{slug}.webp, 1200×675, from the SVG designs in
// server/demo/wordpress/images.ts. The outputs are committed (a fresh machine may have no ffmpeg); run
// `npx tsx scripts/draw-post-images.ts` again only after adding a post or changing the design.
// Why raster: the browser decodes a WebP off the main thread, but lays out and paints an SVG (its text
// most of all) on it, in the same frame that first shows the news list.
// Needs Chromium (CHROME_PATH, default /usr/bin/chromium) and ffmpeg with libwebp.
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { posts } from '../server/demo/wordpress/corpus'
import { FEATURED_HEIGHT, FEATURED_WIDTH, featuredImageSvg } from '../server/demo/wordpress/images'

const out = path.resolve(import.meta.dirname, '..', 'server', 'demo', 'media', 'files', 'posts')
mkdirSync(out, { recursive: true })
const scratch = mkdtempSync(path.join(tmpdir(), 'post-images-'))

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
})
try {
  const page = await browser.newPage({ viewport: { width: FEATURED_WIDTH, height: FEATURED_HEIGHT } })
  for (const post of posts) {
    await page.setContent(`<body style="margin:0">${featuredImageSvg(post)}</body>`)
    const png = path.join(scratch, `${post.source.slug}.png`)
    await page.screenshot({ path: png, clip: { x: 0, y: 0, width: FEATURED_WIDTH, height: FEATURED_HEIGHT } })
    const webp = path.join(out, `${post.source.slug}.webp`)
    execFileSync('ffmpeg', ['-y', '-loglevel', 'error', '-i', png, '-c:v', 'libwebp', '-quality', '80', webp])
    console.log(`${path.relative(process.cwd(), webp)}  ${(statSync(webp).size / 1024).toFixed(1)} KB`)
  }
} finally {
  await browser.close()
  rmSync(scratch, { recursive: true, force: true })
}
