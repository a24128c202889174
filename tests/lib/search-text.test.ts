import { describe, expect, it } from 'vitest'
import { searchable } from '@/lib/search-text'

describe('searchable', () => {
  it('compares names whatever the case, accents, hyphens, quotes and spaces', () => {
    expect(searchable('  Zürich ')).toBe(searchable('zurich'))
    expect(searchable('Тель-Авив')).toBe(searchable('тель авив'))
    expect(searchable('תל־אביב')).toBe(searchable('תל אביב'))
    expect(searchable('Be’er Sheva')).toBe(searchable("be'er   sheva"))
    expect(searchable('Paris')).not.toBe(searchable('Parma'))
  })

  it('ignores the invisible isolation marks a right-to-left message puts around a name', () => {
    expect(searchable('\u2068Tel Aviv\u2069, \u2068ישראל\u2069')).toBe(searchable('Tel Aviv, ישראל'))
  })
})
