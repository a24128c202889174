import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { resetHomeForTests, type HomeStore } from '@/features/world-time/home-city'
import { formatDifference, zoneTime } from '@/features/world-time/time'
import { WorldTime } from '@/features/world-time/WorldTime'
import { renderWithProviders, restoreEnglish } from '../../render'

function memoryStore(initial?: unknown): HomeStore & { value: unknown } {
  const store = {
    value: initial,
    get: async () => store.value,
    set: async (value: unknown) => void (store.value = value),
    del: async () => void (store.value = undefined),
  }
  return store
}

const cards = () => within(screen.getByRole('list', { name: 'World clock' })).getAllByRole('listitem')
const card = (city: string) => {
  const found = cards().find((item) => within(item).queryByText(city, { exact: true }))
  if (!found) throw new Error(`no card for ${city}`)
  return found
}
const homeRegion = () => screen.getByRole('region', { name: 'Home city' })
/** The difference a card should show, read against a zone at this minute (or the previous, if it turned). */
const differenceFrom = (timeZone: string, referenceZone: string) =>
  formatDifference(zoneTime(timeZone, Date.now(), referenceZone).differenceMinutes ?? Number.NaN)

let store: ReturnType<typeof memoryStore>
beforeEach(() => {
  store = memoryStore()
  resetHomeForTests(() => store)
})
afterEach(async () => {
  vi.restoreAllMocks()
  vi.useRealTimers()
  await restoreEnglish()
})

describe('the home city in World Time', () => {
  it('is set from a searchable, labelled picker; the grid then counts from it, marks it, and it is kept', async () => {
    const { user } = await renderWithProviders(<WorldTime />)
    const set = await within(homeRegion()).findByRole('button', { name: 'Set your home city' })
    await waitFor(() => expect(within(card('London')).getByTestId('city-time')).toHaveTextContent(/^\d\d:\d\d$/))

    await user.click(set)
    const picker = await screen.findByRole('combobox', { name: 'Home city' })
    expect(picker).toHaveFocus()
    await user.type(picker, 'japon')
    expect(screen.queryByRole('option', { name: 'Tokyo, Japan' })).not.toBeInTheDocument()
    await user.clear(picker)
    await user.type(picker, 'japan')
    await user.click(await screen.findByRole('option', { name: 'Tokyo, Japan' }))

    const change = await within(homeRegion()).findByRole('button', { name: 'Home: Tokyo, Japan' })
    await waitFor(() => expect(change).toHaveFocus())
    await waitFor(() => expect(store.value).toEqual({ v: 1, id: 'tokyo' }))

    const tokyo = card('Tokyo')
    expect(within(tokyo).getByText('Home')).toBeInTheDocument()
    expect(tokyo).toHaveAttribute('data-home')
    expect(within(tokyo).queryByText(/km from home/)).not.toBeInTheDocument()
    // London is nine hours behind Tokyo all winter, eight in the British summer; never 'Same time'.
    const london = card('London')
    expect(within(london).getByText(differenceFrom('Europe/London', 'Asia/Tokyo'))).toBeInTheDocument()
    expect(london).toHaveTextContent(/hours? behind, compared with your home city/)
    expect(within(london).getByText('9,560 km from home')).toBeInTheDocument()
  })

  it('starts with the home kept on the device, and clears it in one tap', async () => {
    store.value = { v: 1, id: 'auckland' }
    const { user } = await renderWithProviders(<WorldTime />)
    const change = await within(homeRegion()).findByRole('button', { name: 'Home: Auckland, New Zealand' })
    expect(change).toBeVisible()
    await waitFor(() => expect(within(card('Los Angeles')).getByText(differenceFrom('America/Los_Angeles', 'Pacific/Auckland'))).toBeInTheDocument())

    await user.click(within(homeRegion()).getByRole('button', { name: 'Clear home city' }))
    expect(within(homeRegion()).getByRole('button', { name: 'Set your home city' })).toBeInTheDocument()
    expect(screen.queryByText('Home')).not.toBeInTheDocument()
    expect(screen.queryByText(/from home/)).not.toBeInTheDocument()
    await waitFor(() => expect(store.value).toBeUndefined())
  })

  it('measures in miles when the settings say so', async () => {
    localStorage.setItem('waypoint:preferences', JSON.stringify({ distance: 'mi' }))
    store.value = { v: 1, id: 'tokyo' }
    try {
      await renderWithProviders(<WorldTime />)
      await within(homeRegion()).findByRole('button', { name: 'Home: Tokyo, Japan' })
      expect(within(card('London')).getByText('5,940 miles from home')).toBeInTheDocument()
      expect(screen.queryByText(/km from home/)).not.toBeInTheDocument()
    } finally {
      localStorage.removeItem('waypoint:preferences')
    }
  })

  it("offers the device's own city in one tap, and first in the picker", async () => {
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({ timeZone: 'Asia/Jerusalem' } as Intl.ResolvedDateTimeFormatOptions)
    // The device's zone is read again at most once a second: the clock moves on a second (and keeps going).
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true })
    vi.setSystemTime(Date.now() + 1100)
    const { user } = await renderWithProviders(<WorldTime />)
    await user.click(await within(homeRegion()).findByRole('button', { name: 'Set your home city' }))
    const suggested = await screen.findByRole('group', { name: 'Your device’s time zone' })
    expect(within(suggested).getByRole('option', { name: 'Tel Aviv, Israel' })).toBeInTheDocument()
    await user.keyboard('{Escape}')
    await user.click(await within(homeRegion()).findByRole('button', { name: 'Use Tel Aviv' }))
    expect(within(homeRegion()).getByRole('button', { name: 'Home: Tel Aviv, Israel' })).toBeInTheDocument()
    await waitFor(() => expect(store.value).toEqual({ v: 1, id: 'tel-aviv' }))
  })

  it('a built-in destination can be home: Larnaca, found by its Hebrew name', async () => {
    const { user } = await renderWithProviders(<WorldTime />, { language: 'he' })
    await user.click(await within(screen.getByRole('region', { name: 'עיר הבית' })).findByRole('button', { name: 'הגדרת עיר הבית שלכם' }))
    await user.type(await screen.findByRole('combobox', { name: 'עיר הבית' }), 'לרנקה')
    await user.click(await screen.findByRole('option', { name: 'לרנקה, קפריסין' }))
    expect(await screen.findByRole('button', { name: 'בית: לרנקה, קפריסין' })).toBeInTheDocument()
    await waitFor(() => expect(store.value).toEqual({ v: 1, id: 'larnaca' }))
  })
})
