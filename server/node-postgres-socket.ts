// The sockets of the PostgreSQL pools (postgres.js's `socket` option). postgres.js connects again at once,
// with no pause and no end, when a connection is closed before it has logged in: an address that accepts
// and hangs up (another service's port, a pooler with no healthy database behind it) got about 450
// connections a second, and the query waiting on them never failed, so the start hung in silence. Each
// socket now comes from here: after a connection the server closed without sending a byte, the next one
// waits, twice as long each time up to a few seconds, until a connection is answered again.
import net from 'node:net'

/** The part of postgres.js's parsed options a socket needs. */
interface SocketTarget {
  host: readonly string[]
  port: readonly number[]
  path?: string | false
}

/** The socket postgres.js writes to, with the address its TLS upgrade reads back (`servername`). */
type PostgresSocket = net.Socket & { host?: string; port?: number }

const FIRST_PAUSE_MS = 100
const LONGEST_PAUSE_MS = 5_000

/**
 * A socket factory for one pool. The socket is returned while it connects (postgres.js writes its start-up
 * message at once; the socket holds it until connected), so refusals and timeouts reach postgres.js as
 * its own sockets' do.
 */
export function guardedSockets({ longestPauseMs = LONGEST_PAUSE_MS } = {}) {
  /** Connections in a row that the server closed without a byte. */
  let silentCloses = 0
  let next = 0
  return async function socket(target: SocketTarget): Promise<PostgresSocket> {
    if (silentCloses > 0) {
      const pause = Math.min(longestPauseMs, FIRST_PAUSE_MS * 2 ** (silentCloses - 1))
      await new Promise((resolve) => setTimeout(resolve, pause))
    }
    // Several hosts take turns, as postgres.js does with its own sockets.
    const index = next++ % Math.max(1, target.host.length)
    const host = target.host[index] ?? 'localhost'
    const port = target.port[index] ?? target.port[0] ?? 5432
    const connection: PostgresSocket = target.path ? net.connect(target.path) : net.connect(port, host)
    connection.host = host
    connection.port = port
    let heard = false
    // Listening does not start the flow before postgres.js listens: nothing arrives before it connects.
    connection.once('data', () => {
      heard = true
      silentCloses = 0
    })
    connection.once('close', () => {
      if (!heard) silentCloses += 1
    })
    return connection
  }
}
