import { describe, expect, it } from 'vitest'
import { fillPrecache, PRECACHE_FILL_CONCURRENCY, type PrecacheItem } from '@/sw/precache-fill'

const item = (name: string, cacheMode: RequestCache = 'default'): PrecacheItem => ({
  url: `https://app.test/${name}`,
  cacheKey: `https://app.test/${name}${cacheMode === 'reload' ? '?__WB_REVISION__=1' : ''}`,
  cacheMode,
})

/** A cache in memory, and a network that answers each file when the test says so. */
function setUp(kept: string[] = []) {
  const store = new Map<string, Response>(kept.map((key) => [key, new Response('old')]))
  const asked: Request[] = []
  let inFlight = 0
  let mostAtOnce = 0
  const network = async (request: Request): Promise<Response> => {
    asked.push(request)
    inFlight++
    mostAtOnce = Math.max(mostAtOnce, inFlight)
    await new Promise((resolve) => setTimeout(resolve, 5))
    inFlight--
    if (request.url.endsWith('/missing.js')) return new Response('not found', { status: 404 })
    if (request.url.endsWith('/offline.js')) throw new TypeError('Failed to fetch')
    return new Response(`body of ${request.url}`, { status: 200 })
  }
  const fill = (items: PrecacheItem[], concurrency?: number) =>
    fillPrecache(
      items,
      {
        has: async (key) => store.has(key),
        put: async (key, response) => void store.set(key, response),
      },
      { fetch: network, concurrency },
    )
  return { store, asked, fill, mostAtOnce: () => mostAtOnce }
}

describe('filling the precache before Workbox installs', () => {
  it('fetches several files at a time, never more than the bound, and keeps each under its key', async () => {
    const { store, asked, fill, mostAtOnce } = setUp()
    const items = Array.from({ length: 40 }, (_, index) => item(`assets/chunk-${index}.js`))
    expect(await fill(items)).toBe(40)
    expect(asked).toHaveLength(40)
    expect(mostAtOnce()).toBe(PRECACHE_FILL_CONCURRENCY)
    expect(await store.get('https://app.test/assets/chunk-7.js')?.text()).toBe('body of https://app.test/assets/chunk-7.js')
  })

  it('fetches a file named with a revision past the HTTP cache, same-origin credentials', async () => {
    const { store, asked, fill } = setUp()
    await fill([item('index.html', 'reload')])
    expect(asked[0]?.cache).toBe('reload')
    expect(asked[0]?.credentials).toBe('same-origin')
    expect(store.has('https://app.test/index.html?__WB_REVISION__=1')).toBe(true)
  })

  it('leaves what is already kept, and what it could not fetch, for Workbox', async () => {
    const { store, asked, fill } = setUp(['https://app.test/kept.js'])
    const kept = await fill([item('kept.js'), item('missing.js'), item('offline.js'), item('fine.js')], 2)
    expect(kept).toBe(1)
    expect(asked.map((request) => request.url)).toEqual(['https://app.test/missing.js', 'https://app.test/offline.js', 'https://app.test/fine.js'])
    expect([...store.keys()].sort()).toEqual(['https://app.test/fine.js', 'https://app.test/kept.js'])
    expect(await store.get('https://app.test/kept.js')?.text()).toBe('old')
  })
})
