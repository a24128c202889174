import { describe, expect, it } from 'vitest'
import { frameReducer, initialFrameState, inPageLanguage, inspectFrameLoad, type FrameEvent, type FrameLike, type FrameState } from '@/lib/frame-load'

const loading: FrameState = { status: 'loading', failure: null, attempt: 1 }

function run(state: FrameState, ...events: FrameEvent['type'][]): FrameState {
  return events.reduce((current, type) => frameReducer(current, { type } as FrameEvent), state)
}

describe('frameReducer', () => {
  it('starts loading online and failed (offline) without a connection', () => {
    expect(initialFrameState(true)).toEqual(loading)
    expect(initialFrameState(false)).toEqual({ status: 'failed', failure: 'offline', attempt: 1 })
  })

  it('loading ends in loaded on load, or failed on an error, the time limit or going offline', () => {
    expect(run(loading, 'load')).toEqual({ status: 'loaded', failure: null, attempt: 1 })
    expect(run(loading, 'error')).toEqual({ status: 'failed', failure: 'error', attempt: 1 })
    expect(run(loading, 'timeout')).toEqual({ status: 'failed', failure: 'timeout', attempt: 1 })
    expect(run(loading, 'offline')).toEqual({ status: 'failed', failure: 'offline', attempt: 1 })
  })

  it('a page already showing stays when the time runs out or the connection drops', () => {
    expect(run(loading, 'load', 'timeout', 'offline', 'error')).toEqual({ status: 'loaded', failure: null, attempt: 1 })
  })

  it('a failure is final until a retry, or the connection returning after an offline failure', () => {
    expect(run(loading, 'timeout', 'load')).toMatchObject({ status: 'failed', failure: 'timeout' })
    expect(run(loading, 'timeout', 'online')).toMatchObject({ status: 'failed', failure: 'timeout' })
    expect(run(loading, 'timeout', 'retry')).toEqual({ status: 'loading', failure: null, attempt: 2 })
    expect(run(loading, 'offline', 'online')).toEqual({ status: 'loading', failure: null, attempt: 2 })
    expect(run(loading, 'offline', 'online', 'load')).toEqual({ status: 'loaded', failure: null, attempt: 2 })
  })

  it('retry and online do nothing while loading or loaded', () => {
    expect(run(loading, 'retry', 'online')).toEqual(loading)
    expect(run(loading, 'load', 'retry', 'online')).toEqual({ status: 'loaded', failure: null, attempt: 1 })
  })
})

function frame(url: string | null, status?: number, throws = false): FrameLike {
  return {
    get contentDocument() {
      if (throws) throw new DOMException('Blocked a frame', 'SecurityError')
      return url === null ? null : { URL: url }
    },
    contentWindow: {
      performance: { getEntriesByType: (type: string) => (type === 'navigation' && status !== undefined ? [{ responseStatus: status }] : []) },
    },
  }
}

describe('inspectFrameLoad', () => {
  it("counts any load of another origin's page as loaded: it cannot be inspected", () => {
    expect(inspectFrameLoad(frame(null), false)).toBe('loaded')
    expect(inspectFrameLoad(frame(null, undefined, true), false)).toBe('loaded')
  })

  it("sees the browser's error page in a frame of our own origin", () => {
    expect(inspectFrameLoad(frame(null), true)).toBe('error')
    expect(inspectFrameLoad(frame(null, undefined, true), true)).toBe('error')
  })

  it('sees an HTTP error answer, and accepts a page that answered', () => {
    expect(inspectFrameLoad(frame('http://app/demo/site/pm', 503), true)).toBe('error')
    expect(inspectFrameLoad(frame('http://app/demo/site/pm', 404), true)).toBe('error')
    expect(inspectFrameLoad(frame('http://app/demo/site/pm', 200), true)).toBe('loaded')
    // Browsers without responseStatus: the page is there.
    expect(inspectFrameLoad(frame('http://app/demo/site/pm'), true)).toBe('loaded')
  })

  it('waits past the initial blank document', () => {
    expect(inspectFrameLoad(frame('about:blank'), true)).toBe('pending')
  })
})

describe('inPageLanguage', () => {
  const origin = 'https://app.example'
  it("asks a page of the app's own origin for the language shown, unless its address names one", () => {
    expect(inPageLanguage('https://app.example/demo/site/terms', 'he', origin)).toBe('https://app.example/demo/site/terms?lang=he')
    expect(inPageLanguage('https://app.example/demo/assistant/?x=1', 'ru', origin)).toBe('https://app.example/demo/assistant/?x=1&lang=ru')
    expect(inPageLanguage('https://app.example/demo/site/terms?lang=fr', 'he', origin)).toBe('https://app.example/demo/site/terms?lang=fr')
  })

  it("leaves another origin's address, or one it cannot read, as it is", () => {
    expect(inPageLanguage('https://chat.provider.example/embed', 'fr', origin)).toBe('https://chat.provider.example/embed')
    expect(inPageLanguage('http://app.example/demo/site/terms', 'fr', origin)).toBe('http://app.example/demo/site/terms')
    expect(inPageLanguage('http://[bad', 'fr', origin)).toBe('http://[bad')
  })
})
