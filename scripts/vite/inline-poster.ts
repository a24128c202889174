// The hero's poster arrives with the HTML: the build writes it into index.html's first screen as a data
// address, in place of the request the browser made for it (and its preload). That request was the home
// page's largest paint, and it waited for a connection and its turn beside the font and the entry script:
// Lighthouse put about 400 ms between the HTML and the poster. The app's hero then shows the same data
// (src/features/home/Hero.tsx reads it from the first screen), so nothing is fetched or flashes when it
// takes over. The poster must stay small, or the HTML of every page would carry it.
import { readFileSync } from 'node:fs'
import type { Plugin } from 'vite'

// The hero's own poster (src/features/home/media.ts; a unit test holds the two together).
export const POSTER_PATH = '/media/hero-poster.webp'
/** A data address is a third larger than the file: 12 KB of WebP adds 16 KB to every page's HTML. */
export const POSTER_BUDGET = 12 * 1024

const IMG = `<img src="${POSTER_PATH}"`
const PRELOAD = new RegExp(`\\s*<link rel="preload" href="${POSTER_PATH.replace(/[.]/g, '\\.')}"[^>]*>`)

/** index.html with the poster inline; throws when the page no longer has the shape this expects. */
export function inlinePoster(html: string, poster: Buffer): string {
  if (poster.length > POSTER_BUDGET) {
    throw new Error(`${POSTER_PATH} weighs ${poster.length} bytes, over the ${POSTER_BUDGET} its inlining allows`)
  }
  if (html.split(IMG).length !== 2) throw new Error(`index.html must have exactly one ${IMG}> (the first screen's poster)`)
  if (!PRELOAD.test(html)) throw new Error(`index.html no longer preloads ${POSTER_PATH}`)
  return html.replace(PRELOAD, '').replace(IMG, `<img src="data:image/webp;base64,${poster.toString('base64')}"`)
}

export function inlineHeroPoster(): Plugin {
  return {
    name: 'waypoint:inline-poster',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => inlinePoster(html, readFileSync(new URL(`../../public${POSTER_PATH}`, import.meta.url))),
    },
  }
}
