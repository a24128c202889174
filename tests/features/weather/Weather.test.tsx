import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { useState } from 'react'
import { onlineManager } from '@tanstack/react-query'
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import type { WeatherCondition } from '@/features/weather/api'
import { Weather } from '@/features/weather/Weather'
import { WeatherIcon } from '@/features/weather/WeatherIcon'
import { WeatherSummary } from '@/features/weather/WeatherSummary'
import { cityWeatherQuery } from '@/features/weather/queries'
import { createTestQueryClient, renderWithProviders } from '../../render'
import { cityFixtures, londonCurrent, londonForecast, unknownCity } from './fixtures'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

/** A fake weather function: known cities answer, 'Atlantis' is unknown (400), 'Broken' fails (500). */
function serveWeather() {
  const cities: Record<string, ReturnType<typeof cityFixtures>> = {
    london: { current: londonCurrent, forecast: londonForecast },
    tokyo: cityFixtures('Tokyo', 'Japan', 18.2, 'Sunny'),
    paris: cityFixtures('Paris', 'France', 9, 'Light rain'),
  }
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input))
    const q = (url.searchParams.get('q') ?? '').toLowerCase()
    if (q === 'broken') return new Response('boom', { status: 500 })
    const city = cities[q]
    if (!city) return Response.json(unknownCity, { status: 400 })
    return Response.json(url.pathname.endsWith('/current.json') ? city.current : city.forecast)
  })
  vi.stubGlobal('fetch', fetch)
  return fetch
}

/** The hub keeps the city in the address; here a little state stands in for it. */
function Harness({ initial = 'London' }: { initial?: string }) {
  const [city, setCity] = useState(initial)
  return <Weather city={city} onCityChange={setCity} />
}

