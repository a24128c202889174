// Who is asking, for per-client limits: the address of the connection, or, behind a proxy the deployment
// trusts (TRUST_PROXY), the address that proxy saw. Only the last X-Forwarded-For entry is the proxy's
// own; the ones before it are whatever the client wrote, so they never count.
import type { Context } from 'hono'

/** The connection's peer address on Node (@hono/node-server puts the socket in c.env); undefined elsewhere. */
export function socketAddress(c: Context): string | undefined {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined
  return env?.incoming?.socket?.remoteAddress
}

export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const hops = (c.req.header('x-forwarded-for') ?? '').split(',').map((hop) => hop.trim()).filter(Boolean)
    const nearest = hops.at(-1)
    if (nearest) return nearest.slice(0, 64)
  }
  return socketAddress(c) ?? 'unknown'
}
