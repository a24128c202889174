import { describe, expect, it } from 'vitest'
import { overlayHeading, parseOverlayKey } from '@/shell/overlay-content'

const heading = (key: string) => overlayHeading(parseOverlayKey(key))

describe('overlay content keys', () => {
  it.each([
    ['news', 'Relocation News', 'Latest information'],
    ['services', 'My Services', 'Relocation assistance'],
    ['chatbot', 'My 24/7 AI Assistant', 'Get instant answers for your daily needs'],
    ['time-currency', 'Global Information Hub', 'Time, Currency & Weather'],
    ['destinations', 'Popular Destinations', 'Explore locations'],
    ['community', 'Waypoint Community', 'Connect with others'],
  ])('%s has the title "%s" and subtitle "%s"', (key, title, subtitle) => {
    expect(heading(key)).toEqual({ title, subtitle, closeOnly: false })
  })

  it('names the city for destination:{city}', () => {
    expect(heading('destination:Tel Aviv')).toEqual({ title: 'Tel Aviv', subtitle: 'Destination details', closeOnly: false })
  })

  it('shows an article for post:{id} only when the id is an integer', () => {
    expect(parseOverlayKey('post:1234')).toEqual({ kind: 'post', id: 1234 })
    expect(heading('post:1234')).toEqual({ title: 'Article', subtitle: 'Detailed information', closeOnly: false })
    for (const bad of ['post:', 'post:12a', 'post:1.5', 'post:-3', 'post: 7']) {
      expect(heading(bad).title).toBe('No content available')
    }
  })

  it('frames http addresses with no title, keeping only the close button', () => {
    expect(parseOverlayKey('https://example.org/x')).toEqual({ kind: 'external', url: 'https://example.org/x' })
    expect(heading('http://example.org')).toEqual({ title: null, subtitle: null, closeOnly: true })
    expect(heading('planner')).toEqual({ title: null, subtitle: null, closeOnly: true })
  })

  it("shows 'No content available' for anything else", () => {
    for (const key of ['', 'blog', 'NEWS', 'destination:', 'ftp://example.org', 'javascript:alert(1)']) {
      expect(heading(key)).toEqual({ title: 'No content available', subtitle: null, closeOnly: false })
    }
  })
})
