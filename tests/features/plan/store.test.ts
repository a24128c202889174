import { afterEach, describe, expect, it } from 'vitest'
import { envelope, emptyPlan } from '@/features/plan/record'
import { loadPlan, memoryPlanBackend, planSnapshot, resetPlanStore, updatePlan, type PlanBackend } from '@/features/plan/store'

const setup = { city: '', country: 'FR', moveDate: '2026-09-01', adults: 1, children: 0, pets: 1 }

afterEach(() => resetPlanStore())

describe('the plan on the device', () => {
  it('is read once, changed in order and written as one versioned record', async () => {
    const map = new Map<string, unknown>()
    resetPlanStore(memoryPlanBackend(map))
    await loadPlan()
    expect(planSnapshot()).toMatchObject({ ready: true, plan: emptyPlan, keptAside: null, failure: null })
    await updatePlan((plan) => ({ ...plan, setup }))
    await updatePlan((plan) => ({ ...plan, tasks: { budget: { doneOn: '2026-03-01' } } }))
    expect(map.get('plan')).toEqual(envelope({ ...emptyPlan, setup, tasks: { budget: { doneOn: '2026-03-01' } } }))
  })

  it('keeps a newer version’s record aside, untouched, and says so', async () => {
    const newer = { format: 'waypoint-plan', v: 7, plan: { whatever: 'the future holds' } }
    const map = new Map<string, unknown>([['plan', newer]])
    resetPlanStore(memoryPlanBackend(map))
    await loadPlan()
    const { keptAside, plan } = planSnapshot()
    expect(keptAside).toMatch(/^plan-v7-/)
    expect(map.get(keptAside ?? '')).toEqual(newer)
    expect(plan).toEqual(emptyPlan)
  })

  it('names a refused write (quota) and keeps the change for this page', async () => {
    const failing: PlanBackend = {
      get: () => Promise.resolve(undefined),
      set: () => Promise.reject(new DOMException('full', 'QuotaExceededError')),
    }
    resetPlanStore(failing)
    await updatePlan((plan) => ({ ...plan, setup }))
    expect(planSnapshot()).toMatchObject({ failure: 'quota', plan: { setup } })
  })

  it('starts empty, naming the failure, when storage cannot be read', async () => {
    resetPlanStore({ get: () => Promise.reject(new Error('no IndexedDB')), set: () => Promise.resolve() })
    await loadPlan()
    expect(planSnapshot()).toMatchObject({ ready: true, plan: emptyPlan, failure: 'unavailable' })
  })
})
