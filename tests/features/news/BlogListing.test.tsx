import { useState } from 'react'
import { Link } from '@tanstack/react-router'
import { onlineManager } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { BlogListing } from '@/features/news/BlogListing'
import type { ArticleLinkComponent } from '@/features/news/PostCard'
import { NO_FILTERS } from '@/features/news/filters'
import { waitFor } from '@testing-library/react'
import { renderWithProviders, screen } from '../../render'
import { wpPost } from './fixtures'

// 25 posts: a full first batch of 20 and a second of 5. Posts 1-10 are 'Money & Taxes' (6), the rest
// 'Housing' (4); every third mentions a visa.
const all = Array.from({ length: 25 }, (_, i) =>
  wpPost(100 - i, {
    title: { rendered: `Post ${i + 1}${i % 3 === 0 ? ' about the VISA' : ''}` },
    excerpt: { rendered: `<p>Excerpt ${i + 1}</p>` },
    categories: [i < 10 ? 6 : 4],
    _embedded: {},
  }),
)
const categories = [
  { id: 4, name: 'Housing', count: 15 },
  { id: 6, name: 'Money &amp; Taxes', count: 10 },
  { id: 1, name: 'Uncategorized', count: 0 },
]

let requests: string[] = []

function json(body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json', ...headers } })
}

/** The content service over the 25 posts, noting each request; a batch may wait for `before` to settle. */
function stubService(before: (batch: number) => Promise<void> = async () => undefined) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input))
      requests.push(url.pathname + url.search)
      if (url.pathname.endsWith('/categories')) return json(categories)
      const page = Number(url.searchParams.get('page'))
      await before(page)
      return json(all.slice((page - 1) * 20, page * 20), { 'X-WP-Total': '25', 'X-WP-TotalPages': '2' })
    }),
  )
}

beforeEach(() => {
  requests = []
  sessionStorage.clear()
  stubService()
})

afterEach(() => vi.unstubAllGlobals())

const PostLink: ArticleLinkComponent = ({ postId, children, ...rest }) => (
  <Link to="/post/$postId" params={{ postId }} {...rest}>
    {children}
  </Link>
)

/** The listing as a route shows it: the route keeps the filters (in the address; here in state). */
function Listing({ showPagination = false }: { showPagination?: boolean }) {
  const [filters, setFilters] = useState(NO_FILTERS)
  return <BlogListing filters={filters} onFiltersChange={setFilters} showPagination={showPagination} ArticleLink={PostLink} />
}

const cardTitles = () => screen.queryAllByRole('article').map((card) => card.querySelector('h3')?.textContent)

