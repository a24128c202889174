import { describe, expect, it } from 'vitest'
import { parseServerConfig } from '@server/config'
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { prepareDatabaseFile, serviceRequestsDbPath, sqliteServiceRequestStore } from '@server/node-service-requests'

describe('SERVICE_REQUESTS_DB', () => {
  it('defaults to .data/service-requests.db under the project root', () => {
    const config = parseServerConfig({})
    expect(config.serviceRequestsDb).toBe('.data/service-requests.db')
    expect(serviceRequestsDbPath(config.serviceRequestsDb, '/srv/waypoint')).toBe('/srv/waypoint/.data/service-requests.db')
    expect(serviceRequestsDbPath('/var/lib/waypoint/requests.db', '/srv/waypoint')).toBe('/var/lib/waypoint/requests.db')
    expect(serviceRequestsDbPath(':memory:')).toBe(':memory:')
  })
})

describe('SERVICE_REQUESTS_DB changes only what the server creates', () => {
  function scratch(): string {
    return mkdtempSync(path.join(tmpdir(), 'waypoint-db-'))
  }

  it('keeps the mode of a folder that exists (a shared 1777 folder stays 1777)', () => {
    const shared = scratch()
    chmodSync(shared, 0o1777)
    prepareDatabaseFile(path.join(shared, 'requests.db'))
    expect(statSync(shared).mode & 0o7777).toBe(0o1777)
    expect(statSync(path.join(shared, 'requests.db')).mode & 0o777).toBe(0o600)
    rmSync(shared, { recursive: true })
  })

  it('makes the folders it creates the owner\'s only, and opens the store there', () => {
    const top = scratch()
    chmodSync(top, 0o755)
    const file = path.join(top, 'a', 'b', 'requests.db')
    const store = sqliteServiceRequestStore(file)
    store.open()
    expect(statSync(top).mode & 0o777).toBe(0o755)
    expect(statSync(path.join(top, 'a')).mode & 0o777).toBe(0o700)
    expect(statSync(path.join(top, 'a', 'b')).mode & 0o777).toBe(0o700)
    expect(statSync(file).mode & 0o777).toBe(0o600)
    rmSync(top, { recursive: true })
  })

  it('refuses paths under /proc, /sys and /dev, at start and when opening, naming the variable', () => {
    for (const value of ['/proc/self/x.db', '/sys/x.db', '/dev/shm/x.db', '//proc/1/x.db', '/./dev/x.db']) {
      expect(() => parseServerConfig({ SERVICE_REQUESTS_DB: value })).toThrow(/SERVICE_REQUESTS_DB.*\/proc, \/sys or \/dev/)
    }
    expect(() => prepareDatabaseFile('/proc/self/fd/requests.db')).toThrow(/SERVICE_REQUESTS_DB/)
  })

  it('leaves a file that is not a database exactly as it was, and says so naming the variable', () => {
    const top = scratch()
    const page = path.join(top, 'index.html')
    writeFileSync(page, '<!doctype html><title>Not a database</title>')
    chmodSync(page, 0o644)
    expect(() => prepareDatabaseFile(page)).toThrow(/^SERVICE_REQUESTS_DB is not an SQLite database .*nothing was changed/)
    expect(statSync(page).mode & 0o777).toBe(0o644)
    expect(readFileSync(page, 'utf8')).toBe('<!doctype html><title>Not a database</title>')
    // A database it made itself is still restricted when found open to others.
    const file = path.join(top, 'requests.db')
    sqliteServiceRequestStore(file).open()
    chmodSync(file, 0o644)
    prepareDatabaseFile(file)
    expect(statSync(file).mode & 0o777).toBe(0o600)
    rmSync(top, { recursive: true })
  })

  it("names the variable when the system refuses the path (a link, a file under a file)", () => {
    const top = scratch()
    const file = path.join(top, 'real.db')
    sqliteServiceRequestStore(file).open()
    symlinkSync(file, path.join(top, 'link.db'))
    expect(() => prepareDatabaseFile(path.join(top, 'link.db'))).toThrow(/^SERVICE_REQUESTS_DB cannot be used \(.*link\.db\): it is a symbolic link; name the file itself$/)
    expect(() => prepareDatabaseFile(path.join(file, 'inside.db'))).toThrow(/^SERVICE_REQUESTS_DB cannot be used .*: a part of the path is not a folder$/)
    rmSync(top, { recursive: true })
  })

  it('refuses something that is not a regular file without opening it for writing', () => {
    const top = scratch()
    mkdirSync(path.join(top, 'folder.db'))
    expect(() => prepareDatabaseFile(path.join(top, 'folder.db'))).toThrow()
    rmSync(top, { recursive: true })
  })
})
