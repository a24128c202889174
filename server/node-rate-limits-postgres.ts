// The per-client rate limits in PostgreSQL (DATABASE_URL), shared by every server process on the same
// database: a client's 41st service request in ten minutes is refused whichever instance it reaches.
// rate-limiter-flexible's RateLimiterPostgres keeps one row per limit and client (table rate_limits,
// created by the store's migrations) and counts with one atomic upsert per request; this module hands it
// the postgres.js pool through the small `query({ text, values })` interface it expects of node-postgres.
import postgres from 'postgres'
import { guardedSockets } from './node-postgres-socket'
import { RateLimiterMemory, RateLimiterPostgres } from 'rate-limiter-flexible'
import type { LimiterStore } from './lib/rate-limit'

export interface PostgresLimiters {
  limiters: LimiterStore
  close(): Promise<void>
}

/** Limiters counting in the `rate_limits` table of `url` (the service-requests store's migrations create it). */
export function postgresLimiters(url: string, { maxConnections = 3 } = {}): PostgresLimiters {
  // Its sockets pause after a connection closed unanswered, as the store's do (node-postgres-socket.ts).
  const sql = postgres(url, { max: maxConnections, onnotice: () => undefined, connect_timeout: 10, ...({ socket: guardedSockets() } as object) })
  const client = {
    async query({ text, values = [] }: { text: string; values?: unknown[] }) {
      const rows = await sql.unsafe(text, values as postgres.ParameterOrJSON<never>[])
      return { rows, rowCount: rows.count }
    },
  }
  return {
    limiters: (name, { points, seconds }) =>
      new RateLimiterPostgres({
        storeClient: client,
        storeType: 'pool',
        tableName: 'rate_limits',
        tableCreated: true,
        keyPrefix: name,
        points,
        duration: seconds,
        // While the database does not answer, each process counts on its own rather than refuse everyone
        // or fail the request: the limit is abuse control, the database's outage shows on /readyz.
        insuranceLimiter: new RateLimiterMemory({ keyPrefix: name, points, duration: seconds }),
      }),
    close: () => sql.end({ timeout: 5 }),
  }
}
