// The demo WordPress site, built once at start-up from the post sources: ids, dates, HTML and search text.
// Everything is deterministic: the same source always gives the same ids and dates.
import { hashString, seededRandom } from '../lib/hash'
import { offsetMinutes } from '../lib/time'
import { renderBlocks, texturize } from '../lib/texturize'
import { foldedWords } from '../lib/words'
import { authorSources, categorySources, type AuthorSource, type CategorySource, type PostSource } from '../content/wordpress'
import { visaPosts } from '../content/posts/visas'
import { housingPosts } from '../content/posts/housing'
import { moneyPosts } from '../content/posts/money'
import { familyPosts } from '../content/posts/family'
import { healthcarePosts } from '../content/posts/healthcare'
import { workPosts } from '../content/posts/work'
import { lifePosts } from '../content/posts/life'
import { destinationPosts } from '../content/posts/destinations'

/** The site's time zone: WordPress's `date` is local, `date_gmt` is UTC. */
const SITE_TIME_ZONE = 'Asia/Jerusalem'
/** The newest post's day; the corpus spreads back two years from here. */
const NEWEST = Date.UTC(2026, 10, 20)
const SPAN_DAYS = 726
const FIRST_POST_ID = 1201

export interface Post {
  id: number
  /**
   * The featured image's attachment id (WordPress gives attachments ids from the same sequence), or null
   * for a post without one. Every demo post has one; the JSON handles both, as WordPress does.
   */
  mediaId: number | null
  source: PostSource
  /** Local (site time zone) wall-clock time, as "YYYY-MM-DDTHH:MM:SS". */
  date: string
  dateGmt: string
  modified: string
  modifiedGmt: string
  /** Milliseconds since the epoch, for ordering. */
  time: number
  /** Sorted by category name, as WordPress returns them (its term queries default to orderby=name). */
  categoryIds: number[]
  /** The category the post was written for: its featured image takes this category's colours. */
  primaryCategoryId: number
  tagIds: number[]
  author: AuthorSource
  title: string
  excerpt: string
  content: string
  /** Lower-case plain text of title, excerpt and content, for ?search=. */
  searchText: string
}

export interface Term {
  id: number
  slug: string
  name: string
  description: string
  taxonomy: 'category' | 'post_tag'
  count: number
}

/** Round-robin over the categories, so every stretch of time has posts of every kind. */
function interleave(lists: PostSource[][]): PostSource[] {
  const out: PostSource[] = []
  for (let i = 0; out.length < lists.reduce((n, list) => n + list.length, 0); i++) {
    for (const list of lists) {
      const post = list[i]
      if (post) out.push(post)
    }
  }
  return out
}

const iso = (ms: number) => new Date(ms).toISOString().slice(0, 19)

/** A UTC instant as the site's local wall-clock time. */
function local(utcMs: number): string {
  return iso(utcMs + offsetMinutes(new Date(utcMs), SITE_TIME_ZONE) * 60_000)
}

const slugify = (value: string) => foldedWords(value, '-')

function plain(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&#8217;|&#8216;/g, "'")
    .replace(/&#8220;|&#8221;/g, '"')
    .replace(/&#8211;|&#8212;/g, '-')
    .replace(/&amp;/g, '&')
    .replace(/&#?[a-z0-9]+;/gi, ' ')
    .replace(/\s+/g, ' ')
    .toLowerCase()
}

function build() {
  // Oldest first, so ids grow with dates like a real site.
  const sources = interleave([visaPosts, housingPosts, moneyPosts, familyPosts, healthcarePosts, workPosts, lifePosts, destinationPosts]).reverse()
  const tagNames = [...new Set(sources.flatMap((s) => s.tags))].sort((a, b) => a.localeCompare(b))
  const tagIds = new Map(tagNames.map((name, i) => [name, 21 + i * 2]))
  const categoryBySlug = new Map<string, CategorySource>(categorySources.map((c) => [c.slug, c]))
  const authorBySlug = new Map<string, AuthorSource>(authorSources.map((a) => [a.slug, a]))

  let nextId = FIRST_POST_ID
  const posts: Post[] = sources.map((source, index) => {
    const random = seededRandom(hashString(source.slug))
    const id = nextId
    // Each post is followed by its featured image's attachment, then a few revisions and drafts.
    nextId += 2 + Math.floor(random() * 4)
    const day = NEWEST - Math.round(((sources.length - 1 - index) * SPAN_DAYS) / (sources.length - 1)) * 86_400_000
    const publishedUtc = day + (5 + Math.floor(random() * 10)) * 3_600_000 + Math.floor(random() * 60) * 60_000
    const modifiedUtc = random() < 0.35 ? Math.min(publishedUtc + Math.floor(1 + random() * 60) * 86_400_000, NEWEST) : publishedUtc
    const author = authorBySlug.get(source.author)
    if (!author) throw new Error(`Unknown author ${source.author} in ${source.slug}`)
    const postCategories = source.categories.map((slug) => {
      const category = categoryBySlug.get(slug)
      if (!category) throw new Error(`Unknown category ${slug} in ${source.slug}`)
      return category
    })
    const categoryIds = [...postCategories].sort((a, b) => a.name.localeCompare(b.name)).map((c) => c.id)
    const title = texturize(source.title)
    const excerpt = `<p>${texturize(source.excerpt)}</p>\n`
    const content = renderBlocks(source.body)
    return {
      id,
      mediaId: id + 1,
      source,
      date: local(publishedUtc),
      dateGmt: iso(publishedUtc),
      modified: local(modifiedUtc),
      modifiedGmt: iso(modifiedUtc),
      time: publishedUtc,
      categoryIds,
      primaryCategoryId: postCategories[0]?.id ?? 1,
      tagIds: source.tags.map((tag) => tagIds.get(tag) ?? 0),
      author,
      title,
      excerpt,
      content,
      searchText: plain(`${title} ${excerpt} ${content}`),
    }
  })

  const count = (id: number, of: (post: Post) => number[]) => posts.filter((post) => of(post).includes(id)).length
  const categories: Term[] = categorySources.map((c) => ({
    id: c.id,
    slug: c.slug,
    name: c.name,
    description: c.description,
    taxonomy: 'category',
    count: count(c.id, (post) => post.categoryIds),
  }))
  const tags: Term[] = tagNames.map((name) => {
    const id = tagIds.get(name) ?? 0
    return { id, slug: slugify(name), name, description: '', taxonomy: 'post_tag', count: count(id, (post) => post.tagIds) }
  })
  return { posts: posts.sort((a, b) => b.time - a.time), categories, tags }
}

/** Newest first. */
export const { posts, categories, tags } = build()

export const postsById: ReadonlyMap<number, Post> = new Map(posts.map((post) => [post.id, post]))
export const categoriesById: ReadonlyMap<number, CategorySource> = new Map(categorySources.map((c) => [c.id, c]))
