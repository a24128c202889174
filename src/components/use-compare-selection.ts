// The destinations picked for comparison, kept on this device (localStorage) as a list of address names,
// shared by every screen of the page at once and by other tabs through the storage event. Knows nothing of
// destinations: it holds names. Anything unreadable found there is no selection, never a crash.
import { useCallback, useSyncExternalStore } from 'react'
import { addBounded } from '@/lib/bounded-list'
import { storage } from '@/content/storage-keys'

/** At most this many destinations are compared at once. */
export const MAX_COMPARED = 3
export const COMPARE_STORAGE_KEY = storage.compare.name

const EMPTY: readonly string[] = []

export function parseSelection(raw: string | null): readonly string[] {
  if (!raw) return EMPTY
  try {
    const value: unknown = JSON.parse(raw)
    if (!Array.isArray(value)) return EMPTY
    const names = value.filter((item): item is string => typeof item === 'string' && item.trim() !== '')
    return [...new Set(names)].slice(0, MAX_COMPARED)
  } catch {
    return EMPTY
  }
}

let cached: { raw: string | null; list: readonly string[] } | null = null
const listeners = new Set<() => void>()
// Storage can refuse (private mode, full): the selection then lives in memory for this page.
let memory: string | null = null

function readRaw(): string | null {
  if (memory !== null) return memory
  try {
    return window.localStorage.getItem(COMPARE_STORAGE_KEY)
  } catch {
    return null
  }
}

/** The selection now, the same array while the stored text is the same (for useSyncExternalStore). */
function snapshot(): readonly string[] {
  const raw = readRaw()
  if (cached?.raw !== raw) cached = { raw, list: parseSelection(raw) }
  return cached.list
}

function notify() {
  for (const listener of listeners) listener()
}

function onStorage(event: StorageEvent) {
  if (event.key === null || event.key === COMPARE_STORAGE_KEY) notify()
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) window.addEventListener('storage', onStorage)
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) window.removeEventListener('storage', onStorage)
  }
}

function write(list: readonly string[]) {
  const raw = JSON.stringify(list)
  try {
    window.localStorage.setItem(COMPARE_STORAGE_KEY, raw)
  } catch {
    memory = raw
  }
  notify()
}

export type AddResult = 'added' | 'present' | 'full'

export interface CompareSelection {
  selected: readonly string[]
  has: (name: string) => boolean
  /** 'full' when MAX_COMPARED are already picked: nothing changes, the caller says why. */
  add: (name: string) => AddResult
  remove: (name: string) => void
  clear: () => void
}

export function useCompareSelection(): CompareSelection {
  const selected = useSyncExternalStore(subscribe, snapshot, () => EMPTY)
  const add = useCallback((name: string): AddResult => {
    const result = addBounded(snapshot(), name, MAX_COMPARED)
    if (result.outcome === 'added') write(result.list)
    return result.outcome
  }, [])
  const remove = useCallback((name: string) => write(snapshot().filter((item) => item !== name)), [])
  const clear = useCallback(() => write([]), [])
  return { selected, has: (name) => selected.includes(name), add, remove, clear }
}
