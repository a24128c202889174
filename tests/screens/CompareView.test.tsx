import { screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { comparedSections } from '@/features/destinations/compare-facts'
import { destinationsQuery } from '@/features/destinations/queries'
import type { Destination } from '@/features/destinations/types'
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
})
