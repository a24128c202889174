import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { setBaseTitle, usePageTitle } from '@/components/page-title'

function Screen({ title, children }: { title: string | null; children?: React.ReactNode }) {
  usePageTitle(title)
  return <>{children}</>
}

describe('the page title (components/page-title.ts)', () => {
  it('names the screen on top, the one inside it first, and comes back to the page’s own line', () => {
    setBaseTitle('Waypoint · Your relocation partner')
    const { rerender, unmount } = render(
      <Screen title="Relocation News">
        <Screen title="Renting in Tel Aviv" />
      </Screen>,
    )
    expect(document.title).toBe('Renting in Tel Aviv · Waypoint')
    // The overlay renamed (another language) while the article is open: the article still names the page.
    rerender(
      <Screen title="Новости переезда">
        <Screen title="Renting in Tel Aviv" />
      </Screen>,
    )
    expect(document.title).toBe('Renting in Tel Aviv · Waypoint')
    rerender(
      <Screen title="Relocation News">
        <Screen title="Renting in Tel Aviv" />
      </Screen>,
    )
    // The article closed: the listing names the page again.
    rerender(<Screen title="Relocation News" />)
    expect(document.title).toBe('Relocation News · Waypoint')
    // Not known yet (an article still loading): nothing of its own.
    rerender(
      <Screen title="Relocation News">
        <Screen title={null} />
      </Screen>,
    )
    expect(document.title).toBe('Relocation News · Waypoint')
    unmount()
    expect(document.title).toBe('Waypoint · Your relocation partner')
  })

  it('follows the language the page is read in', () => {
    const { unmount } = render(<Screen title="Новости переезда" />)
    setBaseTitle('Waypoint · Ваш партнёр по переезду')
    expect(document.title).toBe('Новости переезда · Waypoint')
    unmount()
    expect(document.title).toBe('Waypoint · Ваш партнёр по переезду')
  })
})
