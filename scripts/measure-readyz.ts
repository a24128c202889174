// Measures GET /readyz, a balancer's probe and the operator's, on a SQLite store of N rows (99% forwarded,
// 1% waiting, 0.1% dead letters), 60 times each: `npx tsx scripts/measure-readyz.ts [N=200000]`.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import Database from 'better-sqlite3'
import { createApp } from '../server/app'
import { sqliteServiceRequestStore } from '../server/node-service-requests'

const N = Number(process.argv[2] ?? 200_000)
// A folder of its own: the store makes its folder the owner's only (0700), which must never be /tmp itself.
const folder = mkdtempSync(`${tmpdir()}/waypoint-readyz-`)
const file = `${folder}/requests.db`
const store = sqliteServiceRequestStore(file)
store.open()
const db = new Database(file)
const insert = db.prepare(`INSERT INTO service_requests (id, idempotency_key, received_at, service, name, email, phone, message, forwarded_at, dead_at)
  VALUES (?, ?, ?, 'Storage Solutions', 'Dana Levi', 'dana@example.org', '', 'Moving in spring', ?, ?)`)
db.transaction(() => {
  for (let i = 0; i < N; i++) {
    const at = new Date(Date.UTC(2026, 0, 1) + i * 1000).toISOString()
    insert.run(`id-${i}`, `key-${i}`, at, i % 100 === 0 ? null : at, i % 1000 === 1 ? at : null)
  }
})()
db.close()
const token = 'operator-token-for-measuring-0123456789'
const app = createApp({ serviceRequests: store, serviceRequestsWebhookUrl: 'https://hooks.example/x', operatorToken: token } as never)
async function time(headers: Record<string, string>) {
  const ms: number[] = []
  let body = ''
  for (let i = 0; i < 60; i++) {
    const t = performance.now()
    const r = await app.request('http://127.0.0.1/readyz', { headers })
    body = await r.text()
    ms.push(performance.now() - t)
  }
  ms.sort((a, b) => a - b)
  return `median ${(ms[30] ?? 0).toFixed(2)} ms, p95 ${(ms[57] ?? 0).toFixed(2)} ms: ${body}`
}
console.log(`${N} rows, public  /readyz: ${await time({})}`)
console.log(`${N} rows, operator /readyz: ${await time({ Authorization: `Bearer ${token}` })}`)
await app.stopBackground()
await store.close()
rmSync(folder, { recursive: true, force: true })
process.exit(0)
