// Small response helpers shared by the routers.
import type { Context } from 'hono'
import type { ErrorCode } from '../../src/content/service-request-contract'

/** The request's own origin (scheme://host:port): demo content links back to the server that served it. */
/**
 * What the server's own addresses in an answer start with: the configured public origin (PUBLIC_ORIGIN),
 * or nothing, so they are root-relative. Never the request's Host header: a client chooses that, and an
 * answer that repeated it could be cached and served to others with a stranger's host in its links.
 */
export function linkOrigin(config: { publicOrigin?: string }): string {
  return config.publicOrigin ?? ''
}

/** Our own JSON error body: { error: sentence, code } (src/content/service-request-contract.ts). */
export function jsonError(c: Context, status: 400 | 403 | 404 | 405 | 413 | 415 | 422 | 429 | 500 | 502 | 503, message: string, code: ErrorCode) {
  return c.json({ error: message, code }, status)
}

export function notFound(c: Context) {
  return jsonError(c, 404, 'Not found', 'not_found')
}

/** 405 with the Allow header, for a known path asked with the wrong method. */
export function methodNotAllowed(allow: string) {
  return (c: Context) => {
    c.header('Allow', allow)
    // The method as it came: Hono answers HEAD with the GET route, and says GET.
    return jsonError(c, 405, `Method ${c.req.raw.method} not allowed; use ${allow}`, 'method_not_allowed')
  }
}
