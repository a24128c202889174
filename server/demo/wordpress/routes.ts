// A read-only subset of the WordPress REST API (wp/v2) over the demo corpus, under /demo/wp:
//   GET /wp-json/wp/v2/posts            ?_embed &status=publish &page &per_page &categories &tags &search
//                                       &include &exclude &categories_exclude &slug &order &orderby
//   GET /wp-json/wp/v2/posts/{id}       ?_embed
//   GET /wp-json/wp/v2/categories|tags  ?page &per_page &hide_empty &post &search &order &orderby
//   GET /wp-json/wp/v2/categories/{id}, /tags/{id}, /users/{id}, /media/{id}
// with WordPress's headers (X-WP-Total, X-WP-TotalPages, Link) and error bodies, plus the images the
// posts link to under /wp-content/uploads and the authors' avatars.
import { Hono, type Context } from 'hono'
import type { AppDeps } from '../../lib/context'
import { avatarSvg } from '../lib/avatar'
import { faultSwitch } from '../../lib/faults'
import { notFound, requestOrigin } from '../../lib/responses'
import { svgResponse } from '../lib/svg'
import { authorSources } from '../content/wordpress'
import { categories, posts, postsById, postsByMediaId, tags, type Post, type Term } from './corpus'
import { checklistSvg } from './images'
import { embedRelations, featuredImagePath, mediaJson, postJson, siteFor, termJson, userJson } from './json'

type WpStatus = 400 | 401 | 404

interface WpError {
  status: WpStatus
  body: { code: string; message: string; data: Record<string, unknown> }
}

function wpError(c: Context, { status, body }: WpError) {
  return c.json(body, status)
}

const noRoute: WpError = {
  status: 404,
  body: { code: 'rest_no_route', message: 'No route was found matching the URL and request method.', data: { status: 404 } },
}

/** WordPress's rest_invalid_param error for one parameter. */
function invalidParam(name: string, code: string, message: string): WpError {
  return {
    status: 400,
    body: {
      code: 'rest_invalid_param',
      message: `Invalid parameter(s): ${name}`,
      data: { status: 400, params: { [name]: message }, details: { [name]: { code, message, data: null } } },
    },
  }
}

/** Thrown by the parameter readers and turned into WordPress's error answer. */
class ParamError extends Error {
  constructor(readonly error: WpError) {
    super(error.body.message)
  }
}

function integer(c: Context, name: string, fallback: number, min: number, max = Number.MAX_SAFE_INTEGER): number {
  const raw = c.req.query(name)
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!/^-?\d+$/.test(raw.trim())) throw new ParamError(invalidParam(name, 'rest_invalid_type', `${name} is not of type integer.`))
  if (value < min || value > max) {
    const message = max === Number.MAX_SAFE_INTEGER ? `${name} must be greater than or equal to ${min}` : `${name} must be between ${min} (inclusive) and ${max} (inclusive)`
    throw new ParamError(invalidParam(name, 'rest_out_of_bounds', message))
  }
  return value
}

/** A comma list of ids ("3,6" or repeated "categories[]=3"), or null when absent. */
function idList(c: Context, name: string): number[] | null {
  const values = [...c.req.queries(name) ?? [], ...c.req.queries(`${name}[]`) ?? []].flatMap((v) => v.split(',')).map((v) => v.trim()).filter(Boolean)
  if (values.length === 0) return null
  return values.map((value, i) => {
    if (!/^\d+$/.test(value)) throw new ParamError(invalidParam(name, 'rest_invalid_type', `${name}[${i}] is not of type integer.`))
    return Number(value)
  })
}

function oneOf<T extends string>(c: Context, name: string, allowed: readonly T[], fallback: T): T {
  const raw = c.req.query(name)
  if (raw === undefined || raw === '') return fallback
  if (!(allowed as readonly string[]).includes(raw)) {
    throw new ParamError(invalidParam(name, 'rest_not_in_enum', `${name} is not one of ${allowed.join(', ')}.`))
  }
  return raw as T
}

