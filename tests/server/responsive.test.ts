// The built server keeps answering while its SQLite store waits: the store runs in a worker thread, so
// a commit that waits (for its fsync in a burst, or here for a lock another connection holds) holds that
// thread only. On the main thread, better-sqlite3's wait held every request, /healthz included: a
// liveness probe with a 1 s timeout would have killed a healthy server in a burst.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type ServerProcess } from './processes'

let dir: string
let server: ServerProcess | undefined
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'waypoint-responsive-'))
})
afterAll(() => {
  server?.child.kill('SIGKILL')
  rmSync(dir, { recursive: true, force: true })
})

const request = JSON.stringify({
  name: 'Dana Levi',
  email: 'dana@example.org',
  phone: '',
  message: 'Held by a lock',
  service: 'Storage Solutions',
  idempotencyKey: 'c0c0c0c0-0000-4000-8000-000000000001',
})

describe('while the store waits', () => {
  it('answers /healthz at once, and the request once the store can commit it', async () => {
    const file = path.join(dir, 'requests.db')
    server = await startServer({ SERVICE_REQUESTS_DB: file, DIST_DIR: dir })
    expect(server.output()).toMatch(/in a worker thread/)

    // Another connection takes the write lock: the store's commit waits for it (busy_timeout, 5 s).
    const holder = new Database(file)
    holder.exec('BEGIN IMMEDIATE')
    const url = server.url
    const posted = fetch(`${url}/api/functions/service-requests`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: url },
      body: request,
    })
    let answered = false
    void posted.then(
      () => (answered = true),
      () => undefined,
    )
    try {
      // Probed one after another for 1.5 s from the moment the POST went out: the POST reaches the store
      // and waits there meanwhile (it stays unanswered), and every probe must still answer within 1 s.
      const probes: number[] = []
      const since = performance.now()
      while (performance.now() - since < 1500) {
        const started = performance.now()
        const response = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2000) })
        expect(response.status).toBe(200)
        probes.push(performance.now() - started)
      }
      expect(Math.max(...probes)).toBeLessThan(1000)
      expect(answered).toBe(false)
    } finally {
      holder.exec('COMMIT')
      holder.close()
    }
    const response = await posted
    expect(response.status).toBe(202)
    const db = new Database(file, { readonly: true })
    expect(db.prepare('SELECT message FROM service_requests').all()).toEqual([{ message: 'Held by a lock' }])
    db.close()
  }, 60_000)
})
