import { describe, expect, it } from 'vitest'
import { parseServerConfig } from '@server/config'
import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs'
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

  it('refuses something that is not a regular file without opening it for writing', () => {
    const top = scratch()
    mkdirSync(path.join(top, 'folder.db'))
    expect(() => prepareDatabaseFile(path.join(top, 'folder.db'))).toThrow()
    rmSync(top, { recursive: true })
  })
})
