import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderApp } from '../render'
import { londonCurrent, londonForecast } from '../features/weather/fixtures'

// The tabs' panels are lazy chunks. In the browser they are precached; here the first test to open one
// would also pay for compiling it, which is not what these tests measure: compile them once first.
beforeAll(async () => {
  await Promise.all([import('@/features/currency/CurrencyConverter'), import('@/features/weather/Weather')])
})

beforeEach(() => {
  document.body.innerHTML = '<div id="root"></div>'
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input))
      if (url.pathname.endsWith('/current.json')) return Response.json(londonCurrent)
      if (url.pathname.endsWith('/forecast.json')) return Response.json(londonForecast)
      if (url.pathname.endsWith('/latest')) return Response.json({ success: true, base: 'USD', date: '2026-11-22', rates: { USD: 1, EUR: 0.9 } })
      return new Response('not here', { status: 404 })
    }),
  )
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

async function hub(path: string) {
  const app = await renderApp(path)
  const dialog = await screen.findByRole('dialog', { name: 'Global Information Hub' })
  await waitFor(() => expect(within(dialog).queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument())
  return { ...app, dialog: within(dialog) }
}

describe('/time-currency', () => {
  it('opens on World Time by default, and a bad tab falls back to it', async () => {
    const { dialog } = await hub('/time-currency?tab=nonsense')
    expect(dialog.getByRole('tab', { name: 'World Time' })).toHaveAttribute('aria-selected', 'true')
    expect(dialog.getByPlaceholderText('Search for a city or country...')).toBeInTheDocument()
  })

  it('opens the tab and city named in the address', async () => {
    const { dialog } = await hub('/time-currency?tab=weather&city=London')
    expect(dialog.getByRole('tab', { name: 'Weather' })).toHaveAttribute('aria-selected', 'true')
    expect(await dialog.findByRole('region', { name: 'London' }, { timeout: 5000 })).toBeInTheDocument()
  })

  it('puts the chosen tab in the address, and World Time back to the bare address', async () => {
    const { dialog, router, user } = await hub('/time-currency')
    await user.click(dialog.getByRole('tab', { name: 'Currency' }))
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: 'currency' }))
    // What this test is about is the address and the tab it names; the converter's own chunk (its panel
    // shows a skeleton until it renders) is the next test's.
    expect(dialog.getByRole('tab', { name: 'Currency' })).toHaveAttribute('aria-selected', 'true')
    await user.click(dialog.getByRole('tab', { name: 'World Time' }))
    await waitFor(() => expect(router.state.location.href).toBe('/time-currency'))
    expect(dialog.getByRole('tab', { name: 'World Time' })).toHaveAttribute('aria-selected', 'true')
  })

  it('keeps what was typed in the converter when moving between tabs', async () => {
    const { dialog, user } = await hub('/time-currency?tab=currency')
    const amount = await dialog.findByRole('textbox', { name: 'Amount' }, { timeout: 5000 })
    await user.clear(amount)
    await user.type(amount, '250')
    await user.click(dialog.getByRole('tab', { name: 'World Time' }))
    await user.click(dialog.getByRole('tab', { name: 'Currency' }))
    expect(dialog.getByRole('textbox', { name: 'Amount' })).toHaveValue('250')
  })
})
