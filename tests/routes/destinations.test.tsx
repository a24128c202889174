import { notifications } from '@mantine/notifications'
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderApp } from '../render'

// The machine is shared and slow at times: give first renders and lazy chunks room.
configure({ asyncUtilTimeout: 8000 })

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
