import { act, renderHook, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { FavouriteStar } from '@/components/FavouriteStar'
import {
  FAVOURITES_LIMIT,
  favouritesStore,
  parseStoredFavourites,
  resetFavouritesForTests,
  starredFirst,
  useFavourites,
  useStarredOrder,
} from '@/components/favourites'
import { memoryListBackend, type ListBackend } from '@/lib/idb-list'
import { renderWithProviders } from '../render'

let map: Map<string, unknown>
const stored = () => map.get('list')

function useDevice(initial?: unknown) {
  map = new Map()
  if (initial !== undefined) map.set('list', initial)
  resetFavouritesForTests(() => memoryListBackend(map))
}

const failing: ListBackend = {
  get: () => Promise.reject(new DOMException('denied', 'InvalidStateError')),
  set: () => Promise.reject(new DOMException('quota', 'QuotaExceededError')),
  del: () => Promise.reject(new DOMException('quota', 'QuotaExceededError')),
}

beforeEach(() => useDevice())
afterEach(() => resetFavouritesForTests())

describe('the favourites store', () => {
  it('adds with the time, most recently starred first, and keeps { v: 1, items }', async () => {
    await favouritesStore.add({ kind: 'destination', id: 'Lisbon' }, 1000)
    await favouritesStore.add({ kind: 'pair', id: 'USD-ILS' }, 2000)
    await favouritesStore.add({ kind: 'article', id: '42', title: 'Moving to Lisbon', date: '2026-11-01T10:00:00' }, 3000)
    expect(stored()).toEqual({
      v: 1,
      items: [
        { kind: 'article', id: '42', addedAt: 3000, title: 'Moving to Lisbon', date: '2026-11-01T10:00:00' },
        { kind: 'pair', id: 'USD-ILS', addedAt: 2000 },
        { kind: 'destination', id: 'Lisbon', addedAt: 1000 },
      ],
    })
  })

  it('moves something starred again to the top, once', async () => {
    await favouritesStore.add({ kind: 'city', id: 'tokyo' }, 1)
    await favouritesStore.add({ kind: 'city', id: 'paris' }, 2)
    await favouritesStore.add({ kind: 'city', id: 'tokyo' }, 3)
    expect(favouritesStore.snapshot().items.map((item) => item.id)).toEqual(['tokyo', 'paris'])
  })

  it('tells kinds apart: the same id may be a destination and a city', async () => {
    await favouritesStore.add({ kind: 'city', id: 'lisbon' }, 1)
    await favouritesStore.add({ kind: 'destination', id: 'lisbon' }, 2)
    await favouritesStore.remove('city', 'lisbon')
    expect(favouritesStore.snapshot().items).toEqual([{ kind: 'destination', id: 'lisbon', addedAt: 2 }])
  })

  it('removes one, clears all', async () => {
    await favouritesStore.add({ kind: 'city', id: 'tokyo' }, 1)
    await favouritesStore.add({ kind: 'pair', id: 'EUR-GBP' }, 2)
    await favouritesStore.remove('city', 'tokyo')
    expect(stored()).toEqual({ v: 1, items: [{ kind: 'pair', id: 'EUR-GBP', addedAt: 2 }] })
    await favouritesStore.clear()
    expect(stored()).toEqual({ v: 1, items: [] })
  })

  it('refuses ids that are not of their kind', async () => {
    await favouritesStore.add({ kind: 'pair', id: 'usd-ils' })
    await favouritesStore.add({ kind: 'pair', id: 'USD-USD' })
    await favouritesStore.add({ kind: 'article', id: 'abc', title: 'x', date: '' })
    await favouritesStore.add({ kind: 'destination', id: '   ' })
    expect(favouritesStore.snapshot().items).toEqual([])
  })

  it('prunes of one kind what is no longer known, leaving the others', async () => {
    await favouritesStore.add({ kind: 'destination', id: 'Atlantis' }, 1)
    await favouritesStore.add({ kind: 'destination', id: 'Lisbon' }, 2)
    await favouritesStore.add({ kind: 'city', id: 'tokyo' }, 3)
    await favouritesStore.prune('destination', (id) => id === 'Lisbon')
    expect(favouritesStore.snapshot().items.map((item) => `${item.kind}:${item.id}`)).toEqual(['city:tokyo', 'destination:Lisbon'])
  })

  it(`keeps at most ${FAVOURITES_LIMIT}, dropping the oldest`, async () => {
    for (let i = 1; i <= FAVOURITES_LIMIT + 2; i++) await favouritesStore.add({ kind: 'article', id: String(i), title: `Post ${i}`, date: '' }, i)
    const ids = favouritesStore.snapshot().items.map((item) => item.id)
    expect(ids).toHaveLength(FAVOURITES_LIMIT)
    expect(ids[0]).toBe(String(FAVOURITES_LIMIT + 2))
    expect(ids).not.toContain('1')
  })
})

describe('favourites stored by another version, or damaged', () => {
  it.each([
    ['an older, unversioned list', [{ kind: 'city', id: 'tokyo' }]],
    ['a newer version', { v: 2, items: [{ kind: 'city', id: 'tokyo', addedAt: 1 }] }],
    ['a bare string', 'tokyo'],
    ['null', null],
    ['items that are not a list', { v: 1, items: 'tokyo' }],
    ['a prototype trick', JSON.parse('{"__proto__": {"v": 1, "items": []}}')],
  ])('discards %s quietly: nothing starred, and the value removed', async (_what, value) => {
    useDevice(value)
    await favouritesStore.load()
    expect(favouritesStore.snapshot()).toEqual({ ready: true, items: [] })
    expect(map.has('list')).toBe(false)
  })

  it('keeps the items that parse, once each, and writes the clean list back', async () => {
    useDevice({
      v: 1,
      items: [
        { kind: 'city', id: 'tokyo', addedAt: 5 },
        { kind: 'planet', id: 'mars', addedAt: 4 },
        { kind: 'city', id: 'tokyo', addedAt: 3 },
        { kind: 'article', id: '7', addedAt: 2 },
        { kind: 'pair', id: 'USD-ILS', addedAt: 'yesterday' },
        'junk',
        { kind: 'article', id: '8', addedAt: 1, title: 'Kept', date: '2026-01-02' },
      ],
    })
    await favouritesStore.load()
    const expected = [
      { kind: 'city', id: 'tokyo', addedAt: 5 },
      { kind: 'article', id: '8', addedAt: 1, title: 'Kept', date: '2026-01-02' },
    ]
    expect(favouritesStore.snapshot().items).toEqual(expected)
    expect(stored()).toEqual({ v: 1, items: expected })
  })

  it('parses the current shape as it is', () => {
    const items = [{ kind: 'destination', id: 'Tel Aviv', addedAt: 9 }]
    expect(parseStoredFavourites({ v: 1, items })).toEqual(items)
  })

  it('works for the page when storage fails: stars hold until it is closed', async () => {
    resetFavouritesForTests(() => failing)
    await favouritesStore.load()
    expect(favouritesStore.snapshot()).toEqual({ ready: true, items: [] })
    await favouritesStore.add({ kind: 'city', id: 'tokyo' }, 1)
    expect(favouritesStore.snapshot().items).toEqual([{ kind: 'city', id: 'tokyo', addedAt: 1 }])
  })
})

describe('starred first', () => {
  it('puts starred entries first, most recently starred first, the rest in their own order', () => {
    const list = ['a', 'b', 'c', 'd', 'e']
    expect(starredFirst(list, ['d', 'b', 'zz'], (x) => x)).toEqual(['d', 'b', 'a', 'c', 'e'])
    expect(starredFirst(list, [], (x) => x)).toEqual(list)
  })
})

describe('useFavourites', () => {
  it('shares one list: a star from one hook shows in another at once', async () => {
    const one = renderHook(() => useFavourites())
    const two = renderHook(() => useFavourites())
    await waitFor(() => expect(one.result.current.ready).toBe(true))
    act(() => void one.result.current.toggle({ kind: 'city', id: 'paris' }))
    await waitFor(() => expect(two.result.current.isStarred('city', 'paris')).toBe(true))
    act(() => void two.result.current.toggle({ kind: 'city', id: 'paris' }))
    await waitFor(() => expect(one.result.current.isStarred('city', 'paris')).toBe(false))
  })

  it('keeps the starred order of when the screen opened (nothing moves under a finger)', async () => {
    useDevice({ v: 1, items: [{ kind: 'city', id: 'rome', addedAt: 1 }] })
    const order = renderHook(() => useStarredOrder('city'))
    await waitFor(() => expect(order.result.current).toEqual(['rome']))
    await act(() => favouritesStore.add({ kind: 'city', id: 'oslo' }))
    expect(order.result.current).toEqual(['rome'])
  })
})

describe('FavouriteStar', () => {
  it('is a toggle button named for what it stars, pressed once starred, and says so', async () => {
    const { user } = await renderWithProviders(<FavouriteStar item={{ kind: 'destination', id: 'Lisbon' }} name="Lisbon" />)
    const star = await screen.findByRole('button', { name: 'Add Lisbon to my shortlist' })
    await waitFor(() => expect(star).toBeEnabled())
    expect(star).toHaveAttribute('aria-pressed', 'false')
    await user.click(star)
    const pressed = await screen.findByRole('button', { name: 'Remove Lisbon from my shortlist' })
    expect(pressed).toHaveAttribute('aria-pressed', 'true')
    await waitFor(() => expect(screen.getByTestId('announcer')).toHaveTextContent('Lisbon is in your shortlist'))
    await waitFor(() => expect(stored()).toEqual({ v: 1, items: [expect.objectContaining({ kind: 'destination', id: 'Lisbon' })] }))
    await user.click(pressed)
    expect(await screen.findByRole('button', { name: 'Add Lisbon to my shortlist' })).toHaveAttribute('aria-pressed', 'false')
    await waitFor(() => expect(screen.getByTestId('announcer')).toHaveTextContent('Lisbon left your shortlist'))
  })

  it('speaks Hebrew from the favourites catalog', async () => {
    await renderWithProviders(<FavouriteStar item={{ kind: 'city', id: 'tokyo' }} name="טוקיו" />, { language: 'he' })
    expect(await screen.findByRole('button', { name: /טוקיו.*לרשימה שלי/ })).toBeInTheDocument()
  })
})
