// The PostgreSQL store of service requests (DATABASE_URL), for deployments that run several server
// processes: every process stores into and forwards from the same table.
// - Stored once: the idempotency key is UNIQUE and the insert is ON CONFLICT DO NOTHING, so the same
//   request sent to two processes at once becomes one row; the answer comes after the commit.
// - Forwarded once: a process claims one due row at a time (FOR UPDATE SKIP LOCKED, so two processes
//   never wait on or take the same row) until a time past its webhook timeout; a process that dies
//   mid-forward leaves a claim that runs out, and another process takes the row then.
// - Migrations run at start, under an advisory lock, so processes starting together apply each once.
import postgres from 'postgres'
import { guardedSockets } from './node-postgres-socket'
import {
  sameRequest,
  type ForwardingCounts,
  type ForwardOutcome,
  type SaveResult,
  type ServiceRequestInput,
  type ServiceRequestStore,
  type StoredServiceRequest,
} from './lib/service-requests-store'

/** Each version's change, applied in order; schema_migrations records what a database has. */
const MIGRATIONS: readonly string[] = [
  `CREATE TABLE service_requests (
    id                 text PRIMARY KEY,
    idempotency_key    text NOT NULL UNIQUE,
    received_at        timestamptz NOT NULL,
    service            text NOT NULL,
    name               text NOT NULL,
    email              text NOT NULL,
    phone              text NOT NULL,
    message            text NOT NULL,
    forwarded_at       timestamptz,
    forward_attempts   integer NOT NULL DEFAULT 0,
    last_forward_error text,
    next_forward_at    timestamptz,
    claimed_by         text,
    claim_expires_at   timestamptz,
    dead_at            timestamptz
  );
  CREATE INDEX service_requests_waiting ON service_requests (received_at) WHERE forwarded_at IS NULL AND dead_at IS NULL;`,
  // 2: the dead letters in an index of their own, so counting the backlog never scans the table.
  `CREATE INDEX service_requests_dead ON service_requests (dead_at) WHERE dead_at IS NOT NULL;`,
  // 3: the per-client rate limits every instance shares (server/node-rate-limits-postgres.ts), in the
  // shape rate-limiter-flexible's RateLimiterPostgres uses: one row per limit and client, its points and
  // when its window ends (unix ms).
  `CREATE TABLE rate_limits (
    key    varchar(255) PRIMARY KEY,
    points integer NOT NULL DEFAULT 0,
    expire bigint
  );
  CREATE INDEX rate_limits_expire ON rate_limits (expire);`,
]

/** The backlog's two counts, each answered from a partial index (the tests check the query plan). */
export const POSTGRES_BACKLOG_QUERY = `
  SELECT (SELECT COUNT(*) FROM service_requests WHERE forwarded_at IS NULL AND dead_at IS NULL)::int AS pending,
         (SELECT COUNT(*) FROM service_requests WHERE dead_at IS NOT NULL)::int AS dead`

/** Any number for pg_advisory_xact_lock, the same in every process of this app. */
const MIGRATION_LOCK = 0x5741_5950 // "WAYP"

interface Row {
  id: string
  idempotency_key: string
  received_at: Date
  service: string
  name: string
  email: string
  phone: string
  message: string
  forwarded_at: Date | null
  forward_attempts: number
  last_forward_error: string | null
  next_forward_at: Date | null
  dead_at: Date | null
}

const iso = (date: Date | null) => (date === null ? null : date.toISOString())

function fromRow(row: Row): StoredServiceRequest {
  return {
    id: row.id,
    idempotencyKey: row.idempotency_key,
    receivedAt: row.received_at.toISOString(),
    service: row.service,
    name: row.name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    forwardedAt: iso(row.forwarded_at),
    forwardAttempts: row.forward_attempts,
    lastForwardError: row.last_forward_error,
    nextForwardAt: iso(row.next_forward_at),
    deadAt: iso(row.dead_at),
  }
}

export interface PostgresServiceRequestStore extends ServiceRequestStore {
  /** Connects and brings the schema up to date; a database that cannot be reached fails here, at start. */
  open(): Promise<void>
  /** Where it is, without the password, for the start-up log. */
  readonly description: string
}

/** The URL with its password hidden, fit for a log line. */
export function describeDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url)
    if (parsed.password) parsed.password = '***'
    return parsed.href
  } catch {
    return 'postgres://(unparseable URL)'
  }
}