describe('BlogListing', () => {
  it('shows 12 cards, the result text, no heading, and loads the second batch near the end', async () => {
    await renderWithProviders(<Listing />)
    expect(await screen.findByText('Showing 25 articles')).toBeInTheDocument()
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument()
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(12))
    // 'Read More' on screen; the link's full name also says which article it opens.
    const firstLink = screen.getAllByRole('link', { name: /^Read More about / })[0]
    expect(firstLink).toHaveAttribute('href', '/post/100')
    expect(firstLink).toHaveAccessibleName(`Read More about ${cardTitles()[0]}`)
    await vi.waitFor(() => expect(requests.filter((r) => r.includes('/posts'))).toHaveLength(2))
    // No pagination unless asked for.
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument()
  })

  it('searches title and excerpt, filters by category chip, and Clear Filters resets', async () => {
    const { user } = await renderWithProviders(<Listing />)
    const search = await screen.findByRole('searchbox', { name: 'Search articles' })
    await screen.findByText('Showing 25 articles')

    await user.type(search, 'visa')
    await vi.waitFor(() => expect(cardTitles()).toEqual(['Post 1 about the VISA', 'Post 4 about the VISA', 'Post 7 about the VISA', 'Post 10 about the VISA', 'Post 13 about the VISA', 'Post 16 about the VISA', 'Post 19 about the VISA', 'Post 22 about the VISA', 'Post 25 about the VISA']))
    expect(screen.getByText('Showing 9 articles')).toBeInTheDocument()

    await user.clear(search)
    await user.type(search, 'excerpt 12')
    await vi.waitFor(() => expect(cardTitles()).toEqual(['Post 12']))
    expect(screen.getByText('Showing 1 article')).toBeInTheDocument()

    await user.clear(search)
    const chips = screen.getByRole('group', { name: 'Categories' })
    expect(chips).toHaveTextContent('AllHousing (15)Money & Taxes (10)')
    await user.click(screen.getByRole('button', { name: 'Money & Taxes (10)' }))
    expect(screen.getByRole('button', { name: 'Money & Taxes (10)' })).toHaveAttribute('aria-pressed', 'true')
    await vi.waitFor(() => expect(screen.getByText('Showing 10 articles out of 25')).toBeInTheDocument())

    await user.type(search, 'nothing like this')
    expect(await screen.findByText('No articles found with the current filters.')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Clear Filters' }))
    expect(search).toHaveValue('')
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true')
    expect(await screen.findByText('Showing 25 articles')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Clear Filters' })).toBeDisabled()
  })

  it('pages with numbered pagination; a change of category goes back to page 1', async () => {
    const { user } = await renderWithProviders(<Listing showPagination />)
    const pages = await screen.findByRole('navigation', { name: 'Pagination' })
    await vi.waitFor(() => expect(screen.getByRole('button', { name: '3' })).toBeInTheDocument())
    await user.click(screen.getByRole('button', { name: '3' }))
    // Page 3 (posts 25 on, 12 a page) needs the second batch: skeleton cards hold its place until that batch has arrived.
    await vi.waitFor(() => expect(cardTitles()).toEqual(['Post 25 about the VISA']))
    expect(screen.queryAllByTestId('post-skeleton')).toHaveLength(0)
    expect(pages).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Housing (15)' }))
    expect(cardTitles()[0]).toBe('Post 11')
    expect(screen.getByRole('button', { name: '1' })).toHaveAttribute('aria-current', 'page')
  })

  it('keeps its page buttons steady while the next batch arrives', async () => {
    // The second batch waits until the test lets it through, after the page buttons are on screen.
    let releaseSecondBatch = () => {}
    const secondBatchLetThrough = new Promise<void>((resolve) => (releaseSecondBatch = resolve))
    stubService((batch) => (batch === 2 ? secondBatchLetThrough : Promise.resolve()))
    const { user } = await renderWithProviders(<Listing showPagination />)
    // 25 posts are announced with the first batch of 20: three pages from the start.
    const three = await screen.findByRole('button', { name: '3' })
    await vi.waitFor(() => expect(requests.filter((r) => r.includes('/posts'))).toHaveLength(2))
    const removed: Node[] = []
    const watcher = new MutationObserver((changes) => changes.forEach((change) => removed.push(...change.removedNodes)))
    watcher.observe(screen.getByRole('navigation', { name: 'Pagination' }), { childList: true, subtree: true })
    releaseSecondBatch()
    await user.click(three)
    await vi.waitFor(() => expect(cardTitles()[0]).toBe('Post 25 about the VISA'))
    watcher.disconnect()
    // The same button all along: it never went away (to come back) while the second batch rendered.
    expect(removed.some((node) => node.contains(three))).toBe(false)
    expect(three).toHaveAttribute('aria-current', 'page')
  })

  it('a page whose older batch could not be fetched says so, not that the filters found nothing', async () => {
    // Offline, or the content service down after the first batch: the second batch fails.
    stubService((batch) => (batch === 2 ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve()))
    const { user } = await renderWithProviders(<Listing showPagination />)
    await user.click(await screen.findByRole('button', { name: '3' }))
    expect(await screen.findByText(/Some older articles could not be loaded\./)).toBeInTheDocument()
    expect(screen.queryByText('No articles found with the current filters.')).not.toBeInTheDocument()
    expect(screen.queryAllByRole('article')).toHaveLength(0)
    stubService()
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    await vi.waitFor(() => expect(cardTitles()).toEqual(['Post 25 about the VISA']))
  })

  it('with no network, a page past the posts held shows those it has and says the others could not be loaded', async () => {
    // The network goes while the first batch is on its way: the second one waits for it.
    let releaseFirst: () => void = () => undefined
    const first = new Promise<void>((resolve) => (releaseFirst = resolve))
    stubService((batch) => (batch === 1 ? first : Promise.resolve()))
    const { user } = await renderWithProviders(<Listing showPagination />)
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    onlineManager.setOnline(false)
    onTestFinished(() => onlineManager.setOnline(true))
    releaseFirst()
    await user.click(await screen.findByRole('button', { name: '2' }))
    await vi.waitFor(() => expect(cardTitles()).toHaveLength(8))
    expect(await screen.findByText(/Some older articles could not be loaded\./)).toBeInTheDocument()
    // No cards loading for ever in place of the four it does not have.
    expect(screen.getByTestId('post-grid')).not.toHaveAttribute('aria-busy')
    expect(requests.filter((r) => r.includes('/posts'))).toHaveLength(1)
    // The network back: the batch comes by itself.
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true)
    onlineManager.setOnline(true)
    await vi.waitFor(() => expect(cardTitles()).toHaveLength(12))
    expect(screen.queryByText(/Some older articles could not be loaded\./)).not.toBeInTheDocument()
  })

  it("with a limit: that many cards, no search, and 'View All Articles' when there are more", async () => {
    await renderWithProviders(<BlogListing limit={4} />)
    expect(await screen.findByRole('button', { name: 'View All Articles' })).toBeInTheDocument()
    expect(screen.getAllByRole('article')).toHaveLength(4)
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument()
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument()
    // Only the first batch: 20 posts already tell there are more than 4.
    expect(requests.filter((r) => r.includes('/posts'))).toHaveLength(1)
  })

  it("no 'View All Articles' when the limit holds everything", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json(all.slice(0, 3))))
    await renderWithProviders(<BlogListing limit={4} />)
    expect(await screen.findAllByRole('article')).toHaveLength(3)
    expect(screen.queryByRole('button', { name: 'View All Articles' })).not.toBeInTheDocument()
  })

  it("says 'Error loading blog posts. Please try again later.' when the posts fail, and tries again", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('down', { status: 500 })))
    const { user } = await renderWithProviders(<Listing />)
    expect(await screen.findByText('Error loading blog posts. Please try again later.')).toBeInTheDocument()
    expect(screen.queryAllByRole('article')).toHaveLength(0)
    vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL) => (String(input).includes('categories') ? json(categories) : json(all.slice(0, 5)))))
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(5))
  })

  it('shows skeleton cards while loading: a page of them, or as many as the limit', async () => {
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>(() => undefined)))
    const { unmount } = await renderWithProviders(<Listing />)
    expect(screen.getAllByTestId('post-skeleton')).toHaveLength(12)
    unmount()
    await renderWithProviders(<BlogListing limit={4} />)
    expect(screen.getAllByTestId('post-skeleton')).toHaveLength(4)
  })
})
