import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FactPanel } from '@/features/destinations/FactPanel'
import type { Destination } from '@/features/destinations/types'
import { mockMediaQueries } from '../../media'
import { renderWithProviders } from '../../render'

const paris: Destination = {
  id: 9,
  city: 'Paris',
  country: 'France',
  population: 'About 2.1 million',
  area: '105 km²',
  currency: 'Euro',
  housingMarket: 'Tight and expensive',
  climate: 'Temperate',
}

/** Pretends the screen is narrower than 768 px. */
function narrowScreen() {
  mockMediaQueries((query) => query.includes('max-width'))
}

afterEach(() => vi.restoreAllMocks())

describe('FactPanel', () => {
  it('shows every present fact under its heading on a wide screen', async () => {
    await renderWithProviders(<FactPanel destination={paris} />)
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['General', 'Financial', 'Housing', 'Climate'])
    const general = screen.getByRole('region', { name: 'General' })
    expect(within(general).getByText('Population')).toBeVisible()
    expect(within(general).getByText('About 2.1 million')).toBeVisible()
    expect(within(general).queryByText('Density')).not.toBeInTheDocument()
    expect(screen.getByText('Tight and expensive')).toBeVisible()
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })

  it('folds the sections on a narrow screen, General open, each heading a toggle', async () => {
    narrowScreen()
    const { user } = await renderWithProviders(<FactPanel destination={paris} />)
    const general = screen.getByRole('button', { name: 'General' })
    const housing = screen.getByRole('button', { name: 'Housing' })
    expect(general).toHaveAttribute('aria-expanded', 'true')
    expect(housing).toHaveAttribute('aria-expanded', 'false')
    expect(screen.getByRole('heading', { name: 'Housing' })).toContainElement(housing)
    expect(screen.getByText('Tight and expensive')).not.toBeVisible()

    await user.click(housing)
    expect(housing).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByText('Tight and expensive')).toBeVisible()

    await user.click(screen.getByRole('button', { name: 'Expand all' }))
    expect(screen.getByText('Temperate')).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Collapse all' }))
    expect(screen.getByText('About 2.1 million')).not.toBeVisible()
  })

  it('says when a city has no facts to show', async () => {
    await renderWithProviders(<FactPanel destination={{ id: 0, city: 'Greece', country: 'Southern Europe' }} />)
    expect(screen.getByText('Detailed facts for Greece are not available right now. Please try again later.')).toBeInTheDocument()
  })
})
