// The Node server's connection limits (HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS, KEEP_ALIVE_TIMEOUT_MS,
// MAX_CONNECTIONS) on a real socket: a client that trickles its headers is answered 408 and closed in
// about the timeout, and past the cap a new connection is closed unanswered.
import { connect, type AddressInfo, type Socket } from 'node:net'
import type { Server } from 'node:http'
import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import { afterEach, describe, expect, it } from 'vitest'
import { parseServerConfig } from '@server/config'
import { nodeServerOptions } from '@server/node-app'

const servers: Server[] = []
const sockets: Socket[] = []
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy()
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))))
})

async function start(env: Record<string, string>): Promise<{ server: Server; port: number }> {
  const app = new Hono().get('/', (c) => c.text('ok'))
  const limits = nodeServerOptions(parseServerConfig(env))
  const server = await new Promise<Server>((resolve) => {
    const created = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1', serverOptions: limits.serverOptions }, () => resolve(created as Server)) as Server
  })
  server.maxConnections = limits.maxConnections
  servers.push(server)
  return { server, port: (server.address() as AddressInfo).port }
}

/** Opens a connection and collects what the server sends until it closes it. */
function open(port: number): { socket: Socket; connected: Promise<void>; closed: Promise<string> } {
  const socket = connect(port, '127.0.0.1')
  sockets.push(socket)
  let received = ''
  socket.on('data', (chunk) => (received += chunk.toString('latin1')))
  socket.on('error', () => undefined)
  return {
    socket,
    connected: new Promise((resolve) => socket.once('connect', () => resolve())),
    closed: new Promise((resolve) => socket.once('close', () => resolve(received))),
  }
}

describe('connection limits', () => {
  it('has sane defaults, checked at start', () => {
    expect(parseServerConfig({}).connections).toEqual({ headersTimeoutMs: 20_000, requestTimeoutMs: 30_000, keepAliveTimeoutMs: 5000, maxConnections: 1000 })
    expect(nodeServerOptions(parseServerConfig({})).serverOptions).toMatchObject({ headersTimeout: 20_000, requestTimeout: 30_000, keepAliveTimeout: 5000 })
    expect(() => parseServerConfig({ HEADERS_TIMEOUT_MS: '40000' })).toThrow(/^HEADERS_TIMEOUT_MS \(40000\) must not be longer than REQUEST_TIMEOUT_MS \(30000\)/)
    expect(() => parseServerConfig({ MAX_CONNECTIONS: '0' })).toThrow(/^MAX_CONNECTIONS must be an integer/)
    expect(() => parseServerConfig({ KEEP_ALIVE_TIMEOUT_MS: 'long' })).toThrow(/^KEEP_ALIVE_TIMEOUT_MS/)
  })

  it('answers 408 and closes a client that never finishes its headers, in about the timeout', async () => {
    const { port } = await start({ HEADERS_TIMEOUT_MS: '1000', REQUEST_TIMEOUT_MS: '1000' })
    const slow = open(port)
    await slow.connected
    const started = performance.now()
    slow.socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ')
    const answer = await slow.closed
    expect(answer).toMatch(/^HTTP\/1\.1 408/)
    expect(performance.now() - started).toBeLessThan(4000)
  })

  it('closes connections past MAX_CONNECTIONS as they arrive, and serves the others', async () => {
    const { port } = await start({ MAX_CONNECTIONS: '2' })
    const first = open(port)
    const second = open(port)
    await Promise.all([first.connected, second.connected])
    const extra = open(port)
    expect(await extra.closed).toBe('')
    first.socket.end('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n')
    expect(await first.closed).toMatch(/^HTTP\/1\.1 200[\s\S]*ok$/)
  })
})
