// How the built server answers probes and pages during a burst of service requests, as the issue's
// review measured it: `npx tsx scripts/measure-burst.ts [posts=400] [concurrency=32]` (after
// `npm run build`). It starts dist-server/node.js (or SERVER=<another build's node.js>, to compare) on
// SQLite in a scratch folder, measures GET /healthz and GET / idle, then again while `concurrency` clients
// send `posts` POSTs, and prints percentiles.
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Worker } from 'node:worker_threads'

const POSTS = Number(process.argv[2] ?? 400)
const CONCURRENCY = Number(process.argv[3] ?? 32)
const PROJECT = path.resolve(import.meta.dirname, '..')
const folder = mkdtempSync(path.join(tmpdir(), 'waypoint-burst-'))

const child = spawn(process.execPath, [...(process.env.PROFILE ? ['--cpu-prof', '--cpu-prof-dir', process.env.PROFILE] : []), process.env.SERVER ?? 'dist-server/node.js'], {
  cwd: PROJECT,
  env: {
    PATH: process.env.PATH ?? '',
    HOST: '127.0.0.1',
    PORT: '0',
    SERVICE_REQUESTS_DB: path.join(folder, 'requests.db'),
    SERVICE_REQUESTS_RATE_LIMIT: '0',
    SHUTDOWN_DELAY_MS: '0',
    // The pages of this checkout's build, whichever server build is measured (DIST_DIR to compare another).
    DIST_DIR: process.env.DIST_DIR ?? path.join(PROJECT, 'dist'),
  },
  stdio: ['ignore', 'pipe', 'inherit'],
})
const url = await new Promise<string>((resolve, reject) => {
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString()
    const ready = /Waypoint is ready on (http:\/\/\S+)/.exec(output)
    if (ready?.[1]) resolve(ready[1])
  })
  child.once('exit', () => reject(new Error(output)))
})
child.stdout.resume()

async function timed(target: string, init?: RequestInit): Promise<number> {
  const started = performance.now()
  const response = await fetch(target, init)
  await response.arrayBuffer()
  if (!response.ok) throw new Error(`${target}: ${response.status}`)
  return performance.now() - started
}

function summary(times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b)
  const at = (q: number) => (sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0).toFixed(1)
  return `n=${sorted.length} p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${(sorted.at(-1) ?? 0).toFixed(1)} ms`
}

/** Probes a path one request after another until `until` resolves. */
async function probe(target: string, until: Promise<unknown>): Promise<number[]> {
  let done = false
  void until.then(() => (done = true))
  const times: number[] = []
  while (!done) times.push(await timed(target))
  return times
}

const paths = ['/healthz', '/']
for (const p of paths) {
  const idle: number[] = []
  for (let i = 0; i < 50; i++) idle.push(await timed(`${url}${p}`))
  console.info(`idle  ${p.padEnd(8)} ${summary(idle)}`)
}

// The clients run on a thread of their own, so that their work does not delay the probes' own event loop
// (a balancer's or kubelet's probe is another process): what the probes time is the server's answer.
const LOAD = `
const { parentPort, workerData } = require('node:worker_threads')
const { url, posts, concurrency } = workerData
let next = 0
const times = []
async function client() {
  while (next < posts) {
    const n = next++
    const body = JSON.stringify({
      name: 'Dana Levi', email: 'dana@example.org', phone: '', message: 'Burst ' + n,
      service: 'Storage Solutions', idempotencyKey: 'b0b0b0b0-0000-4000-8000-' + String(n).padStart(12, '0'),
    })
    const started = performance.now()
    const response = await fetch(url + '/api/functions/service-requests', {
      method: 'POST', headers: { 'Content-Type': 'application/json', Origin: url }, body,
    })
    await response.arrayBuffer()
    if (!response.ok) throw new Error('POST: ' + response.status)
    times.push(performance.now() - started)
  }
}
Promise.all(Array.from({ length: concurrency }, client)).then(() => parentPort.postMessage(times))
`
/** The server's CPU time so far (user + system), in ms, from /proc (Linux). */
function serverCpuMs(): number {
  const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100
}
const cpuBefore = serverCpuMs()
const started = performance.now()
const load = new Worker(LOAD, { eval: true, workerData: { url, posts: POSTS, concurrency: CONCURRENCY } })
const burst = new Promise<number[]>((resolve, reject) => {
  load.once('message', resolve)
  load.once('error', reject)
})
const probes = await Promise.all(paths.map((p) => probe(`${url}${p}`, burst)))
const postTimes = await burst
const seconds = (performance.now() - started) / 1000
for (const [i, p] of paths.entries()) console.info(`burst ${p.padEnd(8)} ${summary(probes[i] ?? [])}`)
console.info(`burst POSTs    ${summary(postTimes)}; ${POSTS} in ${seconds.toFixed(2)} s (${(POSTS / seconds).toFixed(0)}/s), ${CONCURRENCY} at a time`)
console.info(`server CPU during the burst: ${(serverCpuMs() - cpuBefore).toFixed(0)} ms; load average ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`)

child.kill('SIGTERM')
await new Promise((resolve) => child.once('exit', resolve))
rmSync(folder, { recursive: true, force: true })
