// What survives a reload and a lost connection: the last good answer of every query marked
// `meta: { persist: true }`, kept in localStorage for 7 days and discarded when the app version (the
// buster) changes.
import type { Query, QueryClient } from '@tanstack/react-query'
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister'
import {
  persistQueryClientRestore,
  persistQueryClientSubscribe,
  removeOldestQuery,
  type PersistedClient,
  type PersistQueryClientOptions,
} from '@tanstack/react-query-persist-client'
import { SEVEN_DAYS } from './query-client'
import { storage } from '@/content/storage-keys'

export const PERSIST_KEY = storage.queryCache.name

/**
 * The allow-list: queries that ask for it and hold an answer. A refetch that failed (offline, the service
 * down) leaves the query in error with its last good data; that data is kept, or the first failed refresh
 * on the road would wipe what the person could still read.
 */
export function shouldPersistQuery(query: Pick<Query, 'state' | 'meta'>): boolean {
  return query.meta?.persist === true && query.state.data !== undefined
}

/** Stores every kept query as the successful answer it last had (with that answer's time), not its failure. */
function asLastGoodAnswers(client: PersistedClient): PersistedClient {
  const queries = client.clientState.queries.map((query) =>
    query.state.status === 'error'
      ? { ...query, state: { ...query.state, status: 'success' as const, error: null, fetchFailureCount: 0, fetchFailureReason: null } }
      : query,
  )
  return { ...client, clientState: { ...client.clientState, queries } }
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

const serialize = (client: PersistedClient) => JSON.stringify(asLastGoodAnswers(client))

/** Writes the client now, dropping the oldest queries while the storage is full (as the persister does). */
function writeNow(storage: Storage, client: PersistedClient): void {
  let next: PersistedClient | undefined = client
  for (let errorCount = 1; next; errorCount++) {
    try {
      storage.setItem(PERSIST_KEY, serialize(next))
      return
    } catch (error) {
      next = removeOldestQuery({ persistedClient: next, error: error as Error, errorCount })
    }
  }
}

/**
 * The persister: the sync-storage persister, which writes at most once a second, and one thing more.
 * When the page goes away or out of sight (a reload, a link, the phone locked at the airport gate) the
 * latest state is written at once: the throttled write would come a second later, and never for a page
 * that is gone by then, so an answer the person just saw would not be there offline.
 */
export function createPersistOptions(
  storage: Storage | undefined = browserStorage(),
  target: Pick<Window, 'addEventListener'> | undefined = typeof window === 'undefined' ? undefined : window,
): Omit<PersistQueryClientOptions, 'queryClient'> {
  // A full storage drops the oldest query and tries again instead of failing.
  const throttled = createSyncStoragePersister({ storage, key: PERSIST_KEY, throttleTime: 1000, retry: removeOldestQuery, serialize })
  let unsaved: PersistedClient | undefined
  const flush = () => {
    if (!storage || !unsaved) return
    writeNow(storage, unsaved)
    unsaved = undefined
  }
  target?.addEventListener('pagehide', flush)
  target?.addEventListener('visibilitychange', () => {
    if (typeof document !== 'undefined' && document.visibilityState === 'hidden') flush()
  })
  return {
    persister: {
      persistClient(client) {
        unsaved = client
        return throttled.persistClient(client)
      },
      restoreClient: () => throttled.restoreClient(),
      removeClient: () => throttled.removeClient(),
    },
    maxAge: SEVEN_DAYS,
    buster: __APP_VERSION__,
    dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery },
  }
}

/**
 * Restores what an earlier visit kept into `queryClient`, then saves on every change. The app awaits it
 * before the router's first loaders run, and must: a fetch keeps the state its query had when it started,
 * to put back if it is cancelled. A loader's fetch that started on the empty cache, restored into and then
 * cancelled (its screen closed while it waited for a network that is not there), put the query back to
 * empty: offline, the article page lost the list its Previous and Next follow after one step. Restoring
 * first also spares the network a fetch for what is kept and still fresh. A kept cache that cannot be read
 * is discarded (the library removes it) and the app starts without it.
 */
export async function restorePersisted(
  queryClient: QueryClient,
  options: Omit<PersistQueryClientOptions, 'queryClient'>,
): Promise<() => void> {
  await persistQueryClientRestore({ queryClient, ...options }).catch((error: unknown) =>
    console.warn('The answers kept on this device could not be read; starting without them', error),
  )
  return persistQueryClientSubscribe({ queryClient, ...options })
}
