// The person's home city, kept on this device in IndexedDB (idb-keyval, a store of its own) as
// { v: 1, id }. Anything else found there (an older or newer version, a bare string, damaged data, a city
// the app no longer lists) is discarded quietly: no home, never a crash. Storage errors (private mode, no
// IndexedDB) leave the choice for this page only.
import { useCallback, useSyncExternalStore } from 'react'
import { createStore, del, get, set, type UseStore } from 'idb-keyval'
import { clockCities, extraHomeCities, type ClockCity } from '@/content/cities'
import { isRecord } from '@/lib/input'
import { storage } from '@/content/storage-keys'

const DB_NAME = storage.homeCity.name
const STORE_NAME = 'home'
const KEY = 'home'
export const HOME_VERSION = 1

export interface StoredHome {
  v: typeof HOME_VERSION
  id: string
}

/** The places a home can be: the 40 clock cities, then the built-in destinations that are not among them. */
export const homeCities: readonly ClockCity[] = [...clockCities, ...extraHomeCities]

export const homeCityById = (id: string | null): ClockCity | null => (id === null ? null : (homeCities.find((city) => city.id === id) ?? null))

/** The few operations the store needs; idb-keyval in the app, a Map in tests. */
export interface HomeStore {
  get(): Promise<unknown>
  set(value: StoredHome): Promise<void>
  del(): Promise<void>
}

let idbStore: UseStore | null = null

function indexedDbStore(): HomeStore {
  const store = () => (idbStore ??= createStore(DB_NAME, STORE_NAME))
  return {
    get: () => get(KEY, store()),
    set: (value) => set(KEY, value, store()),
    del: () => del(KEY, store()),
  }
}

/** The city id in a stored value, when it is this version's shape and a city we list; otherwise null. */
export function parseStoredHome(value: unknown, isKnown: (id: string) => boolean = (id) => homeCityById(id) !== null): string | null {
  if (!isRecord(value) || value.v !== HOME_VERSION || typeof value.id !== 'string') return null
  return isKnown(value.id) ? value.id : null
}

/** The home city kept on this device, or null; what cannot be used is removed on the way. */
export async function readHome(store: HomeStore = indexedDbStore()): Promise<string | null> {
  try {
    const value = await store.get()
    const id = parseStoredHome(value)
    if (id === null && value !== undefined) await store.del()
    return id
  } catch {
    return null
  }
}

/** Keeps (or, with null, forgets) the home city. False when storage failed. */
export async function writeHome(id: string | null, store: HomeStore = indexedDbStore()): Promise<boolean> {
  try {
    if (id === null) await store.del()
    else await store.set({ v: HOME_VERSION, id })
    return true
  } catch {
    return false
  }
}

// One home for every screen of the page (the world clock, a destination's panel): a choice made in one
// shows in the others at once.
interface HomeState {
  /** False until the device's answer is in: screens then show no home rather than flash 'Set'. */
  ready: boolean
  id: string | null
}

let state: HomeState = { ready: false, id: null }
let loading: Promise<void> | null = null
const listeners = new Set<() => void>()
let storeForPage: () => HomeStore = indexedDbStore

function update(next: HomeState) {
  state = next
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  loading ??= readHome(storeForPage()).then((id) => {
    // A choice made while the device was being read wins over what it held.
    if (!state.ready) update({ ready: true, id })
  })
  return () => listeners.delete(listener)
}

const snapshot = () => state

/** Tests: start again from nothing, reading from `store`. */
export function resetHomeForTests(store: () => HomeStore = indexedDbStore) {
  state = { ready: false, id: null }
  loading = null
  storeForPage = store
}

export interface HomeCityState {
  /** The home city, or null (none chosen, or not read yet). */
  home: ClockCity | null
  ready: boolean
  setHome: (id: string | null) => void
}

/** The person's home city, shared by every component that shows it, and the way to change it. */
export function useHomeCity(): HomeCityState {
  const current = useSyncExternalStore(subscribe, snapshot, snapshot)
  const setHome = useCallback((id: string | null) => {
    const next = homeCityById(id)?.id ?? null
    // Shown once the device holds it (or could not): a reload right after the choice still finds it.
    void writeHome(next, storeForPage()).then(() => update({ ready: true, id: next }))
  }, [])
  return { home: homeCityById(current.id), ready: current.ready, setHome }
}
