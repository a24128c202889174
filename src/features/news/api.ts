// The content service (WordPress REST API, wp/v2): posts, categories and single posts.
// Responses are untrusted: they are read into our own types here, or rejected with the spec's messages.
import { config } from '@/app/config'
import { decodeEntities, htmlToText } from '@/lib/html-text'
import { request } from '@/lib/http'
import { record, type JsonObject } from '@/lib/input'

const POSTS_FAILED = 'Failed to fetch posts'
const CATEGORIES_FAILED = 'Failed to fetch categories'
const POST_FAILED = 'Failed to fetch post'
const POST_ID_REQUIRED = 'Post ID is required'

/** Posts per request; a shorter batch means there are no more. */
export const FETCH_PAGE_SIZE = 20
/** Automatic loading of further batches stops once this many posts are held. */
export const MAX_POSTS = 100

/** Our own image, used when a post has no usable featured image (or it fails to load). */
export const PLACEHOLDER_IMAGE = '/images/post-placeholder.svg'

interface PostCategory {
  id: number
  name: string
}

export interface Post {
  id: number
  /** As the service sends it, site-local: 'YYYY-MM-DDTHH:mm:ss'. */
  date: string
  /** Plain text (entities decoded, tags removed). */
  title: string
  /** Plain text. */
  excerpt: string
  /** The rendered body as sent: untrusted HTML, sanitised only when shown. */
  contentHtml: string
  categoryIds: number[]
  /** The embedded categories (id and name), for the article's tags. */
  categories: PostCategory[]
  /** The first embedded term's name, or null. */
  categoryLabel: string | null
  /** The featured image, or the placeholder. */
  image: string
  /** The featured image's alternative text ('' when it is decorative or unknown). */
  imageAlt: string
}

export interface Category {
  id: number
  name: string
  count: number
}

/** One batch of the posts list. */
export interface PostsPage {
  posts: Post[]
  /** How many items the service sent (valid or not): 20 means there may be more. */
  received: number
  /** X-WP-Total: posts the service has in all, when it says. */
  total: number | null
  /** X-WP-TotalPages, when the service says. */
  totalPages: number | null
}

function positiveId(value: unknown): number | null {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : null
}

/** `{ rendered: '…' }` → the string, or null. */
function rendered(value: unknown): string | null {
  const text = record(value)?.rendered
  return typeof text === 'string' ? text : null
}

/** A WordPress date 'YYYY-MM-DDTHH:mm[:ss]' naming a real day, or null. */
export function parseWpDate(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?/.exec(value)
  if (!match) return null
  const [year = '', month = '', day = '', hour = '', minute = '', second = '00'] = match.slice(1)
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)))
  const realDay = date.getUTCFullYear() === Number(year) && date.getUTCMonth() === Number(month) - 1 && date.getUTCDate() === Number(day)
  if (!realDay || Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59) return null
  return `${year}-${month}-${day}T${hour}:${minute}:${second}`
}

