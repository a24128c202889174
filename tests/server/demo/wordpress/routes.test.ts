import { describe, expect, it } from 'vitest'
import { fileMediaStore } from '@server/node-media'
import { testApp, type Json } from '../../helpers'

const ORIGIN = 'http://127.0.0.1:4173'
const API = `${ORIGIN}/demo/wp/wp-json/wp/v2`
const app = testApp({ media: fileMediaStore() })


async function get(path: string, init?: RequestInit) {
  const response = await app.request(`${API}${path}`, init)
  return { response, body: (await response.json()) as any } // eslint-disable-line @typescript-eslint/no-explicit-any
}

async function allPosts(): Promise<Json[]> {
  return (await get('/posts?_embed&per_page=100')).body as Json[]
}

describe('GET /wp-json/wp/v2/posts', () => {
  it('pages 10 by default, newest first, with the WordPress paging headers', async () => {
    const { response, body } = await get('/posts?_embed&status=publish')
    expect(response.status).toBe(200)
    const total = Number(response.headers.get('x-wp-total'))
    expect(total).toBeGreaterThanOrEqual(60)
    expect(Number(response.headers.get('x-wp-totalpages'))).toBe(Math.ceil(total / 10))
    expect(body).toHaveLength(10)
    const dates = (body as Json[]).map((p) => p.date_gmt as string)
    expect(dates).toEqual([...dates].sort().reverse())
    expect(response.headers.get('link')).toContain('rel="next"')
    expect(response.headers.get('link')).not.toContain('rel="prev"')
  })

  it('lets a browser on another origin read the paging headers', async () => {
    const response = await app.request(`${API}/posts`, { headers: { Origin: 'http://localhost:5173' } })
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(response.headers.get('access-control-expose-headers')).toMatch(/X-WP-Total\b.*X-WP-TotalPages/)
  })

  it('serves the last page short, and a page past the end with WordPress’s error', async () => {
    const first = await get('/posts?per_page=20')
    const total = Number(first.response.headers.get('x-wp-total'))
    const pages = Math.ceil(total / 20)
    const last = await get(`/posts?per_page=20&page=${pages}`)
    expect(last.response.status).toBe(200)
    expect(last.body).toHaveLength(total - (pages - 1) * 20)
    expect(last.response.headers.get('link')).toContain('rel="prev"')
    expect(last.response.headers.get('link')).not.toContain('rel="next"')

    const past = await get(`/posts?per_page=20&page=${pages + 1}`)
    expect(past.response.status).toBe(400)
    expect(past.body).toEqual({
      code: 'rest_post_invalid_page_number',
      message: 'The page number requested is larger than the number of pages available.',
      data: { status: 400 },
    })
  })

  it('accepts per_page up to 100 and rejects 101, 0 and page 0', async () => {
    const hundred = await get('/posts?per_page=100')
    expect(hundred.response.status).toBe(200)
    expect(hundred.body.length).toBe(Number(hundred.response.headers.get('x-wp-total')))
    expect(hundred.response.headers.get('x-wp-totalpages')).toBe('1')

    for (const query of ['per_page=101', 'per_page=0', 'per_page=abc', 'page=0']) {
      const { response, body } = await get(`/posts?${query}`)
      expect(response.status, query).toBe(400)
      expect(body.code, query).toBe('rest_invalid_param')
      expect(body.data.status).toBe(400)
    }
    expect((await get('/posts?per_page=101')).body.data.params.per_page).toBe('per_page must be between 1 (inclusive) and 100 (inclusive)')
  })

  it('refuses statuses other than publish', async () => {
    const { response, body } = await get('/posts?status=draft')
    expect(response.status).toBe(400)
    expect(body.data.params.status).toBe('Status is forbidden.')
  })

  it('returns posts in WordPress’s shape', async () => {
    const [post] = (await get('/posts?per_page=1')).body as Json[]
    for (const field of ['id', 'date', 'date_gmt', 'modified', 'slug', 'status', 'type', 'link', 'author', 'featured_media', 'categories', 'tags', '_links']) {
      expect(post, field).toHaveProperty(field)
    }
    expect(post?.status).toBe('publish')
    expect(post?.type).toBe('post')
    expect(post?.date).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/)
    expect(post?.title).toEqual({ rendered: expect.any(String) })
    expect(post?.content).toEqual({ rendered: expect.any(String), protected: false })
    expect(post?.excerpt.rendered).toMatch(/^<p>.+<\/p>\n$/s)
    expect(post?.link).toMatch(new RegExp(`^/demo/wp/\\d{4}/\\d\\d/\\d\\d/${post?.slug}/$`))
    expect(post?._embedded).toBeUndefined()
  })

  it('embeds the author, the featured image and the terms with _embed', async () => {
    const [post] = (await get('/posts?_embed&per_page=1')).body as Json[]
    const embedded = post?._embedded
    expect(embedded.author[0].name).toMatch(/\w+ \w+/)
    const media = embedded['wp:featuredmedia'][0]
    expect(media).toMatchObject({ id: post?.featured_media, alt_text: expect.any(String), media_details: { width: 1200, height: 675 } })
    expect(media).toMatchObject({ mime_type: 'image/webp' })
    expect(media.source_url).toMatch(new RegExp(`^/demo/wp/wp-content/uploads/\\d{4}/\\d\\d/${post?.slug}\\.webp$`))
    const image = await app.request(media.source_url)
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toBe('image/webp')
    const bytes = new Uint8Array(await image.arrayBuffer())
    // A RIFF container holding a WebP picture.
    expect(new TextDecoder().decode(bytes.slice(0, 4))).toBe('RIFF')
    expect(new TextDecoder().decode(bytes.slice(8, 12))).toBe('WEBP')
    const [categoryTerms, tagTerms] = embedded['wp:term']
    expect(categoryTerms.map((t: Json) => t.id).sort()).toEqual([...(post?.categories as number[])].sort())
    expect(categoryTerms[0]).toMatchObject({ taxonomy: 'category', name: expect.any(String), link: expect.stringContaining('/category/') })
    expect(tagTerms.every((t: Json) => t.taxonomy === 'post_tag')).toBe(true)
  })

  it('embeds only the relations asked for', async () => {
    const [post] = (await get('/posts?_embed=wp:term&per_page=1')).body as Json[]
    expect(Object.keys(post?._embedded)).toEqual(['wp:term'])
  })

  it('filters by category and counts match the categories endpoint', async () => {
    const categories = (await get('/categories?per_page=100')).body as Json[]
    const housing = categories.find((c) => c.slug === 'housing')
    const { response, body } = await get(`/posts?categories=${housing?.id}&per_page=100`)
    expect(Number(response.headers.get('x-wp-total'))).toBe(housing?.count)
    expect((body as Json[]).every((p) => p.categories.includes(housing?.id))).toBe(true)
  })

  it('searches title, excerpt and content case-insensitively', async () => {
    const { response, body } = await get('/posts?search=blue%20CARD')
    expect(response.status).toBe(200)
    expect((body as Json[]).map((p) => p.slug)).toContain('germany-eu-blue-card-guide')
    expect((await get('/posts?search=zzzqqq')).body).toEqual([])
    expect((await get('/posts?search=zzzqqq')).response.headers.get('x-wp-totalpages')).toBe('0')
  })
})

