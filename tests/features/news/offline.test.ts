import { describe, expect, it } from 'vitest'
import type { PostsPage } from '@/features/news/api'
import { bodyImages, dropUnpublished, latestListingUrls, pagesFrom, saveLatestArticles } from '@/features/news/offline'
import { listSavedArticles, saveArticles } from '@/features/news/saved-articles'
import { memoryStore } from './memory-store'
import { post, wpPost } from './fixtures'

/** WordPress with `count` posts, newest first, in pages of 20. */
function wordpress(count: number, failFrom = Infinity) {
  return async (page: number): Promise<PostsPage> => {
    if (page >= failFrom) throw new Error('Failed to fetch posts')
    const ids = Array.from({ length: count }, (_, index) => count - index).slice((page - 1) * 20, page * 20)
    const posts = ids.map((id) => post(id, { date: `2026-10-${String(1 + (id % 28)).padStart(2, '0')}T${String(id % 24).padStart(2, '0')}:00:00`, contentHtml: `<p>Body ${id}</p><img src="/demo/wp/wp-content/uploads/in-${id}.webp" alt="">`, image: `/demo/wp/wp-content/uploads/${id}.webp` }))
    return { posts, received: posts.length, total: count, totalPages: Math.ceil(count / 20) }
  }
}

describe('saving the latest articles for the trip', () => {
  it('keeps 50 of the latest, with their featured and in-body images', async () => {
    const store = memoryStore()
    const outcome = await saveLatestArticles({ store, fetchPage: wordpress(75) })
    expect(outcome).toMatchObject({ saved: 50, total: 50, failure: null })
    expect(outcome.bytes).toBeGreaterThan(50 * 100)
    expect(outcome.images).toHaveLength(100)
    expect(outcome.images).toContain('/demo/wp/wp-content/uploads/in-75.webp')
    expect(store.map.size).toBe(50)
  })

  it('on a full device says how many were saved and why the rest were not', async () => {
    const outcome = await saveLatestArticles({ store: memoryStore(38), fetchPage: wordpress(75) })
    expect(outcome).toMatchObject({ saved: 38, total: 50, failure: 'quota' })
  })

  it('when the network goes mid-way, keeps what came and counts the rest as not saved', async () => {
    const store = memoryStore()
    const outcome = await saveLatestArticles({ store, fetchPage: wordpress(75, 2) })
    expect(outcome).toMatchObject({ saved: 20, total: 50, failure: 'network' })
    expect(store.map.size).toBe(20)
  })

  it('drops saved articles WordPress no longer lists', async () => {
    const store = memoryStore()
    await saveArticles([post(500, { date: '2026-10-28T23:00:00' }), post(1, { date: '2020-01-01T00:00:00' })], store)
    await saveLatestArticles({ store, fetchPage: wordpress(60) })
    const ids = (await listSavedArticles(store)).map((saved) => saved.post.id)
    // 500 was newer than the oldest listed, yet not listed: unpublished. 1 is simply older than the list.
    expect(ids).not.toContain(500)
    expect(ids).toContain(1)
    expect(await dropUnpublished([], store)).toBe(0)
  })

  it('takes in listing pages the service worker fetched in the background, with the same parser and rules', async () => {
    const urls = latestListingUrls()
    expect(urls).toHaveLength(3)
    expect(urls[0]).toMatch(/\/wp-json\/wp\/v2\/posts\?_embed&status=publish&page=1&per_page=20$/)
    const store = memoryStore()
    await saveArticles([post(900, { date: '2026-11-20T10:00:00' })], store)
    // WordPress now lists 25 posts (2 pages); 900 is gone from it; one entry of page 1 is not a post.
    const listed = (ids: number[]) => ids.map((id) => wpPost(id, { date: `2026-11-${String(1 + (id % 25)).padStart(2, '0')}T08:00:00` }))
    const answers = new Map([
      [urls[0], new Response(JSON.stringify([...listed([25, 24, 23, 22, 21, 20, 19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7]), { id: 'x' }]), { headers: { 'X-WP-TotalPages': '2' } })],
      [urls[1], new Response(JSON.stringify(listed([6, 5, 4, 3, 2, 1])), { headers: { 'X-WP-TotalPages': '2' } })],
    ])
    const outcome = await saveLatestArticles({ store, fetchPage: pagesFrom(async (url) => answers.get(url)) })
    expect(outcome).toMatchObject({ saved: 25, total: 25, failure: null })
    const ids = (await listSavedArticles(store)).map((saved) => saved.post.id)
    expect(ids).toHaveLength(25)
    expect(ids).not.toContain(900)
  })

  it('a page the worker did not fetch counts as a network failure: nothing is dropped', async () => {
    const store = memoryStore()
    await saveArticles([post(900, { date: '2026-11-20T10:00:00' })], store)
    const outcome = await saveLatestArticles({ store, fetchPage: pagesFrom(async () => undefined) })
    expect(outcome).toMatchObject({ saved: 0, failure: 'network' })
    expect((await listSavedArticles(store)).map((saved) => saved.post.id)).toEqual([900])
  })

  it('reads only web addresses from a body', () => {
    expect(bodyImages('<img src="https://cms.example/a.jpg"><img alt=x src=\'/b.png\'><img src="javascript:alert(1)"><img src="//evil/c.png">')).toEqual([
      'https://cms.example/a.jpg',
      '/b.png',
    ])
  })
})
