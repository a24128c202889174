// Test helpers for the server as it really runs: the production build of `server/node.ts`, started with
// the command of `npm run serve`, in a process of its own with its environment; and a webhook receiver on
// loopback that can hold its answers.
import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { buildServer } from '../../scripts/build-server.mjs'

export const PROJECT = path.resolve(import.meta.dirname, '..', '..')

/** `npm run serve` as package.json has it: `exec node <args>`. */
export const SERVE_SCRIPT: string = (JSON.parse(readFileSync(path.join(PROJECT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts.serve ?? ''

/**
 * The arguments `npm run serve` gives node, after building the server from the sources under test (once
 * per test file), so the tests run what production runs, never a stale build.
 */
let built: Promise<string> | null = null
export async function serveArguments(): Promise<string[]> {
  built ??= buildServer()
  await built
  const match = /^exec node (.+)$/.exec(SERVE_SCRIPT.trim())
  if (!match?.[1]) throw new Error(`npm run serve is not "exec node …": ${SERVE_SCRIPT}`)
  return match[1].split(/\s+/)
}

export interface ServerProcess {
  url: string
  child: ChildProcess
  output: () => string
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>
}

/**
 * Starts the server as `npm run serve` does, without npm in between (so a signal reaches it as it reaches
 * the server under a process manager, and SIGKILL kills it), on a free port with `env` (on top of a clean
 * environment, where shutting down takes no balancer delay) and waits until it is ready. `command` runs
 * another launcher instead (the drain test runs `npm run serve` itself).
 */
export async function startServer(env: Record<string, string>, timeoutMs = 30_000, command?: [string, string[]]): Promise<ServerProcess> {
  const [file, args] = command ?? [process.execPath, await serveArguments()]
  if (command) await serveArguments()
  const child = spawn(file, args, {
    cwd: PROJECT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', HOST: '127.0.0.1', PORT: '0', SHUTDOWN_DELAY_MS: '0', ...env },
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