/** An image address we are willing to load: http(s) or root-relative on our own origin. */
function imageUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const url = value.trim()
  if (url.length > 2000) return null
  if (/^https?:\/\/[^\s"'<>]+$/i.test(url)) return url
  if (/^\/(?!\/)[^\s"'<>]*$/.test(url)) return url
  return null
}

function termName(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const name = htmlToText(value).slice(0, 120)
  return name === '' ? null : name
}

function parseEmbeddedCategories(embedded: JsonObject | null): PostCategory[] {
  const terms = embedded?.['wp:term']
  const first = Array.isArray(terms) ? terms[0] : undefined
  if (!Array.isArray(first)) return []
  const categories: PostCategory[] = []
  for (const item of first) {
    const term = record(item)
    const id = positiveId(term?.id)
    const name = termName(term?.name)
    // The first group is the categories; a tag that slipped in is not one.
    if (id === null || name === null || (typeof term?.taxonomy === 'string' && term.taxonomy !== 'category')) continue
    if (!categories.some((category) => category.id === id)) categories.push({ id, name })
  }
  return categories
}

function parseFeaturedImage(embedded: JsonObject | null): { image: string; imageAlt: string } {
  const media = embedded?.['wp:featuredmedia']
  const first = record(Array.isArray(media) ? media[0] : undefined)
  const url = imageUrl(first?.source_url)
  if (!url) return { image: PLACEHOLDER_IMAGE, imageAlt: '' }
  const alt = typeof first?.alt_text === 'string' ? decodeEntities(first.alt_text).trim().slice(0, 300) : ''
  return { image: url, imageAlt: alt }
}

/** One post of the service, or null when it lacks an id, a date or a title. */
export function parsePost(json: unknown): Post | null {
  const post = record(json)
  const id = positiveId(post?.id)
  const date = parseWpDate(post?.date)
  const titleHtml = rendered(post?.title)
  if (!post || id === null || date === null || titleHtml === null) return null
  const title = htmlToText(titleHtml)
  if (title === '') return null
  const embedded = record(post._embedded)
  const categories = parseEmbeddedCategories(embedded)
  const categoryIds = Array.isArray(post.categories)
    ? [...new Set(post.categories.map(positiveId).filter((value): value is number => value !== null))]
    : categories.map((category) => category.id)
  return {
    id,
    date,
    title,
    excerpt: htmlToText(rendered(post.excerpt) ?? ''),
    contentHtml: rendered(post.content) ?? '',
    categoryIds,
    categories,
    categoryLabel: categories[0]?.name ?? null,
    ...parseFeaturedImage(embedded),
  }
}

/** A posts list: its valid posts, each id once. Throws 'Failed to fetch posts' unless it is an array. */
export function parsePosts(json: unknown): Post[] {
  if (!Array.isArray(json)) throw new Error(POSTS_FAILED)
  const seen = new Set<number>()
  const posts: Post[] = []
  for (const item of json) {
    const post = parsePost(item)
    if (post && !seen.has(post.id)) {
      seen.add(post.id)
      posts.push(post)
    }
  }
  return posts
}

/** Categories with decoded names; invalid entries dropped. Throws 'Failed to fetch categories' unless an array. */
export function parseCategories(json: unknown): Category[] {
  if (!Array.isArray(json)) throw new Error(CATEGORIES_FAILED)
  const categories: Category[] = []
  for (const item of json) {
    const term = record(item)
    const id = positiveId(term?.id)
    const name = termName(term?.name)
    const count = term?.count
    if (id === null || name === null || categories.some((category) => category.id === id)) continue
    categories.push({ id, name, count: typeof count === 'number' && Number.isSafeInteger(count) && count > 0 ? count : 0 })
  }
  return categories
}

/** A header holding a non-negative integer, or null. */
function headerCount(response: Response, name: string): number | null {
  const raw = response.headers.get(name)
  if (raw === null || !/^\s*\d{1,9}\s*$/.test(raw)) return null
  return Number(raw)
}

function wordpressApi(path: string): string {
  return `${config.wordpressUrl}/wp-json/wp/v2/${path}`
}

/** Any failure but our own abort becomes the spec's message (the cause is kept for the console). */
async function call<T>(url: string, message: string, signal: AbortSignal | undefined, read: (response: Response) => Promise<T>): Promise<T> {
  try {
    const response = await request(url, { signal, timeoutMs: 12_000, headers: { Accept: 'application/json' } })
    return await read(response)
  } catch (error) {
    if (signal?.aborted) throw error
    throw new Error(message, { cause: error })
  }
}

/** The address of one page of the latest posts: /wp-json/wp/v2/posts?_embed&status=publish&page={page}&per_page=20 */
export function postsPageUrl(page: number): string {
  return wordpressApi(`posts?_embed&status=publish&page=${page}&per_page=${FETCH_PAGE_SIZE}`)
}

/** A page of posts from WordPress's answer (untrusted): its valid posts and the totals its headers give. */
export async function readPostsPage(response: Response): Promise<PostsPage> {
  const json: unknown = await response.json()
  return {
    posts: parsePosts(json),
    received: Array.isArray(json) ? json.length : 0,
    total: headerCount(response, 'X-WP-Total'),
    totalPages: headerCount(response, 'X-WP-TotalPages'),
  }
}

/** GET /wp-json/wp/v2/posts?_embed&status=publish&page={page}&per_page=20 */
export function fetchPostsPage(page: number, signal?: AbortSignal): Promise<PostsPage> {
  return call(postsPageUrl(page), POSTS_FAILED, signal, readPostsPage)
}

/** GET /wp-json/wp/v2/categories?per_page=100 */
export function fetchCategories(signal?: AbortSignal): Promise<Category[]> {
  return call(wordpressApi('categories?per_page=100'), CATEGORIES_FAILED, signal, async (response) =>
    parseCategories(await response.json()),
  )
}

/** A post id as a positive integer, from a number or a string of digits; null otherwise. */
function toPostId(value: unknown): number | null {
  if (typeof value === 'number') return positiveId(value)
  if (typeof value === 'string' && /^\d{1,15}$/.test(value.trim())) return positiveId(Number(value.trim()))
  return null
}

/** GET /wp-json/wp/v2/posts/{id}?_embed. Throws 'Post ID is required' without an id. */
export async function fetchPost(id: number | string | null | undefined, signal?: AbortSignal): Promise<Post> {
  if (id === null || id === undefined || (typeof id === 'string' && id.trim() === '')) throw new Error(POST_ID_REQUIRED)
  const postId = toPostId(id)
  if (postId === null) throw new Error(POST_FAILED)
  return call(wordpressApi(`posts/${postId}?_embed`), POST_FAILED, signal, async (response) => {
    const post = parsePost(await response.json())
    if (!post || post.id !== postId) throw new Error('Unexpected post shape')
    return post
  })
}
