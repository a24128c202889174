// The language in React: the provider around the app, the hooks screens use (useT for messages, useArea
// to wait for an area's catalog), and switching language at once, without a reload.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'
import { LinguiContext } from '@lingui/react'
import type { Direction } from '@/lib/direction'
import { areasInUse, i18n, isAreaReady, loadArea, type Area } from './catalogs'
import { rememberLanguage } from './choice'
import { directionOf } from './languages'
import type { MessageId, MessageValues } from './messages'

/** Loads the shell's catalog and every area already in use in `language`, then makes it the language. */
export async function activateLanguage(language: string, also: readonly Area[] = []): Promise<void> {
  const wanted = [...new Set<Area>(['shell', ...areasInUse(), ...also])]
  await Promise.all(wanted.map((area) => loadArea(language, area)))
  i18n.activate(language)
  if (typeof document !== 'undefined') {
    document.documentElement.lang = language
    document.documentElement.dir = directionOf(language)
  }
}

interface LanguageContextValue {
  language: string
  dir: Direction
  /** Switches now (the catalogs in use are loaded first), and remembers the choice. */
  setLanguage: (language: string) => Promise<void>
}

const LanguageContext = createContext<LanguageContextValue | null>(null)

/** Around the app, once a language is active (activateLanguage). */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const [language, setCurrent] = useState(i18n.locale)
  const setLanguage = useCallback(async (next: string) => {
    // Kept at once: a page opened right after the choice (another tab, the next navigation) already has it.
    rememberLanguage(next)
    await activateLanguage(next)
    setCurrent(next)
  }, [])
  // Follows an activation made anywhere (i18n emits 'change' for it, and for every catalog loaded: the
  // same language again changes nothing, so nothing renders again).
  useEffect(() => i18n.on('change', () => setCurrent(i18n.locale)), [])
  const value = useMemo(() => ({ language, dir: directionOf(language), setLanguage }), [language, setLanguage])
  // Lingui's own I18nProvider renders every consumer again each time a catalog is loaded (i18n.load
  // emits 'change'): with a catalog per area, that was a render of the whole page per area, each one
  // long task. This context changes with the language only; a screen that needs a catalog not loaded
  // yet waits for it (useArea) and reads it as it renders.
  const lingui = useMemo(() => ({ i18n, _: i18n.t.bind(i18n), language }), [language])
  return (
    <LanguageContext value={value}>
      <LinguiContext value={lingui}>{children}</LinguiContext>
    </LanguageContext>
  )
}

/** Outside the provider (a component rendered on its own, in a unit test): the active language, fixed. */
const standalone = (): LanguageContextValue => ({
  language: i18n.locale,
  dir: directionOf(i18n.locale),
  setLanguage: (language) => activateLanguage(language),
})

export function useLanguage(): LanguageContextValue {
  return useContext(LanguageContext) ?? standalone()
}

export type Translate = (id: MessageId, values?: MessageValues) => string

/** The active language's message for an id (re-rendering when the language changes). */
export function useT(): Translate {
  // The provider's context changes with the language, so the component re-renders; without one, the
  // shared instance still answers in the active language.
  const context = useContext(LinguiContext)
  return (context?._ ?? i18n._.bind(i18n)) as Translate
}

/** Suspends until an area's catalog is loaded in the active language (a screen's first render). */
export function useArea(area: Area): void {
  const language = useContext(LinguiContext)?.i18n.locale ?? i18n.locale
  // Suspends by throwing the load (as TanStack Query's suspense queries do), not with use(): React replays
  // a render that waited once the catalog is there, and use() called only in the render that waited and
  // not in its replay is an error React reports ('Update hook called on initial render').
  if (!isAreaReady(language, area)) throw loadArea(language, area)
}

/** A message outside React (toasts, titles), in the active language. */
export const t: Translate = (id, values) => i18n._(id, values)
