// Several server processes on one PostgreSQL, as a deployment behind a load balancer runs them: the same
// requests sent through both (a person's retry may reach either), one process killed in the middle of
// forwarding. Every request is stored once and forwarded once, and none is forgotten.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import postgresClient from 'postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startPostgres, type RealPostgres } from '../../scripts/services/postgres'
import { startHeldHook, startServer, waitFor, type HeldHook, type ServerProcess } from './processes'

const REQUESTS = 24

let postgres: RealPostgres
let hook: HeldHook
let dist: string
const servers: ServerProcess[] = []
beforeAll(async () => {
  postgres = await startPostgres()
  hook = await startHeldHook(600)
  // No build needed: the API is all this test asks for.
  dist = mkdtempSync(path.join(tmpdir(), 'waypoint-empty-dist-'))
}, 60_000)
afterAll(async () => {
  for (const server of servers) server.child.kill('SIGKILL')
  await hook?.close()
  await postgres?.stop()
  rmSync(dist, { recursive: true, force: true })
})

const request = (n: number) => ({
  name: 'Dana Levi',
  email: 'dana@example.org',
  phone: '',
  message: `Moving in spring, request ${n}`,
  service: 'Storage Solutions',
  idempotencyKey: `5f0c1a2b-0000-4000-8000-${String(n).padStart(12, '0')}`,
})

async function post(server: ServerProcess, n: number): Promise<Response> {
  return fetch(`${server.url}/api/functions/service-requests`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: server.url },
    body: JSON.stringify(request(n)),
  })
}

async function send(server: ServerProcess, n: number): Promise<number> {
  const response = await post(server, n)
  await response.body?.cancel()
  return response.status
}

describe('two server processes sharing one PostgreSQL', () => {
  it('store each request once and forward each once, even when one dies mid-forward', async () => {
    const databaseUrl = postgres.createDatabase('instances')
    const env = {
      DATABASE_URL: databaseUrl,
      SERVICE_REQUESTS_WEBHOOK_URL: hook.url,
      // The shortest claim the timeout allows (its 20 s and 5 s): the survivor takes the dead one's over then.
      SERVICE_REQUESTS_FORWARD_CLAIM_SECONDS: '25',
      // Long enough that an attempt held by the test never times out on a busy machine: a timed-out attempt
      // waits 30 s and more for its retry (10 s was not enough with other tests beside it).
      UPSTREAM_TIMEOUT_MS: '20000',
      DIST_DIR: dist,
      // Every request here comes from this one test: the per-client limit is not what is under test.
      SERVICE_REQUESTS_RATE_LIMIT: '0',
    }
    const [a, b] = await Promise.all([startServer(env), startServer(env)])
    servers.push(a, b)

    // Each request through both processes at once, and once more through the first: three sends each.
    const statuses = (
      await Promise.all(Array.from({ length: REQUESTS }, (_, n) => Promise.all([send(a, n), send(b, n), send(a, n)])))
    ).flat()
    const created = statuses.filter((status) => status === 202).length
    const replayed = statuses.filter((status) => status === 200).length
    expect(created).toBe(REQUESTS)
    expect(replayed).toBe(REQUESTS * 2)

    // Both are forwarding now. Hold the webhook's answers until each process has one in flight, then kill
    // the first: its attempt never completes, and its claim must run out for the second to take it.
    await waitFor(() => hook.delivered.length >= 2, 'the first forwards')
    hook.hold()
    await waitFor(() => hook.holding() === 2, 'an attempt in flight from each process')
    a.child.kill('SIGKILL')
    await a.exited
    hook.open()

    const sql = postgresClient(databaseUrl, { onnotice: () => undefined })
    try {
      await waitFor(
        async () => (await sql`SELECT COUNT(*)::int AS n FROM service_requests WHERE forwarded_at IS NULL`)[0]?.n === 0,
        'every request forwarded by the survivor',
        // A failed attempt is retried 30 s later, a second one 60 s after that (on a busy machine).
        100_000,
      )
      const [counts] = await sql<{ rows: number; forwarded: number; dead: number; attempts: number }[]>`
        SELECT COUNT(*)::int AS rows, COUNT(forwarded_at)::int AS forwarded, COUNT(dead_at)::int AS dead,
               SUM(forward_attempts)::int AS attempts
        FROM service_requests`
      const ids = (await sql<{ id: string }[]>`SELECT id FROM service_requests ORDER BY id`).map((row) => row.id)

      expect(counts).toMatchObject({ rows: REQUESTS, forwarded: REQUESTS, dead: 0 })
      expect([...hook.delivered].sort()).toEqual(ids)
      expect(new Set(hook.delivered).size).toBe(hook.delivered.length)
      // The figures for the operator's eye (and the closing note).
      console.info(
        `two instances: ${statuses.length} requests sent, ${counts?.rows} rows stored, ${hook.delivered.length} forwards delivered, ` +
          `${replayed} duplicates answered from the store, ${counts?.attempts} forward attempts recorded`,
      )
    } finally {
      await sql.end()
    }
    b.child.kill('SIGTERM')
    expect(await b.exited).toBe(0)
  }, 180_000)
})

describe('the rate limits of two server processes sharing one PostgreSQL', () => {
  it('refuse the 41st request in 10 minutes from one client, whichever instance it reaches', async () => {
    const env = { DATABASE_URL: postgres.createDatabase('limits'), DIST_DIR: dist }
    const [a, b] = await Promise.all([startServer(env), startServer(env)])
    servers.push(a, b)
    expect(a.output()).toMatch(/the rate limits are counted there too/)

    // The default allowance, 40, spent half on each instance: alone, each would still allow 20 more.
    const statuses = []
    for (let n = 0; n < 40; n++) statuses.push(await send(n % 2 === 0 ? a : b, 100 + n))
    expect(statuses).toEqual(Array(40).fill(202))

    for (const [server, n] of [[a, 140], [b, 141]] as const) {
      const refused = await post(server, n)
      expect(refused.status, server.url).toBe(429)
      const retryAfter = Number(refused.headers.get('retry-after'))
      expect(retryAfter).toBeGreaterThan(500)
      expect(retryAfter).toBeLessThanOrEqual(600)
      expect(await refused.json()).toEqual({ error: `Too many requests from this address. Try again in ${retryAfter} seconds.`, code: 'rate_limited', retryAfter })
    }

    const sql = postgresClient(env.DATABASE_URL, { onnotice: () => undefined })
    try {
      const [stored] = await sql<{ n: number }[]>`SELECT COUNT(*)::int AS n FROM service_requests`
      expect(stored?.n).toBe(40)
    } finally {
      await sql.end()
    }
    console.info(`two instances, one limit: 40 requests accepted (20 through each), the 41st refused with 429 on both`)
    for (const server of [a, b]) server.child.kill('SIGTERM')
    expect(await Promise.all([a.exited, b.exited])).toEqual([0, 0])
  }, 120_000)
})
