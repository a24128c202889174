// The SQLite store in a worker thread of its own. better-sqlite3 is synchronous: a commit holds its
// thread until the disk has synced it (synchronous=FULL), which on the main thread made every request,
// /healthz included, wait behind a burst of POSTs. Here the commits wait on the worker's thread, and the
// main thread only posts messages: the store's interface was asynchronous already.
//
// On the main thread, threadedSqliteStore() starts the worker from the server's own bundle
// (dist-server/node.js, whose entry sees it is not the main thread and imports this module) and returns
// a store whose every call is a message (the calls of one turn of the event loop share one, and so do the
// replies); in the worker, this module opens the file and answers them.
import { parentPort, Worker, workerData } from 'node:worker_threads'
import { logEvent } from './lib/log'
import type { ServiceRequestStore } from './lib/service-requests-store'
import { sqliteServiceRequestStore } from './node-service-requests'

const ROLE = 'waypoint-sqlite-store'

type Method = Exclude<keyof ServiceRequestStore, 'close'>
type Call = { id: number; method: Method | 'close'; args: unknown[] }
type Reply = { id: number; ok: true; value: unknown } | { id: number; ok: false; message: string }
type Started = { started: true } | { started: false; message: string }

const message = (error: unknown) => (error instanceof Error ? error.message : String(error))

// In the worker: open the file, say so (or why not), then answer each call in order of arrival. Saves
// that arrive together are committed together (the store's group commit).
if (parentPort && (workerData as { role?: string } | null)?.role === ROLE) {
  const port = parentPort
  const { file } = workerData as { file: string }
  const store = sqliteServiceRequestStore(file)
  try {
    store.open()
    port.postMessage({ started: true } satisfies Started)
  } catch (error) {
    port.postMessage({ started: false, message: message(error) } satisfies Started)
  }
  const reply = batched<Reply>((replies) => port.postMessage(replies))
  port.on('message', (calls: Call[]) => {
    for (const { id, method, args } of calls) {
      const run = store[method] as (...args: unknown[]) => Promise<unknown>
      run.apply(store, args)
        .then(
          (value) => reply({ id, ok: true, value }),
          (error: unknown) => reply({ id, ok: false, message: message(error) }),
        )
        // Closed: the thread has nothing left to do, and ends (once its last replies are posted).
        .finally(() => method === 'close' && setImmediate(() => port.close()))
    }
  })
}

/**
 * Collects what is sent in one turn of the event loop and posts it as one message: a message costs the
 * sender about a tenth of a millisecond whatever it holds, and in a burst many calls (and the group
 * commit's many replies) go at once.
 */
function batched<T>(post: (items: T[]) => void): (item: T) => void {
  let pending: T[] = []
  return (item) => {
    pending.push(item)
    if (pending.length > 1) return
    queueMicrotask(() => {
      const items = pending
      pending = []
      post(items)
    })
  }
}

export interface ThreadedSqliteStore extends ServiceRequestStore {
  readonly file: string
}

/**
 * Starts the store's worker from `entry` (the built server, dist-server/node.js) on the SQLite file
 * `file`; resolves once the file is open, rejects with the reason when it cannot be.
 */
export async function threadedSqliteStore(file: string, entry: URL): Promise<ThreadedSqliteStore> {
  const worker = new Worker(entry, { workerData: { role: ROLE, file } })
  await new Promise<void>((resolve, reject) => {
    worker.once('message', (started: Started) => (started.started ? resolve() : reject(new Error(started.message))))
    worker.once('error', reject)
    worker.once('exit', (code) => reject(new Error(`the store's thread exited (${code})`)))
  }).catch(async (error: unknown) => {
    await worker.terminate()
    throw error
  })

  let next = 0
  let stopped: Error | null = null
  const calls = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>()
  worker.on('message', (replies: Reply[]) => {
    for (const reply of replies) {
      const call = calls.get(reply.id)
      if (!call) continue
      calls.delete(reply.id)
      if (reply.ok) call.resolve(reply.value)
      else call.reject(new Error(reply.message))
    }
  })
  // A thread that dies takes its calls with it: they fail (500, and /readyz says 503), none hangs.
  const fail = (error: Error) => {
    stopped = error
    for (const call of calls.values()) call.reject(error)
    calls.clear()
  }
  worker.on('error', (error) => {
    logEvent({ event: 'store', ok: false, error: `The service-requests store's thread failed: ${error.message}` }, 'error')
    fail(error)
  })
  worker.on('exit', (code) => fail(stopped ?? new Error(`the store's thread exited (${code})`)))

  const send = batched<Call>((batch) => worker.postMessage(batch))
  const call = <T>(method: Method | 'close', ...args: unknown[]) =>
    new Promise<T>((resolve, reject) => {
      if (stopped) return reject(stopped)
      const id = next++
      calls.set(id, { resolve: resolve as (value: unknown) => void, reject })
      send({ id, method, args })
    })

  return {
    file,
    save: (input, meta) => call('save', input, meta),
    claimDue: (claim) => call('claimDue', claim),
    recordForward: (id, owner, outcome) => call('recordForward', id, owner, outcome),
    nextForwardAt: () => call('nextForwardAt'),
    counts: () => call('counts'),
    backlog: () => call('backlog'),
    get: (id) => call('get', id),
    ping: () => call('ping'),
    async close() {
      if (stopped) return
      await call('close')
      stopped = new Error('the store is closed')
      await worker.terminate()
    },
  }
}
