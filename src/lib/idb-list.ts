// A small list kept on this device under one key, as { v: version, items: [...] }, shared by every reader
// of the page: one state, read once, with listeners told of each change (made for useSyncExternalStore).
// The caller says what a stored value means (`read`): this version's items, an older shape brought up to
// date, or null to discard it. What was discarded or changed on the way is written back cleaned. Storage
// errors (private mode, no IndexedDB, quota) are caught: the list then lives for this page only.
import { createStore, del, get, set, type UseStore } from 'idb-keyval'
import { isRecord } from './input'

/** The few operations the list needs; idb-keyval in the app, a Map in tests. */
export interface ListBackend {
  get(): Promise<unknown>
  set(value: unknown): Promise<void>
  del(): Promise<void>
}

/** One key of an IndexedDB store of its own (created on first use). */
export function idbListBackend(dbName: string, storeName: string, key: string): () => ListBackend {
  let store: UseStore | null = null
  const open = () => (store ??= createStore(dbName, storeName))
  const backend: ListBackend = {
    get: () => get(key, open()),
    set: (value) => set(key, value, open()),
    del: () => del(key, open()),
  }
  return () => backend
}

/** A backend over a Map, for tests (and for anything that should not outlive the page). */
export function memoryListBackend(map: Map<string, unknown> = new Map(), key = 'list'): ListBackend {
  return {
    get: () => Promise.resolve(map.get(key)),
    set: (value) => {
      map.set(key, value)
      return Promise.resolve()
    },
    del: () => {
      map.delete(key)
      return Promise.resolve()
    },
  }
}

export interface ListState<T> {
  /** False until the device's answer is in. */
  ready: boolean
  items: readonly T[]
}

export interface VersionedListOptions<T> {
  version: number
  /** The items a stored value holds (an older shape migrated, bad items left out), or null to discard it. */
  read: (value: unknown) => T[] | null
  backend: () => ListBackend
}

export interface VersionedList<T> {
  subscribe: (listener: () => void) => () => void
  snapshot: () => ListState<T>
  /** Reads the device (once) and resolves when the state holds its answer. */
  load: () => Promise<void>
  /** Changes the list after it is read (so nothing stored is lost), keeps it, then shows it. */
  update: (change: (items: readonly T[]) => readonly T[]) => Promise<void>
  /** Tests: start again from nothing, reading from `backend`. */
  reset: (backend?: () => ListBackend) => void
}

/** A stored value already in this version's shape, item for item: nothing to write back. */
function isCurrent(value: unknown, version: number, items: readonly unknown[]): boolean {
  return isRecord(value) && value.v === version && Array.isArray(value.items) && value.items.length === items.length
}

export function createVersionedList<T>(options: VersionedListOptions<T>): VersionedList<T> {
  const { version, read } = options
  let backend = options.backend
  let state: ListState<T> = { ready: false, items: [] }
  let loading: Promise<void> | null = null
  // Writes and changes run one after the other, in the order they were asked for.
  let queue: Promise<void> = Promise.resolve()
  const listeners = new Set<() => void>()

  const publish = (next: ListState<T>) => {
    state = next
    for (const listener of listeners) listener()
  }

  async function readDevice(): Promise<T[]> {
    try {
      const value = await backend().get()
      if (value === undefined) return []
      const items = read(value)
      if (items === null) await backend().del()
      else if (!isCurrent(value, version, items)) await backend().set({ v: version, items })
      return items ?? []
    } catch {
      return []
    }
  }

  const load = () =>
    (loading ??= readDevice().then((items) => {
      publish({ ready: true, items })
    }))

  return {
    subscribe(listener) {
      listeners.add(listener)
      void load()
      return () => listeners.delete(listener)
    },
    snapshot: () => state,
    load,
    update(change) {
      queue = queue
        .then(load)
        .then(async () => {
          const items = change(state.items)
          if (items === state.items) return
          // Shown once the device has it: a change on screen survives a reload or a closed app right
          // after it (a write still in flight when the page goes is lost with it).
          try {
            await backend().set({ v: version, items })
          } catch {
            // Kept for this page only.
          }
          publish({ ready: true, items })
        })
      return queue
    },
    reset(next) {
      state = { ready: false, items: [] }
      loading = null
      queue = Promise.resolve()
      if (next) backend = next
    },
  }
}
