// The build is made once, with no deployment's addresses in it; the server puts them in as it serves it:
// - every page (index.html and any other .html) gets the public settings as a JSON block the app reads
//   before its first request (a data block: CSP's script-src does not apply to it, nothing runs);
// - the service worker (sw.js) gets the origins its runtime caches may keep, and, for each page it
//   precaches, the revision of the page as served: a changed setting changes the page, so the worker
//   updates and no browser keeps a shell with the old addresses.
import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { SETTINGS_ELEMENT_ID, type PublicSettings } from '../src/content/settings'

/** What the service worker's runtime caches follow (src/sw/settings.ts reads it). */
export interface WorkerSettings {
  /** Origins whose images are kept (besides the app's own). */
  imageOrigins: readonly string[]
  /** Origins whose clips are kept (besides the app's own). */
  mediaOrigins: readonly string[]
}


/** JSON that is safe inside a <script> element: no '<' (so no '</script>'), no line separators. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029')
}

/** The page with the settings block in its head (replacing one that is there already). */
export function injectSettings(html: string, settings: PublicSettings): string {
  const block = `<script id="${SETTINGS_ELEMENT_ID}" type="application/json">${scriptSafeJson(settings)}</script>`
  const existing = new RegExp(`<script id="${SETTINGS_ELEMENT_ID}"[^>]*>[\\s\\S]*?</script>`)
  if (existing.test(html)) return html.replace(existing, block)
  return html.includes('</head>') ? html.replace('</head>', `${block}\n  </head>`) : `${block}${html}`
}

function revision(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 32)
}

/** Precache entries as workbox-build writes them into sw.js. */
const PRECACHED_PAGE = /\{"revision":"([0-9a-f]+)","url":"([^"]+\.html)"\}/g

export interface ShellRewriter {
  /** The file's text as it is served, or null to serve the file untouched. */
  rewrite(urlPath: string, text: string): Promise<string | null>
  /** Which files it rewrites (so they are read as text). */
  handles(urlPath: string): boolean
}

export function shellRewriter({ root, settings, worker }: { root: string; settings: PublicSettings; worker: WorkerSettings }): ShellRewriter {
  const page = (html: string) => injectSettings(html, settings)
  return {
    handles: (urlPath) => urlPath.endsWith('.html') || urlPath === '/sw.js',
    async rewrite(urlPath, text) {
      if (urlPath.endsWith('.html')) return page(text)
      if (urlPath !== '/sw.js') return null
      // The first line sets what src/sw/settings.ts reads.
      let js = `self.waypointWorkerSettings=${scriptSafeJson(worker)};\n${text}`
      const pages = [...js.matchAll(PRECACHED_PAGE)]
      for (const [entry, , url] of pages) {
        if (!url) continue
        const served = page(await readFile(path.join(root, url), 'utf8'))
        js = js.replace(entry, `{"revision":"${revision(served)}","url":"${url}"}`)
      }
      return js
    },
  }
}
