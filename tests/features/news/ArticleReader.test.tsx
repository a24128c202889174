import { afterEach, describe, expect, it, vi } from 'vitest'
import { ArticleReader } from '@/features/news/ArticleReader'
import { newsKeys } from '@/features/news/queries'
import { createTestQueryClient, renderWithProviders, screen } from '../../render'
import { post, wpPost } from './fixtures'

const list = [wpPost(30), wpPost(20), wpPost(10)]

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
}

function serve(single: (id: number) => Response | Promise<Response>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input))
      const match = /\/posts\/(\d+)$/.exec(url.pathname)
      return match ? single(Number(match[1])) : json(list)
    }),
  )
}

function handlers() {
  return { onBack: vi.fn(), onClose: vi.fn(), onNavigate: vi.fn(), onBackToArticles: vi.fn() }
}

afterEach(() => {
  vi.unstubAllGlobals()
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true })
})

describe('ArticleReader', () => {
  it('shows title, long date, tags, image and the sanitised body; Previous and Next follow the list', async () => {
    serve((id) => json(wpPost(id, { content: { rendered: '<h2>Step one</h2><p onclick="x()">Go</p><script>bad()</script>' } })))
    const on = handlers()
    const { user } = await renderWithProviders(<ArticleReader postId={20} {...on} />)
    expect(await screen.findByRole('heading', { level: 1, name: 'Israel’s tax exemption' })).toBeInTheDocument()
    expect(screen.getByText('November 20, 2026')).toBeInTheDocument()
    expect(screen.getByRole('list', { name: 'Categories' })).toHaveTextContent('Money & TaxesVisas & Immigration')
    expect(screen.getByRole('heading', { level: 2, name: 'Step one' })).toBeInTheDocument()
    const body = screen.getByTestId('article-body')
    expect(body.innerHTML).not.toMatch(/onclick|script/)

    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled())
    await user.click(screen.getByRole('button', { name: 'Previous' }))
    expect(on.onNavigate).toHaveBeenCalledWith(30)
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(on.onNavigate).toHaveBeenCalledWith(10)
    await user.click(screen.getByRole('button', { name: 'Back' }))
    expect(on.onBack).toHaveBeenCalled()
    await user.click(screen.getByRole('button', { name: 'Back to Articles' }))
    expect(on.onBackToArticles).toHaveBeenCalled()
    await user.click(screen.getByRole('button', { name: 'Close' }))
    expect(on.onClose).toHaveBeenCalled()
  })

  it('disables Previous on the first post and Next on the last', async () => {
    serve((id) => json(wpPost(id)))
    const first = await renderWithProviders(<ArticleReader postId={30} {...handlers()} />)
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled())
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled()
    first.unmount()
    await renderWithProviders(<ArticleReader postId={10} {...handlers()} />)
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled())
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled()
  })

  it('inside an overlay: no Close of its own, an h2 title, and the loading state first', async () => {
    serve((id) => json(wpPost(id)))
    await renderWithProviders(<ArticleReader postId={20} inOverlay switchDelayMs={300} {...handlers()} onClose={undefined} />)
    expect(screen.getByRole('status', { name: 'Loading article' })).toBeInTheDocument()
    expect(await screen.findByRole('heading', { level: 2, name: 'Israel’s tax exemption' })).toBeInTheDocument()
    expect(screen.queryByRole('status', { name: 'Loading article' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument()
  })

  it("shows the spec's error with 'Go back to all articles' when the post cannot be fetched", async () => {
    serve(() => json({ code: 'rest_post_invalid_id' }, 404))
    await renderWithProviders(<ArticleReader postId={99} {...handlers()} />)
    // In place of the article's title, at its level: the page still has its heading.
    expect(await screen.findByRole('heading', { level: 1, name: 'Error loading blog post. The post may not exist or there was a problem fetching it.' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go back to all articles' })).toHaveAttribute('href', '/blog')
    // The tab says so too (WCAG 2.4.2), rather than keeping the site's own name.
    expect(document.title).toBe('Error loading blog post. The post may not exist or there was a problem fetching it. · Waypoint')
  })

  it("offline, shows the copy saved for offline, marked and dated", async () => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false })
    serve(() => Promise.reject(new TypeError('Failed to fetch')))
    const queryClient = createTestQueryClient()
    queryClient.setQueryData(newsKeys.saved(20), { post: post(20, { title: 'Read before' }), savedAt: Date.UTC(2026, 10, 21, 9, 30) })
    await renderWithProviders(<ArticleReader postId={20} {...handlers()} />, { queryClient })
    expect(await screen.findByRole('heading', { level: 1, name: 'Read before' })).toBeInTheDocument()
    expect(screen.getByText('Saved for offline')).toBeInTheDocument()
    expect(await screen.findByText(/^Offline — articles from 21 Nov 2026/)).toBeInTheDocument()
  })
})
