import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'
import { staticMediaQueryList } from './media'

// The DOM tests' set-up (tests/setup.ts loads it in a DOM environment): jest-dom's matchers, an empty
// document after each test, and the browser APIs jsdom lacks.
afterEach(() => cleanup())

// findBy… and waitFor give an answer up to 8 s to show (1 s by default), in every file alike: a whole
// route's render waits for its lazy chunks and catalogs, requests start a task after the render that asks
// for them, and two workers share CI's two cores. It is a bound, not a wait: a test goes on as soon as
// what it looks for is there, and one that fails still fails, only later.
configure({ asyncUtilTimeout: 8000 })

// jsdom lacks these browser APIs that Mantine and our components use.
window.matchMedia ??= (query: string) => staticMediaQueryList(query, false)

class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return []
  }
}
window.ResizeObserver ??= NoopObserver as unknown as typeof ResizeObserver
window.IntersectionObserver ??= NoopObserver as unknown as typeof IntersectionObserver
Element.prototype.scrollIntoView ??= () => undefined
window.HTMLElement.prototype.scrollTo ??= () => undefined
window.scrollTo = () => undefined
