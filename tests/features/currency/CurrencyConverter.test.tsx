import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CurrencyConverter } from '@/features/currency/CurrencyConverter'
import { renderWithProviders } from '../../render'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const live = { success: true, base: 'USD', date: '2026-11-22', rates: { USD: 1, EUR: 0.9187, GBP: 0.7861, ILS: 3.7124 } }

function serve(respond: () => Response | Promise<Response>) {
  const fetch = vi.fn(async () => respond())
  vi.stubGlobal('fetch', fetch)
  return fetch
}

describe('CurrencyConverter', () => {
  it('starts at 2 USD to EUR and converts with the live rates', async () => {
    serve(() => Response.json(live))
    const { user } = await renderWithProviders(<CurrencyConverter />)
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('2')
    expect(screen.getByRole('combobox', { name: 'From' })).toHaveValue('USD - US Dollar')
    expect(screen.getByRole('combobox', { name: 'To' })).toHaveValue('EUR - Euro')
    expect(await screen.findByText('Rates from 22 Nov 2026')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Convert' }))
    const result = await screen.findByTestId('conversion-result')
    expect(result).toHaveTextContent('2 USD = 1.84 EUR')
    expect(result).toHaveTextContent('1 USD = 0.9187 EUR')
    expect(result).toHaveTextContent('1 EUR = 1.0885 USD')
  })

  it('swaps the currencies and converts again', async () => {
    serve(() => Response.json(live))
    const { user } = await renderWithProviders(<CurrencyConverter />)
    await screen.findByText('Rates from 22 Nov 2026')
    await user.click(screen.getByRole('button', { name: 'Convert' }))
    await screen.findByText('2 USD = 1.84 EUR')
    await user.click(screen.getByRole('button', { name: 'Swap currencies' }))
    expect(screen.getByRole('combobox', { name: 'From' })).toHaveValue('EUR - Euro')
    expect(screen.getByRole('combobox', { name: 'To' })).toHaveValue('USD - US Dollar')
    expect(await screen.findByText('2 EUR = 2.18 USD')).toBeInTheDocument()
  })

  it("says 'Please enter a valid amount' for an empty or non-numeric amount", async () => {
    serve(() => Response.json(live))
    const { user } = await renderWithProviders(<CurrencyConverter />)
    const amount = screen.getByRole('textbox', { name: 'Amount' })
    await user.clear(amount)
    await user.click(screen.getByRole('button', { name: 'Convert' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid amount')
    await user.type(amount, 'ten')
    await user.keyboard('{Enter}')
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid amount')
    expect(screen.queryByTestId('conversion-result')).not.toBeInTheDocument()
    // The field is marked, and the reason is its description.
    expect(amount).toHaveAttribute('aria-invalid', 'true')
    expect(amount).toHaveAccessibleDescription('Please enter a valid amount')
  })

  it("says 'Currency conversion failed' when the service's table lacks a currency", async () => {
    serve(() => Response.json(live))
    const { user } = await renderWithProviders(<CurrencyConverter />)
    await screen.findByText('Rates from 22 Nov 2026')
    const to = screen.getByRole('combobox', { name: 'To' })
    await user.click(to)
    await user.clear(to)
    await user.type(to, 'yen')
    await user.click(screen.getByRole('option', { name: 'JPY - Japanese Yen' }))
    expect(to).toHaveValue('JPY - Japanese Yen')
    await user.click(screen.getByRole('button', { name: 'Convert' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Currency conversion failed')
  })

  it('lists all 40 currencies as CODE - name and finds them by name', async () => {
    serve(() => Response.json(live))
    const { user } = await renderWithProviders(<CurrencyConverter />)
    const from = screen.getByRole('combobox', { name: 'From' })
    await user.click(from)
    const list = screen.getByRole('listbox')
    expect(within(list).getAllByRole('option')).toHaveLength(40)
    expect(within(list).getByRole('option', { name: 'ILS - Israeli New Shekel' })).toBeInTheDocument()
    await user.clear(from)
    await user.type(from, 'shekel')
    await user.click(screen.getByRole('option', { name: 'ILS - Israeli New Shekel' }))
    await user.click(screen.getByRole('button', { name: 'Convert' }))
    // 2 / 3.7124 × 0.9187
    expect(await screen.findByText('2 ILS = 0.49 EUR')).toBeInTheDocument()
  })

  it('falls back silently (logged) to the built-in table when the rate service fails', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    serve(() => new Response('down', { status: 500 }))
    const { user } = await renderWithProviders(<CurrencyConverter />)
    expect(await screen.findByTestId('freshness-note')).toHaveTextContent('Built-in rates')
    await user.click(screen.getByRole('button', { name: 'Convert' }))
    expect(await screen.findByText('2 USD = 1.84 EUR')).toBeInTheDocument()
    expect(screen.getByTestId('conversion-result')).toHaveTextContent('1 EUR = 1.0870 USD')
    expect(log).toHaveBeenCalledWith('Error fetching hub rates, using built-in rates:', expect.any(Error))
  })

  it('waits for rates still on their way, showing the spinner, then converts', async () => {
    let release: (response: Response) => void = () => undefined
    serve(() => new Promise<Response>((resolve) => (release = resolve)))
    const { user } = await renderWithProviders(<CurrencyConverter />)
    await user.click(screen.getByRole('button', { name: 'Convert' }))
    const button = screen.getByRole('button', { name: 'Convert' })
    expect(button).toHaveAttribute('data-loading', 'true')
    release(Response.json(live))
    expect(await screen.findByText('2 USD = 1.84 EUR')).toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('button', { name: 'Convert' })).not.toHaveAttribute('data-loading'))
  })
})
