import { vi } from 'vitest'

/** A MediaQueryList that answers `matches` and never changes (jsdom has no media queries). */
export function staticMediaQueryList(media: string, matches: boolean): MediaQueryList {
  return {
    matches,
    media,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  } as MediaQueryList
}

/** `window.matchMedia` answers true for the queries `matches` picks; `vi.restoreAllMocks()` undoes it. */
export function mockMediaQueries(matches: (query: string) => boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => staticMediaQueryList(query, matches(query)))
}