describe('the demo corpus', () => {
  it('has at least 60 posts over at least 6 categories, spread over two years, with WordPress-like ids', async () => {
    const posts = await allPosts()
    expect(posts.length).toBeGreaterThanOrEqual(60)
    const categories = new Set(posts.flatMap((p) => p.categories as number[]))
    expect(categories.size).toBeGreaterThanOrEqual(6)
    const times = posts.map((p) => Date.parse(`${p.date_gmt}Z`))
    const newest = Math.max(...times)
    const oldest = Math.min(...times)
    expect(newest).toBeLessThanOrEqual(Date.parse('2026-11-22T00:00:00Z'))
    expect(oldest).toBeGreaterThanOrEqual(Date.parse('2024-11-22T00:00:00Z'))
    expect((newest - oldest) / 86_400_000).toBeGreaterThan(600)
    const ids = posts.map((p) => p.id as number).sort((a, b) => a - b)
    expect(ids[0]).toBeGreaterThanOrEqual(1201)
    expect(ids.some((id, i) => i > 0 && id - (ids[i - 1] ?? 0) > 2)).toBe(true)
    expect(new Set(ids).size).toBe(ids.length)
    expect(new Set(posts.map((p) => p.slug)).size).toBe(posts.length)
  })

  it('writes HTML the way WordPress does, with its entities', async () => {
    const posts = await allPosts()
    const titles = posts.map((p) => p.title.rendered as string).join('\n')
    const all = posts.map((p) => `${p.title.rendered}${p.excerpt.rendered}${p.content.rendered}`).join('\n')
    for (const entity of ['&#8217;', '&#8211;', '&amp;', '&#8220;', '&#8221;']) expect(all, entity).toContain(entity)
    expect(titles).toContain('&#8217;')
    expect(titles).toContain('&amp;')
    expect(all).not.toMatch(/lorem ipsum/i)
    expect(all).not.toMatch(/<script/i)
  })

  it('gives every post a real body: paragraphs, headings and lists', async () => {
    const posts = await allPosts()
    expect(posts.filter((post) => (post.content.rendered as string).includes('<h3 class="wp-block-heading">')).length).toBeGreaterThanOrEqual(5)
    for (const post of posts) {
      const html = post.content.rendered as string
      expect((html.match(/<p>/g) ?? []).length, post.slug).toBeGreaterThanOrEqual(3)
      expect(html, post.slug).toMatch(/<h2 class="wp-block-heading">/)
      expect(html, post.slug).toMatch(/<(ul|ol) class="wp-block-list">/)
      expect(html.replace(/<[^>]+>/g, ' ').split(/\s+/).length, post.slug).toBeGreaterThan(200)
      expect((post.excerpt.rendered as string).length, post.slug).toBeLessThan(300)
    }
  })

  it('serves every post’s featured image', async () => {
    const posts = await allPosts()
    expect(posts.length).toBeGreaterThan(20)
    for (const post of posts) {
      const media = post._embedded['wp:featuredmedia'][0]
      expect(media.id).toBe(post.featured_media)
      const image = await app.request(media.source_url as string)
      expect(image.status, media.source_url as string).toBe(200)
      expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(5000)
    }
  })

  it('includes one post with an external link in a new tab and a root-relative image, and serves the image', async () => {
    const posts = await allPosts()
    const special = posts.filter((p) => (p.content.rendered as string).includes('<a href="https://example.org" target="_blank">'))
    expect(special).toHaveLength(1)
    const src = /<img src="(\/[^"]+)"/.exec(special[0]?.content.rendered as string)?.[1]
    expect(src).toMatch(/^\/demo\/wp\/wp-content\/uploads\/.+\.svg$/)
    expect((await app.request(src ?? '')).status).toBe(200)
  })
})

