import { describe, expect, it } from 'vitest'
import {
  clearSavedArticles,
  getSavedArticle,
  listSavedArticles,
  removeSavedArticles,
  SAVED_ARTICLES_LIMIT,
  saveArticle,
  saveArticles,
  type KeyValueStore,
} from '@/features/news/saved-articles'
import { post } from './fixtures'

function memoryStore(): KeyValueStore & { map: Map<number, unknown> } {
  const map = new Map<number, unknown>()
  return {
    map,
    get: async (key) => map.get(key),
    set: async (key, value) => void map.set(key, value),
    setMany: async (items) => {
      for (const [key, value] of items) map.set(key, value)
    },
    del: async (key) => void (typeof key === 'number' && map.delete(key)),
    entries: async () => [...map.entries()],
    keys: async () => [...map.keys()],
    clear: async () => map.clear(),
  }
}

/** A store that takes `room` articles, then refuses every write as a full device does. */
function fullAfter(room: number): KeyValueStore & { map: Map<number, unknown> } {
  const store = memoryStore()
  return {
    ...store,
    set: async (key, value) => {
      if (!store.map.has(key) && store.map.size >= room) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
      store.map.set(key, value)
    },
    // One transaction: past the room, nothing of it is written.
    setMany: async (items) => {
      const added = items.filter(([key]) => !store.map.has(key)).length
      if (store.map.size + added > room) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
      for (const [key, value] of items) store.map.set(key, value)
    },
  }
}

const day = (n: number) => `2026-10-${String(n).padStart(2, '0')}T09:00:00`

const failing: KeyValueStore = {
  get: () => Promise.reject(new Error('QuotaExceededError')),
  set: () => Promise.reject(new Error('QuotaExceededError')),
  setMany: () => Promise.reject(new Error('QuotaExceededError')),
  del: () => Promise.reject(new Error('QuotaExceededError')),
  entries: () => Promise.reject(new Error('QuotaExceededError')),
  keys: () => Promise.reject(new Error('QuotaExceededError')),
  clear: () => Promise.reject(new Error('QuotaExceededError')),
}

describe('saved articles', () => {
  it('keeps an article that was read and gives it back', async () => {
    const store = memoryStore()
    const saved = await saveArticle(post(7), store, 1000)
    expect(saved).toEqual({ post: post(7), savedAt: 1000 })
    expect(await getSavedArticle(7, store)).toEqual({ post: post(7), savedAt: 1000 })
    expect(await getSavedArticle(8, store)).toBeUndefined()
  })

  it('reads no article back while fewer than the limit are kept (the listing saves without a long task)', async () => {
    const store = memoryStore()
    let read = 0
    const counting: KeyValueStore = { ...store, entries: () => (read++, store.entries()) }
    await saveArticles(Array.from({ length: 20 }, (_, index) => post(index + 1)), counting)
    expect(store.map.size).toBe(20)
    expect(read).toBe(0)
    await saveArticles(Array.from({ length: SAVED_ARTICLES_LIMIT }, (_, index) => post(index + 21)), counting)
    expect(read).toBe(1)
    expect(store.map.size).toBe(SAVED_ARTICLES_LIMIT)
  })

  it(`keeps the latest ${SAVED_ARTICLES_LIMIT} by the post's date, whenever each was saved`, async () => {
    const store = memoryStore()
    const older = Array.from({ length: 30 }, (_, index) => post(index + 1, { date: day(1) }))
    const newer = Array.from({ length: SAVED_ARTICLES_LIMIT }, (_, index) => post(index + 101, { date: day(2 + (index % 27)) }))
    await saveArticles(newer, store, 1)
    // Saved later, but older posts: these are the ones dropped.
    expect(await saveArticles(older, store, 2)).toEqual({ saved: 30, failure: null })
    expect(store.map.size).toBe(SAVED_ARTICLES_LIMIT)
    expect(await getSavedArticle(1, store)).toBeUndefined()
    expect(await getSavedArticle(101, store)).toBeDefined()
    const listed = await listSavedArticles(store)
    expect(listed).toHaveLength(SAVED_ARTICLES_LIMIT)
    expect(listed[0]?.post.date).toBe(day(28))
  })

  it('names a full device and says how many were kept before it', async () => {
    const store = fullAfter(38)
    const posts = Array.from({ length: 50 }, (_, index) => post(index + 1))
    expect(await saveArticles(posts, store)).toEqual({ saved: 38, failure: 'quota' })
    expect(store.map.size).toBe(38)
    expect(await saveArticles([post(99)], failing)).toEqual({ saved: 0, failure: 'unavailable' })
  })

  it('discards stored values of another shape when listing, removes and clears only its own store', async () => {
    const store = memoryStore()
    store.map.set(5, { post: { id: 5, title: 'old shape' }, savedAt: 1 })
    await saveArticles([post(1), post(2), post(3)], store, 10)
    expect((await listSavedArticles(store)).map((saved) => saved.post.id).sort()).toEqual([1, 2, 3])
    expect(store.map.has(5)).toBe(false)
    await removeSavedArticles([2], store)
    expect(await getSavedArticle(2, store)).toBeUndefined()
    expect(await clearSavedArticles(store)).toBe(true)
    expect(store.map.size).toBe(0)
    expect(await clearSavedArticles(failing)).toBe(false)
    expect(await listSavedArticles(failing)).toEqual([])
  })

  it('ignores values of another shape, and turns storage errors into empty values', async () => {
    const store = memoryStore()
    store.map.set(5, { post: { id: 5, title: 'old shape' }, savedAt: 1 })
    store.map.set(6, { post: post(60), savedAt: 1 })
    expect(await getSavedArticle(5, store)).toBeUndefined()
    expect(await getSavedArticle(6, store)).toBeUndefined()
    expect(await getSavedArticle(1, failing)).toBeUndefined()
    expect(await saveArticle(post(1), failing)).toBeUndefined()
  })

  it('without IndexedDB (jsdom) the default store is simply empty', async () => {
    expect(await getSavedArticle(1)).toBeUndefined()
    expect(await saveArticle(post(1))).toBeUndefined()
  })
})
