// A fake third-party service on loopback for the key-configured paths: it records every request and
// answers with whatever the test sets, so tests can prove what reaches the upstream and what does not.
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface FakeAnswer {
  status: number
  body: unknown
  /** Sent as it is instead of `body` as JSON (junk, HTML, a truncated answer). */
  raw?: string | Buffer
  /** Content-Type (application/json by default). */
  type?: string
  /** Other headers (a redirect's Location). */
  headers?: Record<string, string>
}

export interface FakeUpstream {
  base: string
  requests: URL[]
  answer: (request: URL) => FakeAnswer
  close: () => Promise<void>
}

export async function startFakeUpstream(answer: (request: URL) => FakeAnswer): Promise<FakeUpstream> {
  const fake: FakeUpstream = { base: '', requests: [], answer, close: async () => {} }
  const server = createServer((req: IncomingMessage, res) => {
    const url = new URL(req.url ?? '/', 'http://fake.local')
    fake.requests.push(url)
    const { status, body, raw, type = 'application/json', headers = {} } = fake.answer(url)
    res.writeHead(status, { 'Content-Type': type, ...headers })
    res.end(raw ?? JSON.stringify(body))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  fake.base = `http://127.0.0.1:${port}`
  fake.close = () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())))
  return fake
}

/** A loopback address where nothing listens (a port we opened and closed again). */
export async function deadAddress(): Promise<string> {
  const fake = await startFakeUpstream(() => ({ status: 200, body: {} }))
  await fake.close()
  return fake.base
}

/** The request the fake saw last (fails the test when there was none). */
export function lastRequest(fake: FakeUpstream): URL {
  const last = fake.requests.at(-1)
  if (!last) throw new Error('The fake upstream received no request')
  return last
}
