// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { request } from '@/lib/http'
import { checkReachability, originAnswers, reportNetworkFailure, startReachability, subscribeToReachability } from '@/lib/reachability'

/** The server's answers to the probe, in turn: true answers (any status), false fails as a dead network does. */
function server(...answers: boolean[]) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input)
    if (new URL(url).pathname !== '/healthz') throw new TypeError('Failed to fetch')
    const up = answers.length > 1 ? answers.shift() : answers[0]
    if (!up) throw new TypeError('Failed to fetch')
    return new Response('ok', { status: 200 })
  })
}

const probes = (fetch: ReturnType<typeof server>) => fetch.mock.calls.filter(([input]) => String(input).endsWith('/healthz')).length

let stop: (() => void) | undefined

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
})

afterEach(() => {
  stop?.()
  stop = undefined
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('reachability: whether the app’s own server answers', () => {
  it('asks nothing before it is started, and counts the origin as answering', async () => {
    const fetch = server(false)
    reportNetworkFailure()
    await checkReachability()
    expect(probes(fetch)).toBe(0)
    expect(originAnswers()).toBe(true)
  })

  it('asks at start; a failed question says the origin does not answer, and it is asked again until it does', async () => {
    const fetch = server(false, false, true)
    const changed = vi.fn()
    const unsubscribe = subscribeToReachability(changed)
    stop = startReachability('/healthz')
    await vi.waitFor(() => expect(originAnswers()).toBe(false))
    expect(changed).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(15_000)
    expect(probes(fetch)).toBe(2)
    expect(originAnswers()).toBe(false)
    await vi.advanceTimersByTimeAsync(15_000)
    expect(originAnswers()).toBe(true)
    expect(changed).toHaveBeenCalledTimes(2)
    // Once it answers, nobody asks again until something fails.
    await vi.advanceTimersByTimeAsync(60_000)
    expect(probes(fetch)).toBe(3)
    unsubscribe()
  })

  it('a request that gets no answer asks the origin; a burst of them asks once', async () => {
    // Real timers: a request starts in a task of its own (lib/start.ts). The clock is moved by hand.
    vi.useRealTimers()
    const clock = vi.spyOn(Date, 'now').mockReturnValue(1_000_000)
    const fetch = server(true, false)
    stop = startReachability('/healthz')
    // Joins the question asked at start, and waits for its answer.
    await checkReachability()
    expect(probes(fetch)).toBe(1)
    expect(originAnswers()).toBe(true)
    // Just after an answer, failures ask nothing (a burst right after start).
    await expect(request('https://wordpress.example/wp-json/wp/v2/posts')).rejects.toThrow(/network error/)
    expect(probes(fetch)).toBe(1)
    clock.mockReturnValue(1_005_000)
    await Promise.allSettled([1, 2, 3].map(() => request('/api/functions/weather/current.json?q=Paris')))
    await vi.waitFor(() => expect(originAnswers()).toBe(false))
    expect(probes(fetch)).toBe(2)
  })

  it('a request to another site that fails while the origin answers leaves the app online', async () => {
    vi.useRealTimers()
    const clock = vi.spyOn(Date, 'now').mockReturnValue(1_000_000)
    const fetch = server(true)
    stop = startReachability('/healthz')
    // Joins the question asked at start, and waits for its answer.
    await checkReachability()
    expect(probes(fetch)).toBe(1)
    clock.mockReturnValue(1_005_000)
    await expect(request('https://wordpress.example/wp-json/wp/v2/posts')).rejects.toThrow(/network error/)
    await vi.waitFor(() => expect(probes(fetch)).toBe(2))
    expect(originAnswers()).toBe(true)
  })

  it('asks when the browser says it is back online, and stops asking once stopped', async () => {
    const fetch = server(false, true)
    stop = startReachability('/healthz')
    await vi.waitFor(() => expect(originAnswers()).toBe(false))
    window.dispatchEvent(new Event('online'))
    await vi.waitFor(() => expect(originAnswers()).toBe(true))
    expect(probes(fetch)).toBe(2)
    stop()
    stop = undefined
    window.dispatchEvent(new Event('online'))
    await vi.advanceTimersByTimeAsync(60_000)
    expect(probes(fetch)).toBe(2)
  })
})
