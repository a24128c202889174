import { describe, expect, it } from 'vitest'
import { areas } from '@/i18n/catalogs'
import { activateLanguage, t } from '@/i18n/react'
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
    expect(overlayHeading({ kind }, t)).toEqual({ title, subtitle, closeOnly: false })
  })

  it('names the city for a destination', () => {
    expect(overlayHeading({ kind: 'destination', city: 'Tel Aviv' }, t)).toEqual({ title: 'Tel Aviv', subtitle: 'Destination details', closeOnly: false })
  })

  it('shows an article for a post', () => {
    expect(overlayHeading({ kind: 'post', id: 1234 }, t)).toEqual({ title: 'Article', subtitle: 'Detailed information', closeOnly: false })
  })

  it('frames external pages and the planner with no title, keeping only the close button', () => {
    expect(overlayHeading({ kind: 'external', url: 'http://example.org' }, t)).toEqual({ title: null, subtitle: null, closeOnly: true })
    expect(overlayHeading({ kind: 'planner' }, t)).toEqual({ title: null, subtitle: null, closeOnly: true })
  })

  it("shows 'No content available' for anything else", () => {
    expect(overlayHeading({ kind: 'unknown' }, t)).toEqual({ title: 'No content available', subtitle: null, closeOnly: false })
  })

  it('speaks the active language: Hebrew, then Russian', async () => {
    try {
      await activateLanguage('he', areas)
      expect(overlayHeading({ kind: 'news' }, t)).toEqual({ title: 'חדשות רילוקיישן', subtitle: 'המידע העדכני', closeOnly: false })
      expect(overlayHeading({ kind: 'community' }, t).title).toBe('קהילת Waypoint')
      await activateLanguage('ru', areas)
      expect(overlayHeading({ kind: 'post', id: 1 }, t)).toEqual({ title: 'Статья', subtitle: 'Подробная информация', closeOnly: false })
    } finally {
      await activateLanguage('en', areas)
    }
  })
})
