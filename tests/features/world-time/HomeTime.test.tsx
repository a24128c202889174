import { act, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { resetHomeForTests, type HomeStore } from '@/features/world-time/home-city'
import { HomeTime } from '@/features/world-time/HomeTime'
import { renderWithProviders, restoreEnglish } from '../../render'

const storeWith = (value: unknown): HomeStore => ({ get: async () => value, set: async () => undefined, del: async () => undefined })

afterEach(async () => {
  vi.useRealTimers()
  resetHomeForTests()
  await restoreEnglish()
})

async function settle() {
  await act(async () => void (await vi.advanceTimersByTimeAsync(10)))
}

describe('HomeTime', () => {
  it("says what time it is back home, and whether it is already tomorrow there", async () => {
    // 20:00 in London on 15 January; 05:00 on the 16th in Tokyo.
    vi.useFakeTimers({ now: Date.parse('2026-01-15T20:00:30Z'), shouldAdvanceTime: false })
    resetHomeForTests(() => storeWith({ v: 1, id: 'tokyo' }))
    await renderWithProviders(<HomeTime timeZone="Europe/London" />)
    await settle()
    const reading = screen.getByTestId('home-time')
    expect(reading).toHaveTextContent('At home (Tokyo) +9 h · Tomorrow 05:00')
    expect(reading).toHaveTextContent('Home, Tokyo: Tomorrow 05:00, 9 hours ahead')
  })

  it('from Auckland, Los Angeles is home and still yesterday', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-04-04T14:15:00Z'), shouldAdvanceTime: false })
    resetHomeForTests(() => storeWith({ v: 1, id: 'los-angeles' }))
    await renderWithProviders(<HomeTime timeZone="Pacific/Auckland" />)
    await settle()
    expect(screen.getByTestId('home-time')).toHaveTextContent('At home (Los Angeles) \u221219 h · Yesterday 07:15')
  })

  it('shows nothing while no home city is set', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-01-15T20:00:30Z'), shouldAdvanceTime: false })
    resetHomeForTests(() => storeWith(undefined))
    await renderWithProviders(<HomeTime timeZone="Europe/London" />)
    await settle()
    expect(screen.queryByTestId('home-time')).not.toBeInTheDocument()
  })

  it('speaks French', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-01-15T20:00:30Z'), shouldAdvanceTime: false })
    resetHomeForTests(() => storeWith({ v: 1, id: 'barcelona' }))
    await renderWithProviders(<HomeTime timeZone="Asia/Tokyo" />, { language: 'fr' })
    await settle()
    expect(screen.getByTestId('home-time')).toHaveTextContent('Chez vous (Barcelone) \u22128 h · Hier à 21:00')
  })
})
