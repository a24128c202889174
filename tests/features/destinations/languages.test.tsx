// The destinations area in Hebrew, French and Russian: the carousel, the fact panel and the built-in cities
// speak the reader's language, the sheet's names stay as served, and right to left turns the carousel.
import { notifications } from '@mantine/notifications'
import { act, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DestinationsCarousel } from '@/features/destinations/DestinationsCarousel'
import { FactPanel } from '@/features/destinations/FactPanel'
import { factSections } from '@/features/destinations/facts'
import { fallbackDestinations } from '@/features/destinations/fallback'
import { addressCity, findCityIndex, lookupPlace } from '@/features/destinations/navigation'
import type { Destination } from '@/features/destinations/types'
import { areas } from '@/i18n/catalogs'
import { activateLanguage } from '@/i18n/react'
import { mockMediaQueries } from '../../media'
import { renderInLanguage, restoreEnglish } from './in-language'

const SHEET = ['City\tCountry\tDescription', 'Tel Aviv\tIsrael\tBeaches and start-ups.', 'Lisbon\tPortugal\tHills and trams.'].join('\r\n')

let show: ReturnType<typeof vi.spyOn>

function serve(body: () => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => body()),
  )
}

beforeEach(() => {
  show = vi.spyOn(notifications, 'show').mockImplementation(() => 'id')
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})
afterEach(async () => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  await restoreEnglish()
})

const paris: Destination = {
  id: 9,
  city: 'Paris',
  country: 'France',
  population: 'About 2.1 million',
  area: '105 km²',
  currency: 'Euro',
  housingMarket: 'Tight and expensive',
}

describe('the carousel in another language', () => {
  it('in Russian: its title, arrows and toast, and the built-in cities in Russian, linked by their English names', async () => {
    serve(() => new Response('down', { status: 500 }))
    await renderInLanguage(<DestinationsCarousel />, 'ru')
    const region = screen.getByRole('region', { name: 'Популярные направления' })
    expect(within(region).getByRole('button', { name: 'Прокрутить влево' })).toBeDisabled()
    expect(within(region).getByRole('list', { name: 'Направления' })).toBeInTheDocument()
    expect(within(region).getByText('Куда переезжают наши клиенты — и что важно знать, чтобы обустроиться на новом месте.')).toBeInTheDocument()

    const larnaca = await within(region).findByRole('link', { name: /Ларнака/ }, { timeout: 5000 })
    expect(larnaca).toHaveAttribute('href', '/destinations/Larnaca')
    expect(larnaca).toHaveTextContent('Кипр')
    expect(larnaca).toHaveTextContent('Спокойный приморский город')
    expect(within(region).getByRole('heading', { name: 'Нью-Йорк' }).closest('a')).toHaveAttribute('href', '/destinations/New%20York')
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Не удалось загрузить направления. Показаны резервные данные.' }))
    expect(await within(region).findByText('Встроенные направления')).toBeInTheDocument()
  })

  it("keeps the sheet's own names as served, each in its own direction", async () => {
    serve(() => new Response(SHEET))
    await renderInLanguage(<DestinationsCarousel />, 'he')
    const heading = await screen.findByRole('heading', { name: 'Tel Aviv' })
    expect(heading).toHaveAttribute('dir', 'auto')
    expect(screen.getByText('Beaches and start-ups.')).toHaveAttribute('dir', 'auto')
    expect(screen.getByRole('heading', { name: 'יעדים פופולריים', level: 2 })).toBeInTheDocument()
    // In the sheet's language (the demo's English), so a screen reader does not read it with a Hebrew voice.
    expect(heading).toHaveAttribute('lang', 'en')
    expect(screen.getByText('Beaches and start-ups.')).toHaveAttribute('lang', 'en')
    expect(screen.getByText('Israel')).toHaveAttribute('lang', 'en')
  })

  it('leaves the built-in cities, which are in the reader\'s language, unmarked', async () => {
    serve(() => new Response('down', { status: 500 }))
    await renderInLanguage(<DestinationsCarousel />, 'ru')
    const heading = await screen.findByRole('heading', { name: 'Барселона' }, { timeout: 5000 })
    expect(heading).not.toHaveAttribute('lang')
  })

  it('in Hebrew, "forward" scrolls 300 px toward the end of the line: to the left', async () => {
    serve(() => new Response(SHEET))
    const scrollBy = vi.fn()
    // jsdom has no element scrolling.
    Object.defineProperty(window.HTMLElement.prototype, 'scrollBy', { configurable: true, writable: true, value: scrollBy })
    try {
      const { user } = await renderInLanguage(<DestinationsCarousel />, 'he')
      await screen.findByRole('heading', { name: 'Tel Aviv' })
      await user.click(screen.getByRole('button', { name: 'לגלול קדימה' }))
      expect(scrollBy).toHaveBeenCalledWith(expect.objectContaining({ left: -300 }))
    } finally {
      delete (window.HTMLElement.prototype as Partial<HTMLElement>).scrollBy
    }
  })

  it('speaks the new language when the reader switches, built-in cities included', async () => {
    serve(() => new Response('down', { status: 500 }))
    await renderInLanguage(<DestinationsCarousel />, 'ru')
    await screen.findByRole('heading', { name: 'Барселона' }, { timeout: 5000 })
    await act(() => activateLanguage('fr', areas))
    expect(await screen.findByRole('heading', { name: 'Barcelone' })).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Destinations populaires' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Barcelone' }).closest('a')).toHaveAttribute('href', '/destinations/Barcelona')
  })
})

