// server/node.ts as an operator runs it: a malformed setting stops the start with its name; SIGTERM
// lets an upload in flight and a webhook attempt in flight finish before the process exits.
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startHeldHook, startServer, waitFor, type HeldHook } from './processes'

let dir: string
let hook: HeldHook
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'waypoint-node-'))
  hook = await startHeldHook(1500)
})
afterAll(async () => {
  await hook.close()
  rmSync(dir, { recursive: true, force: true })
})

const body = (n: number) =>
  JSON.stringify({
    name: 'Dana Levi',
    email: 'dana@example.org',
    phone: '',
    message: `Shutdown test ${n}`,
    service: 'Storage Solutions',
    idempotencyKey: `7a7a7a7a-0000-4000-8000-${String(n).padStart(12, '0')}`,
  })

function rows(file: string) {
  const db = new Database(file, { readonly: true })
  try {
    return db.prepare('SELECT id, message, forwarded_at FROM service_requests').all() as { id: string; message: string; forwarded_at: string | null }[]
  } finally {
    db.close()
  }
}

describe('starting', () => {
  it('stops at once, naming the variable, when a setting is malformed', async () => {
    await expect(startServer({ PORT: 'eighty', DIST_DIR: dir }, 15_000)).rejects.toThrow(/Waypoint cannot start: PORT must be an integer/)
  })

  it('stops with one line naming HOST, no stack trace, for an address that is not one', async () => {
    const failed = await startServer({ HOST: '256.1.1.1', DIST_DIR: dir }, 15_000).then(
      () => null,
      (error: Error) => error.message,
    )
    expect(failed).toMatch(/Waypoint cannot start: HOST must be an IP address or a host name .*"256\.1\.1\.1"/)
    expect(failed).not.toMatch(/^\s+at /m)
  })

  it('names DATABASE_URL, its password masked, when PostgreSQL refuses the connection', async () => {
    // A loopback port nothing listens on: the connection is refused at once.
    const closed = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as AddressInfo
        probe.close(() => resolve(port))
      })
    })
    const failed = await startServer({ DATABASE_URL: `postgres://waypoint:s3cret@127.0.0.1:${closed}/waypoint`, DIST_DIR: dir }, 30_000).then(
      () => null,
      (error: Error) => error.message,
    )
    expect(failed).toMatch(new RegExp(`Waypoint cannot start: the service-requests database cannot be opened: DATABASE_URL \\(postgres://waypoint:\\*\\*\\*@127\\.0\\.0\\.1:${closed}/waypoint\\): .*ECONNREFUSED`))
    expect(failed).not.toMatch(/s3cret/)
  })
})

describe('SIGTERM', () => {
  it('lets an upload in flight finish and be stored, then exits cleanly', async () => {
    const db = path.join(dir, 'upload.db')
    const server = await startServer({ SERVICE_REQUESTS_DB: db, DIST_DIR: dir })
    const payload = Buffer.from(body(1))
    const { port } = new URL(server.url)
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = httpRequest(
        { host: '127.0.0.1', port, method: 'POST', path: '/api/functions/service-requests', headers: { 'Content-Type': 'application/json', 'Content-Length': payload.length, Origin: server.url } },
        (res) => {
          let text = ''
          res.on('data', (chunk: Buffer) => (text += chunk.toString()))
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }))
        },
      )
      req.on('error', reject)
      // Half the body now, the rest after the signal: a slow phone upload.
      req.write(payload.subarray(0, 40))
      setTimeout(() => {
        server.child.kill('SIGTERM')
        setTimeout(() => req.end(payload.subarray(40)), 1000)
      }, 300)
    })
    const { status, text } = await answer
    expect(status, text).toBe(202)
    expect(await server.exited).toBe(0)
    expect(rows(db).map((row) => row.message)).toEqual(['Shutdown test 1'])
  }, 60_000)

  it('lets a webhook attempt in flight finish and records it before exiting', async () => {
    const db = path.join(dir, 'forward.db')
    const server = await startServer({ SERVICE_REQUESTS_DB: db, SERVICE_REQUESTS_WEBHOOK_URL: hook.url, DIST_DIR: dir })
    const response = await fetch(`${server.url}/api/functions/service-requests`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: server.url },
      body: body(2),
    })
    expect(response.status).toBe(202)
    // The webhook takes 1.5 s to answer; the signal comes while it thinks.
    await waitFor(() => hook.holding() === 1, 'the attempt to reach the webhook')
    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(0)
    expect(hook.delivered).toHaveLength(1)
    expect(rows(db)[0]?.forwarded_at).not.toBeNull()
    expect(server.output()).toMatch(/"event":"forward".*"ok":true/)
  }, 60_000)
})
