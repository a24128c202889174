import { describe, expect, it } from 'vitest'
import { megabytes } from '@/shell/trip/format'

const MB = 1024 * 1024

describe('megabytes', () => {
  it('writes one decimal as the language does', () => {
    expect(megabytes(3.9 * MB, 'en')).toBe('3.9')
    expect(megabytes(3.9 * MB, 'fr')).toBe('3,9')
    expect(megabytes(0, 'ru')).toBe('0,0')
  })

  it('never reads a few kilobytes as nothing: two decimals under a tenth, at least 0.01', () => {
    expect(megabytes(10 * 1024, 'fr')).toBe('0,01')
    expect(megabytes(200, 'en')).toBe('0.01')
    expect(megabytes(0.05 * MB, 'en')).toBe('0.05')
    expect(megabytes(0.2 * MB, 'en')).toBe('0.2')
  })
})
