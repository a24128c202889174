import { describe, expect, it } from 'vitest'
import { getSavedArticle, SAVED_ARTICLES_LIMIT, saveArticle, type KeyValueStore } from '@/features/news/saved-articles'
import { post } from './fixtures'

function memoryStore(): KeyValueStore & { map: Map<number, unknown> } {
  const map = new Map<number, unknown>()
  return {
    map,
    get: async (key) => map.get(key),
    set: async (key, value) => void map.set(key, value),
    del: async (key) => void map.delete(key),
    entries: async () => [...map.entries()],
  }
}

const failing: KeyValueStore = {
  get: () => Promise.reject(new Error('QuotaExceededError')),
  set: () => Promise.reject(new Error('QuotaExceededError')),
  del: () => Promise.reject(new Error('QuotaExceededError')),
  entries: () => Promise.reject(new Error('QuotaExceededError')),
}

describe('saved articles', () => {
  it('keeps an article that was read and gives it back', async () => {
    const store = memoryStore()
    const saved = await saveArticle(post(7), store, 1000)
    expect(saved).toEqual({ post: post(7), savedAt: 1000 })
    expect(await getSavedArticle(7, store)).toEqual({ post: post(7), savedAt: 1000 })
    expect(await getSavedArticle(8, store)).toBeUndefined()
  })

  it(`keeps at most ${SAVED_ARTICLES_LIMIT}, dropping the longest unread`, async () => {
    const store = memoryStore()
    for (let id = 1; id <= SAVED_ARTICLES_LIMIT; id++) await saveArticle(post(id), store, id)
    await saveArticle(post(1), store, 100) // read again: now the newest
    await saveArticle(post(99), store, 101)
    expect(store.map.size).toBe(SAVED_ARTICLES_LIMIT)
    expect(await getSavedArticle(2, store)).toBeUndefined()
    expect(await getSavedArticle(1, store)).toBeDefined()
    expect(await getSavedArticle(99, store)).toBeDefined()
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
