import { act, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { HeaderPulse } from '@/shell/HeaderPulse'
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
})
