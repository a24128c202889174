// Small response helpers shared by the routers.
import type { Context } from 'hono'

/** The request's own origin (scheme://host:port): demo content links back to the server that served it. */
export function requestOrigin(c: Context): string {
  return new URL(c.req.url).origin
}

/** The request's host (host:port), for protocol-relative addresses like WeatherAPI's icons. */
export function requestHost(c: Context): string {
  return new URL(c.req.url).host
}

/** Our own JSON error body: { error: message }. */
export function jsonError(c: Context, status: 400 | 404 | 405 | 413 | 415 | 422 | 500 | 502 | 503, message: string) {
  return c.json({ error: message }, status)
}

export function notFound(c: Context) {
  return jsonError(c, 404, 'Not found')
}

/** 405 with the Allow header, for a known path asked with the wrong method. */
export function methodNotAllowed(allow: string) {
  return (c: Context) => {
    c.header('Allow', allow)
    return jsonError(c, 405, `Method ${c.req.method} not allowed; use ${allow}`)
  }
}
