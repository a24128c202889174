// The Node store of service requests: an embedded SQLite database (better-sqlite3) in one file.
// WAL journal with synchronous=FULL: a request is acknowledged only after its row is committed and
// synced, so nothing acknowledged is lost to a crash or a restart. The idempotency key is UNIQUE, so a
// request sent twice can never become two rows, whatever the callers do.
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import {
  sameRequest,
  type ForwardOutcome,
  type SaveResult,
  type ServiceRequestInput,
  type ServiceRequestStore,
  type StoredServiceRequest,
} from './lib/service-requests-store'

const PROJECT_ROOT = path.resolve(import.meta.dirname, '..')

/** SERVICE_REQUESTS_DB as a file path: relative values are under the project root, ':memory:' stays. */
export function serviceRequestsDbPath(value: string, root: string = PROJECT_ROOT): string {
  return value === ':memory:' ? value : path.resolve(root, value)
}

const SCHEMA_VERSION = 1

const SCHEMA = `
CREATE TABLE IF NOT EXISTS service_requests (
  id                 TEXT PRIMARY KEY,
  idempotency_key    TEXT NOT NULL UNIQUE,
  received_at        TEXT NOT NULL,
  service            TEXT NOT NULL,
  name               TEXT NOT NULL,
  email              TEXT NOT NULL,
  phone              TEXT NOT NULL,
  message            TEXT NOT NULL,
  forwarded_at       TEXT,
  forward_attempts   INTEGER NOT NULL DEFAULT 0,
  last_forward_error TEXT,
  next_forward_at    TEXT
);
CREATE INDEX IF NOT EXISTS service_requests_pending ON service_requests (received_at) WHERE forwarded_at IS NULL;
`

interface Row {
  id: string
  idempotency_key: string
  received_at: string
  service: string
  name: string
  email: string
  phone: string
  message: string
  forwarded_at: string | null
  forward_attempts: number
  last_forward_error: string | null
  next_forward_at: string | null
}

function fromRow(row: Row): StoredServiceRequest {
  return {
    id: row.id,
    idempotencyKey: row.idempotency_key,
    receivedAt: row.received_at,
    service: row.service,
    name: row.name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    forwardedAt: row.forwarded_at,
    forwardAttempts: row.forward_attempts,
    lastForwardError: row.last_forward_error,
    nextForwardAt: row.next_forward_at,
  }
}

export interface SqliteServiceRequestStore extends ServiceRequestStore {
  /** Opens (and if needed creates) the database now; otherwise the first use opens it. */
  open(): void
  /** Checkpoints and closes the database (on shutdown). */
  close(): void
  /** The database file, for the start-up log. */
  readonly file: string
}

/** Opens the database file (':memory:' for a throwaway one), creating its folder and table. */
function openDatabase(file: string): Database.Database {
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true })
  const db = new Database(file)
  db.pragma('journal_mode = WAL')
  db.pragma('synchronous = FULL')
  db.pragma('busy_timeout = 5000')
  const version = db.pragma('user_version', { simple: true }) as number
  if (version > SCHEMA_VERSION) {
    db.close()
    throw new Error(`${file} has schema version ${version}; this server knows ${SCHEMA_VERSION}. Update the server.`)
  }
  db.exec(SCHEMA)
  db.pragma(`user_version = ${SCHEMA_VERSION}`)
  return db
}

function statements(db: Database.Database) {
  return {
    insert: db.prepare<[Row]>(
      `INSERT INTO service_requests (id, idempotency_key, received_at, service, name, email, phone, message,
         forwarded_at, forward_attempts, last_forward_error, next_forward_at)
       VALUES (@id, @idempotency_key, @received_at, @service, @name, @email, @phone, @message,
         @forwarded_at, @forward_attempts, @last_forward_error, @next_forward_at)
       ON CONFLICT (idempotency_key) DO NOTHING`,
    ),
    byKey: db.prepare<[string], Row>('SELECT * FROM service_requests WHERE idempotency_key = ?'),
    byId: db.prepare<[string], Row>('SELECT * FROM service_requests WHERE id = ?'),
    due: db.prepare<[string, number], Row>(
      `SELECT * FROM service_requests
       WHERE forwarded_at IS NULL AND (next_forward_at IS NULL OR next_forward_at <= ?)
       ORDER BY received_at LIMIT ?`,
    ),
    nextDue: db.prepare<[], { next: string | null; waiting: number }>(
      `SELECT MIN(COALESCE(next_forward_at, '')) AS next, COUNT(*) AS waiting FROM service_requests WHERE forwarded_at IS NULL`,
    ),
    forwarded: db.prepare<[string, string]>(
      `UPDATE service_requests SET forwarded_at = ?, forward_attempts = forward_attempts + 1,
         last_forward_error = NULL, next_forward_at = NULL WHERE id = ?`,
    ),
    failed: db.prepare<[string, string, string]>(
      `UPDATE service_requests SET forward_attempts = forward_attempts + 1, last_forward_error = ?, next_forward_at = ?
       WHERE id = ?`,
    ),
  }
}

/** A store on the SQLite file `file`, opened on first use (or by open()). */
export function sqliteServiceRequestStore(file: string): SqliteServiceRequestStore {
  let state: { db: Database.Database; sql: ReturnType<typeof statements> } | null = null
  const use = () => {
    if (!state) {
      const db = openDatabase(file)
      state = { db, sql: statements(db) }
    }
    return state
  }

  return {
    file,
    open() {
      use()
    },
    close() {
      if (!state) return
      state.db.close()
      state = null
    },
    async save(input: ServiceRequestInput, meta: { id: string; receivedAt: string }): Promise<SaveResult> {
      const { db, sql } = use()
      // One transaction: insert-or-find is atomic, and the row is committed (and synced) before we answer.
      return db.transaction((): SaveResult => {
        const inserted = sql.insert.run({
          id: meta.id,
          idempotency_key: input.idempotencyKey,
          received_at: meta.receivedAt,
          service: input.service,
          name: input.name,
          email: input.email,
          phone: input.phone,
          message: input.message,
          forwarded_at: null,
          forward_attempts: 0,
          last_forward_error: null,
          next_forward_at: null,
        })
        const row = sql.byKey.get(input.idempotencyKey)
        if (!row) throw new Error('Service request row missing after insert')
        const record = fromRow(row)
        if (inserted.changes === 1) return { status: 'created', record }
        return { status: sameRequest(record, input) ? 'replayed' : 'conflict', record }
      }).immediate()
    },
    async dueForForwarding(now, limit) {
      return use().sql.due.all(now, limit).map(fromRow)
    },
    async nextForwardAt() {
      const row = use().sql.nextDue.get()
      if (!row || row.waiting === 0) return null
      return row.next || new Date(0).toISOString()
    },
    async recordForward(id: string, outcome: ForwardOutcome) {
      const { sql } = use()
      if (outcome.ok) sql.forwarded.run(outcome.at, id)
      else sql.failed.run(outcome.error.slice(0, 500), outcome.nextAt, id)
    },
    async get(id) {
      const row = use().sql.byId.get(id)
      return row ? fromRow(row) : null
    },
  }
}
