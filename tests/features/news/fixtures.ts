// A WordPress wp/v2 post as the REST API sends it with _embed (trimmed to what matters), and a Post.
import type { Post } from '@/features/news/api'

export function wpPost(id: number, overrides: Record<string, unknown> = {}) {
  return {
    id,
    date: '2026-11-20T16:45:00',
    date_gmt: '2026-11-20T14:45:00',
    status: 'publish',
    title: { rendered: 'Israel&#8217;s tax <em>exemption</em>' },
    excerpt: { rendered: '<p>Ten years &amp; no tax [&hellip;]</p>\n', protected: false },
    content: { rendered: '<p>Body</p>', protected: false },
    categories: [6, 3],
    tags: [21],
    _embedded: {
      'wp:featuredmedia': [{ id: id + 1, source_url: 'https://cms.example/wp-content/uploads/a.svg', alt_text: 'Coins &amp; notes' }],
      'wp:term': [
        [
          { id: 6, name: 'Money &amp; Taxes', taxonomy: 'category' },
          { id: 3, name: 'Visas &amp; Immigration', taxonomy: 'category' },
        ],
        [{ id: 21, name: 'Aliyah', taxonomy: 'post_tag' }],
      ],
    },
    ...overrides,
  }
}

export function post(id: number, overrides: Partial<Post> = {}): Post {
  return {
    id,
    date: '2026-11-20T16:45:00',
    title: `Post ${id}`,
    excerpt: `Excerpt of post ${id}`,
    contentHtml: `<p>Body ${id}</p>`,
    categoryIds: [6],
    categories: [{ id: 6, name: 'Money & Taxes' }],
    categoryLabel: 'Money & Taxes',
    image: '/images/post-placeholder.svg',
    imageAlt: '',
    ...overrides,
  }
}
