import { screen, within } from '@testing-library/react'
import { onlineManager } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { comparedSections } from '@/features/destinations/compare-facts'
import { lookupPlace } from '@/features/destinations/navigation'
import { destinationsQuery } from '@/features/destinations/queries'
import type { Destination } from '@/features/destinations/types'
import type { CityWeather } from '@/features/weather/api'
import { cityWeatherQuery } from '@/features/weather/queries'
import { CompareView } from '@/screens/destinations/CompareView'
import { createTestQueryClient, renderWithProviders } from '../render'

const lisbon: Destination = {
  id: 0,
  city: 'Lisbon',
  country: 'Portugal',
  population: 'About 550,000 in the city; 2.9 million in the metropolitan area',
  populationDensity: 'About 5,500 people per km²',
  language: 'Portuguese',
  climate: 'Mild and sunny',
}
const berlin: Destination = {
  id: 1,
  city: 'Berlin',
  country: 'Germany',
  population: 'About 3.9 million',
  area: '891 km²',
  housingMarket: 'Very competitive',
}

/** What the weather service says of a city: its temperature, sunny. */
const weather = (name: string, country: string, tempC: number): CityWeather => ({
  current: {
    location: { name, country, localTime: null, timeZone: null },
    tempC,
    feelsLikeC: tempC,
    humidity: 60,
    windKph: 10,
    uv: 3,
    condition: { text: 'Sunny', icon: null, code: 1000 },
  },
  forecast: [],
})

describe('comparedSections', () => {
  it('shows a field when any city has it, with null where one has not, in the fact panel’s order', () => {
    const sections = comparedSections([lisbon, berlin])
    expect(sections.map((section) => section.title)).toEqual(['General', 'Language', 'Housing', 'Climate'])
    const general = sections[0]
    expect(general?.rows.map((row) => [row.label, row.values])).toEqual([
      ['Population', [lisbon.population, berlin.population]],
      ['Area', [null, '891 km²']],
      ['Density', ['About 5,500 people per km²', null]],
    ])
    expect(sections.find((section) => section.id === 'housing')?.rows[0]?.values).toEqual([null, 'Very competitive'])
  })
})

describe('CompareView', () => {
  beforeEach(() => {
    // No weather service in tests: the weather row says it is not given.
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('offline'))))
    window.localStorage.clear()
  })
  afterEach(() => vi.unstubAllGlobals())

  async function renderView(splat: string) {
    const queryClient = createTestQueryClient()
    queryClient.setQueryData(destinationsQuery().queryKey, [lisbon, berlin])
    return renderWithProviders(<CompareView splat={splat} />, { queryClient })
  }

  it('lines the cities up in columns and their facts in rows, "Not given" where one is missing', async () => {
    await renderView('Lisbon/Berlin')
    const table = await screen.findByRole('table', { name: 'Compare destinations' })
    const head = within(table).getAllByRole('rowgroup')[0] ?? table
    expect(within(head).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['LisbonPortugal', 'BerlinGermany'])

    const row = (label: string) => within(table).getByRole('rowheader', { name: label }).closest('tr') ?? table
    const cells = (label: string) => within(row(label)).getAllByRole('cell').map((cell) => cell.textContent)
    expect(cells('Population')).toEqual([lisbon.population, 'About 3.9 millionHighest · 7.1× Lisbon'])
    expect(cells('Area')).toEqual(['Not given', '891 km²'])
    expect(cells('Density')).toEqual(['About 5,500 people per km²', 'Not given'])
    // A section of one field is named by its heading; its row is still labelled for screen readers.
    expect(cells('Housing')).toEqual(['Not given', 'Very competitive'])
    expect(within(table).getByRole('columnheader', { name: 'Climate' })).toBeInTheDocument()
    expect(within(table).queryByRole('rowheader', { name: 'Currency' })).toBeNull()
  })

  it('names a city the sheet does not have and compares the rest', async () => {
    await renderView('Berlin,Atlantis,Lisbon')
    expect(await screen.findByRole('alert')).toHaveTextContent('Not among our destinations: Atlantis. Comparing the others.')
    expect(screen.getByRole('table')).toBeInTheDocument()
  })

  it('with fewer than two cities, says so and links back to the destinations', async () => {
    await renderView('Berlin')
    expect(await screen.findByText('Pick at least two destinations to compare them side by side.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Browse destinations' })).toHaveAttribute('href', '/destinations')
    expect(screen.queryByRole('table')).toBeNull()
  })

  it('offline with the sheet never fetched, says the destinations could not be loaded, with Try again', async () => {
    onlineManager.setOnline(false)
    try {
      await renderWithProviders(<CompareView splat="Lisbon/Berlin" />, { queryClient: createTestQueryClient() })
      expect(await screen.findByText('Failed to load destinations. Please try again later.')).toBeInTheDocument()
      expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
      expect(screen.getByRole('link', { name: 'Browse destinations' })).toHaveAttribute('href', '/destinations')
      expect(screen.queryByTestId('compare-loading')).toBeNull()
    } finally {
      onlineManager.setOnline(true)
    }
  })

  it('offline, a city whose weather was not kept says it needs a connection, not that it is not given', async () => {
    const queryClient = createTestQueryClient()
    queryClient.setQueryData(destinationsQuery().queryKey, [lisbon, berlin])
    queryClient.setQueryData(cityWeatherQuery(lookupPlace(lisbon)).queryKey, weather('Lisbon', 'Portugal', 16.5))
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    onlineManager.setOnline(false)
    try {
      await renderWithProviders(<CompareView splat="Lisbon/Berlin" />, { queryClient })
      const table = await screen.findByRole('table', { name: 'Compare destinations' })
      const cells = within(within(table).getByRole('rowheader', { name: 'Weather today' }).closest('tr') ?? table).getAllByRole('cell')
      expect(cells[0]).toHaveTextContent('Sunny')
      expect(cells[1]).toHaveTextContent('Needs a connection')
      expect(cells[1]).not.toHaveTextContent('Not given')
    } finally {
      onlineManager.setOnline(true)
      vi.restoreAllMocks()
    }
  })

  it('says how much warmer a city is by the temperatures it shows, not by the decimals behind them', async () => {
    const queryClient = createTestQueryClient()
    queryClient.setQueryData(destinationsQuery().queryKey, [lisbon, berlin])
    // 16.5 °C is written 17 °C and 14.4 °C is 14 °C: 3° apart, although 16.5 - 14.4 rounds to 2.
    queryClient.setQueryData(cityWeatherQuery(lookupPlace(lisbon)).queryKey, weather('Lisbon', 'Portugal', 16.5))
    queryClient.setQueryData(cityWeatherQuery(lookupPlace(berlin)).queryKey, weather('Berlin', 'Germany', 14.4))
    await renderWithProviders(<CompareView splat="Lisbon/Berlin" />, { queryClient })
    const table = await screen.findByRole('table', { name: 'Compare destinations' })
    const cells = within(within(table).getByRole('rowheader', { name: 'Weather today' }).closest('tr') ?? table).getAllByRole('cell')
    expect(cells[0]).toHaveTextContent('17 °C')
    expect(cells[0]).toHaveTextContent('3° warmer than Berlin')
    expect(cells[1]).toHaveTextContent('14 °C')
  })
})
