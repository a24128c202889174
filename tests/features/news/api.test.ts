// @vitest-environment jsdom
import fc from 'fast-check'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  fetchCategories,
  fetchPost,
  fetchPostsPage,
  parseCategories,
  parsePost,
  parsePosts,
  parseWpDate,
  PLACEHOLDER_IMAGE,
  type Post,
} from '@/features/news/api'
import { wpPost } from './fixtures'

afterEach(() => vi.unstubAllGlobals())

function stubFetch(body: string, init: ResponseInit = {}) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL) => new Response(body, { status: 200, headers: { 'Content-Type': 'application/json' }, ...init }))
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

function isValidPost(post: Post) {
  expect(Number.isSafeInteger(post.id) && post.id > 0).toBe(true)
  expect(post.date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/)
  expect(post.title).not.toBe('')
  expect(post.title).not.toMatch(/<[a-z/]/i)
  expect(typeof post.excerpt).toBe('string')
  expect(typeof post.contentHtml).toBe('string')
  for (const id of post.categoryIds) expect(Number.isSafeInteger(id) && id > 0).toBe(true)
  expect(post.image === PLACEHOLDER_IMAGE || /^(https?:\/\/|\/(?!\/))/i.test(post.image)).toBe(true)
}

describe('parsePost', () => {
  it('reads id, date, plain-text title and excerpt, body, categories, image and category label', () => {
    expect(parsePost(wpPost(1424))).toEqual({
      id: 1424,
      date: '2026-11-20T16:45:00',
      title: 'Israel’s tax exemption',
      excerpt: 'Ten years & no tax […]',
      contentHtml: '<p>Body</p>',
      categoryIds: [6, 3],
      categories: [
        { id: 6, name: 'Money & Taxes' },
        { id: 3, name: 'Visas & Immigration' },
      ],
      categoryLabel: 'Money & Taxes',
      image: 'https://cms.example/wp-content/uploads/a.svg',
      imageAlt: 'Coins & notes',
    })
  })

  it('uses the placeholder image without a usable featured media, and no label without terms', () => {
    for (const media of [undefined, [], [{ code: 'rest_forbidden' }], [{ source_url: 'javascript:alert(1)' }], [{ source_url: '//evil.example/x.png' }]]) {
      const parsed = parsePost(wpPost(5, { _embedded: { 'wp:featuredmedia': media } }))
      expect(parsed?.image).toBe(PLACEHOLDER_IMAGE)
      expect(parsed?.categoryLabel).toBeNull()
      expect(parsed?.categoryIds).toEqual([6, 3])
    }
    expect(parsePost(wpPost(6, { _embedded: undefined, categories: undefined }))?.categoryIds).toEqual([])
  })

  it('rejects posts without an id, a real date or a title', () => {
    for (const bad of [
      null,
      'post',
      wpPost(0),
      wpPost(-1),
      wpPost(1.5),
      { ...wpPost(7), id: '7' },
      wpPost(8, { date: '2026-02-30T10:00:00' }),
      wpPost(9, { date: 'yesterday' }),
      wpPost(10, { title: 'plain' }),
      wpPost(11, { title: { rendered: '<b> </b>' } }),
    ]) {
      expect(parsePost(bad)).toBeNull()
    }
  })

  it('yields a valid post or null for any JSON', () => {
    const shaped = fc.record({
      id: fc.oneof(fc.integer(), fc.jsonValue()),
      date: fc.oneof(fc.constant('2026-11-20T16:45:00'), fc.string(), fc.jsonValue()),
      title: fc.oneof(fc.record({ rendered: fc.string() }), fc.jsonValue()),
      excerpt: fc.oneof(fc.record({ rendered: fc.string() }), fc.jsonValue()),
      content: fc.oneof(fc.record({ rendered: fc.string() }), fc.jsonValue()),
      categories: fc.oneof(fc.array(fc.oneof(fc.integer(), fc.jsonValue())), fc.jsonValue()),
      _embedded: fc.oneof(
        fc.record({
          'wp:featuredmedia': fc.oneof(fc.array(fc.record({ source_url: fc.oneof(fc.webUrl(), fc.string()), alt_text: fc.jsonValue() })), fc.jsonValue()),
          'wp:term': fc.oneof(fc.array(fc.array(fc.record({ id: fc.integer(), name: fc.string(), taxonomy: fc.jsonValue() }))), fc.jsonValue()),
        }),
        fc.jsonValue(),
      ),
    })
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), shaped), (json) => {
        const parsed = parsePost(json)
        if (parsed) isValidPost(parsed)
      }),
      { numRuns: 500 },
    )
  })
})

describe('parsePosts', () => {
  it("keeps valid posts once each, in order; throws 'Failed to fetch posts' unless it is an array", () => {
    expect(parsePosts([wpPost(3), { id: 'x' }, wpPost(2), wpPost(3)]).map((p) => p.id)).toEqual([3, 2])
    for (const bad of [null, {}, 'posts', { posts: [] }, 42]) expect(() => parsePosts(bad)).toThrow('Failed to fetch posts')
  })

  it('yields valid posts or the documented error for any JSON', () => {
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), fc.array(fc.oneof(fc.jsonValue(), fc.constant(wpPost(9))))), (json) => {
        try {
          parsePosts(json).forEach(isValidPost)
        } catch (error) {
          expect((error as Error).message).toBe('Failed to fetch posts')
        }
      }),
    )
  })
})

