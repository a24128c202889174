import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { favouritesStore, resetFavouritesForTests } from '@/components/favourites'
import { memoryListBackend } from '@/lib/idb-list'
import { Shortlist } from '@/screens/shortlist/Shortlist'
import { compareHref, shortlistGroups } from '@/screens/shortlist/groups'
import { renderWithProviders } from '../render'

const SHEET = ['City\tCountry\tDescription', 'Tel Aviv\tIsrael\tBeaches.', 'Lisbon\tPortugal\tHills.', 'Melbourne\tAustralia\tCoffee.'].join('\r\n')

const STARRED = [
  { kind: 'article', id: '1424', addedAt: 9, title: 'Making aliyah: the paperwork, step by step', date: '2026-11-20T09:00:00' },
  { kind: 'pair', id: 'USD-ILS', addedAt: 8 },
  { kind: 'city', id: 'gotham', addedAt: 7 },
  { kind: 'city', id: 'tokyo', addedAt: 6 },
  { kind: 'destination', id: 'Atlantis', addedAt: 5 },
  { kind: 'destination', id: 'Tel Aviv', addedAt: 4 },
  { kind: 'destination', id: 'Lisbon', addedAt: 3 },
]

let map: Map<string, unknown>
let sheet: () => Response

beforeEach(() => {
  map = new Map<string, unknown>([['list', { v: 1, items: STARRED }]])
  resetFavouritesForTests(() => memoryListBackend(map))
  sheet = () => new Response(SHEET)
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => (new URL(String(input)).pathname.startsWith('/demo/sheets/') ? sheet() : new Response('not here', { status: 404 }))),
  )
})
afterEach(() => {
  resetFavouritesForTests()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const storedIds = () => ((map.get('list') as { items: { kind: string; id: string }[] } | undefined)?.items ?? []).map((item) => `${item.kind}:${item.id}`)
const group = (name: string) => within(screen.getByRole('region', { name }))

describe('My shortlist', () => {
  it('lists the favourites by kind, each a link, most recently starred first', async () => {
    await renderWithProviders(<Shortlist />)
    await screen.findByRole('region', { name: 'Destinations' })
    await waitFor(() => expect(group('Destinations').getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('Tel Aviv'),
      expect.stringContaining('Lisbon'),
    ]))
    expect(group('Destinations').getByRole('link', { name: 'Tel Aviv' })).toHaveAttribute('href', '/destinations/Tel%20Aviv')
    expect(group('Destinations').getByText('Portugal')).toBeInTheDocument()
    expect(group('Cities').getByRole('link', { name: 'Tokyo' })).toHaveAttribute('href', '/time-currency')
    expect(group('Currency pairs').getByRole('link', { name: 'USD to ILS' })).toHaveAttribute('href', '/time-currency?tab=currency&pair=USD-ILS')
    expect(group('Currency pairs').getByText('US Dollar to Israeli New Shekel')).toBeInTheDocument()
    const article = group('Articles').getByRole('link', { name: 'Making aliyah: the paperwork, step by step' })
    expect(article).toHaveAttribute('href', '/news/post/1424')
    expect(group('Articles').getByText('Published November 20, 2026')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Compare Tel Aviv and Lisbon' })).toHaveAttribute('href', '/destinations/compare/Tel%20Aviv/Lisbon')
  })

  it('drops quietly a destination the sheet no longer has and a city the app does not know', async () => {
    await renderWithProviders(<Shortlist />)
    await waitFor(() => expect(storedIds()).toEqual(['article:1424', 'pair:USD-ILS', 'city:tokyo', 'destination:Tel Aviv', 'destination:Lisbon']))
    expect(screen.queryByText('Atlantis')).not.toBeInTheDocument()
    expect(screen.getByText('5 saved on this device')).toBeInTheDocument()
  })

  it('keeps a destination when the sheet could not be read, showing it by its name', async () => {
    sheet = () => new Response('down', { status: 500 })
    await renderWithProviders(<Shortlist />)
    const destinations = within(await screen.findByRole('region', { name: 'Destinations' }))
    expect(await destinations.findByRole('link', { name: 'Atlantis' })).toHaveAttribute('href', '/destinations/Atlantis')
    await waitFor(() => expect(storedIds()).not.toContain('city:gotham'))
    expect(storedIds()).toContain('destination:Atlantis')
  })

  it('removes one, moving focus to the next Remove button', async () => {
    const { user } = await renderWithProviders(<Shortlist />)
    const remove = await screen.findByRole('button', { name: 'Remove Tokyo from my shortlist' })
    await user.click(remove)
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Cities' })).not.toBeInTheDocument())
    expect(screen.getByRole('button', { name: 'Remove USD to ILS from my shortlist' })).toHaveFocus()
    expect(screen.getByText('Tokyo removed')).toBeInTheDocument()
    await waitFor(() => expect(storedIds()).not.toContain('city:tokyo'))
  })

  it('clears all only once confirmed, then says how to add things', async () => {
    const { user } = await renderWithProviders(<Shortlist />)
    await user.click(await screen.findByRole('button', { name: 'Clear all' }))
    const confirm = within(screen.getByRole('group', { name: 'Remove everything from your shortlist? This cannot be undone.' }))
    expect(confirm.getByRole('button', { name: 'Cancel' })).toHaveFocus()
    await user.click(confirm.getByRole('button', { name: 'Cancel' }))
    expect(screen.getByRole('button', { name: 'Clear all' })).toHaveFocus()
    expect(screen.getByRole('region', { name: 'Articles' })).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Clear all' }))
    await user.click(screen.getByRole('button', { name: 'Yes, clear all' }))
    const empty = await screen.findByRole('heading', { name: 'Nothing starred yet' })
    expect(empty).toHaveFocus()
    expect(screen.getByText(/Tap the star on a destination/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Browse destinations' })).toHaveAttribute('href', '/destinations')
    await waitFor(() => expect(map.get('list')).toEqual({ v: 1, items: [] }))
  })

  it('shows no Compare link for a single destination', async () => {
    await favouritesStore.load()
    await favouritesStore.remove('destination', 'Lisbon')
    await renderWithProviders(<Shortlist />)
    await screen.findByRole('region', { name: 'Destinations' })
    await waitFor(() => expect(screen.queryByText('Atlantis')).not.toBeInTheDocument())
    expect(screen.queryByRole('link', { name: /^Compare/ })).not.toBeInTheDocument()
  })
})

describe('shortlist order and compare address', () => {
  it('groups by kind in the store order', () => {
    const groups = shortlistGroups([
      { kind: 'city', id: 'rome', addedAt: 3 },
      { kind: 'destination', id: 'B', addedAt: 2 },
      { kind: 'city', id: 'oslo', addedAt: 1 },
    ])
    expect(groups.city.map((item) => item.id)).toEqual(['rome', 'oslo'])
    expect(groups.destination.map((item) => item.id)).toEqual(['B'])
    expect(groups.pair).toEqual([])
  })

  it('compares the first two or three, each name encoded', () => {
    expect(compareHref(['Tel Aviv'])).toBeNull()
    expect(compareHref(['Tel Aviv', 'São Paulo'])).toBe('/destinations/compare/Tel%20Aviv/S%C3%A3o%20Paulo')
    expect(compareHref(['A', 'B/C', 'D', 'E'])).toBe('/destinations/compare/A/B%2FC/D')
  })
})
