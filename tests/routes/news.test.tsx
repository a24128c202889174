import { configure, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderApp } from '../render'
import { wpPost } from '../features/news/fixtures'

// The machine is shared and slow at times: give first renders and lazy chunks room.
configure({ asyncUtilTimeout: 8000 })

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
  expect(await dialog.findAllByRole('article')).toHaveLength(12)
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