describe('GET /wp-json/wp/v2/posts/{id}', () => {
  it('returns one post with _embed', async () => {
    const [first] = (await get('/posts?per_page=1')).body as Json[]
    const { response, body } = await get(`/posts/${first?.id}?_embed`)
    expect(response.status).toBe(200)
    expect(body.id).toBe(first?.id)
    expect(body._embedded['wp:featuredmedia'][0].source_url).toContain('/wp-content/uploads/')
  })

  it('answers an unknown id with WordPress’s 404', async () => {
    const { response, body } = await get('/posts/999999?_embed')
    expect(response.status).toBe(404)
    expect(body).toEqual({ code: 'rest_post_invalid_id', message: 'Invalid post ID.', data: { status: 404 } })
  })

  it('answers unknown REST routes with rest_no_route', async () => {
    for (const path of ['/posts/abc', '/pages', '/nothing']) {
      const { response, body } = await get(path)
      expect(response.status, path).toBe(404)
      expect(body.code, path).toBe('rest_no_route')
    }
  })
})

describe('GET /wp-json/wp/v2/categories', () => {
  it('lists categories with counts, an escaped ampersand, and WordPress’s fields', async () => {
    const { response, body } = await get('/categories?per_page=100')
    expect(response.status).toBe(200)
    const categories = body as Json[]
    for (const category of categories) {
      expect(Object.keys(category)).toEqual(expect.arrayContaining(['id', 'count', 'description', 'link', 'name', 'slug', 'taxonomy', 'parent', 'meta']))
      expect(category.taxonomy).toBe('category')
    }
    expect(categories.filter((c) => c.count > 0).length).toBeGreaterThanOrEqual(6)
    expect(categories.map((c) => c.name)).toContain('Visas &amp; Immigration')
    expect(response.headers.get('x-wp-total')).toBe(String(categories.length))
  })

  it('defaults to 10 per page, hides empty ones on request and limits per_page', async () => {
    expect(((await get('/categories')).body as Json[]).length).toBeLessThanOrEqual(10)
    expect(((await get('/categories?hide_empty=true&per_page=100')).body as Json[]).every((c) => c.count > 0)).toBe(true)
    expect((await get('/categories?per_page=101')).response.status).toBe(400)
  })
})

