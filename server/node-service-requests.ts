// The Node store of service requests: an embedded SQLite database (better-sqlite3) in one file.
// WAL journal with synchronous=FULL: a request is acknowledged only after its row is committed and
// synced, so nothing acknowledged is lost to a crash or a restart. The idempotency key is UNIQUE, so a
// request sent twice can never become two rows, whatever the callers do.
import { closeSync, constants, fchmodSync, fstatSync, mkdirSync, openSync, readSync, realpathSync } from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import {
  sameRequest,
  type ForwardingCounts,
  type ForwardOutcome,
  type SaveResult,
  type ServiceRequestInput,
  type ServiceRequestStore,
  type StoredServiceRequest,
} from './lib/service-requests-store'
import { PROJECT_ROOT } from './paths'


/** SERVICE_REQUESTS_DB as a file path: relative values are under the project root, ':memory:' stays. */
export function serviceRequestsDbPath(value: string, root: string = PROJECT_ROOT): string {
  return value === ':memory:' ? value : path.resolve(root, value)
}

/** Each version's change, applied in order to a database at the version before it (user_version). */
const MIGRATIONS: readonly string[] = [
  // 1: the requests, their idempotency keys and their forwarding state.
  `CREATE TABLE IF NOT EXISTS service_requests (
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
  CREATE INDEX IF NOT EXISTS service_requests_pending ON service_requests (received_at) WHERE forwarded_at IS NULL;`,
  // 2: forwarding claims (so two processes on one file never forward the same request) and dead letters.
  `ALTER TABLE service_requests ADD COLUMN claimed_by TEXT;
  ALTER TABLE service_requests ADD COLUMN claim_expires_at TEXT;
  ALTER TABLE service_requests ADD COLUMN dead_at TEXT;`,
  // 3: the dead letters in an index of their own, so counting the backlog never scans the table.
  `CREATE INDEX IF NOT EXISTS service_requests_dead ON service_requests (dead_at) WHERE dead_at IS NOT NULL;`,
]
const SCHEMA_VERSION = MIGRATIONS.length

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
  claimed_by: string | null
  claim_expires_at: string | null
  dead_at: string | null
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
    deadAt: row.dead_at,
  }
}

export interface SqliteServiceRequestStore extends ServiceRequestStore {
  /** Opens (and if needed creates and migrates) the database now; otherwise the first use opens it. */
  open(): void
  /** The database file, for the start-up log. */
  readonly file: string
}

/** Paths that are the kernel's or devices: opening a "database" there can hang the start or worse. */
const SYSTEM_FOLDERS = /^\/(proc|sys|dev)(\/|$)/

/** The nearest folder of `file` that exists, with its links resolved. */
function existingAncestor(folder: string): string {
  for (let current = folder; ; current = path.dirname(current)) {
    try {
      return realpathSync(current)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || path.dirname(current) === current) throw error
    }
  }
}

/**
 * Makes ready the database file, changing only what the server creates: folders that do not exist are
 * made the owner's only (0700); a folder that exists (/tmp, a shared volume) keeps its mode. A new file
 * is created 0600; an existing one is restricted to 0600 only when it is a regular file this user owns.
 * Checked before anything is changed: nothing under /proc, /sys or /dev, nothing that is not a file.
 */
export function prepareDatabaseFile(file: string): void {
  try {
    prepare(file)
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (typeof code !== 'string') throw error
    throw new Error(`SERVICE_REQUESTS_DB cannot be used (${file}): ${SYSTEM_ERRORS[code] ?? code}`, { cause: error })
  }
}

/** What the system's refusals mean for the setting, in the start's one line. */
const SYSTEM_ERRORS: Record<string, string> = {
  ELOOP: 'it is a symbolic link; name the file itself',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EROFS: 'the file system is read-only',
  ENOTDIR: 'a part of the path is not a folder',
  // From making the folders: one of them is a file.
  EEXIST: 'a part of the path is not a folder',
  EISDIR: 'it is a folder',
  ENOSPC: 'the disk is full',
}

/** The first bytes of every SQLite database file. */
const SQLITE_HEADER = Buffer.from('SQLite format 3\0', 'latin1')

