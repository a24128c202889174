// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { clockCities, extraHomeCities } from '@/content/cities'
import { cityTimeZones, countryTimeZones, fallbackCities } from '@/content/destinations'
import {
  homeCities,
  parseStoredHome,
  readHome,
  resetHomeForTests,
  useHomeCity,
  writeHome,
  type HomeStore,
} from '@/features/world-time/home-city'

function memoryStore(initial?: unknown): HomeStore & { value: unknown; deletes: number } {
  const store = {
    value: initial,
    deletes: 0,
    get: async () => store.value,
    set: async (value: unknown) => void (store.value = value),
    del: async () => {
      store.deletes++
      store.value = undefined
    },
  }
  return store
}

const failing: HomeStore = {
  get: () => Promise.reject(new DOMException('The user denied permission', 'InvalidStateError')),
  set: () => Promise.reject(new DOMException('Quota', 'QuotaExceededError')),
  del: () => Promise.reject(new DOMException('Quota', 'QuotaExceededError')),
}

afterEach(() => resetHomeForTests())

describe('the stored home city', () => {
  it('keeps { v: 1, id } and reads it back', async () => {
    const store = memoryStore()
    expect(await writeHome('tokyo', store)).toBe(true)
    expect(store.value).toEqual({ v: 1, id: 'tokyo' })
    expect(await readHome(store)).toBe('tokyo')
    expect(await writeHome(null, store)).toBe(true)
    expect(await readHome(store)).toBeNull()
  })

  it.each([
    ['a bare string', 'tokyo'],
    ['an older version', { v: 0, id: 'tokyo' }],
    ['a newer version', { v: 2, id: 'tokyo', label: 'Tokyo' }],
    ['no version', { id: 'tokyo' }],
    ['a number for an id', { v: 1, id: 42 }],
    ['null', null],
    ['an array', [1, 'tokyo']],
    ['a city the app no longer lists', { v: 1, id: 'atlantis' }],
    ['a prototype trick', JSON.parse('{"__proto__": {"v": 1, "id": "tokyo"}}')],
  ])('discards %s quietly: no home, and the value is removed', async (_what, value) => {
    const store = memoryStore(value)
    expect(await readHome(store)).toBeNull()
    expect(store.value).toBeUndefined()
    expect(store.deletes).toBe(1)
  })

  it('leaves an empty store alone', async () => {
    const store = memoryStore()
    expect(await readHome(store)).toBeNull()
    expect(store.deletes).toBe(0)
  })

  it('never throws when storage fails', async () => {
    await expect(readHome(failing)).resolves.toBeNull()
    await expect(writeHome('tokyo', failing)).resolves.toBe(false)
    await expect(writeHome(null, failing)).resolves.toBe(false)
  })

  it('parses only what it wrote', () => {
    expect(parseStoredHome({ v: 1, id: 'larnaca' })).toBe('larnaca')
    expect(parseStoredHome({ v: 1, id: 'tokyo' }, () => false)).toBeNull()
  })
})

describe('useHomeCity', () => {
  it('starts with what the device kept, and keeps a change', async () => {
    const store = memoryStore({ v: 1, id: 'tokyo' })
    resetHomeForTests(() => store)
    const { result } = renderHook(() => useHomeCity())
    expect(result.current.ready).toBe(false)
    await waitFor(() => expect(result.current.ready).toBe(true))
    expect(result.current.home?.city).toBe('Tokyo')

    // Shown once the device holds it, so a reload right after the choice finds it.
    act(() => result.current.setHome('auckland'))
    expect(result.current.home?.city).toBe('Tokyo')
    await waitFor(() => expect(result.current.home?.timeZone).toBe('Pacific/Auckland'))
    expect(store.value).toEqual({ v: 1, id: 'auckland' })

    act(() => result.current.setHome(null))
    await waitFor(() => expect(result.current.home).toBeNull())
    expect(store.value).toBeUndefined()
  })

  it('shares one home between components', async () => {
    resetHomeForTests(() => memoryStore())
    const first = renderHook(() => useHomeCity())
    const second = renderHook(() => useHomeCity())
    await waitFor(() => expect(first.result.current.ready).toBe(true))
    act(() => first.result.current.setHome('london'))
    await waitFor(() => expect(second.result.current.home?.id).toBe('london'))
  })

  it('corrupt data on the device means no home, not a crash', async () => {
    resetHomeForTests(() => memoryStore('{"v":1,'))
    const { result } = renderHook(() => useHomeCity())
    await waitFor(() => expect(result.current.ready).toBe(true))
    expect(result.current.home).toBeNull()
  })

  it('storage that fails still lets a home be chosen for the page', async () => {
    resetHomeForTests(() => failing)
    const { result } = renderHook(() => useHomeCity())
    await waitFor(() => expect(result.current.ready).toBe(true))
    act(() => result.current.setHome('paris'))
    await waitFor(() => expect(result.current.home?.city).toBe('Paris'))
  })
})

describe('the places a home can be', () => {
  it('are the 40 clock cities and every built-in destination city with a time zone, once each', () => {
    expect(new Set(homeCities.map((city) => city.id)).size).toBe(homeCities.length)
    expect(homeCities.slice(0, 40)).toEqual([...clockCities])
    const names = new Set(homeCities.map((city) => city.city))
    // 'Greece' is a country, not a city; every other built-in destination has a zone.
    const builtIn = fallbackCities.filter((city) => city.key !== 'greece')
    for (const city of builtIn) expect(names, city.city).toContain(city.city)
    for (const extra of extraHomeCities) {
      const zone = cityTimeZones[extra.city.toLowerCase()] ?? countryTimeZones[extra.country.toLowerCase()]
      expect(extra.timeZone, extra.city).toBe(zone)
    }
  })
})
