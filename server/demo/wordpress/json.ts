// Posts, terms, users and media as the WordPress REST API (wp/v2) returns them, links absolute on the
// requesting origin. Only the shapes live here; the router decides what to return.
import { escapeHtml } from '../lib/html'
import { texturize } from '../lib/texturize'
import { categories, tags, type Post, type Term } from './corpus'
import { FEATURED_HEIGHT, FEATURED_WIDTH } from './images'

interface Site {
  /** e.g. http://127.0.0.1:4173/demo/wp */
  home: string
  /** e.g. http://127.0.0.1:4173/demo/wp/wp-json/wp/v2 */
  api: string
}

export function siteFor(origin: string): Site {
  const home = `${origin}/demo/wp`
  return { home, api: `${home}/wp-json/wp/v2` }
}

const curies = [{ name: 'wp', href: 'https://api.w.org/{rel}', templated: true }]

/** The uploads path of a post's featured image: wp-content/uploads/2026/11/{slug}.webp */
export function featuredImagePath(post: Post): string {
  return `wp-content/uploads/${post.dateGmt.slice(0, 4)}/${post.dateGmt.slice(5, 7)}/${post.source.slug}.webp`
}

export function termJson(term: Term, site: Site) {
  const base = term.taxonomy === 'category' ? 'categories' : 'tags'
  const archive = term.taxonomy === 'category' ? 'category' : 'tag'
  return {
    id: term.id,
    count: term.count,
    description: term.description,
    link: `${site.home}/${archive}/${term.slug}/`,
    // WordPress stores term names HTML-escaped: "Visas &amp; Immigration".
    name: escapeHtml(term.name).replace(/&#39;/g, '&#039;'),
    slug: term.slug,
    taxonomy: term.taxonomy,
    ...(term.taxonomy === 'category' ? { parent: 0 } : {}),
    meta: [],
    _links: {
      self: [{ href: `${site.api}/${base}/${term.id}`, targetHints: { allow: ['GET'] } }],
      collection: [{ href: `${site.api}/${base}` }],
      about: [{ href: `${site.api}/taxonomies/${term.taxonomy}` }],
      'wp:post_type': [{ href: `${site.api}/posts?${base}=${term.id}` }],
      curies,
    },
  }
}

/** The compact term embedded in _embedded['wp:term']. */
function embeddedTerm(term: Term, site: Site) {
  const { id, link, name, slug, taxonomy, _links } = termJson(term, site)
  return { id, link, name, slug, taxonomy, _links }
}

/** An author as _embed gives it. No avatar_urls: the demo site has avatars switched off (show_avatars). */
function userJson(post: Pick<Post, 'author'>, site: Site) {
  const { author } = post
  return {
    id: author.id,
    name: author.name,
    url: '',
    description: author.description,
    link: `${site.home}/author/${author.slug}/`,
    slug: author.slug,
    _links: {
      self: [{ href: `${site.api}/users/${author.id}`, targetHints: { allow: ['GET'] } }],
      collection: [{ href: `${site.api}/users` }],
    },
  }
}

/** A featured image as _embed gives it. */
function mediaJson(post: Post, mediaId: number, site: Site) {
  const file = featuredImagePath(post)
  const alt = post.source.imageTitle ?? post.source.title
  return {
    id: mediaId,
    date: post.date,
    slug: `${post.source.slug}-featured`,
    type: 'attachment',
    link: `${site.home}/${post.source.slug}/${post.source.slug}-featured/`,
    title: { rendered: texturize(alt) },
    author: post.author.id,
    featured_media: 0,
    caption: { rendered: '' },
    alt_text: alt,
    media_type: 'image',
    mime_type: 'image/webp',
    media_details: { width: FEATURED_WIDTH, height: FEATURED_HEIGHT, file: file.replace('wp-content/uploads/', ''), sizes: {} },
    source_url: `${site.home}/${file}`,
    _links: {
      self: [{ href: `${site.api}/media/${mediaId}`, targetHints: { allow: ['GET'] } }],
      collection: [{ href: `${site.api}/media` }],
      about: [{ href: `${site.api}/types/attachment` }],
      author: [{ embeddable: true, href: `${site.api}/users/${post.author.id}` }],
    },
  }
}

/** Which relations to embed: `_embed` alone (or =1, =true, =0 as WordPress reads it) embeds all, `_embed=author,wp:term` a subset. */
export function embedRelations(value: string | undefined): ReadonlySet<string> | null {
  if (value === undefined) return null
  const all = ['author', 'wp:featuredmedia', 'wp:term']
  if (value === '' || value === '0' || value === '1' || value === 'true') return new Set(all)
  return new Set(value.split(',').map((rel) => rel.trim()).filter((rel) => all.includes(rel)))
}

/**
 * A post as WordPress sends it. A post without a featured image has featured_media 0 and neither a
 * wp:featuredmedia link nor, with _embed, a wp:featuredmedia key.
 */
export function postJson(post: Post, site: Site, embed: ReadonlySet<string> | null) {
  const [year, month, day] = post.date.slice(0, 10).split('-')
  const { mediaId } = post
  const json = {
    id: post.id,
    date: post.date,
    date_gmt: post.dateGmt,
    guid: { rendered: `${site.home}/?p=${post.id}` },
    modified: post.modified,
    modified_gmt: post.modifiedGmt,
    slug: post.source.slug,
    status: 'publish',
    type: 'post',
    link: `${site.home}/${year}/${month}/${day}/${post.source.slug}/`,
    title: { rendered: post.title },
    content: { rendered: post.content, protected: false },
    excerpt: { rendered: post.excerpt, protected: false },
    author: post.author.id,
    featured_media: mediaId ?? 0,
    comment_status: 'closed',
    ping_status: 'closed',
    sticky: false,
    template: '',
    format: 'standard',
    meta: { footnotes: '' },
    categories: post.categoryIds,
    tags: post.tagIds,
    class_list: [`post-${post.id}`, 'post', 'type-post', 'status-publish', 'format-standard', ...(mediaId === null ? [] : ['has-post-thumbnail']), 'hentry'],
    _links: {
      self: [{ href: `${site.api}/posts/${post.id}`, targetHints: { allow: ['GET'] } }],
      collection: [{ href: `${site.api}/posts` }],
      about: [{ href: `${site.api}/types/post` }],
      author: [{ embeddable: true, href: `${site.api}/users/${post.author.id}` }],
      replies: [{ embeddable: true, href: `${site.api}/comments?post=${post.id}` }],
      'version-history': [{ count: 1, href: `${site.api}/posts/${post.id}/revisions` }],
      ...(mediaId === null ? {} : { 'wp:featuredmedia': [{ embeddable: true, href: `${site.api}/media/${mediaId}` }] }),
      'wp:attachment': [{ href: `${site.api}/media?parent=${post.id}` }],
      'wp:term': [
        { taxonomy: 'category', embeddable: true, href: `${site.api}/categories?post=${post.id}` },
        { taxonomy: 'post_tag', embeddable: true, href: `${site.api}/tags?post=${post.id}` },
      ],
      curies,
    },
  }
  if (!embed || embed.size === 0) return json
  const embedded: Record<string, unknown> = {}
  if (embed.has('author')) embedded.author = [userJson(post, site)]
  if (embed.has('wp:featuredmedia') && mediaId !== null) embedded['wp:featuredmedia'] = [mediaJson(post, mediaId, site)]
  if (embed.has('wp:term')) {
    // Embedded terms come from /categories?post=ID and /tags?post=ID, whose default order is by name.
    const postCategories = categories.filter((c) => post.categoryIds.includes(c.id)).sort((a, b) => a.name.localeCompare(b.name))
    const postTags = tags.filter((t) => post.tagIds.includes(t.id)).sort((a, b) => a.name.localeCompare(b.name))
    embedded['wp:term'] = [postCategories.map((t) => embeddedTerm(t, site)), postTags.map((t) => embeddedTerm(t, site))]
  }
  // WordPress leaves _embedded out when there was nothing to embed.
  return Object.keys(embedded).length === 0 ? json : { ...json, _embedded: embedded }
}
