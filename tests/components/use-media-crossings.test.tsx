import { act, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { useMediaCrossings } from '@/components/use-media-crossings'

/** One media list whose `change` events the test fires by hand, as a window crossing the breakpoint would. */
function fakeMediaList(): { list: MediaQueryList; cross: () => void } {
  const target = new EventTarget()
  let matches = false
  const list = Object.assign(target, {
    get matches() {
      return matches
    },
    media: '(max-width: 47.99em)',
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
  }) as unknown as MediaQueryList
  return {
    list,
    cross: () => {
      matches = !matches
      target.dispatchEvent(new Event('change'))
    },
  }
}

/** A toggle that must close whenever the layout crosses the breakpoint, the way the header's menus do. */
function Menu() {
  const crossings = useMediaCrossings('(max-width: 47.99em)')
  const [open, setOpen] = useState(false)
  const [seen, setSeen] = useState(crossings)
  if (seen !== crossings) {
    setSeen(crossings)
    setOpen(false)
  }
  return (
    <button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
      Useful Info
    </button>
  )
}

/** The menu on screen and opened, with the media list it listens to. */
function renderOpenMenu() {
  const media = fakeMediaList()
  vi.spyOn(window, 'matchMedia').mockReturnValue(media.list)
  render(<Menu />)
  const button = screen.getByRole('button', { name: 'Useful Info' })
  act(() => button.click())
  expect(button).toHaveAttribute('aria-expanded', 'true')
  return { media, button }
}

afterEach(() => vi.restoreAllMocks())

describe('useMediaCrossings', () => {
  it('closes an open menu after a there-and-back crossing that React never rendered in between', () => {
    const { media, button } = renderOpenMenu()
    // Both crossings land before React renders: the query's value ends where it began.
    act(() => {
      media.cross()
      media.cross()
    })
    expect(button).toHaveAttribute('aria-expanded', 'false')
  })

  it('leaves an open menu alone while the layout stays on one side', () => {
    const { button } = renderOpenMenu()
    act(() => window.dispatchEvent(new Event('resize')))
    expect(button).toHaveAttribute('aria-expanded', 'true')
  })
})