function prepare(file: string): void {
  const folder = path.dirname(file)
  const real = existingAncestor(folder)
  if (SYSTEM_FOLDERS.test(real)) throw new Error(`SERVICE_REQUESTS_DB must be a file on a disk, not under /proc, /sys or /dev (${file})`)
  // recursive + mode: only the folders created here get 0700 (the umask can only narrow it).
  mkdirSync(folder, { recursive: true, mode: 0o700 })
  let fd: number
  try {
    fd = openSync(file, constants.O_RDWR | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW, 0o600)
    closeSync(fd)
    return
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  }
  // Opened without following a link and without blocking (a FIFO would hang a plain open).
  fd = openSync(file, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK)
  try {
    const stat = fstatSync(fd)
    if (!stat.isFile()) throw new Error(`SERVICE_REQUESTS_DB must be a regular file (${file})`)
    // A file that is not a database (a page, a system file named by mistake) is left exactly as it was.
    if (stat.size > 0) {
      const header = Buffer.alloc(SQLITE_HEADER.length)
      const read = readSync(fd, header, 0, header.length, 0)
      if (read < header.length || !header.equals(SQLITE_HEADER)) throw new Error(`SERVICE_REQUESTS_DB is not an SQLite database (${file}); nothing was changed`)
    }
    const uid = process.getuid?.()
    if ((stat.mode & 0o077) !== 0 && (uid === undefined || uid === stat.uid)) fchmodSync(fd, 0o600)
  } finally {
    closeSync(fd)
  }
}

/**
 * Opens the database file (':memory:' for a throwaway one), creating its folder and bringing its schema
 * up to date. It holds people's details: what the server creates is the owner's only (prepareDatabaseFile).
 */
function openDatabase(file: string): Database.Database {
  if (file !== ':memory:') prepareDatabaseFile(file)
  const db = new Database(file)
  db.pragma('journal_mode = WAL')
  db.pragma('synchronous = FULL')
  db.pragma('busy_timeout = 5000')
  const version = db.pragma('user_version', { simple: true }) as number
  if (version > SCHEMA_VERSION) {
    db.close()
    throw new Error(`${file} has schema version ${version}; this server knows ${SCHEMA_VERSION}. Update the server.`)
  }
  db.transaction(() => {
    for (const [index, migration] of MIGRATIONS.entries()) {
      if (index < version) continue
      db.exec(migration)
    }
    db.pragma(`user_version = ${SCHEMA_VERSION}`)
  }).immediate()
  return db
}

/** The backlog's two counts, each answered from a partial index (the tests check their query plans). */
export const SQLITE_BACKLOG_QUERIES = {
  pending: 'SELECT COUNT(*) AS n FROM service_requests WHERE forwarded_at IS NULL AND dead_at IS NULL',
  dead: 'SELECT COUNT(*) AS n FROM service_requests WHERE dead_at IS NOT NULL',
} as const

function statements(db: Database.Database) {
  return {
    insert: db.prepare<[Omit<Row, 'claimed_by' | 'claim_expires_at' | 'dead_at'>]>(
      `INSERT INTO service_requests (id, idempotency_key, received_at, service, name, email, phone, message,
         forwarded_at, forward_attempts, last_forward_error, next_forward_at)
       VALUES (@id, @idempotency_key, @received_at, @service, @name, @email, @phone, @message,
         @forwarded_at, @forward_attempts, @last_forward_error, @next_forward_at)
       ON CONFLICT (idempotency_key) DO NOTHING`,
    ),
    byKey: db.prepare<[string], Row>('SELECT * FROM service_requests WHERE idempotency_key = ?'),
    byId: db.prepare<[string], Row>('SELECT * FROM service_requests WHERE id = ?'),
    due: db.prepare<{ now: string; limit: number }, Row>(
      `SELECT * FROM service_requests
       WHERE forwarded_at IS NULL AND dead_at IS NULL
         AND (next_forward_at IS NULL OR next_forward_at <= @now)
         AND (claim_expires_at IS NULL OR claim_expires_at <= @now)
       ORDER BY received_at LIMIT @limit`,
    ),
    claim: db.prepare<{ id: string; owner: string; until: string }>(
      'UPDATE service_requests SET claimed_by = @owner, claim_expires_at = @until WHERE id = @id',
    ),
    nextDue: db.prepare<[], { next: string | null; waiting: number }>(
      `SELECT MIN(MAX(COALESCE(next_forward_at, ''), COALESCE(claim_expires_at, ''))) AS next, COUNT(*) AS waiting
       FROM service_requests WHERE forwarded_at IS NULL AND dead_at IS NULL`,
    ),
    counts: db.prepare<[], ForwardingCounts>(
      `SELECT COALESCE(SUM(forwarded_at IS NULL AND dead_at IS NULL), 0) AS pending,
              COALESCE(SUM(forwarded_at IS NOT NULL), 0) AS forwarded,
              COALESCE(SUM(dead_at IS NOT NULL), 0) AS dead
       FROM service_requests`,
    ),
    // Each count reads one partial index (service_requests_pending, service_requests_dead), whose rows are
    // the backlog only: the forwarded requests, nearly all of the table, are never visited.
    pending: db.prepare<[], { n: number }>(SQLITE_BACKLOG_QUERIES.pending),
    dead: db.prepare<[], { n: number }>(SQLITE_BACKLOG_QUERIES.dead),
    forwarded: db.prepare<{ id: string; owner: string; at: string }>(
      `UPDATE service_requests SET forwarded_at = @at, forward_attempts = forward_attempts + 1, last_forward_error = NULL,
         next_forward_at = NULL, claimed_by = NULL, claim_expires_at = NULL
       WHERE id = @id AND claimed_by = @owner AND forwarded_at IS NULL`,
    ),
    failed: db.prepare<{ id: string; owner: string; error: string; next: string | null; dead: string | null }>(
      `UPDATE service_requests SET forward_attempts = forward_attempts + 1, last_forward_error = @error,
         next_forward_at = @next, dead_at = @dead, claimed_by = NULL, claim_expires_at = NULL
       WHERE id = @id AND claimed_by = @owner AND forwarded_at IS NULL`,
    ),
  }
}

