// @vitest-environment jsdom
// Taking in what the service worker refreshed while the app was closed (shell/trip/trip-job.ts,
// lib/periodic-refresh.ts): the worker fetches the groups the last save named; the app reads each back with
// its feature's parser into its query, and dates the set only when every part came.
import { QueryClient } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { config } from '@/app/config'
import { hubRatesUrl } from '@/features/currency/api'
import { cityWeatherUrls } from '@/features/weather/api'
import { refreshedSince, refreshRemembered, rememberRefreshGroups } from '@/lib/periodic-refresh'
import { memoryCaches } from '../lib/memory-caches'
import { postsPageUrl } from '@/features/news/api'
import { readRecord, takeInBackgroundRefresh } from '@/shell/trip/trip-job'
import { londonCurrent, londonForecast } from '../features/weather/fixtures'
import { wpPost } from '../features/news/fixtures'
import { memoryStore } from '../features/news/memory-store'

const tally = { saved: 1, total: 1, bytes: 10 }
const full = { articles: tally, images: tally, destinations: tally, rates: tally, weather: tally, videos: { saved: 0, total: 0, bytes: 0 } }
const items = [{ kind: 'destinations' }, { kind: 'rates' }, { kind: 'weather', city: 'London, United Kingdom' }, { kind: 'bogus' }]
const weather = cityWeatherUrls('London, United Kingdom')
const rates = { base: 'USD', date: '2026-11-26', rates: { USD: 1, EUR: 0.95, ILS: 3.6 } }

/** The worker's daily run, against upstreams that answer everything the save named (WordPress, when up). */
async function workerRefreshes(at: number, wordpressUp: boolean) {
  const listing = postsPageUrl(1)
  const answers = new Map<string, () => Response>([
    ...(wordpressUp ? [[listing, () => Response.json([wpPost(7)], { headers: { 'X-WP-Total': '1', 'X-WP-TotalPages': '1' } })] as const] : []),
    [config.destinationsSheetUrl, () => new Response('City\tCountry\nPorto\tPortugal\n')],
    [hubRatesUrl(), () => Response.json(rates)],
    [weather.current, () => Response.json(londonCurrent)],
    [weather.forecast, () => Response.json(londonForecast)],
  ])
  const others = [...answers.keys()].filter((address) => address !== listing)
  await rememberRefreshGroups([[listing], ...others.map((address) => [address])], location.origin)
  const fetcher = async (address: RequestInfo | URL) => answers.get(String(address))?.() ?? new Response('', { status: 502 })
  expect(await refreshRemembered(location.origin, fetcher as typeof fetch, () => at)).toBe(true)
}

let client: QueryClient
beforeEach(() => {
  vi.stubGlobal('caches', memoryCaches())
  localStorage.setItem('waypoint-trip', JSON.stringify({ savedAt: 1000, tally: full, refresh: { asked: 1000, items } }))
  client = new QueryClient()
})
afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

describe('the trip set refreshed while the app was closed', () => {
  it('keeps the items a save named and drops what it cannot read', () => {
    expect(readRecord()?.refresh).toEqual({ asked: 1000, items: items.slice(0, 3) })
  })

  it('fills the destinations, rates and weather queries, and keeps the set’s date while the articles are missing', async () => {
    await workerRefreshes(5000, false)
    const store = memoryStore()
    expect(await takeInBackgroundRefresh(client, { store })).toBe(true)

    expect(store.map.size).toBe(0)
    expect(client.getQueryData(['destinations', 'list'])).toMatchObject([{ city: 'Porto', country: 'Portugal' }])
    expect(client.getQueryState(['destinations', 'list'])?.dataUpdatedAt).toBe(5000)
    expect(client.getQueryData(['currency', 'hub'])).toEqual({ date: '2026-11-26', rates: rates.rates })
    expect(client.getQueryData(['weather', 'city', 'london, united kingdom'])).toMatchObject({ current: { tempC: 11.6 } })
    // The articles did not come: the set is not dated to the refresh, and the next opening with a network
    // refreshes it itself. What was taken in is not taken in twice.
    expect(readRecord()?.savedAt).toBe(1000)
    expect(await refreshedSince(0)).toBeNull()
  })

  it('dates the set to the refresh when every part came, and never replaces a newer answer', async () => {
    client.setQueryData(['currency', 'hub'], { date: '2026-11-27', rates: { USD: 1, EUR: 0.9 } }, { updatedAt: 9000 })
    await workerRefreshes(5000, true)
    const store = memoryStore()
    expect(await takeInBackgroundRefresh(client, { store })).toBe(true)

    expect(client.getQueryData(['currency', 'hub'])).toEqual({ date: '2026-11-27', rates: { USD: 1, EUR: 0.9 } })
    expect(client.getQueryData(['destinations', 'list'])).toMatchObject([{ city: 'Porto' }])
    expect(store.map.size).toBe(1)
    expect(readRecord()).toMatchObject({ savedAt: 5000, tally: { articles: { saved: 1, total: 1 } } })
  })

  it('takes nothing in before the worker has refreshed', async () => {
    expect(await takeInBackgroundRefresh(client)).toBe(false)
    expect(client.getQueryCache().getAll()).toHaveLength(0)
  })
})
