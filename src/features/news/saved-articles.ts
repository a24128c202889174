// Articles kept on this device, in IndexedDB (idb-keyval), so they open offline in full: every post a
// listing fetched, every post read, and the latest ones saved for the trip. One store keyed by post id,
// bounded to the latest 100 by the post's date. Values another version wrote that no longer have a post's
// shape are discarded. Storage errors (private mode, quota, no IndexedDB) are caught: reads become empty
// values, writes say how many were kept and why the rest were not ('quota' when the device is full).
import { clear, createStore, del, entries, get, keys, set, setMany, type UseStore } from 'idb-keyval'
import { isRecord } from '@/lib/input'
import { storageFailure, type StorageFailure } from '@/lib/storage-error'
import type { Post } from './api'
import { storage } from '@/content/storage-keys'

export const SAVED_ARTICLES_LIMIT = 100
const DB_NAME = storage.savedArticles.name
const STORE_NAME = 'articles'

export interface SavedArticle {
  post: Post
  /** When it was saved (ms since the epoch). */
  savedAt: number
}

/** The few operations the store needs; idb-keyval in the app, a Map in tests. */
export interface KeyValueStore {
  get(key: number): Promise<unknown>
  set(key: number, value: SavedArticle): Promise<void>
  /** All in one transaction: all are written, or none. */
  setMany(items: [number, SavedArticle][]): Promise<void>
  del(key: IDBValidKey): Promise<void>
  entries(): Promise<[IDBValidKey, unknown][]>
  /** The keys alone: counting them reads no article. */
  keys(): Promise<IDBValidKey[]>
  clear(): Promise<void>
}

let idbStore: UseStore | null = null

function indexedDbStore(): KeyValueStore {
  const store = () => (idbStore ??= createStore(DB_NAME, STORE_NAME))
  return {
    get: (key) => get(key, store()),
    set: (key, value) => set(key, value, store()),
    setMany: (items) => setMany(items, store()),
    del: (key) => del(key, store()),
    entries: () => entries(store()),
    keys: () => keys(store()),
    clear: () => clear(store()),
  }
}

const isIdList = (value: unknown): value is number[] => Array.isArray(value) && value.every((id) => Number.isSafeInteger(id))

/** A stored value that still has the shape of a saved article (an older app version may have written it). */
function isSavedArticle(value: unknown): value is SavedArticle {
  if (!isRecord(value) || typeof value.savedAt !== 'number' || !isRecord(value.post)) return false
  const post = value.post
  return (
    Number.isSafeInteger(post.id) &&
    typeof post.date === 'string' &&
    typeof post.title === 'string' &&
    typeof post.excerpt === 'string' &&
    typeof post.contentHtml === 'string' &&
    isIdList(post.categoryIds) &&
    Array.isArray(post.categories) &&
    post.categories.every((category) => isRecord(category) && Number.isSafeInteger(category.id) && typeof category.name === 'string') &&
    (post.categoryLabel === null || typeof post.categoryLabel === 'string') &&
    typeof post.image === 'string' &&
    typeof post.imageAlt === 'string'
  )
}

/** The saved copy of an article, or undefined (also when storage fails). */
export async function getSavedArticle(id: number, store: KeyValueStore = indexedDbStore()): Promise<SavedArticle | undefined> {
  try {
    const value = await store.get(id)
    return isSavedArticle(value) && value.post.id === id ? value : undefined
  } catch {
    return undefined
  }
}

/** Every saved article, newest post first; values of another shape are left out (and removed). */
export async function listSavedArticles(store: KeyValueStore = indexedDbStore()): Promise<SavedArticle[]> {
  try {
    const all = await store.entries()
    const kept: SavedArticle[] = []
    for (const [key, value] of all) {
      if (isSavedArticle(value) && value.post.id === key) kept.push(value)
      else await store.del(key)
    }
    return kept.sort(newestFirst)
  } catch {
    return []
  }
}

/** Posts' dates are 'YYYY-MM-DDTHH:mm:ss', so they compare as strings; ties by id. */
function newestFirst(a: SavedArticle, b: SavedArticle): number {
  return a.post.date === b.post.date ? b.post.id - a.post.id : a.post.date < b.post.date ? 1 : -1
}

/**
 * Drops the oldest posts beyond the limit (and, while at it, what no longer has a post's shape). Within
 * the limit it only counts the keys: reading every article back means copying up to 100 bodies onto the
 * main thread in one task (56 ms of one IndexedDB callback on the news listing's first visit, measured),
 * for nothing to drop.
 */
export async function trimSavedArticles(store: KeyValueStore = indexedDbStore()): Promise<void> {
  if ((await store.keys()).length <= SAVED_ARTICLES_LIMIT) return
  const kept = await listSavedArticles(store)
  for (const old of kept.slice(SAVED_ARTICLES_LIMIT)) await store.del(old.post.id)
}

export interface SaveOutcome {
  /** How many of the posts were written. */
  saved: number
  /** Why the rest were not, or null when all were. */
  failure: StorageFailure | null
}

/**
 * Keeps posts (a listing's batch, a post that was read, the trip's articles), then drops the oldest beyond
 * 100. Stops at the first write the device refuses and says how many were kept before it.
 */
export async function saveArticles(
  posts: readonly Post[],
  store: KeyValueStore = indexedDbStore(),
  now: number = Date.now(),
  { trim = true }: { trim?: boolean } = {},
): Promise<SaveOutcome> {
  let saved = 0
  try {
    // One transaction for the lot: a listing's 20 posts were 20 transactions and as many callbacks on the
    // main thread while the page was still starting. Only when the device refuses it are they written one
    // at a time, to keep as many as fit and say why the rest were not.
    await store.setMany(posts.map((post) => [post.id, { post, savedAt: now }]))
    saved = posts.length
  } catch {
    try {
      for (const post of posts) {
        await store.set(post.id, { post, savedAt: now })
        saved++
      }
    } catch (error) {
      return { saved, failure: storageFailure(error) }
    }
  }
  if (!trim) return { saved, failure: null }
  try {
    await trimSavedArticles(store)
  } catch {
    // What was written stays; the next save trims again.
  }
  return { saved, failure: null }
}

/** Saves an article that was read. Returns what was saved, or undefined when storage failed. */
export async function saveArticle(
  post: Post,
  store: KeyValueStore = indexedDbStore(),
  now: number = Date.now(),
): Promise<SavedArticle | undefined> {
  const outcome = await saveArticles([post], store, now)
  return outcome.saved === 1 ? { post, savedAt: now } : undefined
}

/** Removes the given articles (gone from WordPress). */
export async function removeSavedArticles(ids: readonly number[], store: KeyValueStore = indexedDbStore()): Promise<void> {
  try {
    for (const id of ids) await store.del(id)
  } catch {
    // Nothing to do: they stay until the next refresh.
  }
}

/** Removes every saved article; nothing else (favourites, settings, the outbox live in stores of their own). */
export async function clearSavedArticles(store: KeyValueStore = indexedDbStore()): Promise<boolean> {
  try {
    await store.clear()
    return true
  } catch {
    return false
  }
}