/** Pagination headers and the page slice, or WordPress's error for a page past the end. */
function paginate<T>(c: Context, items: T[], site: { api: string }, path: string): T[] {
  const perPage = integer(c, 'per_page', 10, 1, 100)
  const page = integer(c, 'page', 1, 1)
  const total = items.length
  const totalPages = Math.ceil(total / perPage)
  if (page > 1 && page > totalPages) {
    throw new ParamError({
      status: 400,
      body: {
        code: path === 'posts' ? 'rest_post_invalid_page_number' : 'rest_invalid_page_number',
        message: 'The page number requested is larger than the number of pages available.',
        data: { status: 400 },
      },
    })
  }
  c.header('X-WP-Total', String(total))
  c.header('X-WP-TotalPages', String(totalPages))
  const links: string[] = []
  const linkTo = (target: number) => {
    const url = new URL(`${site.api}/${path}`)
    new URL(c.req.url).searchParams.forEach((value, key) => url.searchParams.append(key, value))
    url.searchParams.set('page', String(target))
    return url.href
  }
  if (page > 1) links.push(`<${linkTo(page - 1)}>; rel="prev"`)
  if (page < totalPages) links.push(`<${linkTo(page + 1)}>; rel="next"`)
  if (links.length > 0) c.header('Link', links.join(', '))
  return items.slice((page - 1) * perPage, page * perPage)
}

/** All search words must occur in the title, excerpt or content (WordPress's search is an AND of terms). */
function matchesSearch(text: string, search: string | undefined): boolean {
  if (!search?.trim()) return true
  return search.toLowerCase().split(/\s+/).filter(Boolean).every((word) => text.includes(word))
}

function listPosts(c: Context): Post[] {
  const status = c.req.query('status')
  if (status !== undefined && status !== 'publish') {
    throw new ParamError(invalidParam('status', 'rest_forbidden_status', 'Status is forbidden.'))
  }
  const inCategories = idList(c, 'categories')
  const notInCategories = idList(c, 'categories_exclude')
  const inTags = idList(c, 'tags')
  const include = idList(c, 'include')
  const exclude = idList(c, 'exclude')
  const slugs = c.req.query('slug')?.split(',').map((s) => s.trim())
  const search = c.req.query('search')
  const order = oneOf(c, 'order', ['asc', 'desc'], 'desc')
  const orderby = oneOf(c, 'orderby', ['date', 'id', 'title', 'slug', 'modified', 'relevance'], 'date')

  const found = posts.filter(
    (post) =>
      (!inCategories || post.categoryIds.some((id) => inCategories.includes(id))) &&
      (!notInCategories || !post.categoryIds.some((id) => notInCategories.includes(id))) &&
      (!inTags || post.tagIds.some((id) => inTags.includes(id))) &&
      (!include || include.includes(post.id)) &&
      (!exclude || !exclude.includes(post.id)) &&
      (!slugs || slugs.includes(post.source.slug)) &&
      matchesSearch(post.searchText, search),
  )
  const key: Record<typeof orderby, (post: Post) => string | number> = {
    date: (post) => post.time,
    relevance: (post) => post.time,
    id: (post) => post.id,
    title: (post) => post.source.title.toLowerCase(),
    slug: (post) => post.source.slug,
    modified: (post) => post.modifiedGmt,
  }
  const sign = order === 'asc' ? 1 : -1
  return found.sort((a, b) => {
    const [x, y] = [key[orderby](a), key[orderby](b)]
    return x < y ? -sign : x > y ? sign : 0
  })
}

function listTerms(c: Context, terms: readonly Term[]): Term[] {
  const hideEmpty = ['1', 'true'].includes(c.req.query('hide_empty') ?? '')
  const postId = c.req.query('post')
  const post = postId === undefined ? undefined : postsById.get(Number(postId))
  if (postId !== undefined && !post) throw new ParamError({ status: 400, body: { code: 'rest_post_invalid_id', message: 'Invalid post ID.', data: { status: 400 } } })
  const include = idList(c, 'include')
  const search = c.req.query('search')?.toLowerCase()
  const order = oneOf(c, 'order', ['asc', 'desc'], 'asc')
  const orderby = oneOf(c, 'orderby', ['name', 'id', 'slug', 'count', 'include'], 'name')
  const found = terms.filter(
    (term) =>
      (!hideEmpty || term.count > 0) &&
      (!post || post.categoryIds.includes(term.id) || post.tagIds.includes(term.id)) &&
      (!include || include.includes(term.id)) &&
      (!search || term.name.toLowerCase().includes(search) || term.slug.includes(search)),
  )
  const key = (term: Term): string | number =>
    orderby === 'id' ? term.id : orderby === 'slug' ? term.slug : orderby === 'count' ? term.count : orderby === 'include' ? (include?.indexOf(term.id) ?? 0) : term.name.toLowerCase()
  const sign = order === 'asc' ? 1 : -1
  return found.sort((a, b) => (key(a) < key(b) ? -sign : key(a) > key(b) ? sign : 0))
}

