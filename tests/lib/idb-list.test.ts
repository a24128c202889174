import { describe, expect, it } from 'vitest'
import { createVersionedList, memoryListBackend, type ListBackend } from '@/lib/idb-list'

// A list of words, version 2; version 1 kept them as a bare array (migrated), anything else is discarded.
const read = (value: unknown): string[] | null => {
  if (Array.isArray(value)) return value.filter((entry) => typeof entry === 'string')
  if (typeof value === 'object' && value !== null && 'v' in value && value.v === 2 && 'items' in value && Array.isArray(value.items)) {
    return value.items.filter((entry: unknown): entry is string => typeof entry === 'string')
  }
  return null
}

function make(initial?: unknown) {
  const map = new Map<string, unknown>()
  if (initial !== undefined) map.set('list', initial)
  const list = createVersionedList<string>({ version: 2, read, backend: () => memoryListBackend(map) })
  return { list, map }
}

const failing: ListBackend = {
  get: () => Promise.reject(new DOMException('denied', 'InvalidStateError')),
  set: () => Promise.reject(new DOMException('quota', 'QuotaExceededError')),
  del: () => Promise.reject(new DOMException('quota', 'QuotaExceededError')),
}

describe('a versioned list on the device', () => {
  it('is empty and not ready before it is read, then holds what was stored', async () => {
    const { list } = make({ v: 2, items: ['a', 'b'] })
    expect(list.snapshot()).toEqual({ ready: false, items: [] })
    await list.load()
    expect(list.snapshot()).toEqual({ ready: true, items: ['a', 'b'] })
  })

  it('writes each change as { v, items } and tells its listeners', async () => {
    const { list, map } = make()
    let told = 0
    const stop = list.subscribe(() => told++)
    await list.update((items) => ['x', ...items])
    await list.update((items) => ['y', ...items])
    expect(map.get('list')).toEqual({ v: 2, items: ['y', 'x'] })
    expect(list.snapshot().items).toEqual(['y', 'x'])
    expect(told).toBeGreaterThanOrEqual(3)
    stop()
  })

  it('shows a change only once the device holds it, so a reload right after it finds it', async () => {
    const map = new Map<string, unknown>()
    const memory = memoryListBackend(map)
    let finishWrite = () => {}
    let writeAsked = () => {}
    const asked = new Promise<void>((resolve) => (writeAsked = resolve))
    const slowWrite: ListBackend = {
      ...memory,
      set: (value) =>
        new Promise<void>((resolve) => {
          finishWrite = () => void memory.set(value).then(resolve)
          writeAsked()
        }),
    }
    const list = createVersionedList<string>({ version: 2, read, backend: () => slowWrite })
    await list.load()
    const updated = list.update((items) => ['starred', ...items])
    await asked
    expect(list.snapshot().items).toEqual([])
    finishWrite()
    await updated
    expect(map.get('list')).toEqual({ v: 2, items: ['starred'] })
    expect(list.snapshot().items).toEqual(['starred'])
  })

  it('applies a change asked for before the device answered after what it held, losing nothing', async () => {
    const { list, map } = make({ v: 2, items: ['kept'] })
    await list.update((items) => ['new', ...items])
    expect(map.get('list')).toEqual({ v: 2, items: ['new', 'kept'] })
  })

  it('migrates an older shape and writes it back in this version', async () => {
    const { list, map } = make(['old', 3, 'older'])
    await list.load()
    expect(list.snapshot().items).toEqual(['old', 'older'])
    expect(map.get('list')).toEqual({ v: 2, items: ['old', 'older'] })
  })

  it.each([
    ['another version', { v: 3, items: ['a'] }],
    ['a bare string', 'a'],
    ['null', null],
  ])('discards %s: an empty list, and the value removed', async (_what, value) => {
    const { list, map } = make(value)
    await list.load()
    expect(list.snapshot()).toEqual({ ready: true, items: [] })
    expect(map.has('list')).toBe(false)
  })

  it('keeps working for the page when storage fails', async () => {
    const list = createVersionedList<string>({ version: 2, read, backend: () => failing })
    await list.load()
    expect(list.snapshot()).toEqual({ ready: true, items: [] })
    await list.update((items) => ['only here', ...items])
    expect(list.snapshot().items).toEqual(['only here'])
  })

  it('starts again from nothing on reset, reading another backend', async () => {
    const { list } = make({ v: 2, items: ['a'] })
    await list.load()
    const other = new Map<string, unknown>([['list', { v: 2, items: ['b'] }]])
    list.reset(() => memoryListBackend(other))
    expect(list.snapshot().ready).toBe(false)
    await list.load()
    expect(list.snapshot().items).toEqual(['b'])
  })
})