describe('the fact panel in another language', () => {
  it('in French: headings and labels, with the values as served', async () => {
    await renderInLanguage(<FactPanel destination={paris} />, 'fr')
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Généralités', 'Finances', 'Logement'])
    const general = screen.getByRole('region', { name: 'Généralités' })
    expect(within(general).getByText('Population')).toBeVisible()
    expect(within(general).getByText('Superficie')).toBeVisible()
    expect(within(general).getByText('About 2.1 million')).toHaveAttribute('dir', 'auto')
    expect(within(general).getByText('About 2.1 million')).toHaveAttribute('lang', 'en')
    expect(within(general).getByText('Population')).not.toHaveAttribute('lang')
    expect(screen.getByText('Monnaie')).toBeVisible()
  })

  it('in Russian on a phone: the folding buttons', async () => {
    mockMediaQueries((query) => query.includes('max-width'))
    const { user } = await renderInLanguage(<FactPanel destination={paris} />, 'ru')
    expect(screen.getByRole('button', { name: 'Общие сведения' })).toHaveAttribute('aria-expanded', 'true')
    await user.click(screen.getByRole('button', { name: 'Развернуть все' }))
    expect(screen.getByRole('button', { name: 'Жильё' })).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('button', { name: 'Свернуть все' })).toBeInTheDocument()
  })

  it('in Hebrew: a Latin name inside the sentence is isolated from it', async () => {
    await renderInLanguage(<FactPanel destination={{ id: 0, city: 'St. Julian’s', country: 'Malta' }} />, 'he')
    expect(screen.getByTestId('no-facts').textContent).toBe('מידע מפורט על \u2068St. Julian’s\u2069 אינו זמין כרגע. יש לנסות שוב מאוחר יותר.')
  })

  it('factSections names the 19 headings in the language it is given', async () => {
    await activateLanguage('ru', areas)
    const full = Object.fromEntries(
      ['population', 'timeZone', 'bestTimeToVisit', 'safety'].map((field) => [field, 'x']),
    ) as unknown as Destination
    const sections = factSections(full)
    expect(sections.map((section) => section.title)).toEqual(['Общие сведения', 'Время', 'Безопасность'])
    expect(sections[1]?.facts.map((fact) => fact.label)).toEqual(['Часовой пояс', 'Лучшее время для поездки'])
  })
})

describe('the built-in cities in another language', () => {
  it('are translated, and keep their English names for the address, the clip and the look-ups', async () => {
    await activateLanguage('he', areas)
    const list = fallbackDestinations('https://media.example/{city}.mp4')
    expect(list.map((d) => d.city)).toEqual(['ניו יורק', 'ברלין', 'ברצלונה', 'דובאי', 'טורונטו', 'יוון', 'לונדון', 'תל אביב', 'פריז', 'לרנקה'])
    const telAviv = list[7] as Destination
    expect(telAviv).toMatchObject({ country: 'ישראל', lookupCity: 'Tel Aviv', lookupCountry: 'Israel', video: 'https://media.example/TelAviv.mp4' })
    expect(telAviv.shortDescription).toBe(telAviv.description)
    expect(addressCity(telAviv)).toBe('Tel Aviv')
    expect(lookupPlace(telAviv)).toBe('Tel Aviv, Israel')
    // A shared link names the city in English; the reader's own spelling finds it too.
    expect(findCityIndex(list, 'Larnaca')).toBe(9)
    expect(findCityIndex(list, 'לרנקה')).toBe(9)
  })

  it("read the sheet's cities by their served names", () => {
    const lisbon: Destination = { id: 1, city: 'Lisbon', country: 'Portugal' }
    expect(addressCity(lisbon)).toBe('Lisbon')
    expect(lookupPlace(lisbon)).toBe('Lisbon, Portugal')
    expect(lookupPlace({ id: 2, city: 'Porto' })).toBe('Porto')
  })
})

describe('the toasts', () => {
  it('are written in the language active when they show', async () => {
    serve(() => new Response('City\tCountry\r\n'))
    await renderInLanguage(<DestinationsCarousel />, 'fr')
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ message: 'Impossible de charger les données des destinations, informations de secours affichées' }),
      ),
    )
  })
})