describe('only what the news client asks for', () => {
  it('answers the routes it does not need with rest_no_route, and serves no avatars', async () => {
    const [post] = (await get('/posts?_embed&per_page=1')).body as Json[]
    for (const path of ['/tags', `/users/${post?.author}`, `/media/${post?.featured_media}`, '/categories/3']) {
      const { response, body } = await get(path)
      expect(response.status, path).toBe(404)
      expect(body.code, path).toBe('rest_no_route')
    }
    expect(post?._embedded.author[0]).not.toHaveProperty('avatar_urls')
    expect((await app.request(`/demo/wp/avatars/${post?.author}.svg`)).status).toBe(404)
  })

  it('404s an image address that does not belong to a post', async () => {
    expect((await app.request('/demo/wp/wp-content/uploads/2020/01/nothing.webp')).status).toBe(404)
  })
})

describe('as strict as WordPress', () => {
  it('answers a page past the end of an empty result with an empty page, as WordPress does', async () => {
    const { response, body } = await get('/posts?search=zzzqqq&page=3')
    expect(response.status).toBe(200)
    expect(body).toEqual([])
    expect(response.headers.get('x-wp-total')).toBe('0')
    expect(response.headers.get('x-wp-totalpages')).toBe('0')
  })

  it('answers categories past the last page with an empty page and a prev link to the last one', async () => {
    const { response, body } = await get('/categories?per_page=5&page=9')
    expect(response.status).toBe(200)
    expect(body).toEqual([])
    const totalPages = Number(response.headers.get('x-wp-totalpages'))
    expect(totalPages).toBeGreaterThan(1)
    expect(response.headers.get('link')).toContain(`page=${totalPages}>; rel="prev"`)
    expect(response.headers.get('link')).not.toContain('rel="next"')
  })

  it('reads hide_empty as a boolean and refuses anything else', async () => {
    const all = (await get('/categories?per_page=100')).body as Json[]
    expect(((await get('/categories?per_page=100&hide_empty=0')).body as Json[]).length).toBe(all.length)
    expect(((await get('/categories?per_page=100&hide_empty=1')).body as Json[]).every((c) => c.count > 0)).toBe(true)
    const { response, body } = await get('/categories?hide_empty=yes')
    expect(response.status).toBe(400)
    expect(body).toMatchObject({ code: 'rest_invalid_param', data: { status: 400, params: { hide_empty: 'hide_empty is not of type boolean.' } } })
  })

  it('refuses a status list with anything but publish, and category ids that are not integers', async () => {
    expect((await get('/posts?status=publish,draft')).body.data.params.status).toBe('Status is forbidden.')
    expect((await get('/posts?status=publish')).response.status).toBe(200)
    const { response, body } = await get('/posts?categories=housing')
    expect(response.status).toBe(400)
    expect(body.data.params.categories).toBe('categories[0] is not of type integer.')
  })

  it('embeds everything for _embed=0, as WordPress reads it', async () => {
    const [post] = (await get('/posts?_embed=0&per_page=1')).body as Json[]
    expect(Object.keys(post?._embedded).sort()).toEqual(['author', 'wp:featuredmedia', 'wp:term'])
  })
})
