import { describe, expect, it } from 'vitest'
import { overlayHeading } from '@/shell/overlay-content'

describe('overlay headings', () => {
  it.each([
    ['news', 'Relocation News', 'Latest information'],
    ['services', 'My Services', 'Relocation assistance'],
    ['chatbot', 'My 24/7 AI Assistant', 'Get instant answers for your daily needs'],
    ['time-currency', 'Global Information Hub', 'Time, Currency & Weather'],
    ['destinations', 'Popular Destinations', 'Explore locations'],
    ['community', 'Waypoint Community', 'Connect with others'],
  ] as const)('%s has the title "%s" and subtitle "%s"', (kind, title, subtitle) => {
    expect(overlayHeading({ kind })).toEqual({ title, subtitle, closeOnly: false })
  })

  it('names the city for a destination', () => {
    expect(overlayHeading({ kind: 'destination', city: 'Tel Aviv' })).toEqual({ title: 'Tel Aviv', subtitle: 'Destination details', closeOnly: false })
  })

  it('shows an article for a post', () => {
    expect(overlayHeading({ kind: 'post', id: 1234 })).toEqual({ title: 'Article', subtitle: 'Detailed information', closeOnly: false })
  })

  it('frames external pages and the planner with no title, keeping only the close button', () => {
    expect(overlayHeading({ kind: 'external', url: 'http://example.org' })).toEqual({ title: null, subtitle: null, closeOnly: true })
    expect(overlayHeading({ kind: 'planner' })).toEqual({ title: null, subtitle: null, closeOnly: true })
  })

  it("shows 'No content available' for anything else", () => {
    expect(overlayHeading({ kind: 'unknown' })).toEqual({ title: 'No content available', subtitle: null, closeOnly: false })
  })
})
