import { useState } from 'react'
import { act, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CityClock } from '@/features/world-time/CityClock'
import { formatDifference, formatZoneTime, localTimeZone, zoneTime } from '@/features/world-time/time'
import { WorldTime } from '@/features/world-time/WorldTime'
import { renderWithProviders } from '../../render'

afterEach(() => vi.useRealTimers())

const NOW = Date.parse('2026-01-15T20:00:30Z')

function cards() {
  return within(screen.getByRole('list', { name: 'World clock' })).getAllByRole('listitem')
}

describe('WorldTime', () => {
  it("lists the 40 cities with '--:--' until the first computation, then their times", async () => {
    vi.useFakeTimers({ now: NOW, shouldAdvanceTime: false })
    await renderWithProviders(<WorldTime />)
    // The first dozen at once (the grid's view), every one '--:--'; the rest in the next tasks.
    expect(cards().length).toBeGreaterThanOrEqual(12)
    expect(screen.getAllByText('--:--')).toHaveLength(cards().length)
    // A task for each further step of cards.
    for (let step = 0; step < 3; step++) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(10)
      })
    }
    expect(cards()).toHaveLength(40)
    const tokyo = cards().find((card) => within(card).queryByText('Tokyo'))
    expect(tokyo).toBeDefined()
    const tokyoCard = within(tokyo as HTMLElement)
    expect(tokyoCard.getByText('Japan')).toBeInTheDocument()
    expect(tokyoCard.getByTestId('city-time')).toHaveTextContent(formatZoneTime('Asia/Tokyo', Date.now()))
    const expected = zoneTime('Asia/Tokyo', Date.now(), localTimeZone())
    if (expected.differenceMinutes !== null && expected.differenceMinutes !== 0) {
      expect(tokyoCard.getByText(formatDifference(expected.differenceMinutes))).toBeInTheDocument()
    }
    expect(screen.queryAllByText('--:--')).toHaveLength(0)
  })

  it('shows the local time ticking every second', async () => {
    vi.useFakeTimers({ now: NOW, shouldAdvanceTime: false })
    await renderWithProviders(<WorldTime />)
    const region = screen.getByRole('region', { name: 'Your local time' })
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10)
    })
    const first = within(region).getByText(/^\d\d:\d\d:\d\d$/).textContent
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000)
    })
    const second = within(region).getByText(/^\d\d:\d\d:\d\d$/).textContent
    expect(second).not.toBe(first)
    expect(second).toBe(formatZoneTime(localTimeZone(), Date.now(), true))
  })

  it('filters by city or country, case-insensitively, and empty shows all', async () => {
    const { user } = await renderWithProviders(<WorldTime />)
    const search = screen.getByPlaceholderText('Search for a city or country...')
    expect(search).toHaveAccessibleName('Search for a city or country')

    await user.type(search, 'tokyo')
    expect(cards()).toHaveLength(1)
    expect(within(cards()[0] as HTMLElement).getByText('Tokyo')).toBeInTheDocument()

    await user.clear(search)
    await user.type(search, 'ISRAEL')
    expect(cards()).toHaveLength(1)
    expect(within(cards()[0] as HTMLElement).getByText('Tel Aviv')).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('1 of 40 cities')

    await user.clear(search)
    expect(cards()).toHaveLength(40)
    expect(screen.getByRole('status')).toHaveTextContent('40 cities')
  })

  it('says so when nothing matches, and the clear button brings all back', async () => {
    const { user } = await renderWithProviders(<WorldTime />)
    await user.type(screen.getByPlaceholderText('Search for a city or country...'), 'Atlantis')
    expect(screen.queryByRole('list', { name: 'World clock' })).not.toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('No cities match “Atlantis”.')
    await user.click(screen.getByRole('button', { name: 'Clear search' }))
    expect(cards()).toHaveLength(40)
  })

  it('refreshes the times when the tab is shown again', async () => {
    vi.useFakeTimers({ now: NOW, shouldAdvanceTime: false })
    function Harness() {
      const [active, setActive] = useState(true)
      return (
        <>
          <button type="button" onClick={() => setActive(!active)}>
            toggle
          </button>
          <WorldTime active={active} />
        </>
      )
    }
    await renderWithProviders(<Harness />)
    const settle = () => act(async () => void (await vi.advanceTimersByTimeAsync(10)))
    await settle()
    const london = () =>
      within(cards().find((card) => within(card).queryByText('London')) as HTMLElement).getByTestId('city-time')
    expect(london()).toHaveTextContent('20:00')

    // Hidden for 10 minutes: nothing runs, so the shown time does not move…
    fireEvent.click(screen.getByRole('button', { name: 'toggle' }))
    vi.setSystemTime(NOW + 10 * 60_000)
    await settle()
    expect(london()).toHaveTextContent('20:00')

    // …and showing the tab again refreshes at once.
    fireEvent.click(screen.getByRole('button', { name: 'toggle' }))
    await settle()
    expect(london()).toHaveTextContent('20:10')
  })

  it('refreshes the list every minute', async () => {
    vi.useFakeTimers({ now: NOW, shouldAdvanceTime: false })
    await renderWithProviders(<WorldTime />)
    await act(async () => void (await vi.advanceTimersByTimeAsync(10)))
    const london = () =>
      within(cards().find((card) => within(card).queryByText('London')) as HTMLElement).getByTestId('city-time')
    expect(london()).toHaveTextContent('20:00')
    await act(async () => void (await vi.advanceTimersByTimeAsync(60_000)))
    expect(london()).toHaveTextContent('20:01')
  })
})

describe('CityClock', () => {
  it("shows a zone's time and its difference from the user, and ticks on the minute", async () => {
    vi.useFakeTimers({ now: Date.parse('2026-01-15T20:00:50Z'), shouldAdvanceTime: false })
    await renderWithProviders(<CityClock timeZone="Asia/Tokyo" />)
    const clock = screen.getByRole('timer')
    expect(clock).toHaveTextContent('05:00')
    expect(clock).toHaveAccessibleName(/^Local time 05:00/)
    await act(async () => {
      await vi.advanceTimersByTimeAsync(15_000)
    })
    expect(clock).toHaveTextContent('05:01')
    const difference = zoneTime('Asia/Tokyo', Date.now(), localTimeZone()).differenceMinutes
    if (difference) expect(clock).toHaveTextContent(formatDifference(difference))
  })

  it("shows 'Error' for an unknown zone", async () => {
    await renderWithProviders(<CityClock timeZone="Nowhere/Special" />)
    expect(screen.getByRole('timer')).toHaveTextContent('Error')
  })
})
