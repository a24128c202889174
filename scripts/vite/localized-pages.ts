// The first screen in every language, before any script runs: the build writes one page per language
// (index.html in English, index.{code}.html for the others) from the catalogs, with its lang and dir, its
// title and description, the header's tagline and the hero's words; and one web app manifest per
// language (manifest.webmanifest, manifest.{code}.webmanifest), which its page links to. The server and
// the service worker send each person the page of their language (server/shell.ts, src/sw/sw.ts).
import { readdirSync, readFileSync } from 'node:fs'
import type { Plugin } from 'vite'
import { brand } from '../../src/content/brand'
import { appShortcuts, menuGroups } from '../../src/content/menu'
import { OVERLAY_FRAMES_FILE, overlayFrames, type FramedPath, type OverlayFrameWords } from '../../src/content/overlay-frames'
import { escapeHtml } from '../../src/lib/html-text'

const LOCALES = new URL('../../src/locales/', import.meta.url)
const DEFAULT = 'en'

export interface PageLanguage {
  code: string
  dir: 'ltr' | 'rtl'
}

/** The languages: the folders of src/locales, English first. */
export function pageLanguages(): PageLanguage[] {
  return readdirSync(LOCALES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => {
      const meta = JSON.parse(readFileSync(new URL(`${entry.name}/language.json`, LOCALES), 'utf8')) as { dir?: string }
      return { code: entry.name, dir: meta.dir === 'rtl' ? ('rtl' as const) : ('ltr' as const) }
    })
    .sort((a, b) => (a.code === DEFAULT ? -1 : b.code === DEFAULT ? 1 : a.code.localeCompare(b.code)))
}

/** The page's file name for a language. */
export function pageFile(code: string): string {
  return code === DEFAULT ? 'index.html' : `index.${code}.html`
}

export function manifestFile(code: string): string {
  return code === DEFAULT ? 'manifest.webmanifest' : `manifest.${code}.webmanifest`
}

const catalogs = new Map<string, Record<string, string>>()

function catalog(code: string, area: string): Record<string, string> {
  const key = `${code}/${area}`
  let messages = catalogs.get(key)
  if (!messages) {
    try {
      messages = JSON.parse(readFileSync(new URL(`${code}/${area}.json`, LOCALES), 'utf8')) as Record<string, string>
    } catch {
      messages = {}
    }
    catalogs.set(key, messages)
  }
  return messages
}

/** A plain message of the catalogs (these have no placeholder but the brand's name), or undefined. */
function message(code: string, id: string): string | undefined {
  const area = id.split('.')[0] ?? ''
  const text = catalog(code, area)[id] ?? catalog(DEFAULT, area)[id]
  return text?.replace(/\{name\}/g, brand.name)
}

/** The built page in `language`: lang and dir, each data-i18n element's text and data-i18n-content value. */
export function localizePage(html: string, language: PageLanguage): string {
  const text = (id: string, fallback: string) => {
    if (id === 'home.hero.eyebrow' && message(language.code, id) === undefined) {
      return `${brand.name} · ${message(language.code, 'shell.tagline') ?? fallback}`
    }
    return message(language.code, id) ?? fallback
  }
  return html
    .replace(/<html lang="[^"]*"( dir="[^"]*")?/, `<html lang="${language.code}" dir="${language.dir}"`)
    .replace(/(<([a-z0-9]+)\b[^>]*\bdata-i18n="([^"]+)"[^>]*>)([\s\S]*?)(<\/\2>)/g, (_all, open: string, _tag, id: string, inner: string, close: string) =>
      `${open}${escapeHtml(text(id, inner))}${close}`,
    )
    .replace(/(\bdata-i18n-content="([^"]+)"[^>]*?\bcontent=")([^"]*)"/g, (_all, head: string, id: string, value: string) => `${head}${escapeHtml(text(id, value))}"`)
    .replace(/<link rel="manifest" href="[^"]*"/, `<link rel="manifest" href="/${manifestFile(language.code)}"`)
}

/** The web app manifest in a language. */
export function manifestFor(language: PageLanguage) {
  const say = (id: string) => message(language.code, id) ?? ''
  const items = menuGroups.flatMap((group) => group.subItems)
  return {
    id: '/',
    name: say('shell.meta.title'),
    short_name: brand.name,
    description: say('shell.manifest.description'),
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    lang: language.code,
    dir: language.dir,
    categories: ['travel', 'lifestyle', 'news'],
    theme_color: brand.themeColor,
    background_color: brand.backgroundColor,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    screenshots: [
      { src: '/screenshots/narrow.jpg', sizes: '390x844', type: 'image/jpeg', form_factor: 'narrow', label: say('shell.manifest.screenshotNarrow') },
      { src: '/screenshots/wide.jpg', sizes: '1366x900', type: 'image/jpeg', form_factor: 'wide', label: say('shell.manifest.screenshotWide') },
    ],
    shortcuts: appShortcuts.map(({ item }) => {
      const entry = items.find((candidate) => candidate.id === item)
      if (entry?.value === undefined) throw new Error(`content/menu.ts: the app shortcut '${item}' names no menu item with a route`)
      return {
        name: say(`shell.menu.${item}`),
        short_name: say(`shell.shortcut.${item}`),
        url: entry.value,
        icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }],
      }
    }),
  }
}

/** Each language's heading of each framed overlay (src/content/overlay-frames.ts), for the server. */
export function overlayFrameWords(languages: readonly PageLanguage[]): OverlayFrameWords {
  const words: OverlayFrameWords = {}
  for (const { code } of languages) {
    const say = (id: string) => {
      const text = message(code, id)
      if (text === undefined) throw new Error(`localized-pages: no message '${id}' for an overlay's frame`)
      return text
    }
    words[code] = Object.fromEntries(
      (Object.keys(overlayFrames) as FramedPath[]).map((path) => [path, { title: say(overlayFrames[path].title), subtitle: say(overlayFrames[path].subtitle) }]),
    )
  }
  return words
}

/** Emits each language's page and manifest beside the English ones, and the overlays' frame words. */
export function localizedPages(): Plugin {
  return {
    name: 'waypoint:localized-pages',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const index = bundle['index.html']
        if (!index || index.type !== 'asset') throw new Error('localized-pages: the build has no index.html')
        const source = typeof index.source === 'string' ? index.source : new TextDecoder().decode(index.source)
        for (const language of pageLanguages()) {
          const page = localizePage(source, language)
          if (language.code === DEFAULT) index.source = page
          else this.emitFile({ type: 'asset', fileName: pageFile(language.code), source: page })
          this.emitFile({ type: 'asset', fileName: manifestFile(language.code), source: `${JSON.stringify(manifestFor(language), null, 2)}\n` })
        }
        this.emitFile({ type: 'asset', fileName: OVERLAY_FRAMES_FILE, source: `${JSON.stringify(overlayFrameWords(pageLanguages()))}\n` })
      },
    },
  }
}
