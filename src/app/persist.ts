// What survives a reload and a lost connection: successful queries marked `meta: { persist: true }`,
// kept in localStorage for 7 days and discarded when the app version (the buster) changes.
import type { Query } from '@tanstack/react-query'
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister'
import { removeOldestQuery, type PersistQueryClientOptions } from '@tanstack/react-query-persist-client'
import { SEVEN_DAYS } from './query-client'

export const PERSIST_KEY = 'waypoint-query-cache'

/** The allow-list: only successful answers of queries that ask for it. */
export function shouldPersistQuery(query: Pick<Query, 'state' | 'meta'>): boolean {
  return query.state.status === 'success' && query.meta?.persist === true
}

/** localStorage, or nothing where it cannot be used (private modes, disabled storage). */
function browserStorage(): Storage | undefined {
  try {
    const storage = window.localStorage
    const probe = `${PERSIST_KEY}-probe`
    storage.setItem(probe, '1')
    storage.removeItem(probe)
    return storage
  } catch {
    return undefined
  }
}

export function createPersistOptions(
  storage: Storage | undefined = browserStorage(),
): Omit<PersistQueryClientOptions, 'queryClient'> {
  return {
    // A full storage drops the oldest query and tries again instead of failing.
    persister: createSyncStoragePersister({ storage, key: PERSIST_KEY, throttleTime: 1000, retry: removeOldestQuery }),
    maxAge: SEVEN_DAYS,
    buster: __APP_VERSION__,
    dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery },
  }
}
