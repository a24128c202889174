import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  forgetRefreshed,
  PERIODIC_REFRESH_CACHE,
  readRefreshAddresses,
  refreshedSince,
  refreshRemembered,
  rememberRefreshAddresses,
} from '@/lib/periodic-refresh'

const ORIGIN = 'https://app.example'

/** Cache Storage as the browser keeps it, in memory: answers by address, read as often as asked. */
function memoryCaches() {
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

let caches: ReturnType<typeof memoryCaches>
beforeEach(() => {
  caches = memoryCaches()
  vi.stubGlobal('caches', caches)
})
afterEach(() => vi.unstubAllGlobals())

const page = (n: number) => `https://cms.example/wp-json/wp/v2/posts?page=${n}`
const listing = (n: number, pages: number) =>
  new Response(JSON.stringify([{ id: n }]), { headers: { 'Content-Type': 'application/json', 'X-WP-TotalPages': String(pages), 'Set-Cookie': 'x=1' } })

describe('the daily background refresh (lib/periodic-refresh.ts)', () => {
  it('takes only web addresses from a message, each once, ten at most', () => {
    expect(readRefreshAddresses('https://a.example')).toEqual([])
    expect(readRefreshAddresses([page(1), page(1), 'javascript:alert(1)', 'file:///etc/passwd', 42, 'not an address', `https://a.example/${'x'.repeat(2000)}`])).toEqual([page(1)])
    expect(readRefreshAddresses(Array.from({ length: 12 }, (_, i) => page(i)))).toHaveLength(10)
  })

  it('fetches every address, stops after the last page the answers announce, and keeps the set with its time', async () => {
    await rememberRefreshAddresses([page(1), page(2), page(3)], ORIGIN)
    const fetcher = vi.fn(async (address: RequestInfo | URL, _init?: RequestInit) => listing(Number(new URL(String(address)).searchParams.get('page')), 2))
    expect(await refreshRemembered(ORIGIN, fetcher as typeof fetch, () => 5000)).toBe(true)
    expect(fetcher).toHaveBeenCalledTimes(2)
    expect(fetcher.mock.calls[0]?.[1]).toMatchObject({ credentials: 'omit', cache: 'no-store' })

    expect(await refreshedSince(5000, ORIGIN)).toBeNull()
    const refreshed = await refreshedSince(4999, ORIGIN)
    expect(refreshed?.at).toBe(5000)
    const answer = await refreshed?.answer(page(2))
    expect(await answer?.json()).toEqual([{ id: 2 }])
    // Only what a reader needs of the headers is kept.
    expect(answer?.headers.get('X-WP-TotalPages')).toBe('2')
    expect(answer?.headers.get('Set-Cookie')).toBeNull()
    expect(await refreshed?.answer(page(3))).toBeUndefined()
  })

  it('keeps the last complete set when an address fails, and has nothing to refresh before the page names any', async () => {
    expect(await refreshRemembered(ORIGIN, vi.fn() as typeof fetch)).toBe(false)
    await rememberRefreshAddresses([page(1), page(2)], ORIGIN)
    await refreshRemembered(ORIGIN, (async () => listing(7, 5)) as typeof fetch, () => 1000)

    const down = vi.fn(async (address: RequestInfo | URL) => (String(address) === page(2) ? new Response('', { status: 503 }) : listing(8, 5)))
    expect(await refreshRemembered(ORIGIN, down as typeof fetch, () => 2000)).toBe(false)
    const offline = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')))
    expect(await refreshRemembered(ORIGIN, offline as typeof fetch, () => 3000)).toBe(false)

    const kept = await refreshedSince(0, ORIGIN)
    expect(kept?.at).toBe(1000)
    expect(await (await kept?.answer(page(1)))?.json()).toEqual([{ id: 7 }])
  })

  it('forgets a set once taken in, and fetches the next one from the addresses it kept', async () => {
    await rememberRefreshAddresses([page(1)], ORIGIN)
    await refreshRemembered(ORIGIN, (async () => listing(1, 1)) as typeof fetch, () => 1000)
    await forgetRefreshed(ORIGIN)
    expect(await refreshedSince(0, ORIGIN)).toBeNull()
    expect(await refreshRemembered(ORIGIN, (async () => listing(2, 1)) as typeof fetch, () => 2000)).toBe(true)
    expect((await refreshedSince(0, ORIGIN))?.at).toBe(2000)
    expect(caches.stores.has(PERIODIC_REFRESH_CACHE)).toBe(true)
  })
})
