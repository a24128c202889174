import { describe, expect, it } from 'vitest'
import { codeNotFetched } from '@/lib/code-not-fetched'

describe('code that could not be fetched', () => {
  it('recognises a chunk that did not come, as each browser words it', () => {
    expect(codeNotFetched(new TypeError('Failed to fetch dynamically imported module: https://example.org/assets/a-1.js'))).toBe(true)
    expect(codeNotFetched(new TypeError('error loading dynamically imported module: https://example.org/assets/a-1.js'))).toBe(true)
    expect(codeNotFetched(new TypeError('Importing a module script failed.'))).toBe(true)
    expect(codeNotFetched(new Error('Unable to preload CSS for /assets/a-1.css'))).toBe(true)
  })

  it('leaves every other error as it is', () => {
    expect(codeNotFetched(new Error('Failed to fetch posts'))).toBe(false)
    expect(codeNotFetched({ statusText: 'Not Found' })).toBe(false)
    expect(codeNotFetched(null)).toBe(false)
    expect(codeNotFetched('boom')).toBe(false)
  })
})
