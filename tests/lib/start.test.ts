// @vitest-environment jsdom
import { onIdle, startWork, whenIdleAfterLoad, whenStartSettled } from '@/lib/start'

describe('the start', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('is not settled while a piece of start work is still on its way, however often another ends', async () => {
    await whenIdleAfterLoad()
    vi.useFakeTimers()
    const first = startWork()
    const second = startWork()
    let settled = false
    const settling = whenStartSettled().then(() => (settled = true))
    first()
    // Ending the same piece twice must not count for the other one.
    first()
    // Past the quiet moment that would follow (the 10 s limit is far off).
    await vi.advanceTimersByTimeAsync(1000)
    expect(settled).toBe(false)
    second()
    await vi.advanceTimersByTimeAsync(1000)
    await settling
    expect(settled).toBe(true)
  })

  it('calls back at an idle moment, or after the given delay where the browser has none, unless cancelled', () => {
    vi.useFakeTimers()
    const idle = window.requestIdleCallback
    // jsdom, like Safari, has no requestIdleCallback; the delay stands in for it.
    expect(typeof idle).toBe('undefined')
    const called: string[] = []
    onIdle(() => called.push('kept'), 2000, 500)
    const cancel = onIdle(() => called.push('cancelled'), 2000, 500)
    cancel()
    vi.advanceTimersByTime(499)
    expect(called).toEqual([])
    vi.advanceTimersByTime(1)
    expect(called).toEqual(['kept'])
  })

  it('uses the browser’s idle callback where there is one, with its time limit', () => {
    const requests: { callback: () => void; timeout: number | undefined }[] = []
    const cancelled: number[] = []
    window.requestIdleCallback = (callback, options) => requests.push({ callback: () => callback({ didTimeout: false, timeRemaining: () => 10 }), timeout: options?.timeout })
    window.cancelIdleCallback = (handle) => void cancelled.push(handle)
    try {
      const called: string[] = []
      const cancel = onIdle(() => called.push('idle'), 10_000, 1000)
      expect(requests.map((request) => request.timeout)).toEqual([10_000])
      requests[0]?.callback()
      expect(called).toEqual(['idle'])
      cancel()
      expect(cancelled).toEqual([1])
    } finally {
      Reflect.deleteProperty(window, 'requestIdleCallback')
      Reflect.deleteProperty(window, 'cancelIdleCallback')
    }
  })
})