export function postgresServiceRequestStore(url: string, { maxConnections = 5 } = {}): PostgresServiceRequestStore {
  const sql = postgres(url, {
    max: maxConnections,
    // Timestamps come back as Date; numbers of rows (bigint) as JavaScript numbers.
    types: { bigint: postgres.BigInt },
    onnotice: () => undefined,
    connect_timeout: 10,
    idle_timeout: 60,
    // A pause after each connection closed unanswered, instead of postgres.js's reconnecting at once without
    // end (node-postgres-socket.ts); the option is missing from postgres.js's types.
    ...({ socket: guardedSockets() } as object),
  })
  let opened: Promise<void> | null = null

  async function migrate(): Promise<void> {
    await sql.begin(async (tx) => {
      await tx`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`
      await tx`CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`
      const [latest] = await tx<{ version: number | null }[]>`SELECT MAX(version) AS version FROM schema_migrations`
      const version = latest?.version ?? 0
      if (version > MIGRATIONS.length) {
        throw new Error(`The database has schema version ${version}; this server knows ${MIGRATIONS.length}. Update the server.`)
      }
      for (const [index, migration] of MIGRATIONS.entries()) {
        if (index < version) continue
        await tx.unsafe(migration)
        await tx`INSERT INTO schema_migrations (version) VALUES (${index + 1})`
      }
    })
  }

  const ready = () => (opened ??= migrate().catch((error: unknown) => {
    opened = null
    throw error
  }))

  return {
    description: describeDatabaseUrl(url),
    open: ready,
    async close() {
      await sql.end({ timeout: 5 })
    },
    async ping() {
      await sql`SELECT 1`
    },
    async save(input: ServiceRequestInput, meta: { id: string; receivedAt: string }): Promise<SaveResult> {
      await ready()
      const inserted = await sql<Row[]>`
        INSERT INTO service_requests (id, idempotency_key, received_at, service, name, email, phone, message)
        VALUES (${meta.id}, ${input.idempotencyKey}, ${meta.receivedAt}, ${input.service}, ${input.name}, ${input.email},
          ${input.phone}, ${input.message})
        ON CONFLICT (idempotency_key) DO NOTHING
        RETURNING *`
      if (inserted[0]) return { status: 'created', record: fromRow(inserted[0]) }
      // Another request (another process, perhaps this very moment) holds the key: it is committed by now.
      const [row] = await sql<Row[]>`SELECT * FROM service_requests WHERE idempotency_key = ${input.idempotencyKey}`
      if (!row) throw new Error('Service request row missing after a conflicting insert')
      const record = fromRow(row)
      return { status: sameRequest(record, input) ? 'replayed' : 'conflict', record }
    },
    async claimDue({ now, owner, until, limit }) {
      await ready()
      const rows = await sql<Row[]>`
        UPDATE service_requests SET claimed_by = ${owner}, claim_expires_at = ${until}
        WHERE id IN (
          SELECT id FROM service_requests
          WHERE forwarded_at IS NULL AND dead_at IS NULL
            AND (next_forward_at IS NULL OR next_forward_at <= ${now})
            AND (claim_expires_at IS NULL OR claim_expires_at <= ${now})
          ORDER BY received_at
          LIMIT ${limit}
          FOR UPDATE SKIP LOCKED)
        RETURNING *`
      return rows.map(fromRow).sort((a, b) => a.receivedAt.localeCompare(b.receivedAt))
    },
    async recordForward(id: string, owner: string, outcome: ForwardOutcome) {
      await ready()
      const result = outcome.ok
        ? await sql`
            UPDATE service_requests SET forwarded_at = ${outcome.at}, forward_attempts = forward_attempts + 1,
              last_forward_error = NULL, next_forward_at = NULL, claimed_by = NULL, claim_expires_at = NULL
            WHERE id = ${id} AND claimed_by = ${owner} AND forwarded_at IS NULL`
        : await sql`
            UPDATE service_requests SET forward_attempts = forward_attempts + 1, last_forward_error = ${outcome.error.slice(0, 500)},
              next_forward_at = ${outcome.nextAt}, dead_at = ${outcome.nextAt === null ? outcome.at : null},
              claimed_by = NULL, claim_expires_at = NULL
            WHERE id = ${id} AND claimed_by = ${owner} AND forwarded_at IS NULL`
      return result.count === 1
    },
    async nextForwardAt() {
      await ready()
      const [row] = await sql<{ next: Date | null; waiting: number }[]>`
        SELECT MIN(GREATEST(COALESCE(next_forward_at, 'epoch'), COALESCE(claim_expires_at, 'epoch'))) AS next,
               COUNT(*)::int AS waiting
        FROM service_requests WHERE forwarded_at IS NULL AND dead_at IS NULL`
      if (!row || row.waiting === 0) return null
      return (row.next ?? new Date(0)).toISOString()
    },
    async counts(): Promise<ForwardingCounts> {
      await ready()
      const [row] = await sql<ForwardingCounts[]>`
        SELECT COUNT(*) FILTER (WHERE forwarded_at IS NULL AND dead_at IS NULL)::int AS pending,
               COUNT(*) FILTER (WHERE forwarded_at IS NOT NULL)::int AS forwarded,
               COUNT(*) FILTER (WHERE dead_at IS NOT NULL)::int AS dead
        FROM service_requests`
      return row ?? { pending: 0, forwarded: 0, dead: 0 }
    },
    async backlog() {
      await ready()
      // Two partial indexes that hold only the backlog (service_requests_waiting, service_requests_dead).
      const [row] = await sql.unsafe<{ pending: number; dead: number }[]>(POSTGRES_BACKLOG_QUERY)
      return row ?? { pending: 0, dead: 0 }
    },
    async get(id) {
      await ready()
      const [row] = await sql<Row[]>`SELECT * FROM service_requests WHERE id = ${id}`
      return row ? fromRow(row) : null
    },
  }
}
