import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'
import { staticMediaQueryList } from './media'

afterEach(() => cleanup())

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
