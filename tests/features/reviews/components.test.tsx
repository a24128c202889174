import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { config } from '@/app/config'
import { ReviewsCarousel } from '@/features/reviews/ReviewsCarousel'
import { TestimonialsBand } from '@/features/reviews/TestimonialsBand'
import { mockIntersection } from '../../intersection'
import { mockMediaQueries } from '../../media'
import { renderWithProviders } from '../../render'
import { mixedAnswer, providerReview } from './fixtures'

const MESSAGE = 'Could not load reviews. Using sample data instead.'

function serve(answer: () => Response | Promise<Response>) {
  const fetch = vi.fn(async () => answer())
  vi.stubGlobal('fetch', fetch)
  return fetch
}

const eightFives = {
  result: { reviews: Array.from({ length: 8 }, (_, i) => providerReview({ author_name: `Client ${i + 1}`, text: `Story ${i + 1}` })) },
}

function prefersReducedMotion(reduce: boolean) {
  mockMediaQueries((query) => reduce && query.includes('prefers-reduced-motion'))
}

beforeEach(() => prefersReducedMotion(false))

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const carouselList = () => screen.getByRole('list', { name: 'Client reviews' })

describe('ReviewsCarousel', () => {
  it('shows 3 skeleton cards while loading', async () => {
    serve(() => new Promise<Response>(() => undefined))
    await renderWithProviders(<ReviewsCarousel />)
    expect(screen.getByRole('heading', { level: 2, name: 'What Our Clients Say' })).toBeInTheDocument()
    expect(carouselList()).toHaveAttribute('aria-busy', 'true')
    expect(within(carouselList()).getAllByRole('listitem', { hidden: true })).toHaveLength(3)
    expect(screen.getByRole('status')).toHaveTextContent('Loading reviews…')
  })

  it('shows the reviews rated 4+ with as many stars as their rating', async () => {
    serve(() => Response.json(mixedAnswer))
    await renderWithProviders(<ReviewsCarousel />)
    const noa = await screen.findByRole('article', { name: 'Review by Noa Ben-David' })
    expect(carouselList()).toHaveAttribute('aria-busy', 'false')
    expect(within(carouselList()).getAllByRole('article')).toHaveLength(3)
    expect(screen.queryByText('Hannah Schultz')).not.toBeInTheDocument()
    expect(screen.queryByText('Sarah Goldberg')).not.toBeInTheDocument()

    const stars = within(noa).getByRole('img', { name: 'Rated 5 out of 5' })
    expect(stars.querySelectorAll('svg')).toHaveLength(5)
    const david = screen.getByRole('article', { name: 'Review by David Cohen' })
    expect(within(david).getByRole('img', { name: 'Rated 4 out of 5' }).querySelectorAll('svg')).toHaveLength(4)
    expect(david).toHaveTextContent('Worth every shekel.')
    expect(david.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/svg\+xml/)
    expect(noa).toHaveTextContent('3 days ago')
    expect(screen.queryByText(MESSAGE)).not.toBeInTheDocument()
  })

  it("links 'All Reviews' and 'Write Review' to the provider, in a new tab", async () => {
    serve(() => Response.json(mixedAnswer))
    await renderWithProviders(<ReviewsCarousel />)
    for (const [name, href] of [
      ['All Reviews', config.links.allReviews],
      ['Write Review', config.links.writeReview],
    ] as const) {
      const link = screen.getByRole('link', { name })
      expect(link).toHaveAttribute('href', href)
      expect(link).toHaveAttribute('target', '_blank')
      expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }
  })

  describe('the left and right buttons', () => {
    // A row 400 px wide showing 2000 px of cards: it can scroll from 0 to 1600.
    async function renderRow(scrollLeft = 0) {
      serve(() => Response.json(mixedAnswer))
      vi.spyOn(Element.prototype, 'scrollWidth', 'get').mockReturnValue(2000)
      vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(400)
      const at = vi.spyOn(Element.prototype, 'scrollLeft', 'get').mockReturnValue(scrollLeft)
      HTMLElement.prototype.scrollTo ??= () => undefined
      const scrollTo = vi.spyOn(HTMLElement.prototype, 'scrollTo').mockImplementation(() => undefined)
      await renderWithProviders(<ReviewsCarousel />)
      await screen.findByRole('article', { name: 'Review by Noa Ben-David' })
      const press = (side: 'left' | 'right') => fireEvent.click(screen.getByRole('button', { name: `Scroll reviews ${side}` }))
      /** The row has come to rest at `left`. */
      const rest = (left: number) => {
        at.mockReturnValue(left)
        fireEvent(carouselList(), new Event('scrollend'))
      }
      return { press, rest, scrolls: () => scrollTo.mock.calls.map(([options]) => options) }
    }

    it('scroll smoothly by one card', async () => {
      const { press, scrolls } = await renderRow(640)
      press('right')
      expect(scrolls()).toEqual([{ left: 960, behavior: 'smooth' }])
    })

    it('step on from where the row is going when pressed again before it stops', async () => {
      const { press, scrolls } = await renderRow()
      press('right')
      press('right')
      press('left')
      press('left')
      expect(scrolls().map((options) => (options as ScrollToOptions).left)).toEqual([320, 640, 320, 0])
    })

    it('step from where the row rests once it has stopped', async () => {
      const { press, rest, scrolls } = await renderRow(640)
      press('right')
      rest(960)
      press('right')
      rest(1280)
      // Dragged back by hand: the next press steps from there.
      rest(640)
      press('right')
      expect(scrolls().map((options) => (options as ScrollToOptions).left)).toEqual([960, 1280, 960])
    })

    it('step on from where the row is going when the end of an earlier scroll comes after the press', async () => {
      // Pressed just as the last scroll ended at 640: Chromium reports that end after the press.
      const { press, rest, scrolls } = await renderRow(640)
      press('left')
      rest(640)
      press('left')
      expect(scrolls().map((options) => (options as ScrollToOptions).left)).toEqual([320, 0])
    })

    it('never aim past either end of the row', async () => {
      const { press, scrolls } = await renderRow(1500)
      press('right')
      press('right')
      press('left')
      expect(scrolls().map((options) => (options as ScrollToOptions).left)).toEqual([1600, 1600, 1280])
    })
  })
})

