// Articles that were read, kept in IndexedDB (idb-keyval) so they stay readable offline even when the
// query cache has been trimmed. One store, keyed by post id, capped at 50 articles (oldest read dropped).
// Storage errors (private mode, quota, no IndexedDB) are caught and turned into empty values.
import { createStore, del, entries, get, set, type UseStore } from 'idb-keyval'
import { isRecord } from '@/lib/input'
import type { Post } from './api'

export const SAVED_ARTICLES_LIMIT = 50
const DB_NAME = 'waypoint-news'
const STORE_NAME = 'articles'

interface SavedArticle {
  post: Post
  /** When it was saved (ms since the epoch). */
  savedAt: number
}

/** The few operations the store needs; idb-keyval in the app, a Map in tests. */
export interface KeyValueStore {
  get(key: number): Promise<unknown>
  set(key: number, value: SavedArticle): Promise<void>
  del(key: number): Promise<void>
  entries(): Promise<[IDBValidKey, unknown][]>
}

let idbStore: UseStore | null = null

function indexedDbStore(): KeyValueStore {
  const store = () => (idbStore ??= createStore(DB_NAME, STORE_NAME))
  return {
    get: (key) => get(key, store()),
    set: (key, value) => set(key, value, store()),
    del: (key) => del(key, store()),
    entries: () => entries(store()),
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

/**
 * Saves an article that was read and drops the oldest beyond 50. Returns what was saved, or undefined
 * when storage failed.
 */
export async function saveArticle(
  post: Post,
  store: KeyValueStore = indexedDbStore(),
  now: number = Date.now(),
): Promise<SavedArticle | undefined> {
  const saved: SavedArticle = { post, savedAt: now }
  try {
    await store.set(post.id, saved)
    const all = await store.entries()
    if (all.length > SAVED_ARTICLES_LIMIT) {
      const oldest = all
        .map(([key, value]) => ({ key, savedAt: isSavedArticle(value) ? value.savedAt : -Infinity }))
        .sort((a, b) => a.savedAt - b.savedAt)
        .slice(0, all.length - SAVED_ARTICLES_LIMIT)
      for (const { key } of oldest) if (typeof key === 'number') await store.del(key)
    }
    return saved
  } catch {
    return undefined
  }
}