describe('parseCategories', () => {
  it('decodes names (&amp; &lt; &gt; &quot; &#039; and numeric), keeps counts, drops invalid entries', () => {
    expect(
      parseCategories([
        { id: 3, name: 'Visas &amp; Immigration', count: 8 },
        { id: 4, name: '&lt;New&gt; &quot;homes&quot; &#039;24 &#8211; now', count: 0 },
        { id: 5, name: 'No count' },
        { id: 'x', name: 'Bad id', count: 1 },
        { id: 6, name: '', count: 1 },
        { id: 3, name: 'Duplicate', count: 1 },
      ]),
    ).toEqual([
      { id: 3, name: 'Visas & Immigration', count: 8 },
      { id: 4, name: '<New> "homes" \'24 – now', count: 0 },
      { id: 5, name: 'No count', count: 0 },
    ])
  })

  it("yields valid categories or 'Failed to fetch categories' for any JSON", () => {
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), fc.array(fc.record({ id: fc.jsonValue(), name: fc.jsonValue(), count: fc.jsonValue() }))), (json) => {
        try {
          for (const category of parseCategories(json)) {
            expect(Number.isSafeInteger(category.id) && category.id > 0).toBe(true)
            expect(category.name).not.toBe('')
            expect(Number.isSafeInteger(category.count) && category.count >= 0).toBe(true)
          }
        } catch (error) {
          expect((error as Error).message).toBe('Failed to fetch categories')
        }
      }),
    )
  })
})

describe('parseWpDate', () => {
  it('keeps real dates and completes the seconds', () => {
    expect(parseWpDate('2026-11-20T16:45')).toBe('2026-11-20T16:45:00')
    expect(parseWpDate('2024-02-29T00:00:00')).toBe('2024-02-29T00:00:00')
    expect(parseWpDate('2025-02-29T00:00:00')).toBeNull()
    expect(parseWpDate('2026-11-20T24:00:00')).toBeNull()
    expect(parseWpDate(20261120)).toBeNull()
  })
})

describe('the calls', () => {
  it('GET posts?_embed&status=publish&page=N&per_page=20 and reads X-WP-Total', async () => {
    const fetchMock = stubFetch(JSON.stringify([wpPost(1), wpPost(2)]), {
      headers: { 'Content-Type': 'application/json', 'X-WP-Total': '64', 'X-WP-TotalPages': '4' },
    })
    const page = await fetchPostsPage(3)
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('http://localhost:3000/demo/wp/wp-json/wp/v2/posts?_embed&status=publish&page=3&per_page=20')
    expect(page).toMatchObject({ received: 2, total: 64, totalPages: 4 })
    expect(page.posts.map((p) => p.id)).toEqual([1, 2])
  })

  it("throws 'Failed to fetch posts' for a failed status, malformed JSON or a wrong shape", async () => {
    for (const [body, init] of [
      ['down', { status: 500 }],
      ['[{"id":', {}],
      ['{"code":"rest_error"}', {}],
    ] as const) {
      stubFetch(body, init)
      await expect(fetchPostsPage(1)).rejects.toThrow(new Error('Failed to fetch posts'))
    }
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))))
    await expect(fetchPostsPage(1)).rejects.toThrow('Failed to fetch posts')
  })

  it("GET categories?per_page=100; 'Failed to fetch categories' on failure", async () => {
    const fetchMock = stubFetch(JSON.stringify([{ id: 3, name: 'Visas &amp; Immigration', count: 8 }]))
    expect(await fetchCategories()).toEqual([{ id: 3, name: 'Visas & Immigration', count: 8 }])
    expect(String(fetchMock.mock.calls[0]?.[0])).toMatch(/\/wp-json\/wp\/v2\/categories\?per_page=100$/)
    stubFetch('nope', { status: 503 })
    await expect(fetchCategories()).rejects.toThrow('Failed to fetch categories')
  })

  it("GET posts/{id}?_embed; 'Post ID is required' without an id; 'Failed to fetch post' otherwise", async () => {
    const fetchMock = stubFetch(JSON.stringify(wpPost(1424)))
    expect((await fetchPost(1424)).id).toBe(1424)
    expect(String(fetchMock.mock.calls[0]?.[0])).toMatch(/\/wp-json\/wp\/v2\/posts\/1424\?_embed$/)
    for (const missing of [undefined, null, '', '  ']) await expect(fetchPost(missing)).rejects.toThrow('Post ID is required')
    stubFetch(JSON.stringify(wpPost(1425)))
    await expect(fetchPost(1424)).rejects.toThrow('Failed to fetch post')
    stubFetch('{"code":"rest_post_invalid_id"}', { status: 404 })
    await expect(fetchPost('1424')).rejects.toThrow('Failed to fetch post')
    await expect(fetchPost('abc')).rejects.toThrow('Failed to fetch post')
  })
})
