// @vitest-environment jsdom
// The update path's traps (issue 24, 'Updates that always land'): the registration skips the HTTP cache,
// a worker already waiting at load is offered at once, and Reload lands even when 'controllerchange'
// never comes (home-screen apps on iOS, or an old worker kept busy).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { applyUpdate, registerServiceWorker, RELOAD_FALLBACK_MS } from '@/shell/service-worker'

class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing'
  postMessage = vi.fn()
  become(state: ServiceWorkerState) {
    this.state = state
    this.dispatchEvent(new Event('statechange'))
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null
  waiting: FakeWorker | null = null
  active: FakeWorker | null = null
  update = vi.fn(async () => undefined)
}

class FakeContainer extends EventTarget {
  controller: FakeWorker | null = null
  registration = new FakeRegistration()
  register = vi.fn(async () => this.registration as unknown as ServiceWorkerRegistration)
}

let container: FakeContainer

beforeEach(() => {
  container = new FakeContainer()
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true })
})

afterEach(() => {
  vi.useRealTimers()
  Reflect.deleteProperty(navigator, 'serviceWorker')
})

describe('registerServiceWorker', () => {
  it('registers without the HTTP cache (updateViaCache none)', async () => {
    await registerServiceWorker('/sw.js', () => undefined)
    expect(container.register).toHaveBeenCalledWith('/sw.js', expect.objectContaining({ scope: '/', updateViaCache: 'none' }))
  })

  it('offers at once a worker that was already waiting when the page loaded', async () => {
    container.controller = new FakeWorker()
    container.registration.waiting = new FakeWorker()
    const onWaiting = vi.fn()
    await registerServiceWorker('/sw.js', onWaiting)
    expect(onWaiting).toHaveBeenCalledTimes(1)
  })

  it('offers a version found later once it is installed, and never the first install', async () => {
    const onWaiting = vi.fn()
    await registerServiceWorker('/sw.js', onWaiting)
    // The first install: nothing controls the page yet.
    const first = new FakeWorker()
    container.registration.installing = first
    container.registration.dispatchEvent(new Event('updatefound'))
    container.registration.waiting = first
    first.become('installed')
    expect(onWaiting).not.toHaveBeenCalled()

    container.controller = first
    const next = new FakeWorker()
    container.registration.installing = next
    container.registration.dispatchEvent(new Event('updatefound'))
    expect(onWaiting).not.toHaveBeenCalled()
    container.registration.waiting = next
    next.become('installed')
    expect(onWaiting).toHaveBeenCalledTimes(1)
  })
})

describe('applyUpdate (Reload)', () => {
  function waitingVersion() {
    container.controller = new FakeWorker()
    container.registration.active = container.controller
    container.registration.waiting = new FakeWorker()
    return container.registration as unknown as ServiceWorkerRegistration
  }

  it('asks the waiting worker to take over, the one in charge to hand over, and reloads when it has', () => {
    vi.useFakeTimers()
    const reload = vi.fn()
    applyUpdate(waitingVersion(), { reload })
    expect(container.registration.waiting?.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' })
    // The worker in charge is told to let go, so requests in hand do not keep the new one waiting.
    expect(container.registration.active?.postMessage).toHaveBeenCalledWith({ type: 'HAND_OVER' })
    expect(reload).not.toHaveBeenCalled()
    container.dispatchEvent(new Event('controllerchange'))
    expect(reload).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(RELOAD_FALLBACK_MS * 2)
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it("reloads anyway when 'controllerchange' never comes, after the bound and not before", () => {
    vi.useFakeTimers()
    const reload = vi.fn()
    applyUpdate(waitingVersion(), { reload })
    vi.advanceTimersByTime(RELOAD_FALLBACK_MS - 1)
    expect(reload).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(reload).toHaveBeenCalledTimes(1)
    // A late change does not reload a second time.
    container.dispatchEvent(new Event('controllerchange'))
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('reloads at once when the new version already took over elsewhere (no worker waiting)', () => {
    vi.useFakeTimers()
    const reload = vi.fn()
    applyUpdate(container.registration as unknown as ServiceWorkerRegistration, { reload })
    expect(reload).toHaveBeenCalledTimes(1)
  })
})
