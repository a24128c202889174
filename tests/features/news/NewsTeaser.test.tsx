import { afterEach, describe, expect, it, vi } from 'vitest'
import { NewsTeaser } from '@/features/news/NewsTeaser'
import { renderWithProviders, screen } from '../../render'
import { wpPost } from './fixtures'

/** An IntersectionObserver that reports its targets as on screen at once. */
class VisibleObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    queueMicrotask(() => this.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], this as never))
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return []
  }
}

afterEach(() => vi.unstubAllGlobals())

describe('NewsTeaser', () => {
  it("shows its heading at once, then the 4 latest posts and 'View All Articles' as it nears the screen", async () => {
    vi.stubGlobal('IntersectionObserver', VisibleObserver)
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(Array.from({ length: 20 }, (_, i) => wpPost(50 - i))), { headers: { 'Content-Type': 'application/json' } })))
    const { user, router } = await renderWithProviders(<NewsTeaser />)
    expect(screen.getByRole('region', { name: 'Relocation News' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: 'Relocation News' })).toBeInTheDocument()
    expect(await screen.findAllByRole('article')).toHaveLength(4)
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'View All Articles' }))
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/blog'))
  })

  it('loads nothing while it is far from the screen', async () => {
    const fetchMock = vi.fn()
    vi.stubGlobal('fetch', fetchMock)
    await renderWithProviders(<NewsTeaser />)
    expect(screen.getByRole('heading', { name: 'Relocation News' })).toBeInTheDocument()
    expect(screen.queryAllByRole('article')).toHaveLength(0)
    expect(fetchMock).not.toHaveBeenCalled()
  })
})
