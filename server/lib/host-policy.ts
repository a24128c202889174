// Which Host a request may name. The server builds no link from the Host header, but a page of another
// site that re-points its own name at this server (DNS rebinding) or a forged Host still reaches
// whatever answers; so only the names a deployment configured get an answer, any other gets 421
// (Misdirected Request). With nothing configured, the names of this machine's loopback and HOST: the
// tests, Lighthouse and `npm start` use http://127.0.0.1:<port>, a newcomer http://localhost:<port>.
import type { Context, MiddlewareHandler } from 'hono'
import { forwardedHeader } from './client-address'

/** Loopback names and addresses, as URL.hostname writes them. */
const LOOPBACK = ['localhost', '127.0.0.1', '[::1]']
/** Listening on every interface names no host. */
const WILDCARDS = ['0.0.0.0', '[::]']

/** A Host header's name without its port, as URL.hostname writes it (IPv6 in brackets), or null when malformed. */
export function hostName(value: string): string | null {
  try {
    const url = new URL(`http://${value}/`)
    return url.pathname === '/' && !url.username && !url.password ? url.hostname : null
  } catch {
    return null
  }
}

/** The names the server answers for: ALLOWED_HOSTS and PUBLIC_ORIGIN's; with neither, loopback and HOST. */
export function allowedHostNames({ allowedHosts, publicOrigin, host }: { allowedHosts: readonly string[]; publicOrigin?: string; host?: string }): Set<string> {
  const names = new Set(allowedHosts.map((name) => hostName(name) ?? name))
  if (publicOrigin) names.add(new URL(publicOrigin).hostname)
  if (names.size > 0) return names
  const listening = host === undefined ? null : hostName(host.includes(':') ? `[${host}]` : host)
  return new Set([...LOOPBACK, ...(listening && !WILDCARDS.includes(listening) ? [listening] : [])])
}

/** The host the request names: the proxy's X-Forwarded-Host when it is trusted, else Host (else the URL's). */
export function requestHostName(c: Context, trustProxy: boolean): string | null {
  const forwarded = forwardedHeader(c, trustProxy, 'host')
  return hostName(forwarded || c.req.header('host') || new URL(c.req.url).host)
}

/** Paths any name may reach: the probes, which a platform sends to an instance's own address and which tell nothing. */
const PROBES = new Set(['/healthz', '/readyz'])

/** Whether the path is a probe's (answered whatever the name, and never sent elsewhere). */
export const isProbe = (path: string): boolean => PROBES.has(path)

export function hostPolicy(config: { allowedHosts: readonly string[]; publicOrigin?: string; host?: string; trustProxy: boolean }): MiddlewareHandler {
  const allowed = allowedHostNames(config)
  return async (c, next) => {
    if (isProbe(c.req.path)) return next()
    const name = requestHostName(c, config.trustProxy)
    if (name !== null && allowed.has(name)) return next()
    c.header('Cache-Control', 'no-store')
    return c.json({ error: 'This server does not answer for that host name', code: 'misdirected_host' }, 421)
  }
}
