// Test helpers for the server as it really runs: `server/node.ts` in a process of its own, with its
// environment, and a webhook receiver on loopback that can hold its answers.
import { spawn, type ChildProcess } from 'node:child_process'
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'

const PROJECT = path.resolve(import.meta.dirname, '..', '..')

export interface ServerProcess {
  url: string
  child: ChildProcess
  output: () => string
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>
}

/** Starts `server/node.ts` on a free port with `env` (on top of a clean environment) and waits until it is ready. */
export async function startServer(env: Record<string, string>, timeoutMs = 30_000): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/node.ts'], {
    cwd: PROJECT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const ready = /Waypoint is ready on (http:\/\/\S+)/.exec(output)
    if (ready?.[1]) return { url: ready[1], child, output: () => output, exited }
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}):\n${output}`)
    if (Date.now() > deadline) throw new Error(`The server did not start:\n${output}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

export interface HeldHook {
  url: string
  /** Ids whose delivery completed: the answer was written to a sender still there to read it. */
  delivered: string[]
  /** How many requests are being held right now. */
  holding: () => number
  /** Held requests wait for open() before they are answered. */
  hold: () => void
  open: () => void
  close: () => Promise<void>
}

/** A webhook receiver that answers 204 after `delayMs`, and only while open. */
export async function startHeldHook(delayMs: number): Promise<HeldHook> {
  let gate: Promise<void> = Promise.resolve()
  let release: () => void = () => undefined
  let held = 0
  const delivered: string[] = []
  const server = createServer((req: IncomingMessage, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString()))
    req.on('end', async () => {
      held += 1
      await new Promise((resolve) => setTimeout(resolve, delayMs))
      await gate
      held -= 1
      // A sender that died meanwhile never gets an answer: that is not a delivery.
      if (req.socket.destroyed) return
      res.writeHead(204).end(() => {
        const { id } = JSON.parse(body) as { id: string }
        delivered.push(id)
      })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    delivered,
    holding: () => held,
    hold() {
      gate = new Promise<void>((resolve) => (release = resolve))
    },
    open: () => release(),
    close: () =>
      new Promise<void>((resolve) => {
        release()
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

export async function waitFor(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}
