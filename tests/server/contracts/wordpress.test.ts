// The demo WordPress and the news client must never drift apart: the demo's answers go through the
// client's own parsers and batching rules here.
import { describe, expect, it } from 'vitest'
import { parseCategories, parsePost, parsePosts, PLACEHOLDER_IMAGE, type PostsPage } from '@/features/news/api'
import { nextBatchParam } from '@/features/news/queries'
import { posts as demoPosts } from '@server/demo/wordpress/corpus'
import { postJson, siteFor } from '@server/demo/wordpress/json'
import { testApp } from '../helpers'

const ORIGIN = 'http://127.0.0.1:4173'
const app = testApp()

async function call(path: string) {
  const response = await app.request(`${ORIGIN}/demo/wp/wp-json/wp/v2/${path}`)
  return { response, body: (await response.json()) as unknown }
}

async function batch(page: number): Promise<PostsPage> {
  const { response, body } = await call(`posts?_embed&status=publish&page=${page}&per_page=20`)
  expect(response.status).toBe(200)
  return {
    posts: parsePosts(body),
    received: Array.isArray(body) ? body.length : 0,
    total: Number(response.headers.get('X-WP-Total')),
    totalPages: Number(response.headers.get('X-WP-TotalPages')),
  }
}

describe('contract: demo WordPress', () => {
  it('pages through all 64 posts in batches of 20, stopping after the short last batch', async () => {
    const pages: PostsPage[] = []
    let param: number | undefined = 1
    while (param !== undefined) {
      pages.push(await batch(param))
      param = nextBatchParam(pages, param)
    }
    expect(pages.map((page) => page.received)).toEqual([20, 20, 20, 4])
    const posts = pages.flatMap((page) => page.posts)
    expect(posts).toHaveLength(64)
    expect(new Set(posts.map((post) => post.id)).size).toBe(64)
    expect(pages[0]?.total).toBe(64)
    // Newest first, every post complete: a title without markup, an image of its own, a category label.
    expect([...posts].sort((a, b) => b.date.localeCompare(a.date))).toEqual(posts)
    for (const post of posts) {
      expect(post.title).not.toMatch(/[<>]|&#?\w+;/)
      expect(post.excerpt).not.toMatch(/[<>]|&#?\w+;/)
      expect(post.image).not.toBe(PLACEHOLDER_IMAGE)
      expect(post.categoryLabel).not.toBeNull()
      expect(post.categories.map((c) => c.id).sort()).toEqual([...post.categoryIds].sort())
    }
  })

  it('serves the single post with the same fields as the list', async () => {
    const list = (await batch(1)).posts
    const first = list[0]
    if (!first) throw new Error('no posts')
    const { body } = await call(`posts/${first.id}?_embed`)
    expect(parsePost(body)).toEqual(first)
    const missing = await call('posts/1?_embed')
    expect(missing.response.status).toBe(404)
    expect(parsePost(missing.body)).toBeNull()
  })

  it('a post without a featured image (no wp:featuredmedia key) parses with the placeholder', () => {
    const [first] = demoPosts
    if (!first) throw new Error('no posts')
    const json = postJson({ ...first, mediaId: null }, siteFor(ORIGIN), new Set(['author', 'wp:featuredmedia', 'wp:term']))
    const post = parsePost(json)
    expect(post?.image).toBe(PLACEHOLDER_IMAGE)
    expect(post?.imageAlt).toBe('')
    expect(post?.title).toBe(parsePost(postJson(first, siteFor(ORIGIN), null))?.title)
  })

  it('names its categories HTML-escaped; the client decodes them, and the counts add up', async () => {
    const { body } = await call('categories?per_page=100')
    expect(JSON.stringify(body)).toContain('&amp;')
    const categories = parseCategories(body)
    expect(categories.map((c) => c.name)).toContain('Visas & Immigration')
    const posts = [...(await batch(1)).posts, ...(await batch(2)).posts, ...(await batch(3)).posts, ...(await batch(4)).posts]
    for (const category of categories) {
      expect(posts.filter((post) => post.categoryIds.includes(category.id)), category.name).toHaveLength(category.count)
    }
  })
})
