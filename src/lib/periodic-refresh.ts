// A daily refresh of a few addresses while the app is closed, where the browser offers Periodic Background
// Sync (Chromium, for an installed app whose person uses it). The page names the addresses and registers
// the sync; the service worker, woken by the browser, fetches them all into a cache of their own, and
// only a complete set replaces the last one; the page takes what was fetched the next time it runs, even
// offline. Nothing here knows what the addresses are: the caller reads the answers with its own parser.

/** The sync's tag, and the cache the worker keeps the answers in. */
export const PERIODIC_REFRESH_TAG = 'refresh-kept'
export const PERIODIC_REFRESH_CACHE = 'refresh-kept'
/** The message the page sends the worker with the addresses; the one the worker sends back when done. */
export const REFRESH_ADDRESSES_MESSAGE = 'refresh-kept-addresses'
export const REFRESHED_MESSAGE = 'refresh-kept-done'

const DAY_MS = 24 * 60 * 60 * 1000
const MAX_ADDRESSES = 10
const MAX_ADDRESS_LENGTH = 2000
/** An answer larger than this is not kept (a listing of 20 articles is about 300 KB). */
const MAX_ANSWER_CHARS = 5_000_000
/** Keys of the cache's own records: never fetched, on the worker's origin. */
const ADDRESSES_KEY = '/__refresh-kept/addresses'
const DONE_KEY = '/__refresh-kept/done'

/** The addresses a message named (untrusted): up to 10 http(s) addresses; [] for anything else. */
export function readRefreshAddresses(value: unknown): string[] {
  if (!Array.isArray(value)) return []
  const addresses: string[] = []
  for (const item of value.slice(0, MAX_ADDRESSES)) {
    if (typeof item !== 'string' || item.length > MAX_ADDRESS_LENGTH) continue
    try {
      const url = new URL(item)
      if ((url.protocol === 'https:' || url.protocol === 'http:') && !addresses.includes(url.href)) addresses.push(url.href)
    } catch {
      // Not an address: left out.
    }
  }
  return addresses
}

const ownKey = (origin: string, key: string) => new URL(key, origin).href

/** In the worker: keeps the addresses to refresh (replacing any earlier list). */
export async function rememberRefreshAddresses(addresses: readonly string[], origin: string): Promise<void> {
  const cache = await caches.open(PERIODIC_REFRESH_CACHE)
  await cache.put(ownKey(origin, ADDRESSES_KEY), new Response(JSON.stringify(addresses), { headers: { 'Content-Type': 'application/json' } }))
}

/** The headers of an answer worth keeping: its type and the totals a paged API announces. */
const KEPT_HEADERS = ['Content-Type', 'X-WP-Total', 'X-WP-TotalPages']

/**
 * In the worker: fetches every remembered address and, only when all of them answered, replaces the last
 * set with the new one and records when. An address after the last page an answer announces
 * (`X-WP-TotalPages`) is not asked for. Returns whether a new set was kept.
 */
export async function refreshRemembered(origin: string, fetcher: typeof fetch = fetch, now: () => number = Date.now): Promise<boolean> {
  const cache = await caches.open(PERIODIC_REFRESH_CACHE)
  const listed = await cache.match(ownKey(origin, ADDRESSES_KEY))
  const addresses = readRefreshAddresses(listed ? await listed.json().catch(() => null) : null)
  if (addresses.length === 0) return false
  const answers: [string, Response][] = []
  for (const [index, address] of addresses.entries()) {
    let response: Response
    try {
      response = await fetcher(address, { credentials: 'omit', cache: 'no-store', headers: { Accept: 'application/json' } })
    } catch {
      return false
    }
    if (!response.ok) return false
    const body = await response.text()
    if (body.length > MAX_ANSWER_CHARS) return false
    const headers = new Headers()
    for (const name of KEPT_HEADERS) {
      const value = response.headers.get(name)
      if (value !== null) headers.set(name, value)
    }
    answers.push([address, new Response(body, { headers })])
    const pages = Number(response.headers.get('X-WP-TotalPages'))
    if (Number.isInteger(pages) && pages > 0 && index + 1 >= pages) break
  }
  for (const request of await cache.keys()) {
    if (request.url !== ownKey(origin, ADDRESSES_KEY)) await cache.delete(request)
  }
  for (const [address, response] of answers) await cache.put(address, response)
  const done = { at: now(), addresses: answers.map(([address]) => address) }
  await cache.put(ownKey(origin, DONE_KEY), new Response(JSON.stringify(done), { headers: { 'Content-Type': 'application/json' } }))
  return true
}

