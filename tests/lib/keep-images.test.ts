import { keepImages } from '@/lib/keep-images'

/** A service worker as the page sees it: it answers KEEP_IMAGES by keeping every image, then says it is done. */
class FakeWorker extends EventTarget {
  state: ServiceWorkerState
  asked: string[][] = []
  constructor(state: ServiceWorkerState) {
    super()
    this.state = state
  }
  postMessage(message: { urls: string[] }, [port]: MessagePort[]) {
    this.asked.push(message.urls)
    for (const url of message.urls) port?.postMessage({ url, kept: true, bytes: 100 })
    port?.postMessage({ done: true })
  }
  become(state: ServiceWorkerState) {
    this.state = state
    this.dispatchEvent(new Event('statechange'))
  }
}

/** navigator.serviceWorker with this registration (or none) and this controller. */
class FakeContainer extends EventTarget {
  controller: FakeWorker | null
  registration: { installing: FakeWorker | null; waiting: FakeWorker | null; active: FakeWorker | null } | undefined
  constructor(controller: FakeWorker | null, registration?: FakeContainer['registration']) {
    super()
    this.controller = controller
    this.registration = registration
  }
  getRegistration() {
    return Promise.resolve(this.registration)
  }
  takeOver(worker: FakeWorker) {
    this.controller = worker
    this.dispatchEvent(new Event('controllerchange'))
  }
}

function withContainer(container: FakeContainer) {
  vi.stubGlobal('navigator', { serviceWorker: container })
}

/** Whether the promise has settled once the tasks queued so far have run (a message port delivers in a task). */
async function settledYet(promise: Promise<unknown>): Promise<boolean> {
  let settled = false
  void promise.then(() => (settled = true))
  for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setImmediate(resolve))
  return settled
}

const urls = ['https://example.org/a.jpg', 'https://example.org/b.jpg']
const kept = urls.map((url) => ({ url, kept: true, bytes: 100 }))
const notKept = urls.map((url) => ({ url, kept: false, bytes: 0 }))

describe('keeping images through the service worker', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('asks the worker that controls the page, and reports each image', async () => {
    const worker = new FakeWorker('activated')
    withContainer(new FakeContainer(worker, { installing: null, waiting: null, active: worker }))
    await expect(keepImages([...urls, urls[0] ?? ''])).resolves.toEqual(kept)
    expect(worker.asked).toEqual([urls])
  })

  it('on a first visit, waits for the worker still installing to take the page over, then asks it', async () => {
    const installing = new FakeWorker('installing')
    const container = new FakeContainer(null, { installing, waiting: null, active: null })
    withContainer(container)
    const asking = keepImages(urls)
    expect(await settledYet(asking)).toBe(false)
    installing.become('activated')
    container.takeOver(installing)
    await expect(asking).resolves.toEqual(kept)
  })

  it('reports nothing kept when the installing worker fails, or when the caller gives up waiting', async () => {
    const failing = new FakeWorker('installing')
    withContainer(new FakeContainer(null, { installing: failing, waiting: null, active: null }))
    const asking = keepImages(urls)
    expect(await settledYet(asking)).toBe(false)
    failing.become('redundant')
    await expect(asking).resolves.toEqual(notKept)

    withContainer(new FakeContainer(null, { installing: new FakeWorker('installing'), waiting: null, active: null }))
    const abort = new AbortController()
    const cancelled = keepImages(urls, { signal: abort.signal })
    expect(await settledYet(cancelled)).toBe(false)
    abort.abort()
    await expect(cancelled).resolves.toEqual(notKept)
  })

  it('does not wait where no worker is on its way: none registered, or one the page bypassed (a hard reload)', async () => {
    withContainer(new FakeContainer(null))
    await expect(keepImages(urls)).resolves.toEqual(notKept)
    const active = new FakeWorker('activated')
    withContainer(new FakeContainer(null, { installing: null, waiting: new FakeWorker('installed'), active }))
    await expect(keepImages(urls)).resolves.toEqual(notKept)
    vi.stubGlobal('navigator', {})
    await expect(keepImages(urls)).resolves.toEqual(notKept)
  })
})