/** Stores one request, or finds the one its key already names (inside the caller's transaction). */
function saveOne(sql: ReturnType<typeof statements>, input: ServiceRequestInput, meta: { id: string; receivedAt: string }): SaveResult {
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
}

interface WaitingSave {
  input: ServiceRequestInput
  meta: { id: string; receivedAt: string }
  resolve: (result: SaveResult) => void
  reject: (error: unknown) => void
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

  // Group commit. better-sqlite3 is synchronous: each commit (with its fsync, synchronous=FULL) holds the
  // event loop, so a burst of 32 requests committed one by one kept /healthz waiting for seconds. The
  // saves that arrive in one turn of the event loop are committed together instead, in one transaction
  // and one fsync, just after the loop has read its pending I/O (setImmediate); each is answered only
  // once that commit is done, so nothing is acknowledged before it is durable. If the commit fails, every
  // save in it fails (nothing of it was stored) and each client retries with its key.
  let waiting: WaitingSave[] = []
  const commitWaiting = () => {
    const batch = waiting
    waiting = []
    if (batch.length === 0) return
    let results: SaveResult[]
    try {
      const { db, sql } = use()
      results = db.transaction(() => batch.map(({ input, meta }) => saveOne(sql, input, meta))).immediate()
    } catch (error) {
      for (const save of batch) save.reject(error)
      return
    }
    for (const [index, save] of batch.entries()) save.resolve(results[index] as SaveResult)
  }

  return {
    file,
    open() {
      use()
    },
    async close() {
      commitWaiting()
      if (!state) return
      state.db.close()
      state = null
    },
    async ping() {
      use().db.prepare('SELECT 1').get()
    },
    save(input: ServiceRequestInput, meta: { id: string; receivedAt: string }): Promise<SaveResult> {
      return new Promise<SaveResult>((resolve, reject) => {
        waiting.push({ input, meta, resolve, reject })
        if (waiting.length === 1) setImmediate(commitWaiting)
      })
    },
    async claimDue({ now, owner, until, limit }) {
      const { db, sql } = use()
      // IMMEDIATE: the write lock is taken before reading, so two processes on one file cannot both claim a row.
      return db.transaction(() => {
        const due = sql.due.all({ now, limit })
        for (const row of due) sql.claim.run({ id: row.id, owner, until })
        return due.map(fromRow)
      }).immediate()
    },
    async recordForward(id: string, owner: string, outcome: ForwardOutcome) {
      const { sql } = use()
      const result = outcome.ok
        ? sql.forwarded.run({ id, owner, at: outcome.at })
        : sql.failed.run({
            id,
            owner,
            error: outcome.error.slice(0, 500),
            next: outcome.nextAt,
            dead: outcome.nextAt === null ? outcome.at : null,
          })
      return result.changes === 1
    },
    async nextForwardAt() {
      const row = use().sql.nextDue.get()
      if (!row || row.waiting === 0) return null
      return row.next || new Date(0).toISOString()
    },
    async counts() {
      const row = use().sql.counts.get()
      return { pending: Number(row?.pending ?? 0), forwarded: Number(row?.forwarded ?? 0), dead: Number(row?.dead ?? 0) }
    },
    async backlog() {
      const { sql } = use()
      return { pending: sql.pending.get()?.n ?? 0, dead: sql.dead.get()?.n ?? 0 }
    },
    async get(id) {
      const row = use().sql.byId.get(id)
      return row ? fromRow(row) : null
    },
  }
}
