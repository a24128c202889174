// The build is made once, with no deployment's addresses in it; the server puts them in as it serves it:
// - every page (index.html and any other .html) gets the public settings as a JSON block the app reads
//   before its first request (a data block: CSP's script-src does not apply to it, nothing runs);
// - the service worker (sw.js) gets the origins its runtime caches may keep, and, for each page it
//   precaches, the revision of the page as served: a changed setting changes the page, so the worker
//   updates and no browser keeps a shell with the old addresses.
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Context } from 'hono'
import { OVERLAY_FRAME_ATTRIBUTE, OVERLAY_FRAMES_FILE, overlayFrames, type FramedPath, type OverlayFrameWords } from '../src/content/overlay-frames'
import { SETTINGS_ELEMENT_ID, type PublicSettings } from '../src/content/settings'
import { storage } from '../src/content/storage-keys'
import { escapeHtml } from '../src/lib/html-text'
import { acceptedLanguages, negotiateLanguage } from '../src/lib/language-negotiation'
import type { PageChooser } from './static'

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

/** The cookies the app writes for the server: the person's language and theme (src/i18n/choice.ts, the settings panel). */
export const LANGUAGE_COOKIE = storage.languageCookie.name
export const THEME_COOKIE = storage.themeCookie.name

/**
 * A cookie's value, or null. One that cannot be decoded (a stray '%', perhaps written on a parent domain by
 * another site of the operator's) is as good as missing: it must not keep the person out of the app.
 */
export function cookie(c: Context, name: string): string | null {
  for (const part of (c.req.header('cookie') ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=')
    if (key !== name) continue
    try {
      return decodeURIComponent(value.join('='))
    } catch {
      return null
    }
  }
  return null
}

/** A language's page: index.html for English, index.{code}.html for the others (scripts/vite/localized-pages.ts). */
function pageOf(language: string): string {
  return language === 'en' ? 'index.html' : `index.${language}.html`
}

function languageOfPage(urlPath: string): string {
  return /\/index\.([a-z]{2,3})\.html$/.exec(urlPath)?.[1] ?? 'en'
}

/** The languages a build has pages for: English (index.html) and each index.{code}.html. */
export function builtLanguages(files: readonly string[]): string[] {
  const others = files.map((file) => /^index\.([a-z]{2,3})\.html$/.exec(file)?.[1]).filter((code): code is string => code !== undefined)
  return ['en', ...others.sort()]
}

/**
 * The overlays' headings in each language, as the build wrote them (dist/overlay-frames.json): only
 * strings of a sane length for the addresses src/content/overlay-frames.ts names. A build without the file,
 * or a malformed one, gives none, and the pages are served without frames.
 */
export function readOverlayFrames(root: string): OverlayFrameWords {
  let parsed: unknown
  try {
    parsed = JSON.parse(readFileSync(path.join(root, OVERLAY_FRAMES_FILE), 'utf8'))
  } catch {
    return {}
  }
  const words: OverlayFrameWords = {}
  if (typeof parsed !== 'object' || parsed === null) return words
  const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' && value.length <= 200 ? value : null)
  for (const [language, pages] of Object.entries(parsed)) {
    if (!/^[a-z]{2,3}$/.test(language) || typeof pages !== 'object' || pages === null) continue
    const own: OverlayFrameWords[string] = {}
    for (const framed of Object.keys(overlayFrames) as FramedPath[]) {
      const entry: unknown = Object.hasOwn(pages, framed) ? (pages as Record<string, unknown>)[framed] : undefined
      if (typeof entry !== 'object' || entry === null) continue
      const title = text((entry as { title?: unknown }).title)
      const subtitle = text((entry as { subtitle?: unknown }).subtitle)
      if (title && subtitle) own[framed] = { title, subtitle }
    }
    words[language] = own
  }
  return words
}

/**
 * The overlay's frame as the first paint shows it: its heading and its loader, with nothing to press or
 * read aloud (aria-hidden; the app's overlay, a real dialog, takes its place when it starts). Styled by
 * index.html's first-paint CSS; hidden when scripts are off, where the page's own message must show.
 */
export function overlayFrameHtml({ title, subtitle }: { title: string; subtitle: string }): string {
  return (
    `<div class="pp-overlay" ${OVERLAY_FRAME_ATTRIBUTE} aria-hidden="true">` +
    `<div class="pp-overlay-header"><div class="pp-overlay-heading"><p class="pp-overlay-title">${escapeHtml(title)}</p>` +
    `<p class="pp-overlay-subtitle">${escapeHtml(subtitle)}</p></div><span class="pp-overlay-close"></span></div>` +
    `<div class="pp-overlay-loader"><span></span><span></span><span></span></div></div>`
  )
}

/**
 * Each navigation gets the page in the person's language, so the first paint is already theirs: the
 * language they chose (its cookie), a link's ?lang=, then their browser's languages (Accept-Language),
 * English; the same order as the app's own (src/lib/language-negotiation.ts). The page also gets the
 * theme they chose, and names its alternates in the other languages for search engines, absolute (search
 * engines and Lighthouse's hreflang audit want fully qualified addresses) on `linkOrigin`: PUBLIC_ORIGIN
 * when it is set, else the request's own origin, whose host name the host policy has already checked is
 * one this server answers for (server/lib/host-policy.ts), so a forged Host never reaches a link.
 * An overlay's own address (/news) gets the overlay's frame over the page, so its first paint is the
 * overlay, not the home page under it. The page is never cached for long ('no-cache').
 */
export function pageChooser({
  languages,
  linkOrigin,
  frames = {},
}: {
  languages: readonly string[]
  linkOrigin: (c: Context) => string
  frames?: OverlayFrameWords
}): PageChooser {
  return {
    file(c, exists) {
      const language = negotiateLanguage(
        {
          chosen: cookie(c, LANGUAGE_COOKIE),
          link: new URL(c.req.url).searchParams.get('lang'),
          browser: acceptedLanguages(c.req.header('accept-language')),
        },
        languages,
        'en',
      )
      return exists(pageOf(language)) ? pageOf(language) : 'index.html'
    },
    personalize(c, html, urlPath) {
      const language = languageOfPage(urlPath)
      const theme = cookie(c, THEME_COOKIE)
      let page = html
      if (theme === 'dark' || theme === 'light') page = page.replace(/<html\b/, `<html data-mantine-color-scheme="${theme}"`)
      const path = c.req.path.replace(/[^A-Za-z0-9\-._~/%!$&'()*+,;=:@]/g, encodeURIComponent)
      const base = linkOrigin(c)
      const alternates = languages
        .map((code) => `<link rel="alternate" hreflang="${code}" href="${base}${path}?lang=${code}" />`)
        .concat(`<link rel="alternate" hreflang="x-default" href="${base}${path}" />`)
        .join('\n    ')
      page = page.replace('</head>', `  ${alternates}\n  </head>`)
      const ownFrames = frames[language]
      const framed = ownFrames && Object.hasOwn(ownFrames, c.req.path) ? ownFrames[c.req.path as FramedPath] : undefined
      if (framed) page = page.replace('</body>', `  ${overlayFrameHtml(framed)}\n  </body>`)
      return { html: page, headers: { 'Content-Language': language, Vary: 'Accept-Language, Cookie' } }
    },
  }
}
