import { describe, expect, it } from 'vitest'
import { normalizeAddress } from '@/features/viewer/address'

describe('normalizeAddress', () => {
  it("prefixes 'https://' when the address does not start with http", () => {
    expect(normalizeAddress('example.org/page')).toBe('https://example.org/page')
    expect(normalizeAddress('  example.org  ')).toBe('https://example.org/')
  })

  it('keeps http and https addresses', () => {
    expect(normalizeAddress('http://example.org/a?b=1')).toBe('http://example.org/a?b=1')
    expect(normalizeAddress('https://example.org')).toBe('https://example.org/')
  })

  it('refuses what is not an http(s) address', () => {
    for (const bad of ['', '   ', 'javascript:alert(1)', 'https://user:pw@example.org', 'http://', 'https://exa mple.org']) {
      expect(normalizeAddress(bad)).toBeNull()
    }
  })
})
