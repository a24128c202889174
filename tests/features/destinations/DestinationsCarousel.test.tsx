import { notifications } from '@mantine/notifications'
import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DestinationsCarousel } from '@/features/destinations/DestinationsCarousel'
import { renderWithProviders } from '../../render'

const SHEET = [
  'City\tCountry\tDescription\tVideo\tImage\tFlag Img',
  'Tel Aviv\tIsrael\tBeaches and start-ups.\thttps://www.youtube.com/watch?v=x\t\t',
  'Jerusalem\tIsrael\tA city of stone.\t\thttps://img.example/jerusalem.svg\thttps://img.example/il.svg',
  'Melbourne\tAustralia\tCoffee and laneways.\t\t\t',
].join('\r\n')

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
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const region = () => screen.getByRole('region', { name: 'Popular Destinations' })

describe('DestinationsCarousel', () => {
  it('shows 5 skeleton cards while loading, then a card per city', async () => {
    let release: (value: Response) => void = () => undefined
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (release = resolve)))
    vi.stubGlobal('fetch', fetch)
    await renderWithProviders(<DestinationsCarousel />)
    expect(screen.getAllByTestId('destination-skeleton')).toHaveLength(5)
    expect(screen.getByRole('button', { name: 'Scroll right' })).toBeDisabled()

    // The sheet is asked for (a task after the render), and answers.
    await waitFor(() => expect(fetch).toHaveBeenCalled())
    release(new Response(SHEET))
    const cards = await within(region()).findAllByRole('link', { name: /Israel|Australia/ })
    expect(cards).toHaveLength(3)
    expect(screen.queryByTestId('destination-skeleton')).not.toBeInTheDocument()
  })

  it('shows country, city and description, with a clip, an image or a gradient, and links each card to its city', async () => {
    serve(() => new Response(SHEET))
    await renderWithProviders(<DestinationsCarousel />)
    const telAviv = await screen.findByRole('link', { name: /Tel Aviv/ })
    expect(telAviv).toHaveAttribute('href', '/destinations/Tel%20Aviv')
    expect(within(telAviv).getByRole('heading', { name: 'Tel Aviv' })).toBeInTheDocument()
    expect(telAviv).toHaveTextContent('Israel')
    expect(telAviv).toHaveTextContent('Beaches and start-ups.')
    expect(telAviv.querySelector('video')).not.toBeNull()

    const jerusalem = screen.getByRole('link', { name: /Jerusalem/ })
    expect(jerusalem.querySelector('video')).toBeNull()
    expect(jerusalem.querySelector('img[src="https://img.example/jerusalem.svg"]')).not.toBeNull()

    const melbourne = screen.getByRole('link', { name: /Melbourne/ })
    expect(melbourne.querySelector('video, img')).toBeNull()
    expect(show).not.toHaveBeenCalled()
  })

  it('has a title that opens the destinations overlay', async () => {
    serve(() => new Response(SHEET))
    await renderWithProviders(<DestinationsCarousel />)
    const title = screen.getByRole('heading', { name: 'Popular Destinations', level: 2 })
    expect(within(title).getByRole('link')).toHaveAttribute('href', '/destinations')
  })

  it('falls back to the 10 built-in cities with the failure toast when the sheet fails', async () => {
    serve(() => new Response('down', { status: 500 }))
    await renderWithProviders(<DestinationsCarousel />)
    await waitFor(() => expect(within(region()).getAllByRole('link', { name: /./ })).toHaveLength(11), { timeout: 5000 })
    for (const city of ['New York', 'Berlin', 'Barcelona', 'Dubai', 'Toronto', 'Greece', 'London', 'Tel Aviv', 'Paris', 'Larnaca']) {
      expect(within(region()).getByRole('heading', { name: city })).toBeInTheDocument()
    }
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Failed to load destinations. Using fallback data.' }))
    expect(await screen.findByText('Built-in destinations')).toBeInTheDocument()
  })
})
