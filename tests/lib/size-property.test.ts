// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { publishSize } from '@/lib/size-property'

/** A ResizeObserver the test drives: `resize()` calls back every element still watched. */
function drivenObserver() {
  const watched = new Set<() => void>()
  class Driven {
    private readonly callback: () => void
    constructor(callback: () => void) {
      this.callback = callback
    }
    observe() {
      watched.add(this.callback)
    }
    disconnect() {
      watched.delete(this.callback)
    }
  }
  vi.stubGlobal('ResizeObserver', Driven)
  return { resize: () => watched.forEach((callback) => callback()), watching: () => watched.size }
}

afterEach(() => {
  vi.unstubAllGlobals()
  document.documentElement.removeAttribute('style')
})

describe('publishSize', () => {
  it('publishes the measure, rounded up, again on every resize, and removes it when 0 or when stopped', () => {
    const observer = drivenObserver()
    const element = document.createElement('div')
    let height = 31.2
    const stop = publishSize(element, '--bar', () => height)
    const value = () => document.documentElement.style.getPropertyValue('--bar')
    expect(value()).toBe('32px')
    height = 48
    observer.resize()
    expect(value()).toBe('48px')
    height = 0
    observer.resize()
    expect(value()).toBe('')
    height = 20
    observer.resize()
    expect(value()).toBe('20px')
    stop()
    expect(value()).toBe('')
    expect(observer.watching()).toBe(0)
  })
})
