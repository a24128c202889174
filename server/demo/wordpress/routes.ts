// The demo WordPress under /demo/wp: the part of the WordPress REST API (wp/v2) the news client asks for,
// answered as WordPress answers it (checked against WordPress's REST controllers), over the demo corpus:
//   GET /wp-json/wp/v2/posts         ?page &per_page &status=publish &_embed &categories &search
//   GET /wp-json/wp/v2/posts/{id}    ?_embed
//   GET /wp-json/wp/v2/categories    ?page &per_page &hide_empty
// with WordPress's paging headers (X-WP-Total, X-WP-TotalPages, Link), its parameter checks and error
// bodies ({ code, message, data: { status } }), and any other REST route answered with rest_no_route. Other
// parameters WordPress knows are ignored here; the real-WordPress tests cover them. Also the images the
// posts link to, under /wp-content/uploads.
import { Hono, type Context } from 'hono'
import type { AppDeps } from '../../lib/context'
import { faultSwitch } from '../../lib/faults'
import { linkOrigin, notFound } from '../../lib/responses'
import { svgResponse } from '../lib/svg'
import { categories, posts, postsById, type Post, type Term } from './corpus'
import { checklistSvg } from './images'
import { embedRelations, featuredImagePath, postJson, siteFor, termJson } from './json'

type WpStatus = 400 | 404

interface WpError {
  status: WpStatus
  body: { code: string; message: string; data: Record<string, unknown> }
}

function wpError(c: Context, { status, body }: WpError) {
  return c.json(body, status)
}

function simpleError(status: WpStatus, code: string, message: string): WpError {
  return { status, body: { code, message, data: { status } } }
}

const noRoute = simpleError(404, 'rest_no_route', 'No route was found matching the URL and request method.')

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

/** A boolean as WordPress reads one: true, false, 1 or 0 (any case); absent gives the fallback. */
function boolean(c: Context, name: string, fallback: boolean): boolean {
  const raw = c.req.query(name)
  if (raw === undefined || raw === '') return fallback
  const value = raw.toLowerCase()
  if (!['true', 'false', '1', '0'].includes(value)) throw new ParamError(invalidParam(name, 'rest_invalid_type', `${name} is not of type boolean.`))
  return value === 'true' || value === '1'
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

/**
 * The page asked for, with WordPress's paging headers. Past the last page, the posts controller answers
 * 400 rest_post_invalid_page_number (unless there is nothing at all); the terms controller an empty page.
 */
function paginate<T>(c: Context, items: T[], site: { api: string }, path: 'posts' | 'categories'): T[] {
  const perPage = integer(c, 'per_page', 10, 1, 100)
  const page = integer(c, 'page', 1, 1)
  const total = items.length
  const totalPages = Math.ceil(total / perPage)
  if (path === 'posts' && page > totalPages && total > 0) {
    throw new ParamError(simpleError(400, 'rest_post_invalid_page_number', 'The page number requested is larger than the number of pages available.'))
  }
  c.header('X-WP-Total', String(total))
  c.header('X-WP-TotalPages', String(totalPages))
  const links: string[] = []
  const linkTo = (target: number) => {
    const query = new URL(c.req.url).searchParams
    query.set('page', String(target))
    return `${site.api}/${path}?${query}`
  }
  // WordPress points `prev` of a page past the end at the last page.
  if (page > 1) links.push(`<${linkTo(Math.min(page - 1, totalPages))}>; rel="prev"`)
  if (page < totalPages) links.push(`<${linkTo(page + 1)}>; rel="next"`)
  if (links.length > 0) c.header('Link', links.join(', '))
  return items.slice((page - 1) * perPage, page * perPage)
}

/** All search words must occur in the title, excerpt or content (WordPress's search is an AND of terms). */
function matchesSearch(text: string, search: string | undefined): boolean {
  if (!search?.trim()) return true
  return search.toLowerCase().split(/\s+/).filter(Boolean).every((word) => text.includes(word))
}

/** Published posts, newest first (WordPress's default order), in the categories and matching the search asked for. */
function listPosts(c: Context): Post[] {
  // Without logging in, publish is the only status anyone may ask for.
  const statuses = (c.req.query('status') ?? 'publish').split(',').map((status) => status.trim())
  if (statuses.some((status) => status !== 'publish')) {
    throw new ParamError(invalidParam('status', 'rest_forbidden_status', 'Status is forbidden.'))
  }
  const inCategories = idList(c, 'categories')
  const search = c.req.query('search')
  return posts.filter(
    (post) => (!inCategories || post.categoryIds.some((id) => inCategories.includes(id))) && matchesSearch(post.searchText, search),
  )
}

/** Categories by name (WordPress's default order), without the empty ones when hide_empty is set. */
function listCategories(c: Context): Term[] {
  const hideEmpty = boolean(c, 'hide_empty', false)
  const name = (term: Term) => term.name.toLowerCase()
  return categories.filter((term) => !hideEmpty || term.count > 0).sort((a, b) => (name(a) < name(b) ? -1 : name(a) > name(b) ? 1 : 0))
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

/** The REST API, its links absolute on `origin` (the public origin) or root-relative. */
function restApi(origin: string) {
  const wp = new Hono()
  const home = siteFor(origin)
  const site = () => home

  wp.get(
    '/posts',
    handle((c) => {
      const page = paginate(c, listPosts(c), site(), 'posts')
      const embed = embedRelations(c.req.query('_embed'))
      return c.json(page.map((post) => postJson(post, site(), embed)))
    }),
  )
  wp.get(
    '/posts/:id{[0-9]+}',
    handle((c) => {
      const post = postsById.get(Number(c.req.param('id')))
      if (!post) return wpError(c, simpleError(404, 'rest_post_invalid_id', 'Invalid post ID.'))
      return c.json(postJson(post, site(), embedRelations(c.req.query('_embed'))))
    }),
  )
  wp.get(
    '/categories',
    handle((c) => c.json(paginate(c, listCategories(c), site(), 'categories').map((term) => termJson(term, site())))),
  )
  return wp
}

export function wordpressRoutes({ config, media }: AppDeps) {
  const app = new Hono()
  app.use('*', faultSwitch(config.demoFaults, 'wordpress'))
  app.route('/wp-json/wp/v2', restApi(linkOrigin(config)))
  // Anything else under the REST root gets WordPress's own answer, not our generic 404.
  app.all('/wp-json/*', (c) => wpError(c, noRoute))
  app.all('/wp-json', (c) => wpError(c, noRoute))

  app.get('/wp-content/uploads/illustrations/first-month-checklist.svg', (c) => svgResponse(c, checklistSvg()))
  // Featured images are WebP files drawn from featuredImageSvg by scripts/draw-post-images.ts.
  app.get('/wp-content/uploads/:year{[0-9]{4}}/:month{[0-9]{2}}/:file{[a-z0-9-]+\\.webp}', async (c) => {
    const slug = c.req.param('file').replace(/\.webp$/, '')
    const post = posts.find((p) => p.source.slug === slug)
    if (!post || post.mediaId === null || featuredImagePath(post) !== c.req.path.replace(/^.*?\/wp-content\//, 'wp-content/')) return notFound(c)
    const bytes = await media?.read(`posts/${slug}.webp`)
    if (!bytes) return notFound(c)
    return c.body(bytes, 200, { 'Content-Type': 'image/webp', 'Cache-Control': 'public, max-age=86400' })
  })
  return app
}
