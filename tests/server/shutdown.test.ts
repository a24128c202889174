// SIGTERM under load, with the documented production command (`npm run serve`, which runs the built
// server with node): the signal goes to npm, as a container runtime or process manager sends it to the
// process it started. With 24 POSTs in flight, /readyz says 503 while the server still serves (so a
// balancer stops sending), then the server stops accepting connections, answers every request in flight,
// closes the database and logs it. None is reset, and every acknowledged request is in the store.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, waitFor, type ServerProcess } from './processes'

const IN_FLIGHT = 24

let dir: string
let server: ServerProcess | undefined
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'waypoint-drain-'))
})
afterAll(() => {
  // A failed test must not leave the server running: SIGKILL reaches npm only, so its child too.
  if (server?.child.exitCode === null) {
    const pid = server.child.pid
    if (pid) execFileSync('pkill', ['-KILL', '-P', String(pid)], { stdio: 'ignore' })
    server.child.kill('SIGKILL')
  }
  rmSync(dir, { recursive: true, force: true })
})

const body = (n: number) =>
  Buffer.from(
    JSON.stringify({
      name: 'Dana Levi',
      email: 'dana@example.org',
      phone: '',
      message: `Drain test ${n}`,
      service: 'Storage Solutions',
      idempotencyKey: `d7a1d7a1-0000-4000-8000-${String(n).padStart(12, '0')}`,
    }),
  )

type Outcome = { status: number; id?: string } | { error: string }

/** A POST on a connection of its own, its headers and the start of its body sent now; `finish` sends the rest. */
function startPost(url: string, n: number) {
  const payload = body(n)
  const { port } = new URL(url)
  const req = httpRequest({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/api/functions/service-requests',
    agent: false,
    headers: { 'Content-Type': 'application/json', 'Content-Length': payload.length, Origin: url },
  })
  const sent = new Promise<void>((resolve) => req.write(payload.subarray(0, 40), () => resolve()))
  const outcome = new Promise<Outcome>((resolve) => {
    req.on('response', (res) => {
      let text = ''
      res.on('data', (chunk: Buffer) => (text += chunk.toString()))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, id: (JSON.parse(text) as { id?: string }).id }))
      res.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }))
    })
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }))
  })
  return { sent, finish: () => req.end(payload.subarray(40)), outcome }
}

async function status(url: string): Promise<number | string> {
  try {
    const response = await fetch(url)
    await response.body?.cancel()
    return response.status
  } catch (error) {
    return ((error as Error).cause as NodeJS.ErrnoException | undefined)?.code ?? 'failed'
  }
}

describe('SIGTERM to `npm run serve` with requests in flight', () => {
  it('says not ready, stops accepting, answers all 24 requests and stores every acknowledged one', async () => {
    const db = path.join(dir, 'drain.db')
    const running = await startServer(
      { SERVICE_REQUESTS_DB: db, DIST_DIR: dir, SHUTDOWN_DELAY_MS: '1500', SERVICE_REQUESTS_RATE_LIMIT: '0' },
      60_000,
      ['npm', ['run', '--silent', 'serve']],
    )
    server = running
    expect(await status(`${running.url}/readyz`)).toBe(200)

    const posts = Array.from({ length: IN_FLIGHT }, (_, n) => startPost(running.url, n))
    await Promise.all(posts.map((post) => post.sent))
    running.child.kill('SIGTERM')

    // Not ready, while still serving: a balancer's probe sees 503 and takes the instance out.
    await waitFor(async () => (await status(`${running.url}/readyz`)) === 503, '/readyz to answer 503')
    expect(await status(`${running.url}/healthz`)).toBe(200)
    // Then no new connection is accepted, and only then do the requests in flight send the rest of their bodies.
    await waitFor(() => /no longer accepts connections/.test(running.output()), 'the server to stop accepting', 10_000)
    expect(await status(`${running.url}/healthz`)).toBe('ECONNREFUSED')
    for (const post of posts) post.finish()
    const outcomes = await Promise.all(posts.map((post) => post.outcome))

    expect(await running.exited).toBe(0)
    const answered = outcomes.filter((outcome): outcome is { status: number; id?: string } => 'status' in outcome)
    const failed = outcomes.filter((outcome) => 'error' in outcome)
    const stored = new Database(db, { readonly: true })
    const ids = new Set((stored.prepare('SELECT id FROM service_requests').all() as { id: string }[]).map((row) => row.id))
    stored.close()
    const acknowledged = answered.filter((outcome) => outcome.status === 202)
    console.info(`drain: ${IN_FLIGHT} sent, ${answered.length} answered (${acknowledged.length} with 202), ${failed.length} reset or failed, ${ids.size} stored`)

    expect(failed).toEqual([])
    expect(answered.map((outcome) => outcome.status)).toEqual(Array(IN_FLIGHT).fill(202))
    expect(acknowledged.filter((outcome) => !ids.has(outcome.id ?? ''))).toEqual([])
    expect(ids.size).toBe(IN_FLIGHT)
    expect(running.output()).toMatch(/SIGTERM: shutting down/)
    expect(running.output()).toMatch(/Waypoint stopped\s*$/)
  }, 90_000)
})
