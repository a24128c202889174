// Who is asking, for per-client limits: the address of the connection, or, behind a proxy the deployment
// trusts (TRUST_PROXY), the address that proxy saw. Only the last entry of an X-Forwarded-* header is the
// proxy's own; the ones before it are whatever the client wrote, so they never count.
import { isIPv4, isIPv6 } from 'node:net'
import type { Context } from 'hono'

/** The connection's peer address on Node (@hono/node-server puts the socket in c.env); undefined elsewhere. */
export function socketAddress(c: Context): string | undefined {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined
  return env?.incoming?.socket?.remoteAddress
}

/**
 * A trusted proxy's X-Forwarded-For, -Host or -Proto: the last entry, the one the proxy itself wrote (a
 * proxy that appends keeps what the client sent in front of it). Undefined when the proxy is not trusted
 * or said nothing.
 */
export function forwardedHeader(c: Context, trustProxy: boolean, name: 'for' | 'host' | 'proto'): string | undefined {
  if (!trustProxy) return undefined
  const entries = (c.req.header(`x-forwarded-${name}`) ?? '').split(',').map((entry) => entry.trim()).filter(Boolean)
  return entries.at(-1)
}

/**
 * The key a client is counted under: its address, without a port (`203.0.113.7:51234`, `[2001:db8::1]:443`,
 * as some balancers write it) or an IPv4-mapped prefix; an IPv6 address by its /64, the block one home or
 * phone connection is given (each of its 2^64 addresses would otherwise get an allowance of its own).
 * Anything else is kept as it is, cut to 64 characters.
 */
export function clientKey(address: string): string {
  let host = address.trim()
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(host)
  if (bracketed) host = bracketed[1] ?? host
  else if (/^[\d.]+:\d+$/.test(host)) host = host.slice(0, host.lastIndexOf(':'))
  host = host.replace(/%.*$/, '')
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(host)
  if (mapped?.[1]) host = mapped[1]
  if (isIPv4(host)) return host
  if (isIPv6(host)) return `${ipv6Groups(host).slice(0, 4).join(':')}::/64`
  return host.slice(0, 64)
}

/** The eight 16-bit groups of a valid IPv6 address, lower case without leading zeros ('::' expanded). */
function ipv6Groups(address: string): string[] {
  let text = address.toLowerCase()
  // A dotted IPv4 tail is two groups.
  const tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text)
  if (tail) {
    const [a, b, c, d] = tail.slice(1).map(Number) as [number, number, number, number]
    text = `${text.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const [head = '', rest] = text.split('::')
  const left = head ? head.split(':') : []
  const right = rest ? rest.split(':') : []
  const zeros = rest === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0')
  return [...left, ...zeros, ...right].map((group) => parseInt(group, 16).toString(16))
}

export function clientAddress(c: Context, trustProxy: boolean): string {
  const forwarded = forwardedHeader(c, trustProxy, 'for')
  return clientKey(forwarded ?? socketAddress(c) ?? 'unknown')
}
