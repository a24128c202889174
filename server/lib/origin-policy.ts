// Who may call the backend functions from a browser: pages of the app itself, and the origins a
// deployment lists in ALLOWED_ORIGINS (an app served from another address than its API). A page of any
// other site is refused with 403 before the function runs, whether it asks with CORS, a plain form post
// or a no-cors fetch: it must not store requests in our database or spend our upstream quotas. Clients
// that are not browsers send no Origin and no Sec-Fetch-Site, and are left to the rate limits.
// The app's own pages are its host with its scheme where the server can know the scheme (PUBLIC_ORIGIN,
// or a trusted proxy's X-Forwarded-Proto): a page at http://host of an https://host deployment (one a
// network attacker can write) is another website. Without either, the host alone decides: behind a proxy
// that ends TLS the server itself sees http whatever the browser used.
import type { Context, MiddlewareHandler } from 'hono'
import { forwardedHeader } from './client-address'

const ALLOWED_METHODS = 'GET, HEAD, POST, OPTIONS'
const ALLOWED_HEADERS = 'Content-Type'

/** The host the request was sent to (the one a browser's own page would name), as the proxy saw it when trusted. */
function requestHost(c: Context, trustProxy: boolean): string {
  const forwarded = forwardedHeader(c, trustProxy, 'host')
  return (forwarded || c.req.header('host') || new URL(c.req.url).host).toLowerCase()
}

function parseOrigin(origin: string): URL | null {
  try {
    return new URL(origin)
  } catch {
    return null
  }
}

/** The scheme (`https:`) of the app's own pages on `host`, where the server can know it; else null. */
function ownScheme(c: Context, host: string, trustProxy: boolean, publicOrigin: URL | null): string | null {
  if (publicOrigin && publicOrigin.host.toLowerCase() === host) return publicOrigin.protocol
  const forwarded = forwardedHeader(c, trustProxy, 'proto')?.toLowerCase()
  return forwarded === 'http' || forwarded === 'https' ? `${forwarded}:` : null
}

export function originPolicy({ allowedOrigins, publicOrigin, trustProxy }: { allowedOrigins: readonly string[]; publicOrigin?: string; trustProxy: boolean }): MiddlewareHandler {
  const listed = new Set([...allowedOrigins, ...(publicOrigin ? [publicOrigin] : [])].map((origin) => origin.toLowerCase()))
  const publicUrl = publicOrigin ? parseOrigin(publicOrigin) : null
  const refuse = (c: Context) => {
    c.header('Cache-Control', 'no-store')
    return c.json({ error: 'Requests from other websites are not allowed', code: 'forbidden_origin' }, 403)
  }
  return async (c, next) => {
    // The answer depends on the Origin (CORS headers for a listed one, a refusal for others): a cache that
    // keeps one (the weather's, public for 5 minutes) must keep it per Origin.
    c.header('Vary', 'Origin', { append: true })
    const origin = c.req.header('origin')
    if (origin === undefined) {
      // A browser names the site that made the request; without an Origin, only a cross-site one is refused.
      if (c.req.header('sec-fetch-site') === 'cross-site') return refuse(c)
      return next()
    }
    const named = parseOrigin(origin)
    const host = requestHost(c, trustProxy)
    const sameHost = named !== null && named.host.toLowerCase() === host
    const scheme = sameHost ? ownScheme(c, host, trustProxy, publicUrl) : null
    const own = sameHost && (scheme === null || named.protocol === scheme)
    const crossAllowed = !own && listed.has(origin.toLowerCase())
    if (!own && !crossAllowed) return refuse(c)
    if (crossAllowed) {
      c.header('Access-Control-Allow-Origin', origin)
      if (c.req.method === 'OPTIONS') {
        c.header('Access-Control-Allow-Methods', ALLOWED_METHODS)
        c.header('Access-Control-Allow-Headers', ALLOWED_HEADERS)
        c.header('Access-Control-Max-Age', '600')
        return c.body(null, 204)
      }
    }
    return next()
  }
}
