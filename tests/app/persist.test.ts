// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query'
import { persistQueryClientRestore, persistQueryClientSave } from '@tanstack/react-query-persist-client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createPersistOptions, PERSIST_KEY, restorePersisted, shouldPersistQuery } from '@/app/persist'

/** A Storage whose capacity is limited, like a nearly full localStorage. */
class LimitedStorage implements Storage {
  private items = new Map<string, string>()
  constructor(private capacity: number) {}
  get length() {
    return this.items.size
  }
  clear() {
    this.items.clear()
  }
  getItem(key: string) {
    return this.items.get(key) ?? null
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null
  }
  removeItem(key: string) {
    this.items.delete(key)
  }
  setItem(key: string, value: string) {
    if (value.length > this.capacity) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    this.items.set(key, value)
  }
}

function clientWith(entries: [string, unknown, boolean][]) {
  const client = new QueryClient()
  entries.forEach(([key, data, persist], i) => {
    client.getQueryCache().build(client, { queryKey: [key], meta: { persist } })
    client.setQueryData([key], data, { updatedAt: 1000 + i })
  })
  return client
}

/** A storage that holds an earlier visit's posts list, as a reload finds it, and the options over it. */
async function earlierVisit() {
  const storage = new LimitedStorage(1_000_000)
  const options = createPersistOptions(storage)
  await persistQueryClientSave({ queryClient: clientWith([['posts', ['Making aliyah'], true]]), ...options })
  await vi.waitFor(() => expect(storage.getItem(PERSIST_KEY)).toContain('Making aliyah'), { timeout: 3000 })
  return { storage, options }
}

afterEach(() => vi.useRealTimers())

