import { act, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { HeaderPulse } from '@/shell/HeaderPulse'
import { mockMediaQueries } from '../media'
import { renderWithProviders } from '../render'

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('HeaderPulse', () => {
  it('falls back to the mock rates and logs the spec line when the rate service fails', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    vi.stubGlobal('fetch', vi.fn(async () => new Response('down', { status: 503 })))
    await renderWithProviders(<HeaderPulse />)
    expect(await screen.findByText('1$ = € 0.92')).toBeInTheDocument()
    expect(log).toHaveBeenCalledWith('Error fetching rates, using mock data:', expect.any(Error))
  })

  it('shows the live rate, then the next currency after 5 s, and the local time as HH:MM', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    vi.setSystemTime(new Date(2026, 10, 22, 9, 7, 30))
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ result: 'success', rates: { EUR: 0.9187, GBP: 0.7861 } })))
    await renderWithProviders(<HeaderPulse />)
    expect(await screen.findByText('1$ = € 0.92')).toBeInTheDocument() // 0.9187 with 2 decimals
    expect(screen.getByText('09:07')).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(5000 + 300))
    expect(screen.getByText('1$ = £ 0.79')).toBeInTheDocument()
    expect(screen.getAllByRole('link').every((link) => link.getAttribute('href') === '/time-currency')).toBe(true)
  })

  it('never fades the time; the rate is wiped (not faded) between currencies, and swapped at once with reduced motion', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    vi.setSystemTime(new Date(2026, 10, 22, 9, 7, 30))
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ result: 'success', rates: { EUR: 0.9187, GBP: 0.7861 } })))
    await renderWithProviders(<HeaderPulse />)
    expect(await screen.findByText('1$ = € 0.92')).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(5000))
    // Mid-change: the rate's box is the one marked to be wiped; the time is outside it.
    const time = screen.getByText('09:07')
    expect(time.closest('[data-fading]')).not.toBeNull()
    expect(time.className).toBe('')
    act(() => vi.advanceTimersByTime(300))
    expect(screen.getByText('1$ = £ 0.79')).toBeInTheDocument()
  })

  it('with reduced motion, the next currency takes the place of the last with no wipe', async () => {
    mockMediaQueries((query) => query.includes('prefers-reduced-motion'))
    vi.useFakeTimers({ shouldAdvanceTime: true })
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ result: 'success', rates: { EUR: 0.9187, GBP: 0.7861 } })))
    const { container } = await renderWithProviders(<HeaderPulse />)
    expect(await screen.findByText('1$ = € 0.92')).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(5000))
    expect(screen.getByText('1$ = £ 0.79')).toBeInTheDocument()
    expect(container.querySelector('[data-fading]')).toBeNull()
  })
})
