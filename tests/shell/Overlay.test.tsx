import { act, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Overlay, OVERLAY_LOADER_MS } from '@/shell/Overlay'
import { renderWithProviders } from '../render'

beforeEach(() => {
  document.body.innerHTML = '<div id="root"></div>'
})
afterEach(() => vi.useRealTimers())

describe('Overlay', () => {
  it('shows the loader for 800 ms, then the content under its title and subtitle', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    await renderWithProviders(
      <Overlay content={{ kind: 'services' }} onClose={() => undefined}>
        <p>Five services</p>
      </Overlay>,
    )
    const dialog = screen.getByRole('dialog', { name: 'My Services' })
    expect(dialog).toHaveTextContent('Relocation assistance')
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument()
    expect(screen.getByText('Five services')).not.toBeVisible()

    // The 800 ms count from the frame that paints the loader.
    act(() => vi.advanceTimersToNextFrame())
    act(() => vi.advanceTimersByTime(OVERLAY_LOADER_MS - 50))
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(60))
    expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument()
    expect(screen.getByText('Five services')).toBeVisible()
  })

  it("takes the place of the frame the server painted: no slide-in, and the loader counted from the first paint", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    document.body.insertAdjacentHTML('beforeend', '<div class="pp-overlay" data-overlay-frame aria-hidden="true"><p>Relocation News</p></div>')
    // The first paint, which showed the frame's loader, was 500 ms ago.
    const firstPaint = { name: 'first-contentful-paint', startTime: performance.now() - 500 } as PerformanceEntry
    const paints = vi.spyOn(performance, 'getEntriesByType').mockImplementation((type) => (type === 'paint' ? [firstPaint] : []))
    try {
      await renderWithProviders(
        <Overlay content={{ kind: 'news' }} onClose={() => undefined}>
          <p>Ten articles</p>
        </Overlay>,
      )
      const dialog = screen.getByRole('dialog', { name: 'Relocation News' })
      expect(dialog).toHaveAttribute('data-framed')
      expect(document.querySelector('[data-overlay-frame]')).toBeNull()
      act(() => vi.advanceTimersToNextFrame())
      act(() => vi.advanceTimersByTime(OVERLAY_LOADER_MS - 500 + 100))
      expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument()
      expect(screen.getByText('Ten articles')).toBeVisible()
    } finally {
      paints.mockRestore()
    }
  })

  it('slides in, with its full loader, when no frame was painted', async () => {
    await renderWithProviders(<Overlay content={{ kind: 'news' }} onClose={() => undefined} />)
    expect(screen.getByRole('dialog', { name: 'Relocation News' })).not.toHaveAttribute('data-framed')
  })

  it('closes with the close button and with Escape', async () => {
    const onClose = vi.fn()
    const { user } = await renderWithProviders(<Overlay content={{ kind: 'news' }} onClose={onClose} />)
    await user.click(screen.getByRole('button', { name: 'Close' }))
    expect(onClose).toHaveBeenCalledTimes(1)
    fireEvent.keyDown(window, { key: 'Escape' })
    expect(onClose).toHaveBeenCalledTimes(2)
  })

  it('leaves Escape to a nested dialog, an open list or an open popover', async () => {
    const onClose = vi.fn()
    await renderWithProviders(
      <Overlay content={{ kind: 'news' }} onClose={onClose}>
        <div role="dialog" aria-label="Nested">
          <button type="button">Inside nested</button>
        </div>
        <input role="combobox" aria-label="Open list" aria-haspopup="listbox" aria-expanded="true" />
        <button type="button" aria-haspopup="dialog" aria-expanded="true">
          Open popover
        </button>
      </Overlay>,
    )
    fireEvent.keyDown(screen.getByRole('button', { name: 'Inside nested', hidden: true }), { key: 'Escape' })
    fireEvent.keyDown(screen.getByRole('combobox', { name: 'Open list', hidden: true }), { key: 'Escape' })
    fireEvent.keyDown(screen.getByRole('button', { name: 'Open popover', hidden: true }), { key: 'Escape' })
    expect(onClose).not.toHaveBeenCalled()
  })

  it("closes on Escape from an expanded section's toggle, which owns no popup", async () => {
    const onClose = vi.fn()
    await renderWithProviders(
      <Overlay content={{ kind: 'news' }} onClose={onClose}>
        <button type="button" aria-expanded="true">
          General
        </button>
      </Overlay>,
    )
    fireEvent.keyDown(screen.getByRole('button', { name: 'General', hidden: true }), { key: 'Escape' })
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('leaves Escape to a modal opened over it, even while focus is still in the overlay', async () => {
    const onClose = vi.fn()
    await renderWithProviders(
      <Overlay content={{ kind: 'services' }} onClose={onClose}>
        <button type="button">Order</button>
      </Overlay>,
    )
    // A modal portalled to the body, as Mantine's are, whose focus trap has not taken focus yet.
    const form = document.createElement('div')
    form.setAttribute('role', 'dialog')
    form.setAttribute('aria-modal', 'true')
    document.body.append(form)
    fireEvent.keyDown(screen.getByRole('button', { name: 'Order', hidden: true }), { key: 'Escape' })
    expect(onClose).not.toHaveBeenCalled()
    form.remove()
    // Another overlay underneath (the news under an article) does not hold this one's Escape.
    const { unmount } = await renderWithProviders(<Overlay content={{ kind: 'news' }} onClose={() => undefined} />)
    fireEvent.keyDown(screen.getByRole('button', { name: 'Order', hidden: true }), { key: 'Escape' })
    expect(onClose).toHaveBeenCalledTimes(1)
    unmount()
  })

  it('goes home when no close handler is given', async () => {
    const { router, user } = await renderWithProviders(<Overlay content={{ kind: 'chatbot' }} />, { path: '/chatbot' })
    await user.click(screen.getByRole('button', { name: 'Close' }))
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'))
  })

  it('makes the page underneath inert while open, and gives it back on close', async () => {
    const { unmount } = await renderWithProviders(<Overlay content={{ kind: 'news' }} onClose={() => undefined} />)
    expect(document.getElementById('root')).toHaveAttribute('inert')
    unmount()
    expect(document.getElementById('root')).not.toHaveAttribute('inert')
  })

  describe('gives focus back on close', () => {
    // jsdom lays nothing out: an element is shown unless it or a parent is hidden.
    beforeEach(() => {
      vi.spyOn(HTMLElement.prototype, 'getClientRects').mockImplementation(function (this: HTMLElement) {
        return (this.closest('[hidden]') ? [] : [new DOMRect(0, 0, 10, 10)]) as unknown as DOMRectList
      })
    })
    afterEach(() => vi.restoreAllMocks())

    const root = () => document.getElementById('root') as HTMLElement

    it('to what had it', async () => {
      root().innerHTML = '<button type="button">Order a service</button>'
      const opener = screen.getByRole('button', { name: 'Order a service' })
      opener.focus()
      const { unmount } = await renderWithProviders(<Overlay content={{ kind: 'news' }} onClose={() => undefined} />)
      unmount()
      expect(opener).toHaveFocus()
    })

    it("to the menu's button when the list it was opened from is closed", async () => {
      root().innerHTML =
        '<button type="button" aria-controls="info-list">Useful Info</button><ul id="info-list"><li><a href="/time-currency">Time Currency &amp; Weather</a></li></ul>'
      screen.getByRole('link', { name: 'Time Currency & Weather' }).focus()
      const { unmount } = await renderWithProviders(<Overlay content={{ kind: 'time-currency' }} onClose={() => undefined} />)
      document.getElementById('info-list')?.setAttribute('hidden', '')
      unmount()
      expect(screen.getByRole('button', { name: 'Useful Info' })).toHaveFocus()
    })

    it('to a link to the same place when the section it was in was drawn anew', async () => {
      root().innerHTML = '<section><a href="/destinations/Lisbon">Lisbon</a></section>'
      screen.getByRole('link', { name: 'Lisbon' }).focus()
      const { unmount } = await renderWithProviders(<Overlay content={{ kind: 'destinations' }} onClose={() => undefined} />)
      // Under the overlay the section stepped aside; it comes back with new elements as the overlay closes.
      root().innerHTML = '<section><a href="/destinations/Paris">Paris</a><a href="/destinations/Lisbon">Lisbon</a></section>'
      unmount()
      expect(screen.getByRole('link', { name: 'Lisbon' })).toHaveFocus()
    })
  })

  it('keeps only the close button for external pages and the planner', async () => {
    await renderWithProviders(<Overlay content={{ kind: 'external', url: 'https://example.org' }} onClose={() => undefined} />)
    expect(screen.getByRole('dialog', { name: 'External page' })).toBeInTheDocument()
    expect(screen.queryByRole('heading')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument()
  })
})
