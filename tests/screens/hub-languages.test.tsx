// The hub in the other languages: each tool rendered in Russian, French or Hebrew speaks from the hub's
// catalog, with its plurals, and writes numbers, dates, times and units the language's way (and the
// person's: 12-hour clock, °F, mph).
import type { ReactNode } from 'react'
import { MantineProvider } from '@mantine/core'
import { QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { theme } from '@/app/theme'
import { CurrencyConverter } from '@/features/currency/CurrencyConverter'
import { Weather } from '@/features/weather/Weather'
import { WorldTime } from '@/features/world-time/WorldTime'
import { formatZoneTime } from '@/features/world-time/time'
import { areas } from '@/i18n/catalogs'
import { PreferencesProvider } from '@/i18n/preferences'
import { activateLanguage, LanguageProvider } from '@/i18n/react'
import { Hub } from '@/screens/hub/Hub'
import { londonCurrent, londonForecast } from '../features/weather/fixtures'
import { createTestQueryClient } from '../render'

const PREFERENCES = 'waypoint:preferences'

afterEach(async () => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  localStorage.removeItem(PREFERENCES)
  // Unmounted first, so switching back to English updates nothing on screen.
  cleanup()
  await activateLanguage('en', areas)
})

/** Renders in a language (every catalog loaded, the providers mounted in it). */
async function renderIn(language: string, ui: ReactNode) {
  await activateLanguage(language, areas)
  const result = render(
    <LanguageProvider>
      <PreferencesProvider>
        <MantineProvider theme={theme} env="test">
          <QueryClientProvider client={createTestQueryClient()}>{ui}</QueryClientProvider>
        </MantineProvider>
      </PreferencesProvider>
    </LanguageProvider>,
  )
  return { ...result, user: userEvent.setup() }
}

const live = { success: true, base: 'USD', date: '2026-11-22', rates: { USD: 1, EUR: 0.9187, GBP: 0.7861, ILS: 3.7124 } }

function serveRates() {
  vi.stubGlobal('fetch', vi.fn(async () => Response.json(live)))
}

function serveLondon() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) =>
      Response.json(new URL(String(input)).pathname.endsWith('/current.json') ? londonCurrent : londonForecast),
    ),
  )
}

/** Intl's narrow no-break space (French and Russian thousands) and no-break space, read as spaces. */
const spaces = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ')

describe('the hub in Hebrew', () => {
  it('names its tabs in Hebrew, from the right', async () => {
    await renderIn('he', <Hub tab="time" city="London" onTabChange={() => undefined} onCityChange={() => undefined} />)
    const tabs = await screen.findByRole('tablist', { name: 'כלי המרכז' })
    expect(within(tabs).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['שעון עולמי', 'מטבע', 'מזג אוויר'])
    expect(document.documentElement.dir).toBe('rtl')
    expect(screen.getByPlaceholderText('חיפוש עיר או מדינה…')).toBeInTheDocument()
  })
})

