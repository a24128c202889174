// A daily refresh of a few addresses while the app is closed, where the browser offers Periodic Background
// Sync (Chromium, for an installed app whose person uses it). The page names the addresses, in groups, and
// registers the sync; the service worker, woken by the browser, fetches them into a cache of their own,
// and only a complete group replaces that group's last answers; the page takes what was fetched the next
// time it runs, even offline. Nothing here knows what the addresses are: the caller reads the answers
// with its own parsers.

/** The sync's tag, and the cache the worker keeps the answers in. */
export const PERIODIC_REFRESH_TAG = 'refresh-kept'
export const PERIODIC_REFRESH_CACHE = 'refresh-kept'
/** The message the page sends the worker with the addresses; the one the worker sends back when done. */
export const REFRESH_ADDRESSES_MESSAGE = 'refresh-kept-addresses'
export const REFRESHED_MESSAGE = 'refresh-kept-done'

const DAY_MS = 24 * 60 * 60 * 1000
const MAX_GROUPS = 16
const MAX_GROUP_ADDRESSES = 10
const MAX_ADDRESSES = 40
const MAX_ADDRESS_LENGTH = 2000
/** An answer larger than this is not kept (a listing of 20 articles is about 300 KB). */
const MAX_ANSWER_CHARS = 5_000_000
/** Keys of the cache's own records: never fetched, on the worker's origin. */
const ADDRESSES_KEY = '/__refresh-kept/addresses'
const DONE_KEY = '/__refresh-kept/done'

/**
 * The addresses to refresh, in groups: a group is what one reader needs whole (the pages of a listing, the
 * two answers of a city's weather), kept only when every address of it answered.
 */
export type RefreshGroups = string[][]

function readAddress(item: unknown): string | null {
  if (typeof item !== 'string' || item.length > MAX_ADDRESS_LENGTH) return null
  try {
    const url = new URL(item)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null
  } catch {
    return null
  }
}

/**
 * The groups a message named (untrusted): http(s) addresses only, each once, at most 10 to a group, 16
 * groups and 40 addresses in all; empty groups left out. A flat list of addresses (what an earlier version
 * of the app kept) is one group.
 */
export function readRefreshGroups(value: unknown): RefreshGroups {
  if (!Array.isArray(value)) return []
  const lists: unknown[] = value.every((item) => typeof item === 'string') ? [value] : value
  const seen = new Set<string>()
  const groups: RefreshGroups = []
  for (const list of lists.slice(0, MAX_GROUPS)) {
    if (!Array.isArray(list)) continue
    const group: string[] = []
    for (const item of list.slice(0, MAX_GROUP_ADDRESSES)) {
      const address = readAddress(item)
      if (address === null || seen.has(address) || seen.size >= MAX_ADDRESSES) continue
      seen.add(address)
      group.push(address)
    }
    if (group.length > 0) groups.push(group)
  }
  return groups
}

const ownKey = (origin: string, key: string) => new URL(key, origin).href

/** In the worker: keeps the groups to refresh (replacing any earlier list). */
export async function rememberRefreshGroups(groups: RefreshGroups, origin: string): Promise<void> {
  const cache = await caches.open(PERIODIC_REFRESH_CACHE)
  await cache.put(ownKey(origin, ADDRESSES_KEY), new Response(JSON.stringify(groups), { headers: { 'Content-Type': 'application/json' } }))
}

/** The headers of an answer worth keeping: its type and the totals a paged API announces. */
const KEPT_HEADERS = ['Content-Type', 'X-WP-Total', 'X-WP-TotalPages']

/** Fetches one group in order; its answers, or null when any address failed. */
async function fetchGroup(group: readonly string[], fetcher: typeof fetch): Promise<[string, Response][] | null> {
  const answers: [string, Response][] = []
  for (const [index, address] of group.entries()) {
    let response: Response
    try {
      response = await fetcher(address, { credentials: 'omit', cache: 'no-store', headers: { Accept: 'application/json, text/tab-separated-values, text/plain' } })
    } catch {
      return null
    }
    if (!response.ok) return null
    const body = await response.text()
    if (body.length > MAX_ANSWER_CHARS) return null
    const headers = new Headers()
    for (const name of KEPT_HEADERS) {
      const value = response.headers.get(name)
      if (value !== null) headers.set(name, value)
    }
    answers.push([address, new Response(body, { headers })])
    const pages = Number(response.headers.get('X-WP-TotalPages'))
    if (Number.isInteger(pages) && pages > 0 && index + 1 >= pages) break
  }
  return answers
}

/**
 * In the worker: fetches every remembered group. A group whose addresses all answered replaces what was
 * kept for it (an address after the last page an answer announces, `X-WP-TotalPages`, is not asked for);
 * a group that failed keeps its last answers. When at least one group was kept, records when. Returns
 * whether anything new was kept.
 */
export async function refreshRemembered(origin: string, fetcher: typeof fetch = fetch, now: () => number = Date.now): Promise<boolean> {
  const cache = await caches.open(PERIODIC_REFRESH_CACHE)
  const listed = await cache.match(ownKey(origin, ADDRESSES_KEY))
  const groups = readRefreshGroups(listed ? await listed.json().catch(() => null) : null)
  let kept = false
  for (const group of groups) {
    const answers = await fetchGroup(group, fetcher)
    if (!answers) continue
    for (const address of group) await cache.delete(address)
    for (const [address, response] of answers) await cache.put(address, response)
    kept = true
  }
  if (!kept) return false
  await cache.put(ownKey(origin, DONE_KEY), new Response(JSON.stringify({ at: now() }), { headers: { 'Content-Type': 'application/json' } }))
  return true
}

/** The worker's answer to one address, where it kept one. */
export type Answer = (address: string) => Promise<Response | undefined>

/** One group to refresh, and how its caller reads the answers back (with its own parser). */
export interface RefreshReader<T> {
  /** The group's addresses, in the order the worker fetches them. */
  addresses: string[]
  /** What the answers say; null when one is missing or unreadable. */
  read(answer: Answer): Promise<T | null>
}

/** A set the worker fetched: when, and its answers by address. */
export interface Refreshed {
  at: number
  answer: Answer
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
 * In the page: asks for a daily refresh of `groups`. True when the browser agreed; false where it offers
 * no Periodic Background Sync or has not granted it (Chromium grants it to installed apps).
 */
export async function scheduleRefresh(groups: RefreshGroups, minInterval: number = DAY_MS): Promise<boolean> {
  try {
    const found = await periodicSync()
    if (!found) return false
    const permission = await navigator.permissions?.query({ name: 'periodic-background-sync' as PermissionName })
    if (permission?.state !== 'granted') return false
    found.registration.active?.postMessage({ type: REFRESH_ADDRESSES_MESSAGE, addresses: readRefreshGroups(groups) })
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
