// Filling the precache several files at a time before Workbox's own install runs. Workbox fetches the
// precache list one file after another (workbox#2528), so a first visit waits one round trip per file:
// 340 files are about 7 s on a quiet machine over loopback, and a minute on a phone 150 ms from the
// server. Filled here PRECACHE_FILL_CONCURRENCY at a time (a browser's connections per host over
// HTTP/1.1), Workbox's install then finds each file in the cache and only checks it. Anything this fill
// could not keep (an error, a redirect, a file with an integrity hash) is left to Workbox, which fetches
// it itself and fails the install as it always has when it cannot.

export const PRECACHE_FILL_CONCURRENCY = 6

/** One file of the precache list: its address, the key Workbox keeps it under, and how to fetch it. */
export interface PrecacheItem {
  url: string
  cacheKey: string
  /** A file named with a revision is fetched past the HTTP cache, as Workbox fetches it. */
  cacheMode: RequestCache
}

export interface PrecacheStore {
  has(cacheKey: string): Promise<boolean>
  put(cacheKey: string, response: Response): Promise<void>
}

/** Whether an answer can stand for the file in the precache (an opaque one is never ok; Workbox copies
 * redirected ones itself). */
function keepable(response: Response): boolean {
  return response.ok && !response.redirected
}

/** Fetches and keeps each item not kept yet, `concurrency` at a time; returns how many it kept. */
export async function fillPrecache(
  items: readonly PrecacheItem[],
  store: PrecacheStore,
  {
    fetch: fetchFile = (request: Request) => fetch(request),
    concurrency = PRECACHE_FILL_CONCURRENCY,
  }: { fetch?: (request: Request) => Promise<Response>; concurrency?: number } = {},
): Promise<number> {
  let next = 0
  let kept = 0
  async function worker(): Promise<void> {
    while (next < items.length) {
      const item = items[next++]
      if (!item) continue
      try {
        if (await store.has(item.cacheKey)) continue
        const response = await fetchFile(new Request(item.url, { cache: item.cacheMode, credentials: 'same-origin' }))
        if (!keepable(response)) {
          await response.body?.cancel()
          continue
        }
        await store.put(item.cacheKey, response)
        kept++
      } catch {
        // Offline, out of space, or a broken answer: Workbox's install meets it and says so.
      }
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker))
  return kept
}
