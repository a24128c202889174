// The app's messages, one catalog per language and area (src/locales/{language}/{area}.json), compiled
// at build time (@lingui/vite-plugin: ICU MessageFormat into arrays, no parser at run time) and each its
// own chunk: a screen downloads the catalogs of its own areas, in the active language only. The service
// worker precaches them all, so switching language works offline.
import { i18n, type Messages } from '@lingui/core'
import { DEFAULT_LANGUAGE } from './languages'

/** The areas of the app, each with its catalog: what one screen (or the frame around all) needs. */
export const areas = ['shell', 'home', 'reviews', 'news', 'destinations', 'compare', 'hub', 'services', 'assistant', 'community', 'viewer', 'settings', 'favourites', 'plan'] as const
export type Area = (typeof areas)[number]

const importers = import.meta.glob<{ messages: Messages }>(['../locales/*/*.json', '!../locales/*/language.json'], { query: '?lingui' })

function importerOf(language: string, area: Area) {
  return importers[`../locales/${language}/${area}.json?lingui`] ?? importers[`../locales/${language}/${area}.json`]
}

const pending = new Map<string, Promise<void>>()
const ready = new Set<string>()

/** Loads an area's catalog for a language, once; a language without that catalog uses English's. */
export function loadArea(language: string, area: Area): Promise<void> {
  const key = `${language}/${area}`
  let load = pending.get(key)
  if (!load) {
    const importer = importerOf(language, area) ?? importerOf(DEFAULT_LANGUAGE, area)
    load = importer
      ? importer().then(({ messages }) => {
          i18n.load(language, messages)
          ready.add(key)
        })
      : Promise.reject(new Error(`No catalog for ${key}`))
    // A failed load (offline before the catalog was precached) may be tried again later.
    load.catch(() => pending.delete(key))
    pending.set(key, load)
  }
  return load
}

/**
 * A route's loader: the screen's catalogs, in the language shown, load with the route (and on a hover's
 * preload). If they cannot load now (offline before they were precached), the screen asks for them again
 * when it renders, so a failure here is not the route's.
 */
export function catalogLoader(...wanted: Area[]): () => Promise<void> {
  return () => Promise.all(wanted.map((area) => loadArea(i18n.locale, area))).then(
    () => undefined,
    () => undefined,
  )
}

export function isAreaReady(language: string, area: Area): boolean {
  return ready.has(`${language}/${area}`)
}

/** The areas asked for so far: a language switch loads the same ones in the new language. */
export function areasInUse(): Area[] {
  return areas.filter((area) => [...pending.keys()].some((key) => key.endsWith(`/${area}`)))
}

export { i18n }
