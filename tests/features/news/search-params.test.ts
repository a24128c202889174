import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { filtersFromSearch, searchFromFilters } from '@/features/news/filters'
import { cleanSearch, validateBlogSearch } from '@/features/news/search-params'

describe('validateBlogSearch', () => {
  it('reads search, category, page and lightbox', () => {
    expect(validateBlogSearch({ search: ' visa  permit ', category: 3, page: '2', lightbox: 'true' })).toEqual({
      search: 'visa permit',
      category: 3,
      page: 2,
      lightbox: true,
    })
    expect(validateBlogSearch({ category: '6', page: 4, lightbox: true })).toMatchObject({ category: 6, page: 4, lightbox: true })
  })

  it('falls back silently for bad values, and leaves defaults out', () => {
    for (const bad of [{ page: 'abc' }, { page: 0 }, { page: -2 }, { page: 1.5 }, { page: 1 }, { page: 5000 }, { category: 'x' }, { category: 0 }, { search: '' }, { search: ['a'] }, { lightbox: 'yes' }, { lightbox: false }]) {
      expect(validateBlogSearch(bad)).toEqual({ search: undefined, category: undefined, page: undefined, lightbox: undefined })
    }
  })

  it('never throws, and what it returns survives a round trip', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom('search', 'category', 'page', 'lightbox', 'other'), fc.jsonValue()), (raw) => {
        const search = validateBlogSearch(raw)
        if (search.search !== undefined) expect(search.search.length).toBeLessThanOrEqual(100)
        if (search.page !== undefined) expect(search.page).toBeGreaterThan(1)
        expect(validateBlogSearch({ ...searchFromFilters(filtersFromSearch(search), search.lightbox) })).toEqual(search)
      }),
    )
  })
})

describe('cleanSearch', () => {
  it('drops control characters, collapses spaces and keeps at most 100 characters', () => {
    expect(cleanSearch('a\u0000b\tc')).toBe('a b c')
    expect(cleanSearch('x'.repeat(150))).toHaveLength(100)
    expect(cleanSearch(42)).toBe('42')
    expect(cleanSearch(null)).toBe('')
  })
})

describe('filters and the address', () => {
  it('the defaults are an empty address', () => {
    expect(searchFromFilters({ search: '', category: null, page: 1 })).toEqual({ search: undefined, category: undefined, page: undefined, lightbox: undefined })
    expect(filtersFromSearch({})).toEqual({ search: '', category: null, page: 1 })
    expect(searchFromFilters({ search: 'visa', category: 3, page: 2 }, true)).toEqual({ search: 'visa', category: 3, page: 2, lightbox: true })
  })
})
