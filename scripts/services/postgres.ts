// A real PostgreSQL for the tests: Debian's `postgresql` server binaries, a fresh cluster in a scratch
// folder, listening on 127.0.0.1 only (and its own socket folder), trust authentication for that
// loopback cluster. As root (CI), the server runs as the `postgres` user, since PostgreSQL refuses root.
//
//   npx tsx scripts/services/postgres.ts [--port 5499]
// starts it, prints "PostgreSQL is ready: DATABASE_URL=postgres://..." and runs until stopped.
import { chownSync, existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { findBinary, freePort, isRoot, removeDir, run, runFromCommandLine, scratchDir, start, waitUntil } from './processes'

const INSTALL = 'Install it with `sudo apt-get install -y postgresql`'

export interface RealPostgres {
  /** postgres://waypoint@127.0.0.1:PORT/waypoint */
  url: string
  /** A new empty database on the same server (a test file's own), as a URL. */
  createDatabase: (name: string) => string
  stop: () => Promise<void>
}

/** Debian keeps the server binaries in /usr/lib/postgresql/<major>/bin; the newest installed wins. */
function serverBin(name: string): string {
  const base = '/usr/lib/postgresql'
  const majors = existsSync(base) ? readdirSync(base).filter((entry) => /^\d+$/.test(entry)).sort((a, b) => Number(b) - Number(a)) : []
  return findBinary([...majors.map((major) => path.join(base, major, 'bin', name)), name], INSTALL)
}

/** Runs a server binary as the `postgres` user when we are root. */
function asPostgres(binary: string, args: string[]): [string, string[]] {
  return isRoot() ? [findBinary(['runuser'], 'runuser comes with util-linux'), ['-u', 'postgres', '--', binary, ...args]] : [binary, args]
}

export async function startPostgres({ port }: { port?: number } = {}): Promise<RealPostgres> {
  const initdb = serverBin('initdb')
  const postgres = serverBin('postgres')
  const psql = findBinary(['psql'], INSTALL)
  const dir = scratchDir('postgres')
  const data = path.join(dir, 'data')
  if (isRoot()) {
    const owner = run('id', ['-u', 'postgres']).trim()
    const group = run('id', ['-g', 'postgres']).trim()
    chownSync(dir, Number(owner), Number(group))
  }
  let server: ReturnType<typeof start> | null = null
  let stopping: Promise<void> | null = null
  // Once, however many times it is asked (a signal and the end of stdin may both come).
  const stop = () =>
    (stopping ??= (async () => {
      await server?.stop()
      removeDir(dir)
    })())
  try {
    run(...asPostgres(initdb, ['-D', data, '-U', 'waypoint', '-A', 'trust', '-E', 'UTF8', '--no-sync', '--no-instructions']))
    const serverPort = port ?? (await freePort())
    server = start(
      ...asPostgres(postgres, [
        '-D',
        data,
        '-p',
        String(serverPort),
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        `unix_socket_directories=${dir}`,
        '-c',
        'fsync=off',
        '-c',
        'max_connections=50',
      ]),
    )
    const psqlAt = (database: string, sql: string) =>
      run(psql, ['-h', '127.0.0.1', '-p', String(serverPort), '-U', 'waypoint', '-d', database, '-v', 'ON_ERROR_STOP=1', '-tAc', sql])
    const running = server
    await waitUntil('PostgreSQL', running, () => psqlAt('postgres', 'SELECT 1').trim() === '1')
    psqlAt('postgres', 'CREATE DATABASE waypoint')
    const urlOf = (database: string) => `postgres://waypoint@127.0.0.1:${serverPort}/${database}`
    return {
      url: urlOf('waypoint'),
      createDatabase(name) {
        if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Not a plain database name: ${name}`)
        psqlAt('postgres', `CREATE DATABASE ${name}`)
        return urlOf(name)
      },
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await runFromCommandLine(
    (port) => startPostgres({ port }),
    (db, seconds) => `PostgreSQL is ready: DATABASE_URL=${db.url} (set up in ${seconds} s)`,
  )
}
