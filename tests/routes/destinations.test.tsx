import { notifications } from '@mantine/notifications'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderAppInLanguage, restoreEnglish } from '../features/destinations/in-language'
import { renderApp } from '../render'

const SHEET = [
  'City\tCountry\tDescription\tVideo\tMap URL\tPopulation\tCurrency\tAverage Cost\tSafety\tReligious Communities',
  'Tel Aviv\tIsrael\tBeaches and start-ups.\thttps://www.youtube.com/watch?v=x\t\tAbout 480,000\tShekel\tHigh\tLow crime\tSynagogues of every tradition',
  'Lisbon\tPortugal\tHills and trams.\t\thttps://www.google.com/maps/place/Lisbon,+Portugal\tAbout 550,000\tEuro\t\t\t',
  'Melbourne\tAustralia\tCoffee and laneways.\t\t\t\tAustralian Dollar\t\t\t',
].join('\r\n')

let sheet: () => Response
let show: ReturnType<typeof vi.spyOn>

beforeEach(() => {
  document.body.innerHTML = '<div id="root"></div>'
  sheet = () => new Response(SHEET)
  show = vi.spyOn(notifications, 'show').mockImplementation(() => 'id')
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input))
      if (url.pathname.startsWith('/demo/sheets/')) return sheet()
      return new Response('not here', { status: 404 })
    }),
  )
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

