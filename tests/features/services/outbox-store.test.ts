// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { bootOutboxSync } from '@/features/services/outbox-boot'
import { markOutboxEmpty, markOutboxSaved, outboxMayHaveRequests } from '@/features/services/outbox-flag'
import { idbOutboxStore, markedOutboxStore } from '@/features/services/outbox-store'
import { payload } from './fakes'

afterEach(() => {
  localStorage.clear()
  vi.restoreAllMocks()
})

describe('the device outbox store', () => {
  // jsdom has no IndexedDB: the store must still work (in memory) and say it is not durable.
  it('keeps requests in memory where IndexedDB is missing, and says so', async () => {
    const store = idbOutboxStore()
    expect(store.durable).toBe(false)
    const entry = { payload: payload(), queuedAt: 1, attempts: 0 }
    await store.put(entry)
    expect(await store.list()).toEqual([entry])
    await store.remove(entry.payload.idempotencyKey)
    expect(await store.list()).toEqual([])
  })

  it('falls back to memory when IndexedDB fails, without losing the request', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    vi.stubGlobal('indexedDB', {
      open: () => {
        throw new DOMException('blocked', 'SecurityError')
      },
    })
    try {
      const store = idbOutboxStore()
      expect(store.durable).toBe(true)
      const entry = { payload: payload(), queuedAt: 1, attempts: 0 }
      await store.put(entry)
      expect(store.durable).toBe(false)
      expect(await store.list()).toEqual([entry])
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('keeps the "requests may be waiting" flag in step, and announces saved requests', async () => {
    const store = markedOutboxStore(idbOutboxStore())
    const saved = vi.fn()
    window.addEventListener('waypoint:service-outbox-saved', saved)
    const first = { payload: payload(), queuedAt: 1, attempts: 0 }
    const second = { payload: payload(), queuedAt: 2, attempts: 0 }
    expect(outboxMayHaveRequests()).toBe(false)
    await store.put(first)
    await store.put(second)
    expect(outboxMayHaveRequests()).toBe(true)
    expect(saved).toHaveBeenCalledTimes(2)
    await store.remove(first.payload.idempotencyKey)
    expect(outboxMayHaveRequests()).toBe(true)
    await store.remove(second.payload.idempotencyKey)
    expect(outboxMayHaveRequests()).toBe(false)
    window.removeEventListener('waypoint:service-outbox-saved', saved)
  })
})

describe('bootOutboxSync', () => {
  it('loads nothing while no request waits, and starts when one is saved', async () => {
    const imported = vi.fn()
    vi.doMock('@/features/services/background-sync', () => {
      imported()
      return { ensureOutboxSync: () => () => undefined }
    })
    try {
      markOutboxEmpty()
      const stop = bootOutboxSync()
      // Any import the boot started has loaded by now.
      await vi.dynamicImportSettled()
      expect(imported).not.toHaveBeenCalled()
      markOutboxSaved()
      await vi.waitFor(() => expect(imported).toHaveBeenCalledTimes(1))
      stop()
    } finally {
      vi.doUnmock('@/features/services/background-sync')
    }
  })
})