describe('the reviews fallback on the home page', () => {
  it.each([
    ['the function fails', () => new Response('down', { status: 500 })],
    ['the answer has no reviews array', () => Response.json({ result: {} })],
    ['no review is rated 4+', () => Response.json({ result: { reviews: [providerReview({ rating: 2 })] } })],
    ['the network is down', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('when %s: both sections show the 8 samples, the message shows once, the reason is logged', async (_, answer) => {
    const fetch = serve(answer)
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    await renderWithProviders(
      <>
        <ReviewsCarousel />
        <TestimonialsBand />
      </>,
    )
    expect(await screen.findByText(MESSAGE)).toBeInTheDocument()
    expect(screen.getAllByText(MESSAGE)).toHaveLength(1)
    await waitFor(() => expect(within(carouselList()).getAllByRole('article')).toHaveLength(8))
    expect(within(screen.getByRole('list', { name: 'Testimonials' })).getAllByRole('figure')).toHaveLength(8)
    expect(within(carouselList()).getAllByRole('img', { name: 'Rated 5 out of 5' })).toHaveLength(7)
    expect(within(carouselList()).getAllByRole('img', { name: 'Rated 4 out of 5' })).toHaveLength(1)
    expect(screen.getAllByText('Avital Shapiro')).toHaveLength(2)
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(error).toHaveBeenCalled()
    expect(String(error.mock.calls[0]?.[0])).toMatch(/Could not load reviews/)
  })

  it('shows no message with live reviews', async () => {
    serve(() => Response.json(mixedAnswer))
    await renderWithProviders(<TestimonialsBand />)
    await screen.findByText('Omar Haddad')
    expect(screen.queryByText(MESSAGE)).not.toBeInTheDocument()
  })
})

describe('TestimonialsBand', () => {
  const scrolls = () => {
    const scrollTo = vi.spyOn(HTMLElement.prototype, 'scrollTo').mockImplementation(() => undefined)
    return () => scrollTo.mock.calls.map(([options]) => (options as ScrollToOptions).left)
  }

  /** Renders the band and brings it on screen (it stands still off screen). */
  async function renderBand() {
    const view = mockIntersection()
    const result = await renderWithProviders(<TestimonialsBand />)
    await screen.findByText('Client 1')
    view.setOnScreen(true)
    return { ...result, view }
  }

  it('shows a loading placeholder, a title and a footer', async () => {
    serve(() => new Promise<Response>(() => undefined))
    const { container } = await renderWithProviders(<TestimonialsBand />)
    expect(screen.getByRole('heading', { level: 2, name: 'Stories from Our Clients' })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('Loading testimonials…')
    const list = screen.getByRole('list', { name: 'Testimonials' })
    expect(list).toHaveAttribute('aria-busy', 'true')
    expect(within(list).getAllByRole('listitem', { hidden: true })).toHaveLength(3)
    expect(screen.getByRole('button', { name: 'Next testimonial' })).toBeDisabled()
    expect(container.querySelector('section footer')).not.toBeNull()
  })

  it('auto-advances one 320 px step every 3 s and wraps at reviews − 2', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    serve(() => Response.json(eightFives))
    const lefts = scrolls()
    await renderBand()
    for (let i = 0; i < 7; i++) await act(async () => vi.advanceTimersByTime(3000))
    expect(lefts()).toEqual([320, 640, 960, 1280, 1600, 0, 320])
  })

  it('times each step from the last one, not from when the page got round to showing it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    serve(() => Response.json(eightFives))
    const lefts = scrolls()
    await renderBand()
    // The first step is due at 3 s; the page shows it only at 3.5 s (a busy phone).
    await act(async () => vi.advanceTimersByTime(3500))
    expect(lefts()).toEqual([320])
    // The second is still due 3 s after the first, at 6 s.
    await act(async () => vi.advanceTimersByTime(2500))
    expect(lefts()).toEqual([320, 640])
  })

  it('after a move by hand, waits the whole 3 s again, even back on the card it had moved to', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    serve(() => Response.json(eightFives))
    const lefts = scrolls()
    await renderBand()
    await act(async () => vi.advanceTimersByTime(3000))
    await act(async () => vi.advanceTimersByTime(1000))
    fireEvent.click(screen.getByRole('button', { name: 'Next testimonial' }))
    await act(async () => vi.advanceTimersByTime(1000))
    fireEvent.click(screen.getByRole('button', { name: 'Previous testimonial' }))
    expect(lefts()).toEqual([320, 640, 320])
    // 2 s after the band's own step to this card, 0 s after the click: the next step waits for the click's 3 s.
    await act(async () => vi.advanceTimersByTime(2900))
    expect(lefts()).toEqual([320, 640, 320])
    await act(async () => vi.advanceTimersByTime(200))
    expect(lefts()).toEqual([320, 640, 320, 640])
  })

  it('stands still while off screen and moves on when scrolled back into view', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    serve(() => Response.json(eightFives))
    const lefts = scrolls()
    const { view } = await renderBand()
    view.setOnScreen(false)
    await act(async () => vi.advanceTimersByTime(9000))
    expect(lefts()).toEqual([])
    view.setOnScreen(true)
    await act(async () => vi.advanceTimersByTime(3000))
    expect(lefts()).toEqual([320])
  })

  it('labels each slide with its place', async () => {
    serve(() => Response.json(eightFives))
    await renderBand()
    const slides = within(screen.getByRole('list', { name: 'Testimonials' })).getAllByRole('listitem')
    expect(slides).toHaveLength(8)
    expect(slides[0]).toHaveAccessibleName('1 of 8')
  })

  it('moves 320 px with the buttons, clamped between 0 and reviews − 3', async () => {
    serve(() => Response.json(eightFives))
    const lefts = scrolls()
    await renderBand()
    const next = screen.getByRole('button', { name: 'Next testimonial' })
    const previous = screen.getByRole('button', { name: 'Previous testimonial' })
    fireEvent.click(previous)
    for (let i = 0; i < 7; i++) fireEvent.click(next)
    fireEvent.click(previous)
    expect(lefts()).toEqual([0, 320, 640, 960, 1280, 1600, 1600, 1600, 1280])
  })

  it('counts quick taps on Next from where the row is going, not from a pause on its way', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    serve(() => Response.json(eightFives))
    const lefts = scrolls()
    const at = vi.spyOn(Element.prototype, 'scrollLeft', 'get').mockReturnValue(0)
    await renderBand()
    const viewport = screen.getByRole('group', { name: 'Stories from Our Clients' })
    const next = screen.getByRole('button', { name: 'Next testimonial' })
    fireEvent.click(next)
    // The smooth scroll stops for a moment a third of the way (a busy phone skips frames).
    at.mockReturnValue(100)
    fireEvent.scroll(viewport)
    await act(async () => vi.advanceTimersByTime(200))
    fireEvent.click(next)
    expect(lefts()).toEqual([320, 640])
    // On its way, a hand takes over and swipes back to the first card: that rest is taken in as it is.
    fireEvent.pointerDown(viewport)
    at.mockReturnValue(0)
    fireEvent.scroll(viewport)
    await act(async () => vi.advanceTimersByTime(200))
    fireEvent.click(next)
    expect(lefts()).toEqual([320, 640, 320])
  })

  it('stands still while hovered or focused, and moves on after', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    serve(() => Response.json(eightFives))
    const lefts = scrolls()
    await renderBand()
    const next = screen.getByRole('button', { name: 'Next testimonial' })
    const frame = next.parentElement as HTMLElement

    fireEvent.mouseEnter(frame)
    await act(async () => vi.advanceTimersByTime(9000))
    expect(lefts()).toEqual([])
    fireEvent.mouseLeave(frame)
    await act(async () => vi.advanceTimersByTime(3000))
    expect(lefts()).toEqual([320])

    act(() => next.focus())
    await act(async () => vi.advanceTimersByTime(9000))
    expect(lefts()).toEqual([320])
    act(() => next.blur())
    await act(async () => vi.advanceTimersByTime(3000))
    expect(lefts()).toEqual([320, 640])
  })

  it('can be paused and played again with its button', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    serve(() => Response.json(eightFives))
    const lefts = scrolls()
    await renderBand()
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }))
    await act(async () => vi.advanceTimersByTime(9000))
    expect(lefts()).toEqual([])
    fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }))
    await act(async () => vi.advanceTimersByTime(3000))
    expect(lefts()).toEqual([320])
  })

  it('never moves by itself under prefers-reduced-motion, and jumps without smooth scrolling', async () => {
    prefersReducedMotion(true)
    vi.useFakeTimers({ shouldAdvanceTime: true })
    serve(() => Response.json(eightFives))
    const scrollTo = vi.spyOn(HTMLElement.prototype, 'scrollTo').mockImplementation(() => undefined)
    await renderBand()
    await act(async () => vi.advanceTimersByTime(10_000))
    expect(scrollTo).not.toHaveBeenCalled()
    expect(screen.queryByRole('button', { name: 'Pause slideshow' })).not.toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Next testimonial' }))
    expect(scrollTo).toHaveBeenCalledWith({ left: 320, behavior: 'auto' })
  })
})
