import { lazy, Suspense } from 'react'
import { act, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { lazyPart } from '@/components/lazy-part'
import { QuietBoundary } from '@/components/QuietBoundary'
import { originAnswers, startReachability } from '@/lib/reachability'

/** An optional search bar in a QuietBoundary, whose code comes only while `reachable()` says so. */
function renderSearchBar(reachable: () => boolean) {
  const SearchBar = lazyPart(() =>
    reachable()
      ? Promise.resolve({ default: () => <input aria-label="Search" /> })
      : Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
  )
  render(
    <QuietBoundary fallback={<p>No search yet</p>}>
      <Suspense fallback={<p>Loading</p>}>
        <SearchBar />
      </Suspense>
    </QuietBoundary>,
  )
}

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
    renderSearchBar(() => online)
    expect(await screen.findByText('No search yet')).toBeInTheDocument()
    online = true
    act(() => {
      window.dispatchEvent(new Event('online'))
    })
    expect(await screen.findByRole('textbox', { name: 'Search' })).toBeInTheDocument()
    vi.restoreAllMocks()
  })

  it('tries the part again when the app’s server answers again, the browser online all along', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    vi.spyOn(console, 'info').mockImplementation(() => undefined)
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    // A dead connection (or a captive portal): the browser's flag says online, nothing answers.
    let up = false
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => {
      if (!up) throw new TypeError('Failed to fetch')
      return new Response('ok')
    })
    const stop = startReachability('/healthz')
    try {
      await vi.waitFor(() => expect(originAnswers()).toBe(false))
      renderSearchBar(() => up)
      await vi.waitFor(() => expect(screen.getByText('No search yet')).toBeInTheDocument())
      up = true
      // The next question to the server (every 15 s while it does not answer) finds it answering.
      await act(() => vi.advanceTimersByTimeAsync(15_000))
      await vi.waitFor(() => expect(screen.getByRole('textbox', { name: 'Search' })).toBeInTheDocument())
    } finally {
      stop()
      vi.useRealTimers()
      vi.restoreAllMocks()
    }
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
