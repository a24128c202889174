// The person's favourites (docs/behaviour.md, "Favourites and My shortlist"): destinations, world-time
// cities, currency pairs and articles, starred on this device and kept in IndexedDB (idb-keyval, a store
// of its own) as { v: 1, items: [{ kind, id, addedAt, ... }] }, most recently starred first. Anything else
// found there (another version, damaged data) is discarded; an item that does not parse (an unknown kind,
// a bad id, a repeat) is left out; both quietly, never a crash. One list for the whole page: a star in one
// place shows everywhere at once. This module knows the kinds only by name; what an id means (a
// destination's address name, a clock city's id, 'USD-ILS', a post id) is for the screens that star it.
import { useCallback, useMemo, useState, useSyncExternalStore } from 'react'
import { isRecord } from '@/lib/input'
import { createVersionedList, idbListBackend, type ListBackend } from '@/lib/idb-list'
import { putFirst } from '@/lib/put-first'
import { storage } from '@/content/storage-keys'

export const FAVOURITES_VERSION = 1
/** More than anyone stars by hand; the oldest go first past it. */
export const FAVOURITES_LIMIT = 200

export const favouriteKinds = ['destination', 'city', 'pair', 'article'] as const
export type FavouriteKind = (typeof favouriteKinds)[number]

interface BaseFavourite {
  id: string
  /** When it was starred (ms since the epoch). */
  addedAt: number
}

/** An article keeps its title and date, so the shortlist can list it offline. */
export type Favourite =
  | (BaseFavourite & { kind: 'destination' | 'city' | 'pair' })
  | (BaseFavourite & { kind: 'article'; title: string; date: string })

/** What a screen gives to star something (the time is added here). */
export type FavouriteInput =
  | { kind: 'destination' | 'city' | 'pair'; id: string }
  | { kind: 'article'; id: string; title: string; date: string }

const MAX_ID = 120
const MAX_TITLE = 400

const isKind = (value: unknown): value is FavouriteKind => favouriteKinds.some((kind) => kind === value)

const validId: Record<FavouriteKind, (id: string) => boolean> = {
  destination: (id) => id.trim() !== '' && id.length <= MAX_ID,
  city: (id) => /^[a-z][a-z-]{0,60}$/.test(id),
  pair: (id) => /^[A-Z]{3}-[A-Z]{3}$/.test(id) && id.slice(0, 3) !== id.slice(4),
  article: (id) => /^[1-9]\d{0,15}$/.test(id),
}

/** One stored item, when it is whole; otherwise null. */
export function parseFavourite(value: unknown): Favourite | null {
  if (!isRecord(value) || !isKind(value.kind) || typeof value.id !== 'string' || !validId[value.kind](value.id)) return null
  const addedAt = typeof value.addedAt === 'number' && Number.isFinite(value.addedAt) && value.addedAt >= 0 ? value.addedAt : null
  if (addedAt === null) return null
  if (value.kind !== 'article') return { kind: value.kind, id: value.id, addedAt }
  if (typeof value.title !== 'string' || typeof value.date !== 'string') return null
  return { kind: 'article', id: value.id, addedAt, title: value.title.slice(0, MAX_TITLE), date: value.date.slice(0, 40) }
}

/**
 * The favourites in a stored value: this version's items that parse, once each, in their stored order
 * (most recent first); null for anything that is not this version's shape (discarded).
 */
export function parseStoredFavourites(value: unknown): Favourite[] | null {
  if (!isRecord(value) || value.v !== FAVOURITES_VERSION || !Array.isArray(value.items)) return null
  const seen = new Set<string>()
  const items: Favourite[] = []
  for (const entry of value.items) {
    const item = parseFavourite(entry)
    if (!item || seen.has(keyOf(item.kind, item.id))) continue
    seen.add(keyOf(item.kind, item.id))
    items.push(item)
  }
  return items.slice(0, FAVOURITES_LIMIT)
}

const keyOf = (kind: FavouriteKind, id: string) => `${kind}\u0000${id}`

