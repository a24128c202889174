import { act } from '@testing-library/react'
import { vi } from 'vitest'

/**
 * Replaces IntersectionObserver (jsdom has none; tests/setup.ts's stand-in never reports) with one the
 * test drives: `setOnScreen(true)` tells every observer that its elements came into view.
 * `vi.unstubAllGlobals()` undoes it.
 */
export function mockIntersection() {
  const observers = new Set<FakeIntersectionObserver>()

  class FakeIntersectionObserver {
    readonly elements = new Set<Element>()
    constructor(private readonly callback: IntersectionObserverCallback) {
      observers.add(this)
    }
    observe(element: Element) {
      this.elements.add(element)
    }
    unobserve(element: Element) {
      this.elements.delete(element)
    }
    disconnect() {
      observers.delete(this)
    }
    takeRecords() {
      return []
    }
    report(isIntersecting: boolean) {
      const entries = [...this.elements].map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry)
      if (entries.length > 0) this.callback(entries, this as unknown as IntersectionObserver)
    }
  }

  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)
  return {
    setOnScreen(isIntersecting: boolean) {
      act(() => {
        for (const observer of observers) observer.report(isIntersecting)
      })
    },
  }
}
