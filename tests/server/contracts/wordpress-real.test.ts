// The demo WordPress held to a real one: the same requests to both (Debian's WordPress, started on loopback
// for this file, and the stand-in in server/demo), the answers read by the news client's own parsers. What
// the client depends on must be the same on both: the fields, the paging headers (and that a browser on
// another origin may read them), the 400 past the last page, the 404 of a missing post, a post with no
// 'wp:featuredmedia' key, the HTML-escaped category names.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseCategories, parsePost, parsePosts, PLACEHOLDER_IMAGE } from '@/features/news/api'
import { startWordPress, type RealWordPress } from '../../../scripts/services/wordpress'
import { testApp } from '../helpers'

let real: RealWordPress
beforeAll(async () => {
  real = await startWordPress()
}, 120_000)
afterAll(async () => {
  await real?.stop()
})

const demo = testApp()
const DEMO_ORIGIN = 'http://127.0.0.1:4173'

interface Answer {
  status: number
  headers: Headers
  body: unknown
}

type Source = (path: string) => Promise<Answer>

const sources: [string, Source][] = [
  [
    'real WordPress',
    async (path) => {
      const response = await fetch(`${real.origin}/wp-json/wp/v2/${path}`, { headers: { Origin: 'http://127.0.0.1:4183' } })
      return { status: response.status, headers: response.headers, body: (await response.json()) as unknown }
    },
  ],
  [
    'demo stand-in',
    async (path) => {
      const response = await demo.request(`${DEMO_ORIGIN}/demo/wp/wp-json/wp/v2/${path}`, { headers: { Origin: 'http://127.0.0.1:4183' } })
      return { status: response.status, headers: response.headers, body: (await response.json()) as unknown }
    },
  ],
]

const LIST = 'posts?_embed&status=publish&page=1&per_page=20'

describe.each(sources)('%s', (_, get) => {
  it('lists posts the client reads whole, with paging headers a browser on another origin may read', async () => {
    const answer = await get(LIST)
    expect(answer.status).toBe(200)
    expect(Array.isArray(answer.body)).toBe(true)
    const received = (answer.body as unknown[]).length
    expect(received).toBe(20)
    expect(parsePosts(answer.body)).toHaveLength(received)
    const total = Number(answer.headers.get('X-WP-Total'))
    const pages = Number(answer.headers.get('X-WP-TotalPages'))
    expect(total).toBeGreaterThan(40)
    expect(pages).toBe(Math.ceil(total / 20))
    const exposed = (answer.headers.get('Access-Control-Expose-Headers') ?? '').toLowerCase()
    expect(exposed).toContain('x-wp-total')
    expect(exposed).toContain('x-wp-totalpages')
  })

  it('answers 400 rest_post_invalid_page_number past the last page', async () => {
    const first = await get(LIST)
    const last = Number(first.headers.get('X-WP-TotalPages'))
    const past = await get(`posts?_embed&status=publish&page=${last + 1}&per_page=20`)
    expect(past.status).toBe(400)
    expect(past.body).toMatchObject({ code: 'rest_post_invalid_page_number', data: { status: 400 } })
  })

  it('answers 400 rest_invalid_param for more than 100 per page', async () => {
    const answer = await get('posts?per_page=101')
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject({ code: 'rest_invalid_param', data: { status: 400 } })
  })

  it('answers 404 rest_post_invalid_id for a missing post, which the client reads as no post', async () => {
    const answer = await get('posts/987654?_embed')
    expect(answer.status).toBe(404)
    expect(answer.body).toMatchObject({ code: 'rest_post_invalid_id', data: { status: 404 } })
    expect(parsePost(answer.body)).toBeNull()
  })

  it('serves a single post as the list does', async () => {
    const [first] = parsePosts((await get(LIST)).body)
    if (!first) throw new Error('no posts')
    const single = await get(`posts/${first.id}?_embed`)
    expect(single.status).toBe(200)
    expect(parsePost(single.body)).toEqual(first)
  })

  it('names categories HTML-escaped, with counts of their published posts', async () => {
    const answer = await get('categories?per_page=100')
    expect(answer.status).toBe(200)
    expect(JSON.stringify(answer.body)).toContain('&amp;')
    const categories = parseCategories(answer.body)
    expect(categories.some((category) => category.name.includes('&') && !category.name.includes('&amp;'))).toBe(true)
    const posts = parsePosts((await get('posts?_embed&status=publish&per_page=100')).body)
    expect(posts.length).toBe(Number((await get(LIST)).headers.get('X-WP-Total')))
    for (const category of categories) {
      expect(posts.filter((post) => post.categoryIds.includes(category.id)), category.name).toHaveLength(category.count)
    }
  })
})

// The stand-in's posts all have their images; how it writes one without (no 'wp:featuredmedia' key, read
// as the placeholder) is held by tests/server/contracts/wordpress.test.ts. Here, the real thing's.
describe('real WordPress, a post without a featured image', () => {
  const [, get] = sources[0] as [string, Source]
  it('leaves the featured-media key out when a post has no image, and the client shows its placeholder', async () => {
    const everything = [...((await get('posts?_embed&per_page=100')).body as Record<string, unknown>[])]
    const without = everything.find((post) => post.featured_media === 0)
    if (!without) throw new Error('a post without a featured image is needed')
    expect(Object.keys((without._embedded ?? {}) as object)).not.toContain('wp:featuredmedia')
    expect(parsePost(without)?.image).toBe(PLACEHOLDER_IMAGE)
    const withImage = everything.find((post) => typeof post.featured_media === 'number' && post.featured_media > 0)
    expect(parsePost(withImage)?.image).toMatch(/\/wp-content\/uploads\/.+\.(webp|jpe?g|png)$/)
  })

})
