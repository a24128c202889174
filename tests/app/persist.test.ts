import { QueryClient } from '@tanstack/react-query'
import { persistQueryClientRestore, persistQueryClientSave } from '@tanstack/react-query-persist-client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createPersistOptions, PERSIST_KEY, shouldPersistQuery } from '@/app/persist'

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

afterEach(() => vi.useRealTimers())

describe('persisted queries', () => {
  it('keeps only successful queries that ask for it', () => {
    const client = clientWith([
      ['posts', ['a'], true],
      ['search', ['b'], false],
    ])
    const posts = client.getQueryCache().find({ queryKey: ['posts'] })
    const search = client.getQueryCache().find({ queryKey: ['search'] })
    if (!posts || !search) throw new Error('queries were not built')
    expect(shouldPersistQuery(posts)).toBe(true)
    expect(shouldPersistQuery(search)).toBe(false)
    expect(shouldPersistQuery({ state: { ...posts.state, status: 'error' }, meta: { persist: true } })).toBe(false)
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
})
