// The plan on this device: one versioned record in IndexedDB (idb-keyval), read once per page and shared
// by every screen (subscribe/snapshot for useSyncExternalStore). A record written by a newer version of
// the app, or one that cannot be read, is moved aside under a key of its own (never deleted) and the
// person is told; a write the device refuses is caught and named (quota or unavailable), and the plan
// then lives on for this page.
import { createStore, get, set, type UseStore } from 'idb-keyval'
import { isRecord } from '@/lib/input'
import { isQuotaError, type StorageFailure } from '@/lib/storage-error'
import { emptyPlan, envelope, PLAN_FORMAT, PLAN_VERSION, readPlan, type PlanRecord } from './record'
import { storage } from '@/content/storage-keys'

export interface PlanBackend {
  get(key: string): Promise<unknown>
  set(key: string, value: unknown): Promise<void>
}

export const PLAN_KEY = 'plan'

export function idbPlanBackend(): PlanBackend {
  let store: UseStore | null = null
  const open = () => (store ??= createStore(storage.plan.name, 'plan'))
  return { get: (key) => get(key, open()), set: (key, value) => set(key, value, open()) }
}

export function memoryPlanBackend(map: Map<string, unknown> = new Map()): PlanBackend {
  return {
    get: (key) => Promise.resolve(map.get(key)),
    set: (key, value) => {
      map.set(key, value)
      return Promise.resolve()
    },
  }
}

export interface PlanState {
  ready: boolean
  plan: PlanRecord
  /** The key a record this version could not read was moved to, this page. */
  keptAside: string | null
  /** The last write the device refused. */
  failure: StorageFailure | null
}

let backend: () => PlanBackend = (() => {
  let instance: PlanBackend | null = null
  return () => (instance ??= idbPlanBackend())
})()
let state: PlanState = { ready: false, plan: emptyPlan, keptAside: null, failure: null }
let loading: Promise<void> | null = null
let queue: Promise<void> = Promise.resolve()
const listeners = new Set<() => void>()

function publish(next: PlanState) {
  state = next
  for (const listener of listeners) listener()
}

const failureOf = (error: unknown): StorageFailure => (isQuotaError(error) ? 'quota' : 'unavailable')

async function readDevice(): Promise<Pick<PlanState, 'plan' | 'keptAside' | 'failure'>> {
  let value: unknown
  try {
    value = await backend().get(PLAN_KEY)
  } catch (error) {
    return { plan: emptyPlan, keptAside: null, failure: failureOf(error) }
  }
  if (value === undefined) return { plan: emptyPlan, keptAside: null, failure: null }
  const plan = isRecord(value) && value.format === PLAN_FORMAT && value.v === PLAN_VERSION ? readPlan(value.plan) : null
  if (plan) return { plan, keptAside: null, failure: null }
  // Another version's record (or a damaged one): kept whole under a key of its own, and the plan starts afresh.
  const version = isRecord(value) && typeof value.v === 'number' ? value.v : 'unknown'
  const aside = `plan-v${version}-${Date.now()}`
  try {
    await backend().set(aside, value)
    await backend().set(PLAN_KEY, envelope(emptyPlan))
    return { plan: emptyPlan, keptAside: aside, failure: null }
  } catch (error) {
    // Not moved: left where it is, and nothing is written over it this page.
    return { plan: emptyPlan, keptAside: PLAN_KEY, failure: failureOf(error) }
  }
}

export function loadPlan(): Promise<void> {
  return (loading ??= readDevice().then((read) => publish({ ready: true, ...read })))
}

export function subscribePlan(listener: () => void): () => void {
  listeners.add(listener)
  void loadPlan()
  return () => listeners.delete(listener)
}

export const planSnapshot = (): PlanState => state

/** Changes the plan after it is read (changes run in order), then keeps it. */
export function updatePlan(change: (plan: PlanRecord) => PlanRecord): Promise<void> {
  queue = queue
    .then(loadPlan)
    .then(async () => {
      const plan = change(state.plan)
      if (plan === state.plan) return
      publish({ ...state, plan })
      // An unread record still in place (it could not be moved aside) is never written over.
      if (state.keptAside === PLAN_KEY) return
      try {
        await backend().set(PLAN_KEY, envelope(plan))
        if (state.failure) publish({ ...state, failure: null })
      } catch (error) {
        publish({ ...state, failure: failureOf(error) })
      }
    })
  return queue
}

/** Tests: start again from nothing, reading from `next`. */
export function resetPlanStore(next?: PlanBackend): void {
  state = { ready: false, plan: emptyPlan, keptAside: null, failure: null }
  loading = null
  queue = Promise.resolve()
  listeners.clear()
  if (next) backend = () => next
}

/** The last checklist text read from the sheet, kept beside the plan so the plan works offline however long ago it was fetched. */
export const SHEET_KEY = 'sheet'

export async function keepSheetText(text: string): Promise<void> {
  try {
    await backend().set(SHEET_KEY, { v: 1, text })
  } catch {
    // The persisted query still holds it for a week; nothing of the person's is at stake.
  }
}

export async function keptSheetText(): Promise<string | null> {
  try {
    const value = await backend().get(SHEET_KEY)
    return isRecord(value) && value.v === 1 && typeof value.text === 'string' ? value.text : null
  } catch {
    return null
  }
}
