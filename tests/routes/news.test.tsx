import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderApp } from '../render'
import { wpPost } from '../features/news/fixtures'
import { renderAppIn, restoreEnglish } from '../features/news/render-in'

// 30 posts in batches of 20: three display pages of 12.
const posts = Array.from({ length: 30 }, (_, i) => wpPost(100 - i, { title: { rendered: `Post ${i + 1}` } }))

beforeEach(() => {
  document.body.innerHTML = '<div id="root"></div>'
  sessionStorage.clear()
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input))
      if (url.pathname.endsWith('/latest/USD')) return Response.json({ result: 'success', rates: { EUR: 0.9 } })
      if (url.pathname.endsWith('/wp-json/wp/v2/categories')) return Response.json([{ id: 6, name: 'Money', count: 30 }])
      if (url.pathname.endsWith('/wp-json/wp/v2/posts')) {
        const page = Number(url.searchParams.get('page'))
        return Response.json(posts.slice((page - 1) * 20, page * 20), { headers: { 'X-WP-Total': '30', 'X-WP-TotalPages': '2' } })
      }
      return new Response('not here', { status: 404 })
    }),
  )
})
afterEach(() => vi.unstubAllGlobals())

async function openListing(path: string) {
  const app = await renderApp(path)
  const dialog = within(await screen.findByRole('dialog', { name: 'Relocation News' }))
  await waitFor(() => expect(dialog.getAllByRole('article')).toHaveLength(12))
  await waitFor(() => expect(dialog.getByTestId('blog-result-text')).toHaveTextContent('Showing 30 articles'))
  return { ...app, dialog }
}

const pagination = { name: 'Pagination' } as const

describe('numbered pages of the news overlay (only on /blog, or with lightbox=true)', () => {
  it.each(['/blog', '/news?lightbox=true', '/blog-lightbox?lightbox=true'])('%s has them', async (path) => {
    const { dialog } = await openListing(path)
    expect(await dialog.findByRole('navigation', pagination)).toBeInTheDocument()
  })

  it.each(['/news', '/blog-lightbox'])('%s has none', async (path) => {
    // The pages' lazy chunk is loaded first, so a listing that had them would show them with its cards.
    const blog = await openListing('/blog')
    await blog.dialog.findByRole('navigation', pagination)
    blog.unmount()
    const { dialog } = await openListing(path)
    expect(dialog.queryByRole('navigation', pagination)).not.toBeInTheDocument()
  })
})

describe('the news overlay in Hebrew', () => {
  afterEach(async () => {
    cleanup()
    await restoreEnglish()
  })

  it('/blog: the overlay, the listing and its pages speak Hebrew, and an article opens in Hebrew', async () => {
    // A single post, as well as the listing's.
    const listing = fetch
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const single = /\/wp-json\/wp\/v2\/posts\/(\d+)$/.exec(new URL(String(input)).pathname)
        const id = Number(single?.[1])
        return single ? Response.json(wpPost(id, { title: { rendered: `Post ${101 - id}` } })) : listing(input)
      }),
    )
    const { user } = await renderAppIn('he', '/blog')
    const dialog = within(await screen.findByRole('dialog', { name: 'חדשות רילוקיישן' }))
    await waitFor(() => expect(dialog.getAllByRole('article')).toHaveLength(12))
    await waitFor(() => expect(dialog.getByTestId('blog-result-text')).toHaveTextContent('מוצגות 30 כתבות'))
    expect(dialog.getByRole('searchbox', { name: 'חיפוש כתבות' })).toBeInTheDocument()
    const pages = await dialog.findByRole('navigation', { name: 'מעבר בין עמודים' })
    expect(within(pages).getByRole('button', { name: 'לעמוד הבא' })).toBeEnabled()
    expect(document.documentElement).toHaveAttribute('dir', 'rtl')

    await user.click(dialog.getAllByRole('link', { name: /^לקריאה נוספת על / })[1] as HTMLElement)
    const article = within(await screen.findByRole('dialog', { name: 'כתבה' }))
    expect(await article.findByRole('heading', { level: 2, name: 'Post 2' })).toBeInTheDocument()
    expect(article.getByText('20 בנובמבר 2026')).toBeInTheDocument()
    expect(article.getByRole('button', { name: 'חזרה לכתבות' })).toBeInTheDocument()
  })
})
