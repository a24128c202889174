import { act, fireEvent, render, screen } from '@testing-library/react'
import { MantineProvider } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { theme } from '@/app/theme'
import { ExternalFrame } from '@/features/viewer/ExternalFrame'
import { FRAME_TIMEOUT_MS } from '@/lib/frame-load'

const ORIGIN = window.location.origin
const TERMS = `${ORIGIN}/demo/site/terms`
const TOAST = {
  title: 'Content could not be loaded',
  message: 'There was an issue loading the external content. This might be due to CORS restrictions.',
}

let online = true
let show: ReturnType<typeof vi.spyOn>
/** How the app's own origin answers the frame's probe of a page; by default it never answers. */
let probeAnswer: () => Promise<Response>

beforeEach(() => {
  online = true
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online)
  show = vi.spyOn(notifications, 'show').mockImplementation(() => 'toast')
  probeAnswer = () => new Promise<Response>(() => undefined)
  vi.spyOn(globalThis, 'fetch').mockImplementation(() => probeAnswer())
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

function renderFrame(address: string) {
  return render(
    <MantineProvider theme={theme} env="test">
      <ExternalFrame address={address} />
    </MantineProvider>,
  )
}

function goOffline(value: boolean) {
  online = !value
  act(() => {
    window.dispatchEvent(new Event(value ? 'offline' : 'online'))
  })
}

const frame = () => document.querySelector('iframe')

function loadFrame() {
  const iframe = frame()
  if (!iframe) throw new Error('no frame to load')
  fireEvent.load(iframe)
}

describe('ExternalFrame', () => {
  it('frames an own page sandboxed, without a referrer, with a spinner until it loads', () => {
    renderFrame(TERMS)
    const iframe = frame()
    expect(iframe).toHaveAttribute('src', `${TERMS}?lang=en`)
    expect(iframe).toHaveAttribute('title', 'Terms of Service')
    expect(iframe).toHaveAttribute('referrerpolicy', 'no-referrer')
    expect(iframe?.getAttribute('sandbox')).toContain('allow-scripts')
    expect(iframe?.getAttribute('sandbox')).not.toContain('allow-top-navigation')
    // On the app's own origin its scripts run in an opaque origin: they cannot reach the app's storage.
    expect(iframe?.getAttribute('sandbox')).not.toContain('allow-same-origin')
    expect(screen.getByRole('status', { name: 'Opening the page' })).toBeInTheDocument()
    // No bar: this is the consultancy's own page.
    expect(screen.queryByRole('note', { name: 'Page from another site' })).not.toBeInTheDocument()
  })

  it('lets a page of another site keep its own origin (its cookies and storage) as well as its scripts', () => {
    renderFrame('https://example.org/guide')
    expect(frame()?.getAttribute('sandbox')?.split(' ')).toEqual(expect.arrayContaining(['allow-scripts', 'allow-same-origin']))
  })

  it('shows an own page once it loaded and the app’s origin answered it, and fails when it answered an error', async () => {
    probeAnswer = async () => new Response('<h1>Terms</h1>', { status: 200 })
    const first = renderFrame(TERMS)
    loadFrame()
    await act(async () => undefined)
    expect(screen.queryByRole('status', { name: 'Opening the page' })).not.toBeInTheDocument()
    expect(frame()).toBeInTheDocument()
    first.unmount()

    // The frame fires `load` for an error page too: the answer decides.
    probeAnswer = async () => new Response('Not found', { status: 404 })
    renderFrame(TERMS)
    loadFrame()
    await act(async () => undefined)
    expect(screen.getByRole('heading', { name: 'Failed to load content' })).toBeInTheDocument()
    expect(show).toHaveBeenCalledTimes(1)
  })

  it('an own page that the app’s origin does not answer at all fails as offline, not as a broken frame', async () => {
    probeAnswer = async () => {
      throw new TypeError('Failed to fetch')
    }
    renderFrame(TERMS)
    loadFrame()
    await act(async () => undefined)
    expect(screen.getByRole('heading', { name: 'Failed to load content' })).toBeInTheDocument()
    expect(screen.getByText(/You are offline/)).toBeInTheDocument()
    expect(frame()).toBeNull()
  })

  it('an own page refused while the server answers fails as that page’s failure, not as offline', async () => {
    probeAnswer = async () => {
      throw new TypeError('Failed to fetch')
    }
    vi.mocked(fetch).mockImplementation(async (input) => {
      if (String(input) === '/api/health') return Response.json({ ok: true })
      throw new TypeError('Failed to fetch')
    })
    renderFrame(TERMS)
    loadFrame()
    await act(async () => undefined)
    expect(screen.getByRole('heading', { name: 'Failed to load content' })).toBeInTheDocument()
    expect(screen.queryByText(/You are offline/)).not.toBeInTheDocument()
  })

  it('a page of another site that loads while nothing answers shows the offline message, not the browser’s error page', async () => {
    probeAnswer = async () => {
      throw new TypeError('Failed to fetch')
    }
    renderFrame('https://example.org/guide')
    // The browser fires load for its own error page too.
    loadFrame()
    await act(async () => undefined)
    expect(screen.getByText(/You are offline/)).toBeInTheDocument()
    expect(frame()).toBeNull()
    expect(fetch).toHaveBeenCalledWith('/api/health', expect.anything())
  })

  it('offline while the browser believes it is online: asks again every 3 s and loads by itself once the network answers', async () => {
    probeAnswer = async () => {
      throw new TypeError('Failed to fetch')
    }
    renderFrame('https://example.org/guide')
    await act(async () => undefined)
    expect(screen.getByText(/You are offline/)).toBeInTheDocument()

    // Still no network at the next check.
    await act(async () => vi.advanceTimersByTime(3000))
    expect(frame()).toBeNull()

    probeAnswer = async () => Response.json({ ok: true })
    await act(async () => vi.advanceTimersByTime(2999))
    expect(frame()).toBeNull()
    await act(async () => vi.advanceTimersByTime(1))
    expect(frame()).toHaveAttribute('src', 'https://example.org/guide')
    loadFrame()
    await act(async () => undefined)
    expect(screen.queryByText('Failed to load content')).not.toBeInTheDocument()
    expect(frame()).toBeInTheDocument()
  })

  it('fails after 15 s without a load: the panel, the address and one toast', () => {
    renderFrame(TERMS)
    act(() => vi.advanceTimersByTime(FRAME_TIMEOUT_MS - 1))
    expect(screen.queryByText('Failed to load content')).not.toBeInTheDocument()
    expect(show).not.toHaveBeenCalled()

    act(() => vi.advanceTimersByTime(1))
    expect(screen.getByRole('heading', { name: 'Failed to load content' })).toBeInTheDocument()
    expect(screen.getByText(TERMS)).toBeInTheDocument()
    // Our own page opens in a tab in the language shown here, as the frame asked for it.
    const link = screen.getByRole('link', { name: 'Open in new tab instead' })
    expect(link).toHaveAttribute('href', `${TERMS}?lang=en`)
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    expect(frame()).toBeNull()
    expect(show).toHaveBeenCalledTimes(1)
    expect(show).toHaveBeenCalledWith(expect.objectContaining(TOAST))

    // Nothing more happens by itself: still one toast.
    act(() => vi.advanceTimersByTime(FRAME_TIMEOUT_MS * 2))
    expect(show).toHaveBeenCalledTimes(1)
  })

  it("another site's page that fails opens in a tab at its own address, untouched", () => {
    renderFrame('https://example.org/guide?x=1')
    act(() => vi.advanceTimersByTime(FRAME_TIMEOUT_MS))
    expect(screen.getByRole('link', { name: 'Open in new tab instead' })).toHaveAttribute('href', 'https://example.org/guide?x=1')
  })

  it('a retry loads again, and a second failure raises a second toast', () => {
    renderFrame(TERMS)
    act(() => vi.advanceTimersByTime(FRAME_TIMEOUT_MS))
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(frame()).toHaveAttribute('src', `${TERMS}?lang=en`)
    expect(screen.queryByText('Failed to load content')).not.toBeInTheDocument()
    act(() => vi.advanceTimersByTime(FRAME_TIMEOUT_MS))
    expect(screen.getByText('Failed to load content')).toBeInTheDocument()
    expect(show).toHaveBeenCalledTimes(2)
  })

  it('a load before the time limit shows the page and no failure ever follows', async () => {
    probeAnswer = async () => Response.json({ ok: true })
    renderFrame('https://example.org/guide')
    loadFrame()
    await act(async () => undefined)
    expect(screen.queryByRole('status', { name: 'Opening the page' })).not.toBeInTheDocument()
    act(() => vi.advanceTimersByTime(FRAME_TIMEOUT_MS * 2))
    expect(frame()).toHaveAttribute('src', 'https://example.org/guide')
    expect(screen.queryByText('Failed to load content')).not.toBeInTheDocument()
    expect(show).not.toHaveBeenCalled()
  })

  it('offline it fails at once with its toast, which says so, and loads again by itself when the connection returns', () => {
    online = false
    renderFrame(TERMS)
    expect(screen.getByText('Failed to load content')).toBeInTheDocument()
    expect(screen.getByText(/You are offline/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Open in new tab instead' })).toHaveAttribute('href', `${TERMS}?lang=en`)
    expect(show).toHaveBeenCalledTimes(1)
    // The panel's reason, not a guess at CORS.
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ title: TOAST.title, message: 'You are offline. The page will load by itself as soon as you are back online.' }),
    )

    goOffline(false)
    expect(frame()).toHaveAttribute('src', `${TERMS}?lang=en`)
    expect(screen.getByRole('status', { name: 'Opening the page' })).toBeInTheDocument()
  })

  it('going offline while loading fails; once loaded, the page stays', async () => {
    renderFrame('https://example.org/a')
    goOffline(true)
    expect(screen.getByText('Failed to load content')).toBeInTheDocument()
    probeAnswer = async () => Response.json({ ok: true })
    goOffline(false)
    loadFrame()
    await act(async () => undefined)
    goOffline(true)
    expect(frame()).toBeInTheDocument()
    expect(screen.queryByText('Failed to load content')).not.toBeInTheDocument()
  })

  it('names a foreign host in a bar with its own new-tab link', () => {
    renderFrame('example.org/guide')
    const bar = screen.getByRole('note', { name: 'Page from another site' })
    expect(bar).toHaveTextContent('This page is from example.org, not from Waypoint.')
    const link = screen.getByRole('link', { name: 'Open in new tab' })
    expect(link).toHaveAttribute('href', 'https://example.org/guide')
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    expect(frame()).toHaveAttribute('title', 'Page from example.org')
  })

  it('adds the CORS note only when the app is https and the page http', () => {
    renderFrame('http://example.org/plain')
    act(() => vi.advanceTimersByTime(FRAME_TIMEOUT_MS))
    // The test page itself is http: no note.
    expect(screen.queryByText(/mixed-content/)).not.toBeInTheDocument()
  })

  it.each([
    ['javascript:alert(1)', /Only web pages/],
    ['data:text/html,<b>hi</b>', /Only web pages/],
    ['https://user:secret@example.org', /user name or password/],
    [`${ORIGIN}/chatbot`, /address of the Waypoint app itself/],
  ])('refuses %s with a clear message and no frame', (address, message) => {
    renderFrame(address)
    expect(screen.getByRole('heading', { name: 'This address cannot be opened' })).toBeInTheDocument()
    expect(screen.getByText(message)).toBeInTheDocument()
    expect(document.querySelector('iframe')).toBeNull()
    act(() => vi.advanceTimersByTime(FRAME_TIMEOUT_MS))
    expect(show).not.toHaveBeenCalled()
  })
})