/** Runs a handler and turns a ParamError into WordPress's error answer. */
function handle(run: (c: Context) => Response | Promise<Response>) {
  return async (c: Context) => {
    try {
      c.header('Allow', 'GET')
      return await run(c)
    } catch (error) {
      if (error instanceof ParamError) return wpError(c, error.error)
      throw error
    }
  }
}

function restApi() {
  const wp = new Hono()
  const site = (c: Context) => siteFor(requestOrigin(c))

  wp.get(
    '/posts',
    handle((c) => {
      const page = paginate(c, listPosts(c), site(c), 'posts')
      const embed = embedRelations(c.req.query('_embed'))
      return c.json(page.map((post) => postJson(post, site(c), embed)))
    }),
  )
  wp.get(
    '/posts/:id{[0-9]+}',
    handle((c) => {
      const post = postsById.get(Number(c.req.param('id')))
      if (!post) return wpError(c, { status: 404, body: { code: 'rest_post_invalid_id', message: 'Invalid post ID.', data: { status: 404 } } })
      return c.json(postJson(post, site(c), embedRelations(c.req.query('_embed'))))
    }),
  )

  for (const [path, terms] of [['categories', categories], ['tags', tags]] as const) {
    wp.get(
      `/${path}`,
      handle((c) => c.json(paginate(c, listTerms(c, terms), site(c), path).map((term) => termJson(term, site(c))))),
    )
    wp.get(
      `/${path}/:id{[0-9]+}`,
      handle((c) => {
        const term = terms.find((t) => t.id === Number(c.req.param('id')))
        if (!term) return wpError(c, { status: 404, body: { code: 'rest_term_invalid', message: 'Term does not exist.', data: { status: 404 } } })
        return c.json(termJson(term, site(c)))
      }),
    )
  }

  wp.get(
    '/users/:id{[0-9]+}',
    handle((c) => {
      const author = authorSources.find((a) => a.id === Number(c.req.param('id')))
      if (!author) return wpError(c, { status: 404, body: { code: 'rest_user_invalid_id', message: 'Invalid user ID.', data: { status: 404 } } })
      return c.json(userJson({ author }, site(c)))
    }),
  )
  wp.get(
    '/media/:id{[0-9]+}',
    handle((c) => {
      const post = postsByMediaId.get(Number(c.req.param('id')))
      if (!post) return wpError(c, { status: 404, body: { code: 'rest_post_invalid_id', message: 'Invalid post ID.', data: { status: 404 } } })
      return c.json(mediaJson(post, site(c)))
    }),
  )
  return wp
}

export function wordpressRoutes({ config, media }: AppDeps) {
  const app = new Hono()
  app.use('*', faultSwitch(config.demoFaults, 'wordpress'))
  app.route('/wp-json/wp/v2', restApi())
  // Anything else under the REST root gets WordPress's own answer, not our generic 404.
  app.all('/wp-json/*', (c) => wpError(c, noRoute))
  app.all('/wp-json', (c) => wpError(c, noRoute))

  app.get('/wp-content/uploads/illustrations/first-month-checklist.svg', (c) => svgResponse(c, checklistSvg()))
  // Featured images are WebP files drawn from featuredImageSvg by scripts/draw-post-images.ts.
  app.get('/wp-content/uploads/:year{[0-9]{4}}/:month{[0-9]{2}}/:file{[a-z0-9-]+\\.webp}', async (c) => {
    const slug = c.req.param('file').replace(/\.webp$/, '')
    const post = posts.find((p) => p.source.slug === slug)
    if (!post || featuredImagePath(post) !== c.req.path.replace(/^.*?\/wp-content\//, 'wp-content/')) return notFound(c)
    const bytes = await media?.read(`posts/${slug}.webp`)
    if (!bytes) return notFound(c)
    return c.body(bytes, 200, { 'Content-Type': 'image/webp', 'Cache-Control': 'public, max-age=86400' })
  })
  app.get('/avatars/:file{[0-9]+\\.svg}', (c) => {
    const id = Number.parseInt(c.req.param('file'), 10)
    return authorSources.some((a) => a.id === id) ? svgResponse(c, avatarSvg(100 + id)) : notFound(c)
  })
  return app
}