describe('persisted queries', () => {
  it('keeps only queries that ask for it and hold an answer', () => {
    const client = clientWith([
      ['posts', ['a'], true],
      ['search', ['b'], false],
    ])
    const posts = client.getQueryCache().find({ queryKey: ['posts'] })
    const search = client.getQueryCache().find({ queryKey: ['search'] })
    if (!posts || !search) throw new Error('queries were not built')
    expect(shouldPersistQuery(posts)).toBe(true)
    expect(shouldPersistQuery(search)).toBe(false)
    // A failed refresh keeps its last good data, and that is kept; a first fetch that failed has none.
    expect(shouldPersistQuery({ state: { ...posts.state, status: 'error' }, meta: { persist: true } })).toBe(true)
    expect(shouldPersistQuery({ state: { ...posts.state, status: 'error', data: undefined }, meta: { persist: true } })).toBe(false)
  })

  it('a refresh that fails offline keeps the last good answer, restored as a success with its own age', async () => {
    const storage = new LimitedStorage(1_000_000)
    const options = createPersistOptions(storage)
    const client = clientWith([['posts', ['Making aliyah'], true]])
    await client
      .fetchQuery({ queryKey: ['posts'], queryFn: () => Promise.reject(new Error('Failed to fetch posts')), staleTime: 0, retry: false, meta: { persist: true } })
      .catch(() => undefined)
    expect(client.getQueryState(['posts'])?.status).toBe('error')

    await persistQueryClientSave({ queryClient: client, ...options })
    await vi.waitFor(() => expect(storage.getItem(PERSIST_KEY)).toContain('Making aliyah'), { timeout: 3000 })
    const restored = new QueryClient()
    await persistQueryClientRestore({ queryClient: restored, ...options })
    expect(restored.getQueryData(['posts'])).toEqual(['Making aliyah'])
    expect(restored.getQueryState(['posts'])).toMatchObject({ status: 'success', error: null, dataUpdatedAt: 1000 })
  })

  it('saves the allow-listed queries and restores them into a new client', async () => {
    const storage = new LimitedStorage(1_000_000)
    const options = createPersistOptions(storage)
    await persistQueryClientSave({
      queryClient: clientWith([
        ['rates', { EUR: 0.9 }, true],
        ['secret', 'x', false],
      ]),
      ...options,
    })
    await vi.waitFor(() => expect(storage.getItem(PERSIST_KEY)).not.toBeNull(), { timeout: 3000 })
    const restored = new QueryClient()
    await persistQueryClientRestore({ queryClient: restored, ...options })
    expect(restored.getQueryData(['rates'])).toEqual({ EUR: 0.9 })
    expect(restored.getQueryData(['secret'])).toBeUndefined()
  })

  it('drops the oldest queries when the storage is full instead of failing', async () => {
    const big = 'x'.repeat(4000)
    const storage = new LimitedStorage(9000)
    const options = createPersistOptions(storage)
    await persistQueryClientSave({
      queryClient: clientWith([
        ['oldest', big, true],
        ['middle', big, true],
        ['newest', big, true],
      ]),
      ...options,
    })
    await vi.waitFor(() => expect(storage.getItem(PERSIST_KEY)).not.toBeNull(), { timeout: 3000 })
    const saved = storage.getItem(PERSIST_KEY) ?? ''
    expect(saved).toContain('newest')
    expect(saved).not.toContain('oldest')
  })

  it('works, saving nothing, when there is no usable storage', async () => {
    const options = createPersistOptions(undefined)
    await expect(
      persistQueryClientSave({ queryClient: clientWith([['rates', 1, true]]), ...options }),
    ).resolves.toBeUndefined()
    const restored = new QueryClient()
    await persistQueryClientRestore({ queryClient: restored, ...options })
    expect(restored.getQueryData(['rates'])).toBeUndefined()
  })

  it('restores an earlier session, then keeps each new answer beside it', async () => {
    const { storage, options } = await earlierVisit()

    const client = new QueryClient()
    const stop = await restorePersisted(client, options)
    expect(client.getQueryData(['posts'])).toEqual(['Making aliyah'])
    client.getQueryCache().build(client, { queryKey: ['rates'], meta: { persist: true } })
    client.setQueryData(['rates'], { EUR: 0.91 })
    await vi.waitFor(() => expect(storage.getItem(PERSIST_KEY)).toContain('0.91'), { timeout: 3000 })
    expect(storage.getItem(PERSIST_KEY)).toContain('Making aliyah')
    stop()
  })

  it('what was restored survives a fetch that is cancelled offline (a screen closed while it waited)', async () => {
    const { options } = await earlierVisit()

    const client = new QueryClient()
    const stop = await restorePersisted(client, options)
    // The route's loader starts its fetch after the restore; no network answers, and the screen closes.
    const waiting = client.prefetchQuery({
      queryKey: ['posts'],
      queryFn: ({ signal }) => new Promise<string[]>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason))),
      staleTime: 0,
      meta: { persist: true },
    })
    await client.cancelQueries({ queryKey: ['posts'] })
    await waiting
    expect(client.getQueryData(['posts'])).toEqual(['Making aliyah'])
    expect(client.getQueryState(['posts'])?.status).toBe('success')
    stop()
  })

  it('starts with an empty cache when what was kept cannot be read, and discards it', async () => {
    const storage = new LimitedStorage(1_000_000)
    storage.setItem(PERSIST_KEY, '{not json')
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const client = new QueryClient()
    const stop = await restorePersisted(client, createPersistOptions(storage))
    expect(client.getQueryCache().getAll()).toHaveLength(0)
    expect(storage.getItem(PERSIST_KEY)).toBeNull()
    expect(warn).toHaveBeenCalled()
    warn.mockRestore()
    stop()
  })

  it('writes the answer just seen at once when the page goes away, not a second later', async () => {
    const storage = new LimitedStorage(1_000_000)
    const page = new EventTarget()
    const options = createPersistOptions(storage, page)
    // The rates arrive, the person reads them, and the next moment the page is reloaded (or left).
    await persistQueryClientSave({ queryClient: clientWith([['rates', { EUR: 0.93 }, true]]), ...options })
    expect(storage.getItem(PERSIST_KEY)).toBeNull()
    page.dispatchEvent(new Event('pagehide'))
    expect(storage.getItem(PERSIST_KEY)).toContain('0.93')
    const restored = new QueryClient()
    await persistQueryClientRestore({ queryClient: restored, ...options })
    expect(restored.getQueryData(['rates'])).toEqual({ EUR: 0.93 })
  })

  it('writes at once when the page is hidden (the phone locked), and still drops the oldest when full', async () => {
    const big = 'x'.repeat(4000)
    const storage = new LimitedStorage(9000)
    const page = new EventTarget()
    const options = createPersistOptions(storage, page)
    await persistQueryClientSave({
      queryClient: clientWith([
        ['oldest', big, true],
        ['middle', big, true],
        ['rates', { EUR: 0.94 }, true],
      ]),
      ...options,
    })
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
    page.dispatchEvent(new Event('visibilitychange'))
    visibility.mockRestore()
    const saved = storage.getItem(PERSIST_KEY) ?? ''
    expect(saved).toContain('0.94')
    expect(saved).not.toContain('oldest')
  })
})