describe('Weather', () => {
  it('shows the current card and the 5-day forecast for the default city', async () => {
    serveWeather()
    await renderWithProviders(<Harness />)
    const card = await screen.findByRole('region', { name: 'London' })
    expect(card).toHaveTextContent('United Kingdom')
    expect(card).toHaveTextContent('Local time Sun, Nov 22 · 09:05')
    expect(within(card).getByTestId('current-temperature')).toHaveTextContent('12 °C')
    expect(card).toHaveTextContent('Partly cloudy')
    for (const [label, value] of [
      ['Feels like', '9 °C'],
      ['Humidity', '82%'],
      ['Wind', '17 km/h'],
      ['UV Index', '1'],
    ]) {
      const term = within(card).getByText(label as string)
      expect(term.closest('div')).toHaveTextContent(`${label}${value}`)
    }

    const forecast = screen.getByRole('region', { name: '5-Day Forecast' })
    const days = within(forecast).getAllByRole('listitem')
    expect(days).toHaveLength(5)
    expect(days[1]).toHaveTextContent('Mon, Nov 23')
    expect(days[1]).toHaveTextContent('Moderate rain')
    expect(within(days[1] as HTMLElement).getByLabelText('High 10°')).toBeInTheDocument()
    expect(within(days[1] as HTMLElement).getByLabelText('Low 5°')).toBeInTheDocument()
    expect(days[1]).toHaveTextContent('86%')
    expect(days[1]).toHaveTextContent('32 km/h')
    expect(days[3]).toHaveTextContent('0°') // -0.4 rounds to 0, not -0
  })

  it('loads another city from a Popular Cities button', async () => {
    serveWeather()
    const { user } = await renderWithProviders(<Harness />)
    await screen.findByRole('region', { name: 'London' })
    const popular = screen.getByRole('region', { name: 'Popular Cities' })
    const names = within(popular)
      .getAllByRole('button')
      .map((button) => button.textContent)
    expect(names).toEqual(['London', 'New York', 'Tokyo', 'Paris', 'Sydney', 'Dubai', 'Tel Aviv', 'Berlin'])
    expect(within(popular).getByRole('button', { name: 'London' })).toHaveAttribute('aria-pressed', 'true')

    await user.click(within(popular).getByRole('button', { name: 'Tokyo' }))
    const tokyo = await screen.findByRole('region', { name: 'Tokyo' })
    expect(within(tokyo).getByTestId('current-temperature')).toHaveTextContent('18 °C')
    expect(within(popular).getByRole('button', { name: 'Tokyo' })).toHaveAttribute('aria-pressed', 'true')
  })

  it('searches a typed city with the Search button or Enter', async () => {
    const fetch = serveWeather()
    const { user } = await renderWithProviders(<Harness />)
    await screen.findByRole('region', { name: 'London' })
    const input = screen.getByPlaceholderText('Search City')
    expect(input).toHaveAccessibleName('Search City')
    await user.type(input, '  paris ')
    await user.click(screen.getByRole('button', { name: 'Search' }))
    expect(await screen.findByRole('region', { name: 'Paris' })).toHaveTextContent('Light rain')
    // A city the app knows is asked for by the name the service knows it by.
    expect(fetch.mock.calls.some(([url]) => new URL(String(url)).searchParams.get('q') === 'Paris')).toBe(true)
  })

  it("finds a city typed as the app writes it in the reader's language, by asking for its English name", async () => {
    const fetch = serveWeather()
    const { user } = await renderWithProviders(<Harness initial="Paris" />, { language: 'ru' })
    await screen.findByRole('region', { name: 'Париж' })
    const input = screen.getByRole('searchbox')
    expect(input).toHaveAttribute('maxLength', '80')
    // As the popular button and the world clock write it, with the case and the hyphen a person may not.
    await user.type(input, 'токио{Enter}')
    expect(await screen.findByRole('region', { name: 'Токио' })).toHaveTextContent('Япония')
    expect(fetch.mock.calls.some(([url]) => new URL(String(url)).searchParams.get('q') === 'Tokyo')).toBe(true)
    await user.clear(input)
    await user.type(input, 'Лондон{Enter}')
    expect(await screen.findByRole('region', { name: 'Лондон' })).toBeInTheDocument()
    // A place the app has no name for goes as typed.
    await user.clear(input)
    await user.type(input, 'Атлантида{Enter}')
    await waitFor(() => expect(fetch.mock.calls.some(([url]) => new URL(String(url)).searchParams.get('q') === 'Атлантида')).toBe(true))
  })

  it("names the place in the reader's language: a clock's city by the hub's name, another city's country by Intl", async () => {
    const fetch = serveWeather()
    const places: Record<string, ReturnType<typeof cityFixtures>> = {
      lyon: cityFixtures('Lyon', 'France', 7, 'Overcast'),
      'london, on': cityFixtures('London', 'Canada', -2, 'Light snow'),
      narnia: cityFixtures('Cair Paravel', 'Narnia', 3, 'Sunny'),
    }
    const served = fetch.getMockImplementation()
    fetch.mockImplementation(async (input: RequestInfo | URL) => {
      const url = new URL(String(input))
      const place = places[(url.searchParams.get('q') ?? '').toLowerCase()]
      if (place) return Response.json(url.pathname.endsWith('/current.json') ? place.current : place.forecast)
      return (served as (input: RequestInfo | URL) => Promise<Response>)(input)
    })
    const { user } = await renderWithProviders(<Harness />, { language: 'fr' })
    expect(await screen.findByRole('region', { name: 'Londres' })).toHaveTextContent('Royaume-Uni')
    const input = screen.getByRole('searchbox')
    await user.type(input, 'Lyon{Enter}')
    expect(await screen.findByRole('region', { name: 'Lyon' })).toHaveTextContent('France')
    // London in Canada is not the clocks' London: the service's name, the country in French.
    await user.clear(input)
    await user.type(input, 'London, ON{Enter}')
    expect(await screen.findByRole('region', { name: 'London' })).toHaveTextContent('Canada')
    // A country Intl does not know stays as the service sent it.
    await user.clear(input)
    await user.type(input, 'Narnia{Enter}')
    expect(await screen.findByRole('region', { name: 'Cair Paravel' })).toHaveTextContent('Narnia')
  })

  it('shows the red error box for an unknown city, and recovers on the next city', async () => {
    serveWeather()
    const { user } = await renderWithProviders(<Harness />)
    await screen.findByRole('region', { name: 'London' })
    await user.type(screen.getByPlaceholderText('Search City'), 'Atlantis{Enter}')
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Failed to fetch weather data. Please try again.')
    expect(alert).toHaveTextContent('No place called “Atlantis” was found.')
    // The search field is what was wrong: marked, with the notice as its description.
    const field = screen.getByRole('searchbox', { name: 'Search City' })
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(field).toHaveAccessibleDescription(/No place called “Atlantis” was found\./)
    expect(screen.queryByRole('region', { name: '5-Day Forecast' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Tokyo' }))
    expect(await screen.findByRole('region', { name: 'Tokyo' })).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(field).not.toHaveAttribute('aria-invalid')
  })

  it('shows the error box when the weather function fails (after one retry)', async () => {
    const fetch = serveWeather()
    await renderWithProviders(<Harness initial="Broken" />)
    expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent(
      'Failed to fetch weather data. Please try again.',
    )
    // One retry for a server failure: two rounds of current + forecast.
    expect(fetch).toHaveBeenCalledTimes(4)
    // 'Try again' asks once more.
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(fetch.mock.calls.length).toBeGreaterThanOrEqual(6))
  })

  it('says a new city needs a connection while offline, instead of spinning', async () => {
    serveWeather()
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    await renderWithProviders(<Harness initial="Tokyo" />)
    const status = await screen.findByRole('status')
    expect(status).toHaveTextContent('You’re offline')
    expect(status).toHaveTextContent('The weather for Tokyo needs a connection')
    expect(screen.getByRole('button', { name: 'Search' })).not.toHaveAttribute('data-loading')
    expect(screen.queryByTestId('weather-loading')).not.toBeInTheDocument()
  })

  it("offline, shows the same place's weather kept under another name (the trip's 'Tokyo, Japan'), with its age", async () => {
    const fetch = serveWeather()
    const queryClient = createTestQueryClient()
    fetch.mockImplementation(async (input: RequestInfo | URL) => {
      const url = new URL(String(input))
      const city = cityFixtures('Tokyo', 'Japan', 18.2, 'Sunny')
      return Response.json(url.pathname.endsWith('/current.json') ? city.current : city.forecast)
    })
    await queryClient.fetchQuery(cityWeatherQuery('Tokyo, Japan'))
    // The network gone: nothing answers, and the queries wait for it.
    fetch.mockImplementation(async () => Promise.reject(new TypeError('Failed to fetch')))
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    onlineManager.setOnline(false)
    onTestFinished(() => onlineManager.setOnline(true))
    await renderWithProviders(<Harness initial="Tokyo" />, { queryClient })
    const tokyo = await screen.findByRole('region', { name: 'Tokyo' })
    expect(within(tokyo).getByTestId('current-temperature')).toHaveTextContent('18 °C')
    expect(screen.queryByText(/needs a connection/)).not.toBeInTheDocument()
    // A place it has nothing for still says so.
    fireEvent.click(screen.getByRole('button', { name: 'Paris' }))
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('The weather for Paris needs a connection'))
  })
})

describe('WeatherIcon', () => {
  const condition: WeatherCondition = { text: 'Rain', icon: '//cdn.weatherapi.com/weather/64x64/day/308.png', code: 1189 }

  it("shows the service's icon once it loads", async () => {
    const { container } = await renderWithProviders(<WeatherIcon condition={condition} size={48} />)
    const holder = container.querySelector('[data-kind]') as HTMLElement
    expect(holder).toHaveAttribute('data-kind', 'rain')
    expect(holder).toHaveAttribute('data-source', 'local')
    const img = holder.querySelector('img') as HTMLImageElement
    expect(img.src).toBe('http://cdn.weatherapi.com/weather/64x64/day/308.png')
    fireEvent.load(img)
    expect(holder).toHaveAttribute('data-source', 'remote')
    expect(holder.querySelector('svg')).toBeNull()
  })

  it('keeps the local icon, and drops the image, when it cannot load', async () => {
    const { container } = await renderWithProviders(<WeatherIcon condition={condition} size={48} />)
    const holder = container.querySelector('[data-kind]') as HTMLElement
    fireEvent.error(holder.querySelector('img') as HTMLImageElement)
    expect(holder.querySelector('img')).toBeNull()
    expect(holder.querySelector('svg')).not.toBeNull()
    expect(holder).toHaveAttribute('data-source', 'local')
  })

  it('uses only the local icon when there is no usable address', async () => {
    const { container } = await renderWithProviders(<WeatherIcon condition={{ ...condition, icon: null }} size={48} />)
    expect(container.querySelector('img')).toBeNull()
    expect(container.querySelector('svg')).not.toBeNull()
  })
})

describe('WeatherSummary', () => {
  it("shows today's weather in one line", async () => {
    serveWeather()
    await renderWithProviders(<WeatherSummary city="London" />)
    expect(await screen.findByTestId('weather-summary')).toHaveTextContent('12 °C · Partly cloudy')
  })

  it('renders nothing when the weather cannot be had', async () => {
    const fetch = serveWeather()
    const { container } = await renderWithProviders(<WeatherSummary city="Atlantis" />)
    expect(container.querySelector('.mantine-Skeleton-root')).not.toBeNull()
    // An unknown city is not asked again: one round of current + forecast.
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2))
    await waitFor(() => expect(container.querySelector('.mantine-Skeleton-root')).toBeNull())
    await act(async () => undefined)
    expect(screen.queryByTestId('weather-summary')).not.toBeInTheDocument()
    expect(container.querySelector('svg, img')).toBeNull()
    expect(container.querySelector('span, div')).toBeNull()
  })
})