/** A set the worker fetched: when, and its answers by address. */
export interface Refreshed {
  at: number
  answer(address: string): Promise<Response | undefined>
}

/** In the page: the last set the worker fetched, when it is newer than `since` (ms); null otherwise. */
export async function refreshedSince(since: number, origin: string = location.origin): Promise<Refreshed | null> {
  if (typeof caches === 'undefined') return null
  try {
    if (!(await caches.has(PERIODIC_REFRESH_CACHE))) return null
    const cache = await caches.open(PERIODIC_REFRESH_CACHE)
    const record = await cache.match(ownKey(origin, DONE_KEY))
    const done: unknown = record ? await record.json() : null
    const at = typeof done === 'object' && done !== null ? (done as { at?: unknown }).at : null
    if (typeof at !== 'number' || !Number.isFinite(at) || at <= since) return null
    return { at, answer: (address) => cache.match(address) }
  } catch {
    return null
  }
}

/** In the page: forgets the set the worker fetched, once taken in (the addresses stay, for the next one). */
export async function forgetRefreshed(origin: string = location.origin): Promise<void> {
  if (typeof caches === 'undefined') return
  try {
    const cache = await caches.open(PERIODIC_REFRESH_CACHE)
    for (const request of await cache.keys()) {
      if (request.url !== ownKey(origin, ADDRESSES_KEY)) await cache.delete(request)
    }
  } catch {
    // Kept: taken in again next time, which changes nothing.
  }
}

interface PeriodicSyncManager {
  register(tag: string, options?: { minInterval?: number }): Promise<void>
  unregister(tag: string): Promise<void>
}

/** The active worker's registration and its periodic sync, where the browser has both; null otherwise. */
async function periodicSync(): Promise<{ registration: ServiceWorkerRegistration; sync: PeriodicSyncManager } | null> {
  const registration = await navigator.serviceWorker?.getRegistration()
  const sync = (registration as (ServiceWorkerRegistration & { periodicSync?: PeriodicSyncManager }) | undefined)?.periodicSync
  return registration?.active && sync ? { registration, sync } : null
}

/**
 * In the page: asks for a daily refresh of `addresses`. True when the browser agreed; false where it
 * offers no Periodic Background Sync or has not granted it (Chromium grants it to installed apps).
 */
export async function scheduleRefresh(addresses: readonly string[], minInterval: number = DAY_MS): Promise<boolean> {
  try {
    const found = await periodicSync()
    if (!found) return false
    const permission = await navigator.permissions?.query({ name: 'periodic-background-sync' as PermissionName })
    if (permission?.state !== 'granted') return false
    found.registration.active?.postMessage({ type: REFRESH_ADDRESSES_MESSAGE, addresses: readRefreshAddresses(addresses) })
    await found.sync.register(PERIODIC_REFRESH_TAG, { minInterval })
    return true
  } catch {
    return false
  }
}

/** In the page: stops the daily refresh and forgets what it fetched. */
export async function cancelRefresh(): Promise<void> {
  try {
    await (await periodicSync())?.sync.unregister(PERIODIC_REFRESH_TAG)
  } catch {
    // Nothing was registered, or the browser refused: nothing more to stop.
  }
  if (typeof caches !== 'undefined') await caches.delete(PERIODIC_REFRESH_CACHE).catch(() => false)
}
