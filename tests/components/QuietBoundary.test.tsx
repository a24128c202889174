import { lazy, Suspense } from 'react'
import { act, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { lazyPart } from '@/components/lazy-part'
import { QuietBoundary } from '@/components/QuietBoundary'

describe('QuietBoundary', () => {
  it('costs only the optional part when its chunk cannot be fetched, not the screen around it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    vi.spyOn(console, 'info').mockImplementation(() => undefined)
    const Chart = lazy(() => Promise.reject(new TypeError('Unable to preload CSS for /assets/TrendChart.css')))
    render(
      <section>
        <p>Lowest 3.61 ILS</p>
        <QuietBoundary fallback={<p>No chart</p>}>
          <Suspense fallback={<p>Loading chart</p>}>
            <Chart />
          </Suspense>
        </QuietBoundary>
      </section>,
    )
    expect(await screen.findByText('No chart')).toBeInTheDocument()
    expect(screen.getByText('Lowest 3.61 ILS')).toBeInTheDocument()
    vi.restoreAllMocks()
  })

  it('tries the part again when the browser is back online, its code fetched afresh', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    vi.spyOn(console, 'info').mockImplementation(() => undefined)
    let online = false
    const FilterBar = lazyPart(() =>
      online
        ? Promise.resolve({ default: () => <input aria-label="Search" /> })
        : Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    )
    render(
      <QuietBoundary fallback={<p>No search yet</p>}>
        <Suspense fallback={<p>Loading</p>}>
          <FilterBar />
        </Suspense>
      </QuietBoundary>,
    )
    expect(await screen.findByText('No search yet')).toBeInTheDocument()
    online = true
    act(() => {
      window.dispatchEvent(new Event('online'))
    })
    expect(await screen.findByRole('textbox', { name: 'Search' })).toBeInTheDocument()
    vi.restoreAllMocks()
  })

  it('shows its children when they render', () => {
    render(
      <QuietBoundary>
        <p>The chart</p>
      </QuietBoundary>,
    )
    expect(screen.getByText('The chart')).toBeInTheDocument()
  })
})
