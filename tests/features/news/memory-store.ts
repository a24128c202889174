// The saved articles' key-value store in memory, with room for `room` entries (past it, a quota error).
import type { KeyValueStore } from '@/features/news/saved-articles'

export function memoryStore(room = Infinity): KeyValueStore & { map: Map<IDBValidKey, unknown> } {
  const map = new Map<IDBValidKey, unknown>()
  return {
    map,
    get: async (key) => map.get(key),
    set: async (key, value) => {
      if (!map.has(key) && map.size >= room) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
      map.set(key, value)
    },
    // One transaction: past the room, nothing of it is written.
    setMany: async (items) => {
      if (map.size + items.filter(([key]) => !map.has(key)).length > room) {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
      }
      for (const [key, value] of items) map.set(key, value)
    },
    del: async (key) => void map.delete(key),
    entries: async () => [...map.entries()],
    keys: async () => [...map.keys()],
    clear: async () => map.clear(),
  }
}
