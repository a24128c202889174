// @vitest-environment jsdom
import { onlineManager, QueryObserver } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '@/app/query-client'
import { queriesFollowOnline } from '@/components/use-online'
import { originAnswers, startReachability } from '@/lib/reachability'

let up = false
let stop: (() => void) | undefined

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
  up = false
  // Our server, behind a dead connection until `up`; the browser's own flag says online all along.
  vi.spyOn(globalThis, 'fetch').mockImplementation(async () => {
    if (!up) throw new TypeError('Failed to fetch')
    return new Response('ok')
  })
})

afterEach(() => {
  stop?.()
  stop = undefined
  onlineManager.setOnline(true)
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('queriesFollowOnline: the queries follow whether our server answers', () => {
  it('a query that failed on a dead connection waits, and runs as soon as the server answers again', async () => {
    const client = createQueryClient()
    queriesFollowOnline()
    // As QueryClientProvider does: the client follows focus and online from now on.
    client.mount()
    stop = startReachability('/healthz')
    await vi.waitFor(() => expect(originAnswers()).toBe(false))
    expect(onlineManager.isOnline()).toBe(false)

    let calls = 0
    const observer = new QueryObserver(client, {
      queryKey: ['weather', 'city', 'dubai'],
      queryFn: async () => {
        calls += 1
        const response = await fetch('/api/functions/weather?q=Dubai')
        return response.text()
      },
    })
    const states: string[] = []
    const unsubscribe = observer.subscribe((result) => states.push(`${result.status}/${result.fetchStatus}`))
    // Asked once (offline first: the service worker might have answered), then, at the retry's time,
    // waiting rather than failed.
    await vi.advanceTimersByTimeAsync(1000)
    await vi.waitFor(() => expect(observer.getCurrentResult().fetchStatus).toBe('paused'))
    expect(calls).toBe(1)
    expect(observer.getCurrentResult().status).toBe('pending')

    up = true
    // The next question to the origin (every 15 s while it does not answer) finds it answering.
    await vi.advanceTimersByTimeAsync(15_000)
    await vi.waitFor(() => expect(observer.getCurrentResult().status).toBe('success'))
    expect(observer.getCurrentResult().data).toBe('ok')
    expect(calls).toBe(2)
    expect(states).not.toContain('error/idle')
    unsubscribe()
    client.unmount()
  })
})