const list = createVersionedList<Favourite>({
  version: FAVOURITES_VERSION,
  read: parseStoredFavourites,
  backend: idbListBackend(storage.favourites.name, 'favourites', 'favourites'),
})

/** Tests: start again from nothing, reading from `backend`. */
export function resetFavouritesForTests(backend?: () => ListBackend) {
  list.reset(backend)
}

/** The list changes, also for code outside React (tests, the shortlist's clean-up). */
export const favouritesStore = {
  load: list.load,
  snapshot: list.snapshot,
  /** Stars something (again: it moves to the top). Ids that do not parse are refused. */
  add(input: FavouriteInput, now = Date.now()): Promise<void> {
    const item = parseFavourite({ ...input, addedAt: now })
    if (!item) return Promise.resolve()
    return list.update((items) => [item, ...items.filter((entry) => keyOf(entry.kind, entry.id) !== keyOf(item.kind, item.id))].slice(0, FAVOURITES_LIMIT))
  },
  remove(kind: FavouriteKind, id: string): Promise<void> {
    return list.update((items) => (items.some((entry) => entry.kind === kind && entry.id === id) ? items.filter((entry) => !(entry.kind === kind && entry.id === id)) : items))
  },
  /** Keeps of one kind only the ids `keep` accepts (a destination no longer in the sheet goes). */
  prune(kind: FavouriteKind, keep: (id: string) => boolean): Promise<void> {
    return list.update((items) => (items.some((entry) => entry.kind === kind && !keep(entry.id)) ? items.filter((entry) => entry.kind !== kind || keep(entry.id)) : items))
  },
  clear(): Promise<void> {
    return list.update((items) => (items.length === 0 ? items : []))
  },
}

export interface FavouritesState {
  ready: boolean
  /** Most recently starred first. */
  items: readonly Favourite[]
  isStarred: (kind: FavouriteKind, id: string) => boolean
  /** Stars or unstars; true when it is now starred. */
  toggle: (input: FavouriteInput) => boolean
  remove: (kind: FavouriteKind, id: string) => void
  clear: () => void
}

/** The favourites, shared by every component that shows a star or the shortlist, and the ways to change them. */
export function useFavourites(): FavouritesState {
  const state = useSyncExternalStore(list.subscribe, list.snapshot, list.snapshot)
  const keys = useMemo(() => new Set(state.items.map((item) => keyOf(item.kind, item.id))), [state.items])
  const isStarred = useCallback((kind: FavouriteKind, id: string) => keys.has(keyOf(kind, id)), [keys])
  const toggle = useCallback(
    (input: FavouriteInput) => {
      const starred = keys.has(keyOf(input.kind, input.id))
      void (starred ? favouritesStore.remove(input.kind, input.id) : favouritesStore.add(input))
      return !starred
    },
    [keys],
  )
  const remove = useCallback((kind: FavouriteKind, id: string) => void favouritesStore.remove(kind, id), [])
  const clear = useCallback(() => void favouritesStore.clear(), [])
  return { ready: state.ready, items: state.items, isStarred, toggle, remove, clear }
}

/** The ids of one kind that are starred, most recent first. */
export function starredIds(items: readonly Favourite[], kind: FavouriteKind): string[] {
  return items.filter((item) => item.kind === kind).map((item) => item.id)
}

/** A list with its starred entries first (most recently starred first), then the others in their own order. */
export const starredFirst = putFirst

const NONE: readonly string[] = []

/**
 * The ids of one kind starred when the screen opened (once the device has answered), for putting them
 * first: a star clicked now moves nothing under the person's finger; the new order shows next time.
 */
export function useStarredOrder(kind: FavouriteKind): readonly string[] {
  const { ready, items } = useFavourites()
  const [order, setOrder] = useState<readonly string[] | null>(() => (ready ? starredIds(items, kind) : null))
  // Taken while rendering once the answer is in (React's pattern for state derived from props).
  if (order === null && ready) setOrder(starredIds(items, kind))
  return order ?? NONE
}
