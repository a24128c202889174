// The service-request store's contract, held by all three stores: in memory, the embedded SQLite file,
// and a real PostgreSQL (Debian's, started on loopback for this file). Stored once whatever the callers
// do; claimed by one forwarder at a time; a claim that runs out frees the request; given-up requests are
// counted apart.
import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { memoryServiceRequestStore, type ServiceRequestInput, type ServiceRequestStore } from '../../../server/lib/service-requests-store'
import { SQLITE_BACKLOG_QUERIES, sqliteServiceRequestStore } from '../../../server/node-service-requests'
import { POSTGRES_BACKLOG_QUERY, postgresServiceRequestStore } from '../../../server/node-service-requests-postgres'
import { startPostgres, type RealPostgres } from '../../../scripts/services/postgres'

const T0 = Date.parse('2026-11-22T12:00:00Z')
const at = (seconds: number) => new Date(T0 + seconds * 1000).toISOString()
const input = (n: number, change: Partial<ServiceRequestInput> = {}): ServiceRequestInput => ({
  name: 'Dana Levi',
  email: 'dana@example.org',
  phone: '',
  message: `Request ${n}`,
  service: 'Storage Solutions',
  idempotencyKey: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  ...change,
})

let postgres: RealPostgres
let dir: string
let databases = 0
beforeAll(async () => {
  postgres = await startPostgres()
  dir = mkdtempSync(path.join(tmpdir(), 'waypoint-store-'))
}, 60_000)
afterAll(async () => {
  await postgres?.stop()
  rmSync(dir, { recursive: true, force: true })
})

const stores: [string, () => Promise<ServiceRequestStore>][] = [
  ['memory', async () => memoryServiceRequestStore()],
  ['sqlite', async () => sqliteServiceRequestStore(path.join(dir, `requests-${++databases}.db`))],
  [
    'postgres',
    async () => {
      const store = postgresServiceRequestStore(postgres.createDatabase(`store_${++databases}`))
      await store.open()
      return store
    },
  ],
]

