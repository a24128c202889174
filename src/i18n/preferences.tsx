// How a person likes numbers shown: the clock (24- or 12-hour), temperatures (°C or °F), speeds (km/h or
// mph) and distances (km or miles). Each follows the language until the person chooses (the settings
// panel); a choice is kept on this device.
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react'
import { useLanguage } from './react'
import { storage } from '@/content/storage-keys'

export interface Preferences {
  clock: '24h' | '12h'
  temperature: 'c' | 'f'
  speed: 'kmh' | 'mph'
  distance: 'km' | 'mi'
}

const KEY = storage.preferences.name

/**
 * The defaults of a language. All four of ours use the 24-hour clock and metric units (the spec's English
 * formats are 24-hour, °C and km/h); a language whose people use others would say so here.
 */
export function defaultPreferences(_language: string): Preferences {
  return { clock: '24h', temperature: 'c', speed: 'kmh', distance: 'km' }
}

const allowed: { [Key in keyof Preferences]: readonly Preferences[Key][] } = {
  clock: ['24h', '12h'],
  temperature: ['c', 'f'],
  speed: ['kmh', 'mph'],
  distance: ['km', 'mi'],
}

/** The choices kept on this device, each checked; anything unreadable is no choice. */
export function readChosen(raw: string | null): Partial<Preferences> {
  let value: unknown
  try {
    value = raw ? JSON.parse(raw) : {}
  } catch {
    return {}
  }
  if (typeof value !== 'object' || value === null) return {}
  const chosen: Partial<Record<keyof Preferences, string>> = {}
  for (const key of Object.keys(allowed) as (keyof Preferences)[]) {
    const candidate = (value as Record<string, unknown>)[key]
    if (typeof candidate === 'string' && (allowed[key] as readonly string[]).includes(candidate)) chosen[key] = candidate
  }
  return chosen as Partial<Preferences>
}

function stored(): Partial<Preferences> {
  try {
    return readChosen(localStorage.getItem(KEY))
  } catch {
    return {}
  }
}

interface PreferencesContextValue {
  preferences: Preferences
  choose: (change: Partial<Preferences>) => void
}

const PreferencesContext = createContext<PreferencesContextValue | null>(null)

/** Inside the LanguageProvider: the defaults follow its language. */
export function PreferencesProvider({ children }: { children: ReactNode }) {
  const { language } = useLanguage()
  const [chosen, setChosen] = useState<Partial<Preferences>>(stored)
  const choose = useCallback((change: Partial<Preferences>) => {
    setChosen((previous) => {
      const next = { ...previous, ...change }
      try {
        localStorage.setItem(KEY, JSON.stringify(next))
      } catch {
        // Storage refused: the choice holds for this page.
      }
      return next
    })
  }, [])
  const value = useMemo(() => ({ preferences: { ...defaultPreferences(language), ...chosen }, choose }), [language, chosen, choose])
  return <PreferencesContext value={value}>{children}</PreferencesContext>
}

/** Outside the provider (a unit test): the language's defaults, and what the device keeps. */
export function usePreferences(): PreferencesContextValue {
  const { language } = useLanguage()
  return useContext(PreferencesContext) ?? { preferences: { ...defaultPreferences(language), ...stored() }, choose: () => undefined }
}