describe('world time in Russian', () => {
  const NOW = Date.parse('2026-01-15T20:00:30Z')
  const cards = () => within(screen.getByRole('list', { name: 'Мировые часы' })).getAllByRole('listitem')

  it('translates the cities and countries, counts them with Russian plurals, and finds them in either language', async () => {
    const { user } = await renderIn('ru', <WorldTime />)
    expect(screen.getByRole('region', { name: 'Ваше местное время' })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('40 городов')
    const search = screen.getByRole('searchbox', { name: 'Найти город или страну' })

    await user.type(search, 'токио')
    expect(cards()).toHaveLength(1)
    expect(cards()[0]).toHaveTextContent('Токио')
    expect(cards()[0]).toHaveTextContent('Япония')
    expect(screen.getByRole('status')).toHaveTextContent('1 из 40 городов')

    // The English names still find them, case-insensitively.
    await user.clear(search)
    await user.type(search, 'JAPAN')
    expect(cards()[0]).toHaveTextContent('Токио')

    // A country in Russian: 'США' has three cities (a 'few' plural is not needed: '3 из 40 городов').
    await user.clear(search)
    await user.type(search, 'сша')
    expect(cards()).toHaveLength(3)
    expect(cards()[0]).toHaveTextContent('Нью-Йорк')
    expect(cards()[2]).toHaveTextContent('Чикаго')
    expect(screen.getByRole('status')).toHaveTextContent('3 из 40 городов')

    // Hyphens and spaces are one: 'тель авив' finds 'Тель-Авив'.
    await user.clear(search)
    await user.type(search, 'тель авив')
    expect(cards()[0]).toHaveTextContent('Тель-Авив')

    await user.clear(search)
    await user.type(search, 'Атлантида')
    expect(screen.getByRole('status')).toHaveTextContent('Нет городов по запросу «Атлантида».')
  })

  it("writes the local date the Russian way, and the times on a 12-hour clock when that's the choice", async () => {
    localStorage.setItem(PREFERENCES, JSON.stringify({ clock: '12h' }))
    vi.useFakeTimers({ now: NOW, shouldAdvanceTime: false })
    await renderIn('ru', <WorldTime />)
    await act(async () => void (await vi.advanceTimersByTimeAsync(10)))
    const region = screen.getByRole('region', { name: 'Ваше местное время' })
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone
    const date = new Intl.DateTimeFormat('ru', { weekday: 'long', day: 'numeric', month: 'long', timeZone: zone }).format(Date.now())
    expect(region).toHaveTextContent(date)
    expect(region).toHaveTextContent(/\d{1,2}:\d\d:\d\d\s(AM|PM)/)
    const tokyo = cards().find((card) => within(card).queryByText('Токио')) as HTMLElement
    // 20:00 UTC is 05:00 in Tokyo: '5:00 AM'.
    expect(spaces(within(tokyo).getByTestId('city-time').textContent)).toBe('5:00 AM')
  })

  it('keeps the 24-hour clock by default', async () => {
    vi.useFakeTimers({ now: NOW, shouldAdvanceTime: false })
    await renderIn('ru', <WorldTime />)
    await act(async () => void (await vi.advanceTimersByTimeAsync(10)))
    const tokyo = cards().find((card) => within(card).queryByText('Токио')) as HTMLElement
    expect(within(tokyo).getByTestId('city-time')).toHaveTextContent(formatZoneTime('Asia/Tokyo', Date.now()))
  })
})

describe('the currency converter in French and Russian', () => {
  it('speaks French, lists the currencies in French, and writes the result with French numbers', async () => {
    serveRates()
    const { user } = await renderIn('fr', <CurrencyConverter />)
    const amount = screen.getByRole('textbox', { name: 'Montant' })
    expect(screen.getByRole('combobox', { name: 'De' })).toHaveValue('USD – Dollar américain')
    expect(screen.getByRole('combobox', { name: 'Vers' })).toHaveValue('EUR – Euro')
    expect(spaces((await screen.findByTestId('rates-date')).textContent)).toBe('Taux du 22 nov. 2026')

    // A French amount: thousands apart, a decimal comma.
    await user.clear(amount)
    await user.type(amount, '1 000,5')
    await user.click(screen.getByRole('button', { name: 'Convertir' }))
    const result = await screen.findByTestId('conversion-result')
    // 1000.5 × 0.9187 = 919.159…
    expect(spaces(result.textContent)).toContain('1 000,5 USD = 919,16 EUR')
    expect(spaces(result.textContent)).toContain('1 USD = 0,9187 EUR')

    await user.clear(amount)
    await user.type(amount, 'dix')
    await user.click(screen.getByRole('button', { name: 'Convertir' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Veuillez saisir un montant valide')
  })

  it('finds a currency by its French or its English name', async () => {
    serveRates()
    const { user } = await renderIn('fr', <CurrencyConverter />)
    const to = screen.getByRole('combobox', { name: 'Vers' })
    await user.click(to)
    await user.clear(to)
    await user.type(to, 'couronne')
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'SEK – Couronne suédoise',
      'NOK – Couronne norvégienne',
      'DKK – Couronne danoise',
      'CZK – Couronne tchèque',
    ])
    await user.clear(to)
    await user.type(to, 'shekel')
    await user.click(screen.getByRole('option', { name: 'ILS – Nouveau shekel israélien' }))
    await user.clear(to)
    await user.type(to, 'Swedish')
    expect(screen.getByRole('option', { name: 'SEK – Couronne suédoise' })).toBeInTheDocument()
  })

  it("writes '2 USD = 1,84 EUR' in Russian, and says when a rate is missing", async () => {
    serveRates()
    const { user } = await renderIn('ru', <CurrencyConverter />)
    await screen.findByTestId('rates-date')
    await user.click(screen.getByRole('button', { name: 'Конвертировать' }))
    expect(await screen.findByTestId('conversion-result')).toHaveTextContent('2 USD = 1,84 EUR')
    // The pair as Russian writes it ('USD/EUR'), not 'Добавить USD в EUR в избранное'.
    expect(await screen.findByRole('button', { name: 'Добавить USD/EUR в избранное' })).toBeEnabled()
    const to = screen.getByRole('combobox', { name: 'В' })
    await user.click(to)
    await user.clear(to)
    await user.type(to, 'иена')
    await user.click(screen.getByRole('option', { name: 'JPY — Японская иена' }))
    await user.click(screen.getByRole('button', { name: 'Конвертировать' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось конвертировать валюту')
  })

  it('isolates the figures in Hebrew, so the equation reads from the right', async () => {
    serveRates()
    const { user } = await renderIn('he', <CurrencyConverter />)
    await screen.findByTestId('rates-date')
    await user.click(screen.getByRole('button', { name: 'המרה' }))
    expect((await screen.findByTestId('conversion-result')).textContent).toContain('\u20682 USD\u2069 = \u20681.84 EUR\u2069')
  })
})

describe('weather in Russian', () => {
  it('labels the card and forecast in Russian, with °F and mph when those are the choice', async () => {
    serveLondon()
    localStorage.setItem(PREFERENCES, JSON.stringify({ temperature: 'f', speed: 'mph', clock: '12h' }))
    await renderIn('ru', <Weather city="London" onCityChange={() => undefined} />)
    // A city of the clocks, and its country, as the hub names them in Russian (the service says London,
    // United Kingdom).
    const card = await screen.findByRole('region', { name: 'Лондон' })
    expect(card).toHaveTextContent('Великобритания')
    expect(card).not.toHaveTextContent('United Kingdom')
    // 11.6 °C is 52.9 °F; 9.4 °C is 48.9 °F; 17.3 km/h is 10.7 mph.
    expect(within(card).getByTestId('current-temperature')).toHaveTextContent('53 °F')
    for (const [label, value] of [
      ['Ощущается как', '49 °F'],
      ['Влажность', '82 %'],
      ['Ветер', '11 миль/ч'],
      ['УФ-индекс', '1'],
    ]) {
      expect(spaces(within(card).getByText(label as string).closest('div')?.textContent)).toBe(`${label}${value}`)
    }
    // The city's local time: Russian day, 12-hour clock.
    expect(spaces(card.textContent)).toContain('Местное время: вс, 22 нояб. · 9:05 AM')
    // The service's condition (code 1003, 'Partly cloudy'), in Russian.
    expect(card).toHaveTextContent('Переменная облачность')
    expect(card).not.toHaveTextContent('Partly cloudy')

    const forecast = screen.getByRole('region', { name: 'Прогноз на 5 дней' })
    const days = within(forecast).getAllByRole('listitem')
    expect(days[1]).toHaveTextContent('пн, 23 нояб.')
    expect(within(days[1] as HTMLElement).getByLabelText('Макс. 50°')).toBeInTheDocument()
    expect(within(days[1] as HTMLElement).getByLabelText('Мин. 40°')).toBeInTheDocument()
    expect(spaces(days[1]?.textContent)).toContain('86 %')
    expect(days[1]).toHaveTextContent('20 миль/ч')
  })

  it('names the popular cities in Russian and says the error in Russian', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('boom', { status: 500 })))
    await renderIn('ru', <Weather city="London" onCityChange={() => undefined} />)
    const popular = screen.getByRole('region', { name: 'Популярные города' })
    expect(within(popular).getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Лондон',
      'Нью-Йорк',
      'Токио',
      'Париж',
      'Сидней',
      'Дубай',
      'Тель-Авив',
      'Берлин',
    ])
    expect(screen.getByRole('searchbox', { name: 'Найти город' })).toBeInTheDocument()
    expect(await screen.findByRole('alert', {}, { timeout: 6000 })).toHaveTextContent('Не удалось получить данные о погоде. Попробуйте ещё раз.')
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeInTheDocument()
  })
})