describe.each(stores)('the %s store', (_, makeStore) => {
  it('stores a request once however many times, and at once, it is sent', async () => {
    const store = await makeStore()
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => store.save(input(1), { id: `SR-${i}`, receivedAt: at(i) })))
    expect(results.filter((result) => result.status === 'created')).toHaveLength(1)
    expect(results.filter((result) => result.status === 'replayed')).toHaveLength(7)
    const ids = new Set(results.map((result) => result.record.id))
    expect(ids.size).toBe(1)
    expect(await store.counts()).toEqual({ pending: 1, forwarded: 0, dead: 0 })
    expect(await store.backlog()).toEqual({ pending: 1, dead: 0 })
    // The same key with another message is a conflict, and the original stays.
    const conflict = await store.save(input(1, { message: 'Something else' }), { id: 'SR-x', receivedAt: at(9) })
    expect(conflict.status).toBe('conflict')
    expect((await store.get([...ids][0] ?? ''))?.message).toBe('Request 1')
    await store.close()
  })

  it('lets one forwarder claim a request; another gets it only once the claim runs out', async () => {
    const store = await makeStore()
    await store.save(input(1), { id: 'SR-1', receivedAt: at(0) })
    await store.save(input(2), { id: 'SR-2', receivedAt: at(1) })
    const [a, b] = await Promise.all([
      store.claimDue({ now: at(2), owner: 'a', until: at(62), limit: 1 }),
      store.claimDue({ now: at(2), owner: 'b', until: at(62), limit: 1 }),
    ])
    expect([...a, ...b].map((record) => record.id).sort()).toEqual(['SR-1', 'SR-2'])
    expect(await store.claimDue({ now: at(3), owner: 'c', until: at(63), limit: 5 })).toEqual([])
    // While claimed, the earliest time anything may come due is the claims' end.
    expect(await store.nextForwardAt()).toBe(at(62))

    // 'b' forwards its request; 'a' dies mid-forward: once its claim runs out, 'c' takes its request, and
    // 'a' can no longer record it.
    const [mine] = b
    const [lost] = a.map((record) => record.id)
    if (!mine || !lost) throw new Error('each forwarder should hold one request')
    expect(await store.recordForward(mine.id, 'b', { ok: true, at: at(10) })).toBe(true)
    const taken = await store.claimDue({ now: at(62), owner: 'c', until: at(122), limit: 5 })
    expect(taken.map((record) => record.id)).toEqual([lost])
    expect(await store.recordForward(lost, 'a', { ok: true, at: at(63) })).toBe(false)
    expect(await store.recordForward(lost, 'c', { ok: true, at: at(64) })).toBe(true)
    expect(await store.get(lost)).toMatchObject({ forwardedAt: at(64), forwardAttempts: 1 })
    // Forwarded is final: not claimable, and a second record is refused.
    expect(await store.recordForward(lost, 'c', { ok: true, at: at(65) })).toBe(false)
    expect(await store.counts()).toEqual({ pending: 0, forwarded: 2, dead: 0 })
    expect(await store.nextForwardAt()).toBeNull()
    await store.close()
  })

  it('keeps a failed request for its retry time, and gives it up when told to', async () => {
    const store = await makeStore()
    await store.save(input(3), { id: 'SR-3', receivedAt: at(0) })
    await store.claimDue({ now: at(1), owner: 'a', until: at(61), limit: 1 })
    expect(await store.recordForward('SR-3', 'a', { ok: false, at: at(2), error: 'HTTP 500', nextAt: at(32) })).toBe(true)
    expect(await store.get('SR-3')).toMatchObject({ forwardedAt: null, forwardAttempts: 1, lastForwardError: 'HTTP 500', nextForwardAt: at(32) })
    expect(await store.nextForwardAt()).toBe(at(32))
    expect(await store.claimDue({ now: at(31), owner: 'a', until: at(91), limit: 1 })).toEqual([])

    await store.claimDue({ now: at(32), owner: 'a', until: at(92), limit: 1 })
    expect(await store.recordForward('SR-3', 'a', { ok: false, at: at(33), error: 'HTTP 502', nextAt: null })).toBe(true)
    expect(await store.get('SR-3')).toMatchObject({ deadAt: at(33), forwardAttempts: 2, lastForwardError: 'HTTP 502' })
    expect(await store.counts()).toEqual({ pending: 0, forwarded: 0, dead: 1 })
    expect(await store.backlog()).toEqual({ pending: 0, dead: 1 })
    expect(await store.nextForwardAt()).toBeNull()
    expect(await store.claimDue({ now: at(9999), owner: 'a', until: at(99999), limit: 1 })).toEqual([])
    await store.close()
  })

  it('answers a ping while open', async () => {
    const store = await makeStore()
    await expect(store.ping()).resolves.toBeUndefined()
    await store.close()
  })
})

describe('the SQLite file', () => {
  it("is the owner's only: the folder 0700, the file 0600", async () => {
    const folder = path.join(dir, 'private', 'data')
    const store = sqliteServiceRequestStore(path.join(folder, 'requests.db'))
    await store.save(input(1), { id: 'SR-1', receivedAt: at(0) })
    expect(statSync(folder).mode & 0o777).toBe(0o700)
    expect(statSync(path.join(folder, 'requests.db')).mode & 0o777).toBe(0o600)
    await store.close()
  })

  it('commits the saves of one burst together, each acknowledged only once committed', async () => {
    // better-sqlite3 holds the event loop for every commit and its fsync: one by one, a burst of POSTs
    // kept the health checks waiting for seconds. Saves arriving together are one transaction.
    const file = path.join(dir, 'burst.db')
    const store = sqliteServiceRequestStore(file)
    store.open()
    const saves = Array.from({ length: 32 }, (_, n) => store.save(input(100 + n), { id: `SR-B${n}`, receivedAt: at(n) }))
    // The same key twice in the burst: once stored, once a replay; with another message, a conflict.
    saves.push(store.save(input(100), { id: 'SR-again', receivedAt: at(40) }))
    saves.push(store.save(input(101, { message: 'Changed' }), { id: 'SR-changed', receivedAt: at(41) }))
    const results = await Promise.all(saves)
    expect(results.map((result) => result.status)).toEqual([...Array(32).fill('created'), 'replayed', 'conflict'])
    expect(results[32]?.record.id).toBe('SR-B0')

    // Every commit appends the pages it changed to the write-ahead log: 32 commits would write well over
    // 32 frames (the table and two indexes each time); one commit writes a handful.
    const reader = new Database(file)
    const [checkpoint] = reader.pragma('wal_checkpoint(PASSIVE)') as { log: number }[]
    expect(reader.prepare('SELECT COUNT(*) AS n FROM service_requests').get()).toEqual({ n: 32 })
    reader.close()
    expect(checkpoint?.log).toBeLessThan(16)
    await store.close()
  })

  it('brings a database of the first schema up to date, keeping its requests', async () => {
    const file = path.join(dir, 'old.db')
    const old = new Database(file)
    old.exec(`CREATE TABLE service_requests (id TEXT PRIMARY KEY, idempotency_key TEXT NOT NULL UNIQUE, received_at TEXT NOT NULL,
      service TEXT NOT NULL, name TEXT NOT NULL, email TEXT NOT NULL, phone TEXT NOT NULL, message TEXT NOT NULL, forwarded_at TEXT,
      forward_attempts INTEGER NOT NULL DEFAULT 0, last_forward_error TEXT, next_forward_at TEXT);
      INSERT INTO service_requests VALUES ('SR-OLD', '${input(7).idempotencyKey}', '${at(0)}', 'Storage Solutions', 'Dana Levi',
        'dana@example.org', '', 'Request 7', NULL, 2, 'HTTP 500', '${at(60)}');
      PRAGMA user_version = 1;`)
    old.close()
    const store = sqliteServiceRequestStore(file)
    expect(await store.get('SR-OLD')).toMatchObject({ message: 'Request 7', forwardAttempts: 2, deadAt: null })
    expect((await store.claimDue({ now: at(60), owner: 'a', until: at(120), limit: 1 })).map((record) => record.id)).toEqual(['SR-OLD'])
    await store.close()
  })
})