async function open(path: string, name: string | RegExp) {
  const app = await renderApp(path)
  const dialog = await screen.findByRole('dialog', { name })
  await waitFor(() => expect(within(dialog).queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument(), { timeout: 3000 })
  return { ...app, dialog: within(dialog) }
}

describe('/destinations', () => {
  it('opens at the first city, with its facts under the headings it has', async () => {
    const { dialog } = await open('/destinations', 'Popular Destinations')
    expect(dialog.getByText('Explore locations')).toBeInTheDocument()
    expect(await dialog.findByTestId('lightbox-city')).toHaveTextContent('Tel Aviv')
    expect(await dialog.findByRole('heading', { name: 'General' })).toBeInTheDocument()
    const headings = dialog.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)
    // The city (a heading, since the overlay's title is 'Popular Destinations'), then its fact sections.
    expect(headings).toEqual(['Tel Aviv', 'General', 'Financial', 'Religious Communities', 'Safety'])
    expect(dialog.getByText('About 480,000')).toBeInTheDocument()
    expect(dialog.getByTitle('Map of Tel Aviv, Israel')).toHaveAttribute('src', expect.stringContaining('q=Tel+Aviv%2C+Israel'))
  })

  it('moves with Next and Previous, wrapping around, and puts the city in the address', async () => {
    const { dialog, router } = await open('/destinations/Melbourne', 'Melbourne')
    expect(dialog.queryByTestId('lightbox-city')).not.toBeInTheDocument()
    fireEvent.click(dialog.getByRole('button', { name: 'Next' }))
    await screen.findByRole('dialog', { name: 'Tel Aviv' })
    expect(router.state.location.pathname).toMatch(/^\/destinations\/Tel(%20| )Aviv$/)
    fireEvent.click(dialog.getByRole('button', { name: 'Previous' }))
    await screen.findByRole('dialog', { name: 'Melbourne' })
    fireEvent.click(dialog.getByRole('button', { name: 'Previous' }))
    await screen.findByRole('dialog', { name: 'Lisbon' })
  })

  it('jumps with a dot and moves with the arrow keys', async () => {
    const { dialog } = await open('/destinations/Tel%20Aviv', 'Tel Aviv')
    fireEvent.click(dialog.getByRole('button', { name: 'Melbourne' }))
    await screen.findByRole('dialog', { name: 'Melbourne' })
    expect(dialog.getByRole('button', { name: 'Melbourne' })).toHaveAttribute('aria-current', 'true')
    fireEvent.keyDown(window, { key: 'ArrowRight' })
    await screen.findByRole('dialog', { name: 'Tel Aviv' })
    fireEvent.keyDown(window, { key: 'ArrowLeft' })
    await screen.findByRole('dialog', { name: 'Melbourne' })
  })

  it('toggles between the map and the video when the city has one', async () => {
    const { dialog } = await open('/destinations/Tel%20Aviv', 'Tel Aviv')
    fireEvent.click(dialog.getByRole('button', { name: 'Video' }))
    expect(await dialog.findByLabelText('Video of Tel Aviv')).toBeInTheDocument()
    expect(dialog.queryByTitle('Map of Tel Aviv, Israel')).not.toBeInTheDocument()
    fireEvent.click(dialog.getByRole('button', { name: 'Map' }))
    expect(dialog.getByTitle('Map of Tel Aviv, Israel')).toBeInTheDocument()
  })

  it('has no video toggle for a city without a video, and frames the rewritten map link', async () => {
    const { dialog } = await open('/destinations/lisbon', 'Lisbon')
    expect(dialog.queryByRole('button', { name: 'Video' })).not.toBeInTheDocument()
    expect(dialog.getByTitle('Map of Lisbon, Portugal')).toHaveAttribute('src', expect.stringContaining('q=Lisbon%2C+Portugal&output=embed'))
  })

  it('says so for a city it does not know', async () => {
    const { dialog } = await open('/destinations/Atlantis', 'Popular Destinations')
    expect(await dialog.findByText('We have no destination guide for “Atlantis” yet.')).toBeInTheDocument()
    fireEvent.click(dialog.getByRole('button', { name: 'See all destinations' }))
    expect(await dialog.findByTestId('lightbox-city')).toHaveTextContent('Tel Aviv')
  })

  it('shows the toast and the empty state when the sheet fails, and Back to Home closes it', async () => {
    sheet = () => new Response('down', { status: 500 })
    const { dialog, router } = await open('/destinations', 'Popular Destinations')
    expect(await dialog.findByText('No destinations found. Please try again later.')).toBeInTheDocument()
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Failed to load destinations. Please try again later.' }))
    fireEvent.click(dialog.getByRole('button', { name: 'Back to Home' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
  })

  it('shows a fallback city opened from a fallback card, after the toast', async () => {
    sheet = () => new Response('City\tCountry\r\n')
    const { dialog } = await open('/destinations/Larnaca', 'Larnaca')
    expect(await dialog.findByText(/A relaxed seaside town/)).toBeInTheDocument()
    expect(dialog.getByText('Built-in destinations')).toBeInTheDocument()
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Failed to load destinations. Please try again later.' }))
    expect(dialog.getAllByRole('button', { name: /^(New York|Berlin|Larnaca)$/ })).toHaveLength(3)
  })
})

describe('/destinations in other languages', () => {
  afterEach(() => restoreEnglish())

  /** The overlay in `language`, once its loader is gone (its content, here the lightbox's test id, is hidden until then). */
  async function openIn(path: string, language: string, ready = 'destination-lightbox') {
    const app = await renderAppInLanguage(path, language)
    const dialog = within(await screen.findByRole('dialog'))
    await waitFor(() => expect(dialog.getByTestId(ready)).toBeVisible(), { timeout: 5000 })
    return { ...app, dialog }
  }

  it('in Russian: the controls, the headings, the counter and the map speak Russian; the sheet stays as served', async () => {
    const { dialog, router } = await openIn('/destinations', 'ru')
    expect(await dialog.findByTestId('lightbox-city')).toHaveTextContent('Tel Aviv')
    const headings = dialog.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)
    expect(headings).toEqual(['Tel Aviv', 'Общие сведения', 'Финансы', 'Религиозные общины', 'Безопасность'])
    expect(dialog.getByText('Synagogues of every tradition')).toHaveAttribute('dir', 'auto')
    expect(dialog.getByRole('navigation', { name: 'Направления' })).toBeInTheDocument()
    expect(dialog.getByText('1 из 3')).toBeInTheDocument()
    expect(dialog.getByTitle('Карта: Tel Aviv, Israel')).toBeInTheDocument()
    expect(dialog.getByRole('group', { name: 'Карта или видео' })).toBeInTheDocument()
    expect(dialog.getByRole('button', { name: 'Поделиться' })).toBeInTheDocument()

    fireEvent.click(dialog.getByRole('button', { name: 'Следующее' }))
    await screen.findByRole('dialog', { name: 'Lisbon' })
    expect(router.state.location.pathname).toBe('/destinations/Lisbon')
    expect(dialog.getByText('2 из 3')).toBeInTheDocument()
    fireEvent.click(dialog.getByRole('button', { name: 'Предыдущее' }))
    await screen.findByRole('dialog', { name: 'Tel Aviv' })
  })

  it('in Hebrew: the arrow keys and the swipes follow the reading direction', async () => {
    await openIn('/destinations/Tel%20Aviv', 'he')
    expect(document.documentElement).toHaveAttribute('dir', 'rtl')
    // The left arrow points to the end of a Hebrew line: next.
    fireEvent.keyDown(window, { key: 'ArrowLeft' })
    await screen.findByRole('dialog', { name: 'Lisbon' })
    fireEvent.keyDown(window, { key: 'ArrowRight' })
    await screen.findByRole('dialog', { name: 'Tel Aviv' })

    // A swipe to the right brings the next city (the page turns as a Hebrew book's does).
    const lightbox = screen.getByTestId('destination-lightbox')
    const swipe = (from: number, to: number) => {
      fireEvent.touchStart(lightbox, { touches: [{ clientX: from, clientY: 300 }] })
      fireEvent.touchEnd(lightbox, { changedTouches: [{ clientX: to, clientY: 300 }] })
    }
    swipe(60, 300)
    await screen.findByRole('dialog', { name: 'Lisbon' })
    swipe(300, 60)
    await screen.findByRole('dialog', { name: 'Tel Aviv' })
  })

  it('in Russian, a built-in city opened by its English address is in Russian, and so are its toast and neighbours', async () => {
    sheet = () => new Response('down', { status: 500 })
    const { dialog, router } = await openIn('/destinations/Larnaca', 'ru')
    await screen.findByRole('dialog', { name: 'Ларнака' })
    expect(dialog.getByText(/Спокойный приморский город/)).toBeInTheDocument()
    expect(dialog.getByText('Кипр')).toBeInTheDocument()
    expect(dialog.getByText('10 из 10')).toBeInTheDocument()
    expect(dialog.getByText('Встроенные направления')).toBeInTheDocument()
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Не удалось загрузить направления. Попробуйте ещё раз позже.' }))
    // The map looks the place up by its English names.
    expect(dialog.getByTitle('Карта: Ларнака, Кипр')).toHaveAttribute('src', expect.stringContaining('q=Larnaca%2C+Cyprus'))

    fireEvent.click(dialog.getByRole('button', { name: 'Следующее' }))
    await screen.findByRole('dialog', { name: 'Нью-Йорк' })
    expect(router.state.location.pathname).toMatch(/^\/destinations\/New(%20| )York$/)
  })

  it('in Hebrew: an unknown city is set apart inside the sentence', async () => {
    const { dialog } = await openIn('/destinations/Atlantis', 'he', 'destination-unknown')
    expect(await dialog.findByText('עדיין אין לנו מדריך ליעד "\u2068Atlantis\u2069".')).toBeInTheDocument()
    expect(dialog.getByRole('button', { name: 'לכל היעדים' })).toBeInTheDocument()
    expect(dialog.getByRole('button', { name: 'חזרה לדף הבית' })).toBeInTheDocument()
  })
})
