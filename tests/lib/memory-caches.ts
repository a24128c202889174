// Cache Storage in memory, for tests of code that keeps answers in the browser's caches.

/** Cache Storage as the browser keeps it, in memory: answers by address, read as often as asked. */
export function memoryCaches() {
  const stores = new Map<string, Map<string, { body: string; headers: [string, string][] }>>()
  const open = async (name: string) => {
    const entries = stores.get(name) ?? new Map<string, { body: string; headers: [string, string][] }>()
    stores.set(name, entries)
    const url = (key: RequestInfo | URL) => (typeof key === 'string' ? key : key instanceof URL ? key.href : key.url)
    return {
      match: async (key: RequestInfo | URL) => {
        const entry = entries.get(url(key))
        return entry ? new Response(entry.body, { headers: entry.headers }) : undefined
      },
      put: async (key: RequestInfo | URL, response: Response) => {
        entries.set(url(key), { body: await response.text(), headers: [...response.headers.entries()] })
      },
      keys: async () => [...entries.keys()].map((address) => new Request(address)),
      delete: async (key: RequestInfo | URL) => entries.delete(url(key)),
    }
  }
  return {
    stores,
    open,
    has: async (name: string) => stores.has(name),
    delete: async (name: string) => stores.delete(name),
  }
}
