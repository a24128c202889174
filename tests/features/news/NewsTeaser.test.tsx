import { afterEach, describe, expect, it, vi } from 'vitest'
import { NewsTeaser } from '@/features/news/NewsTeaser'
import { renderWithProviders, screen } from '../../render'
import { wpPost } from './fixtures'

afterEach(() => vi.unstubAllGlobals())

describe('NewsTeaser', () => {
  it("shows its heading, the 4 latest posts without search, and 'View All Articles' going to /blog", async () => {
    const fetchMock = vi.fn(
      async (_input: RequestInfo | URL) =>
        new Response(JSON.stringify(Array.from({ length: 20 }, (_, i) => wpPost(50 - i))), {
          headers: { 'Content-Type': 'application/json' },
        }),
    )
    vi.stubGlobal('fetch', fetchMock)
    const { user, router } = await renderWithProviders(<NewsTeaser />)
    expect(screen.getByRole('region', { name: 'Relocation News' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: 'Relocation News' })).toBeInTheDocument()
    expect(await screen.findAllByRole('article')).toHaveLength(4)
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument()
    expect(String(fetchMock.mock.calls[0]?.[0])).toMatch(/\/wp-json\/wp\/v2\/posts\?.*per_page=20/)
    await user.click(screen.getByRole('button', { name: 'View All Articles' }))
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/blog'))
  })
})
