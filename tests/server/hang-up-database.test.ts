// DATABASE_URL at an address that accepts a connection and closes it at once (another service's port, a
// pooler with no healthy database behind it). postgres.js connected again without pause or end: about 450
// connections a second, and the start waited on them in silence. Found by pointing the built server at
// such a listener; the sockets of both pools now pause after each connection closed unanswered.
import net from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { withDeadline } from '@server/lib/deadline'
import { postgresLimiters } from '@server/node-rate-limits-postgres'
import { postgresServiceRequestStore } from '@server/node-service-requests-postgres'

const listeners: net.Server[] = []
afterEach(() => {
  for (const server of listeners.splice(0)) server.close()
})

/** A listener that hangs up on every connection, counting them. */
async function hangUp(): Promise<{ url: string; connections: () => number }> {
  let count = 0
  const server = net.createServer((socket) => {
    count += 1
    socket.end()
  })
  listeners.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  return { url: `postgres://waypoint:secret@127.0.0.1:${port}/waypoint`, connections: () => count }
}

describe('a database address that hangs up', () => {
  it('neither the store nor the shared rate limits connect more than a few times, and the store does not open', async () => {
    const [forStore, forLimits] = [await hangUp(), await hangUp()]
    const store = postgresServiceRequestStore(forStore.url)
    const limits = postgresLimiters(forLimits.url)
    // While the database does not answer, the app bounds the limiter's wait (stalled-database.test.ts).
    void limits.limiters('test', { points: 5, seconds: 60 }).consume('203.0.113.9').catch(() => undefined)
    await expect(withDeadline(store.open(), 2_000, 'DATABASE_URL')).rejects.toThrow('DATABASE_URL did not answer within 2000 ms')
    // Pauses of 0.1, 0.2, 0.4 and 0.8 s: about five connections in two seconds each (it was about 900).
    for (const target of [forStore, forLimits]) {
      expect(target.connections()).toBeGreaterThan(1)
      expect(target.connections()).toBeLessThanOrEqual(8)
    }
    await Promise.all([store.close(), limits.close()])
  }, 20_000)
})
