// The outbox's IndexedDB store (idb-keyval, its own database so nothing else can clear it), keyed by
// idempotency key. The database opens on first use. Where IndexedDB fails (some private modes, storage
// blocked) entries are kept in memory instead: they are then sent while the page stays open, and the
// person is not told their request is safe when it is not (see service-outbox.ts).
import { createStore, del, set, values, type UseStore } from 'idb-keyval'
import { isRecord } from '@/lib/input'
import type { OutboxEntry, OutboxStore } from './outbox'
import { markOutboxEmpty, markOutboxSaved } from './outbox-flag'
import { storage } from '@/content/storage-keys'

const DB_NAME = storage.outbox.name
const STORE_NAME = 'requests'

function isEntry(value: unknown): value is OutboxEntry {
  if (!isRecord(value)) return false
  const payload = value.payload
  return (
    typeof value.queuedAt === 'number' &&
    typeof value.attempts === 'number' &&
    isRecord(payload) &&
    typeof payload.idempotencyKey === 'string' &&
    typeof payload.service === 'string' &&
    typeof payload.name === 'string' &&
    typeof payload.email === 'string' &&
    typeof payload.phone === 'string' &&
    typeof payload.message === 'string'
  )
}

interface DeviceOutboxStore extends OutboxStore {
  /** False once IndexedDB has failed and entries live in memory only. */
  readonly durable: boolean
}

/** The device store, with the "requests may be waiting" flag kept in step (outbox-flag.ts). */
export function markedOutboxStore(store: DeviceOutboxStore): DeviceOutboxStore {
  return {
    get durable() {
      return store.durable
    },
    list: () => store.list(),
    async put(entry) {
      await store.put(entry)
      markOutboxSaved()
    },
    async remove(key) {
      await store.remove(key)
      if ((await store.list()).length === 0) markOutboxEmpty()
    },
  }
}

export function idbOutboxStore(): DeviceOutboxStore {
  let db: UseStore | null = null
  let durable = typeof indexedDB !== 'undefined'
  const memory = new Map<string, OutboxEntry>()

  const idb = () => (db ??= createStore(DB_NAME, STORE_NAME))
  const fail = (action: string, error: unknown) => {
    if (durable) console.warn(`Service request outbox: IndexedDB ${action} failed, keeping requests in memory`, error)
    durable = false
  }

  return {
    get durable() {
      return durable
    },
    async list() {
      const stored: OutboxEntry[] = []
      if (durable) {
        try {
          stored.push(...(await values<unknown>(idb())).filter(isEntry))
        } catch (error) {
          fail('read', error)
        }
      }
      const keys = new Set(stored.map((entry) => entry.payload.idempotencyKey))
      return [...stored, ...[...memory.values()].filter((entry) => !keys.has(entry.payload.idempotencyKey))]
    },
    async put(entry) {
      if (durable) {
        try {
          await set(entry.payload.idempotencyKey, entry, idb())
          return
        } catch (error) {
          fail('write', error)
        }
      }
      memory.set(entry.payload.idempotencyKey, entry)
    },
    async remove(key) {
      memory.delete(key)
      if (!durable) return
      try {
        await del(key, idb())
      } catch (error) {
        fail('delete', error)
      }
    },
  }
}
