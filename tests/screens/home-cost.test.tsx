import { act, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { hubRatesQuery } from '@/features/currency/queries'
import type { Destination } from '@/features/destinations/types'
import { resetHomeForTests, type HomeStore } from '@/features/world-time/home-city'
import { HomeTimeFact } from '@/screens/destinations/CityExtras'
import { HomeCostFact } from '@/screens/destinations/home-cost'
import { converterPair, lastDestinationCurrency, rememberDestinationCurrency } from '@/features/currency/start-pair'
import { createTestQueryClient, renderWithProviders, restoreEnglish } from '../render'

const storeWith = (value: unknown): HomeStore => ({ get: async () => value, set: async () => undefined, del: async () => undefined })

const lisbon: Destination = {
  id: 4,
  city: 'Lisbon',
  country: 'Portugal',
  currency: 'Euro (EUR, €)',
  averageCost: 'About €1,900-2,400 a month for a single person including rent; €4,000-5,000 for a family of four',
}

function withRates() {
  const queryClient = createTestQueryClient()
  queryClient.setQueryData(hubRatesQuery().queryKey, { date: '2026-11-24', rates: { USD: 1, EUR: 0.92, ILS: 3.7, GBP: 0.79 } })
  return queryClient
}

async function settle() {
  await act(async () => void (await vi.advanceTimersByTimeAsync(10)))
}

afterEach(async () => {
  vi.useRealTimers()
  resetHomeForTests()
  localStorage.clear()
  await restoreEnglish()
})

describe("a destination's cost in the home currency", () => {
  it('converts the first range of the sheet into the home city’s currency, saying from what', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    resetHomeForTests(() => storeWith({ v: 1, id: 'tel-aviv' }))
    await renderWithProviders(<HomeCostFact destination={lisbon} />, { queryClient: withRates() })
    await settle()
    // 1,900 EUR = 2,065 USD = 7,641 ILS → 7,640; 2,400 EUR → 9,652 → 9,650.
    const fact = await screen.findByTestId('home-cost')
    expect(fact).toHaveTextContent('In your home currency:')
    expect(within(fact).getByText('about 7,640–9,650 ILS')).toBeInTheDocument()
    expect(fact).toHaveTextContent('Converted from 1,900–2,400 EUR at the latest rate')
  })

  it('says nothing without a home city, for a home in the same currency, or for a cost it cannot read', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    resetHomeForTests(() => storeWith(undefined))
    const { unmount } = await renderWithProviders(<HomeCostFact destination={lisbon} />, { queryClient: withRates() })
    await settle()
    expect(screen.queryByTestId('home-cost')).not.toBeInTheDocument()
    unmount()

    resetHomeForTests(() => storeWith({ v: 1, id: 'paris' }))
    const second = await renderWithProviders(<HomeCostFact destination={lisbon} />, { queryClient: withRates() })
    await settle()
    expect(screen.queryByTestId('home-cost')).not.toBeInTheDocument()
    second.unmount()

    resetHomeForTests(() => storeWith({ v: 1, id: 'london' }))
    await renderWithProviders(<HomeCostFact destination={{ ...lisbon, averageCost: 'Cheaper than Paris' }} />, { queryClient: withRates() })
    await settle()
    expect(screen.queryByTestId('home-cost')).not.toBeInTheDocument()
  })

  it('writes the figures in Hebrew with the amount kept left to right', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    resetHomeForTests(() => storeWith({ v: 1, id: 'london' }))
    await renderWithProviders(<HomeCostFact destination={lisbon} />, { queryClient: withRates(), language: 'he' })
    await settle()
    // 1,900 EUR → 1,631 GBP → 1,630; 2,400 → 2,061 → 2,060.
    const fact = await screen.findByTestId('home-cost')
    expect(fact.textContent).toContain('בערך \u20661,630–2,060 GBP\u2069')
  })
})

describe('the distance from home in the destination panel', () => {
  it('adds how far the destination is, in the person’s unit', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-01-15T20:00:30Z'), shouldAdvanceTime: false })
    resetHomeForTests(() => storeWith({ v: 1, id: 'tel-aviv' }))
    await renderWithProviders(<HomeTimeFact destination={{ id: 3, city: 'Berlin', country: 'Germany' }} />)
    await settle()
    // Tel Aviv to Berlin is about 2,860 km along the great circle.
    expect(screen.getByTestId('home-time')).toHaveTextContent(/2,8[5-7]0 km from home/)
  })
})

describe('where the converter starts', () => {
  it('is USD → EUR without a home city, and home → the last destination’s currency with one', () => {
    expect(converterPair(null, 'ILS')).toEqual({ from: 'USD', to: 'EUR' })
    expect(converterPair('GBP', 'ILS')).toEqual({ from: 'GBP', to: 'ILS' })
    expect(converterPair('ILS', 'ILS')).toEqual({ from: 'ILS', to: 'EUR' })
    expect(converterPair('EUR', null)).toEqual({ from: 'EUR', to: 'USD' })
  })

  it('remembers the last destination currency, ignoring codes the converter does not have', () => {
    expect(lastDestinationCurrency()).toBeNull()
    rememberDestinationCurrency('ILS')
    rememberDestinationCurrency('XYZ')
    rememberDestinationCurrency(null)
    expect(lastDestinationCurrency()).toBe('ILS')
    localStorage.setItem('waypoint:last-destination-currency', '<b>')
    expect(lastDestinationCurrency()).toBeNull()
  })
})
