// What the real-service launchers share: finding Debian's binaries, a scratch folder, starting a
// server process and waiting until it answers, and stopping it with everything it started.
import { spawn, spawnSync, type ChildProcess, type SpawnOptions } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

/** The first of `candidates` that exists, or an error telling a person what to install. */
export function findBinary(candidates: readonly string[], install: string): string {
  for (const candidate of candidates) {
    if (candidate.includes('/')) {
      if (existsSync(candidate)) return candidate
    } else {
      const found = spawnSync('sh', ['-c', `command -v ${candidate}`], { encoding: 'utf8' }).stdout.trim()
      if (found) return found
    }
  }
  throw new Error(`None of ${candidates.join(', ')} is installed. ${install} (bash .ci/run installs it when missing).`)
}

/** A new empty folder for one run; short, because Unix socket paths are limited to ~100 bytes. */
export function scratchDir(prefix: string): string {
  return mkdtempSync(path.join(tmpdir(), `wp-${prefix}-`))
}

export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true })
}

/** A free TCP port on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

/** Runs a command to completion; throws with its output when it fails. */
export function run(command: string, args: readonly string[], options: { env?: NodeJS.ProcessEnv; cwd?: string; input?: string } = {}): string {
  const result = spawnSync(command, args, { encoding: 'utf8', env: options.env ?? process.env, cwd: options.cwd, input: options.input })
  if (result.status !== 0) {
    throw new Error(`${path.basename(command)} ${args.join(' ')} failed (${result.status ?? result.signal}):\n${result.stdout}\n${result.stderr}`)
  }
  return result.stdout
}

export interface Started {
  process: ChildProcess
  /** Output so far, for error messages. */
  output: () => string
  stop: () => Promise<void>
}

/**
 * Starts a long-running server process in a process group of its own (PHP's built-in server forks
 * workers), so stopping it stops them all. Its output is kept, not printed, for when something fails.
 */
export function start(command: string, args: readonly string[], options: SpawnOptions = {}): Started {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true, ...options })
  let output = ''
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  return {
    process: child,
    output: () => output,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return
      const signal = (name: NodeJS.Signals) => {
        try {
          if (child.pid !== undefined) process.kill(-child.pid, name)
        } catch {
          // Already gone.
        }
      }
      signal('SIGTERM')
      const killed = setTimeout(() => signal('SIGKILL'), 10_000)
      await exited
      clearTimeout(killed)
    },
  }
}

/** Polls `ready` until it says yes, the process dies, or `timeoutMs` passes. */
export async function waitUntil(what: string, server: Started, ready: () => Promise<boolean> | boolean, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (server.process.exitCode !== null) throw new Error(`${what} exited (${server.process.exitCode}):\n${server.output()}`)
    try {
      if (await ready()) return
    } catch {
      // Not up yet.
    }
    if (Date.now() > deadline) throw new Error(`${what} did not start within ${timeoutMs / 1000} s:\n${server.output()}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** The user a database server must run as: root may not run PostgreSQL, and MariaDB wants to be told. */
export function isRoot(): boolean {
  return typeof process.getuid === 'function' && process.getuid() === 0
}

/**
 * Runs a service from the command line (`--port N`): starts it, says when it is ready and how long that
 * took, and stops it cleanly on SIGINT or SIGTERM, or when the program that started it goes (its stdin
 * ends), whatever signal that program sent or not.
 */
export async function runFromCommandLine<T extends { stop(): Promise<void> }>(
  startService: (port: number | undefined) => Promise<T>,
  readyLine: (service: T, seconds: string) => string,
): Promise<void> {
  const portArg = process.argv.indexOf('--port')
  const port = portArg > 0 ? Number(process.argv[portArg + 1]) : undefined
  const began = Date.now()
  const service = await startService(port)
  console.info(readyLine(service, ((Date.now() - began) / 1000).toFixed(1)))
  const shutdown = () => void service.stop().then(() => process.exit(0))
  process.on('SIGINT', shutdown)
  process.on('SIGTERM', shutdown)
  if (!process.stdin.isTTY) process.stdin.on('end', shutdown).resume()
}
