import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { config } from '@/app/config'
import { fetchPlanSheet, PlanSheetError } from '@/features/plan/api'
import { memoryPlanBackend, resetPlanStore } from '@/features/plan/store'

const SHEET = 'ID\tDays\tFor\tTitle EN\r\nbank\t10\tadult\tOpen a bank account\r\nbad\tsoon\tadult\tNo day\r\n'

function answer(response: () => Response | Promise<Response>) {
  const fetch = vi.fn(async () => response())
  vi.stubGlobal('fetch', fetch)
  return fetch
}

beforeEach(() => resetPlanStore(memoryPlanBackend()))
afterEach(() => {
  vi.unstubAllGlobals()
  resetPlanStore()
})

describe('fetchPlanSheet', () => {
  it('GETs the configured sheet and parses it, counting the bad rows', async () => {
    const fetch = answer(() => new Response(SHEET))
    const parsed = await fetchPlanSheet()
    expect(fetch).toHaveBeenCalledWith(config.movePlanSheetUrl, expect.anything())
    expect(parsed.tasks.map((task) => task.id)).toEqual(['bank'])
    expect(parsed.skipped).toBe(1)
  })

  it('offline, reads the last sheet it kept on the device; with none kept, fails for the fallback to show', async () => {
    answer(() => Promise.reject(new TypeError('Failed to fetch')))
    await expect(fetchPlanSheet()).rejects.toBeInstanceOf(PlanSheetError)
    answer(() => new Response(SHEET))
    await fetchPlanSheet()
    answer(() => new Response('down', { status: 503 }))
    expect((await fetchPlanSheet()).tasks.map((task) => task.id)).toEqual(['bank'])
  })

  it('keeps the last good sheet when the published one holds no task, and fails without a setting', async () => {
    answer(() => new Response(SHEET))
    await fetchPlanSheet()
    answer(() => new Response('ID\tDays\r\n'))
    expect((await fetchPlanSheet()).tasks).toHaveLength(1)
    await expect(fetchPlanSheet(undefined, '')).rejects.toBeInstanceOf(PlanSheetError)
  })
})
