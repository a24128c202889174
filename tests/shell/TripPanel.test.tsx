import { act, screen } from '@testing-library/react'
import type * as TripJob from '@/shell/trip/trip-job'
import type { TripState } from '@/shell/trip/trip-job'
import TripPanel from '@/shell/trip/TripPanel'
import { renderWithProviders } from '../render'

// A run that ended with images not saved (one missing on the server, or the network gone).
vi.mock('@/shell/trip/trip-job', async (importActual) => {
  const actual = await importActual<typeof TripJob>()
  const tally = { saved: 0, total: 0, bytes: 0 }
  const stopped: TripState = {
    status: 'stopped',
    tally: { articles: { saved: 50, total: 50, bytes: 500_000 }, images: { saved: 60, total: 62, bytes: 2_000_000 }, destinations: tally, rates: tally, weather: tally, videos: tally },
    quota: null,
    persisted: null,
    savedAt: null,
    durationMs: 4_000,
  }
  return { ...actual, tripStore: { subscribe: () => () => undefined, snapshot: () => stopped } }
})

function setOnline(value: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(value)
  act(() => void window.dispatchEvent(new Event(value ? 'online' : 'offline')))
}

afterEach(() => vi.restoreAllMocks())

describe('TripPanel, a run that could not save everything', () => {
  it('blames the network only while there is none', async () => {
    setOnline(true)
    await renderWithProviders(<TripPanel />)
    const status = await screen.findByTestId('trip-status')
    expect(status).toHaveTextContent('Not everything could be saved. Press Resume to try again.')
    expect(status).toHaveTextContent('Not saved: images')
    expect(screen.getByRole('button', { name: 'Resume' })).toBeEnabled()

    setOnline(false)
    expect(status).toHaveTextContent('Not everything could be saved. Resume when you are back online.')
  })
})
