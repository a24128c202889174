import { fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { RateTrend } from '@/features/currency/RateTrend'
import { renderWithProviders, restoreEnglish } from '../../render'

afterEach(async () => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  await restoreEnglish()
})

/** A Frankfurter answer for USD → ILS: lowest on the 4th, highest on the 5th, +5 % from first to last. */
const history = {
  amount: 1,
  base: 'USD',
  start_date: '2026-11-02',
  end_date: '2026-11-06',
  rates: {
    '2026-11-02': { ILS: 3.6 },
    '2026-11-03': { ILS: 3.65 },
    '2026-11-04': { ILS: 3.5 },
    '2026-11-05': { ILS: 3.9 },
    '2026-11-06': { ILS: 3.78 },
  },
}

function serve(respond: (url: string) => Response) {
  const fetch = vi.fn(async (input: RequestInfo | URL) => respond(String(input)))
  vi.stubGlobal('fetch', fetch)
  return fetch
}

describe('RateTrend', () => {
  it('asks for the pair over 30 days and states the lowest and highest day and the change', async () => {
    const fetch = serve(() => Response.json(history))
    await renderWithProviders(<RateTrend from="USD" to="ILS" />)
    const summary = await screen.findByTestId('trend-summary')
    expect(screen.getByRole('heading', { name: '30-day trend: USD to ILS' })).toBeInTheDocument()
    expect(within(summary).getByText('Lowest').nextElementSibling).toHaveTextContent('3.50004 Nov 2026')
    expect(within(summary).getByText('Highest').nextElementSibling).toHaveTextContent('3.90005 Nov 2026')
    expect(within(summary).getByText('Change').nextElementSibling).toHaveTextContent('+5.00%since 2 Nov 2026')
    expect(screen.getByTestId('trend-period')).toHaveTextContent('1 USD in ILS, 2 Nov 2026 – 6 Nov 2026')
    const url = new URL(String(fetch.mock.calls[0]?.[0]))
    expect(url.pathname).toMatch(/\/demo\/rates\/history\/\d{4}-\d{2}-\d{2}\.\.\d{4}-\d{2}-\d{2}$/)
    expect(url.searchParams.get('base')).toBe('USD')
    expect(url.searchParams.get('symbols')).toBe('ILS')
  })

  it('lists every day in a table, newest first, for those who cannot see the chart', async () => {
    serve(() => Response.json(history))
    const { user } = await renderWithProviders(<RateTrend from="USD" to="ILS" />)
    await user.click(await screen.findByText('Daily rates'))
    const table = screen.getByRole('table', { name: 'Daily rates, 1 USD in ILS' })
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows.map((row) => row.textContent)).toEqual([
      '6 Nov 20263.7800',
      '5 Nov 20263.9000',
      '4 Nov 20263.5000',
      '3 Nov 20263.6500',
      '2 Nov 20263.6000',
    ])
  })

  it('is a slider over the days: the keys move the day shown and read out', async () => {
    serve(() => Response.json(history))
    await renderWithProviders(<RateTrend from="USD" to="ILS" />)
    const slider = await screen.findByRole('slider', { name: 'Rate by day, USD to ILS' })
    expect(slider).toHaveAttribute('aria-valuetext', '6 Nov 2026: 1 USD = 3.7800 ILS')
    fireEvent.keyDown(slider, { key: 'ArrowLeft' })
    expect(slider).toHaveAttribute('aria-valuetext', '5 Nov 2026: 1 USD = 3.9000 ILS')
    expect(screen.getByTestId('trend-readout')).toHaveTextContent('5 Nov 2026: 1 USD = 3.9000 ILS')
    fireEvent.keyDown(slider, { key: 'Home' })
    expect(slider).toHaveAttribute('aria-valuetext', '2 Nov 2026: 1 USD = 3.6000 ILS')
    fireEvent.keyDown(slider, { key: 'ArrowLeft' })
    expect(slider).toHaveAttribute('aria-valuenow', '0')
    fireEvent.keyDown(slider, { key: 'End' })
    expect(slider).toHaveAttribute('aria-valuenow', '4')
  })

  it('draws what is valid and says how many days were left out', async () => {
    serve(() => Response.json({ ...history, rates: { ...history.rates, '2026-11-09': { ILS: 'n/a' }, '2026-11-10': {} } }))
    await renderWithProviders(<RateTrend from="USD" to="ILS" />)
    expect(await screen.findByText('2 days without a usable rate are left out.')).toBeInTheDocument()
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuemax', '4')
  })

  it('names the currency the service has no history for', async () => {
    serve(() => Response.json({ ...history, rates: { '2026-11-02': { EUR: 0.9 }, '2026-11-03': { EUR: 0.91 } } }))
    await renderWithProviders(<RateTrend from="AED" to="EUR" />)
    expect(await screen.findByText('No rate history is available for AED.')).toBeInTheDocument()
    expect(screen.queryByRole('slider')).not.toBeInTheDocument()
  })

  it("says the same when the service does not know the pair (Frankfurter's 404)", async () => {
    serve(() => Response.json({ message: 'not found' }, { status: 404 }))
    await renderWithProviders(<RateTrend from="USD" to="AED" />)
    expect(await screen.findByText('No rate history is available for AED.')).toBeInTheDocument()
  })

  it('says the service is down, and offline that a first look needs a connection', async () => {
    serve(() => new Response('down', { status: 503 }))
    const first = await renderWithProviders(<RateTrend from="USD" to="ILS" />)
    expect(await screen.findByText('Rate history unavailable. Please try again later.')).toBeInTheDocument()
    first.unmount()
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    serve(() => {
      throw new TypeError('Failed to fetch')
    })
    await renderWithProviders(<RateTrend from="USD" to="ILS" />)
    expect(await screen.findByText('Connect to the internet to see this pair’s rate history.')).toBeInTheDocument()
  })

  it('writes numbers, percentages and days the French way', async () => {
    serve(() => Response.json(history))
    await renderWithProviders(<RateTrend from="USD" to="ILS" />, { language: 'fr' })
    const summary = await screen.findByTestId('trend-summary')
    expect(screen.getByRole('heading', { name: 'Tendance sur 30 jours\u00a0: USD en ILS' })).toBeInTheDocument()
    expect(within(summary).getByText('Plus bas').nextElementSibling).toHaveTextContent(/^3,5000\s?4 nov\. 2026$/)
    expect(within(summary).getByText('Variation').nextElementSibling).toHaveTextContent(/^\+5,00\s%depuis le 2 nov\. 2026$/)
  })
})