describe('the backlog /readyz reports to the operator', () => {
  // Its cost must follow the backlog, not the table: 200,000 forwarded rows cost a full-table count
  // 120 ms or more on every probe. Each count has to come from a partial index.
  it('is counted from partial indexes in SQLite, never by reading the table', async () => {
    const file = path.join(dir, 'plan.db')
    const store = sqliteServiceRequestStore(file)
    store.open()
    const db = new Database(file, { readonly: true })
    for (const query of Object.values(SQLITE_BACKLOG_QUERIES)) {
      const plan = (db.prepare(`EXPLAIN QUERY PLAN ${query}`).all() as { detail: string }[]).map((step) => step.detail).join('; ')
      expect(plan, query).toMatch(/USING (COVERING )?INDEX service_requests_(pending|dead)\b/)
    }
    db.close()
    await store.close()
  })

  it('is counted from partial indexes in PostgreSQL, never by reading the table', async () => {
    const url = postgres.createDatabase('plan')
    const store = postgresServiceRequestStore(url)
    await store.open()
    await store.close()
    const { default: postgresClient } = await import('postgres')
    const raw = postgresClient(url, { onnotice: () => undefined, max: 1 })
    try {
      // On an empty table the planner would read it whatever the indexes; forbid that, and see what is left.
      await raw`SET enable_seqscan = off`
      const plan = (await raw.unsafe<{ 'QUERY PLAN': string }[]>(`EXPLAIN ${POSTGRES_BACKLOG_QUERY}`)).map((row) => row['QUERY PLAN']).join('\n')
      expect(plan).not.toMatch(/Seq Scan/)
      expect(plan).toMatch(/service_requests_waiting/)
      expect(plan).toMatch(/service_requests_dead/)
    } finally {
      await raw.end()
    }
  })
})

describe('PostgreSQL migrations', () => {
  it('run once when several processes start together, and a newer schema stops an older server', async () => {
    const url = postgres.createDatabase('migrations')
    const stores = Array.from({ length: 4 }, () => postgresServiceRequestStore(url))
    await Promise.all(stores.map((store) => store.open()))
    const [first, , , last] = stores
    await first?.save(input(1), { id: 'SR-1', receivedAt: at(0) })
    expect(await last?.get('SR-1')).toMatchObject({ message: 'Request 1' })

    const sql = postgresServiceRequestStore(url)
    await sql.open()
    await Promise.all([...stores, sql].map((store) => store.close()))

    const { default: postgresClient } = await import('postgres')
    const raw = postgresClient(url, { onnotice: () => undefined })
    await raw`INSERT INTO schema_migrations (version) VALUES (99)`
    await raw.end()
    const older = postgresServiceRequestStore(url)
    await expect(older.open()).rejects.toThrow(/schema version 99/)
    await older.close()
  })
})
