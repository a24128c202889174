import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { forgetRefreshed, PERIODIC_REFRESH_CACHE, readRefreshGroups, refreshedSince, refreshRemembered, rememberRefreshGroups } from '@/lib/periodic-refresh'
import { memoryCaches } from './memory-caches'

const ORIGIN = 'https://app.example'

let caches: ReturnType<typeof memoryCaches>
beforeEach(() => {
  caches = memoryCaches()
  vi.stubGlobal('caches', caches)
})
afterEach(() => vi.unstubAllGlobals())

const sheet = 'https://sheets.example/destinations.tsv'
const page = (n: number) => `https://cms.example/wp-json/wp/v2/posts?page=${n}`
const listing = (n: number, pages: number) =>
  new Response(JSON.stringify([{ id: n }]), { headers: { 'Content-Type': 'application/json', 'X-WP-TotalPages': String(pages), 'Set-Cookie': 'x=1' } })

describe('the daily background refresh (lib/periodic-refresh.ts)', () => {
  it('takes only web addresses from a message, in groups, each once, within its bounds', () => {
    expect(readRefreshGroups('https://a.example')).toEqual([])
    const junk = ['javascript:alert(1)', 'file:///etc/passwd', 42, 'not an address', `https://a.example/${'x'.repeat(2000)}`]
    expect(readRefreshGroups([[page(1), page(1), ...junk], junk, [page(1), sheet], 'https://a.example/loose'])).toEqual([[page(1)], [sheet]])
    // A flat list (what an earlier version kept) is one group.
    expect(readRefreshGroups([page(1), page(2)])).toEqual([[page(1), page(2)]])
    const many = (groups: number, each: number) => Array.from({ length: groups }, (_, g) => Array.from({ length: each }, (_, i) => `https://a.example/${g}/${i}`))
    expect(readRefreshGroups(many(1, 12))[0]).toHaveLength(10)
    expect(readRefreshGroups(many(20, 1))).toHaveLength(16)
    expect(readRefreshGroups(many(8, 8)).flat()).toHaveLength(40)
  })

  it('fetches every address, stops after the last page the answers announce, and keeps the set with its time', async () => {
    await rememberRefreshGroups([[page(1), page(2), page(3)]], ORIGIN)
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
    await rememberRefreshGroups([[page(1), page(2)]], ORIGIN)
    await refreshRemembered(ORIGIN, (async () => listing(7, 5)) as typeof fetch, () => 1000)

    const down = vi.fn(async (address: RequestInfo | URL) => (String(address) === page(2) ? new Response('', { status: 503 }) : listing(8, 5)))
    expect(await refreshRemembered(ORIGIN, down as typeof fetch, () => 2000)).toBe(false)
    const offline = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')))
    expect(await refreshRemembered(ORIGIN, offline as typeof fetch, () => 3000)).toBe(false)

    const kept = await refreshedSince(0, ORIGIN)
    expect(kept?.at).toBe(1000)
    expect(await (await kept?.answer(page(1)))?.json()).toEqual([{ id: 7 }])
  })

  it('replaces each group that answered whole and keeps the last answers of one that failed', async () => {
    await rememberRefreshGroups([[page(1), page(2)], [sheet]], ORIGIN)
    const tsv = (text: string) => new Response(text, { headers: { 'Content-Type': 'text/tab-separated-values' } })
    await refreshRemembered(ORIGIN, (async (address: RequestInfo | URL) => (String(address) === sheet ? tsv('City\nLisbon') : listing(1, 2))) as typeof fetch, () => 1000)

    // The next day WordPress is down: the sheet is new, the listing stays as it was.
    const wordpressDown = vi.fn(async (address: RequestInfo | URL) => (String(address) === sheet ? tsv('City\nPorto') : new Response('', { status: 502 })))
    expect(await refreshRemembered(ORIGIN, wordpressDown as typeof fetch, () => 2000)).toBe(true)
    const kept = await refreshedSince(0, ORIGIN)
    expect(kept?.at).toBe(2000)
    expect(await (await kept?.answer(sheet))?.text()).toBe('City\nPorto')
    expect(await (await kept?.answer(page(2)))?.json()).toEqual([{ id: 1 }])
  })

  it('forgets a set once taken in, and fetches the next one from the addresses it kept', async () => {
    await rememberRefreshGroups([[page(1)]], ORIGIN)
    await refreshRemembered(ORIGIN, (async () => listing(1, 1)) as typeof fetch, () => 1000)
    await forgetRefreshed(ORIGIN)
    expect(await refreshedSince(0, ORIGIN)).toBeNull()
    expect(await refreshRemembered(ORIGIN, (async () => listing(2, 1)) as typeof fetch, () => 2000)).toBe(true)
    expect((await refreshedSince(0, ORIGIN))?.at).toBe(2000)
    expect(caches.stores.has(PERIODIC_REFRESH_CACHE)).toBe(true)
  })
})
