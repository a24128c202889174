import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  availablePosts,
  changeFilters,
  filterPosts,
  matchesSearch,
  neighbours,
  NO_FILTERS,
  pageCount,
  pageItems,
  resultText,
  wantsNextBatch,
} from '@/features/news/filters'
import { post } from './fixtures'

const posts = [
  post(1, { title: 'Making Aliyah: the paperwork', excerpt: 'Documents, step by step', categoryIds: [3] }),
  post(2, { title: 'Renting in Tel Aviv', excerpt: 'What a lease looks like', categoryIds: [4] }),
  post(3, { title: 'Tax exemption', excerpt: 'Ten years without ALIYAH tax', categoryIds: [6, 3] }),
  post(4, { title: 'Schools', excerpt: 'Bilingual   or local?', categoryIds: [7] }),
]

describe('search and category filtering', () => {
  it('matches the title or the excerpt, case-insensitively', () => {
    expect(filterPosts(posts, { search: 'aliyah', category: null }).map((p) => p.id)).toEqual([1, 3])
    expect(filterPosts(posts, { search: 'LEASE', category: null }).map((p) => p.id)).toEqual([2])
    expect(filterPosts(posts, { search: 'bilingual or', category: null }).map((p) => p.id)).toEqual([4])
    expect(filterPosts(posts, { search: '  ', category: null })).toHaveLength(4)
    expect(filterPosts(posts, { search: 'nowhere', category: null })).toEqual([])
  })

  it('filters by the posts’ category ids, together with the search', () => {
    expect(filterPosts(posts, { search: '', category: 3 }).map((p) => p.id)).toEqual([1, 3])
    expect(filterPosts(posts, { search: 'tax', category: 3 }).map((p) => p.id)).toEqual([3])
    expect(filterPosts(posts, { search: '', category: 99 })).toEqual([])
  })

  it('a search always finds a post by any piece of its own title', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.nat(), fc.nat(), (title, a, b) => {
        const start = a % title.length
        const piece = title.slice(start, start + 1 + (b % (title.length - start)))
        fc.pre(piece.trim() !== '' && !/\s/.test(piece))
        expect(matchesSearch({ title, excerpt: '' }, piece.toUpperCase())).toBe(matchesSearch({ title, excerpt: '' }, piece.toLowerCase()))
        expect(matchesSearch({ title, excerpt: '' }, piece)).toBe(true)
      }),
    )
  })
})

describe('changing filters', () => {
  it('a new search or category goes back to page 1; a page change keeps the filters', () => {
    const onPage3 = { search: 'visa', category: 3, page: 3 }
    expect(changeFilters(onPage3, { search: 'visas' })).toEqual({ search: 'visas', category: 3, page: 1 })
    expect(changeFilters(onPage3, { category: null })).toEqual({ search: 'visa', category: null, page: 1 })
    expect(changeFilters(onPage3, { page: 4 })).toEqual({ search: 'visa', category: 3, page: 4 })
    expect(changeFilters(onPage3, { search: 'visa' })).toEqual(onPage3)
    expect(changeFilters(onPage3, { ...NO_FILTERS })).toEqual(NO_FILTERS)
  })
})

describe('display pages', () => {
  it('counts pages (at least one) and slices them', () => {
    expect(pageCount(64, 12)).toBe(6)
    expect(pageCount(0, 12)).toBe(1)
    expect(pageItems([1, 2, 3, 4, 5], 2, 2)).toEqual([3, 4])
    expect(pageItems([1, 2, 3, 4, 5], 3, 2)).toEqual([5])
    expect(pageItems([1, 2, 3], 9, 2)).toEqual([])
  })

  it('the pages together hold every item exactly once', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.integer({ min: 1, max: 30 }), (items, perPage) => {
        const all = Array.from({ length: pageCount(items.length, perPage) }, (_, i) => pageItems(items, i + 1, perPage)).flat()
        expect(all).toEqual(items)
      }),
    )
  })

  it("says 'Showing N articles', with 'out of' the total for a category", () => {
    expect(resultText(64, null)).toBe('Showing 64 articles')
    expect(resultText(9, 64)).toBe('Showing 9 articles out of 64')
    expect(resultText(1, null)).toBe('Showing 1 article')
    expect(resultText(0, 64)).toBe('Showing 0 articles out of 64')
  })
})

describe('batch loading', () => {
  it('loads while the reader is within two pages of the last loaded page', () => {
    // 20 posts at 12 a page fill pages 1-2: page 1 is within two of page 2.
    expect(wantsNextBatch({ results: 20, perPage: 12, page: 1, hasMore: true })).toBe(true)
    // 40 posts fill pages 1-4: page 1 is three away, page 2 two.
    expect(wantsNextBatch({ results: 40, perPage: 12, page: 1, hasMore: true })).toBe(false)
    expect(wantsNextBatch({ results: 40, perPage: 12, page: 2, hasMore: true })).toBe(true)
    expect(wantsNextBatch({ results: 40, perPage: 12, page: 6, hasMore: true })).toBe(true)
    expect(wantsNextBatch({ results: 40, perPage: 12, page: 2, hasMore: false })).toBe(false)
    // A narrow filter holding few results keeps loading.
    expect(wantsNextBatch({ results: 3, perPage: 12, page: 1, hasMore: true })).toBe(true)
  })

  it('counts what there is to show: the service’s total (at most 100) while more remain', () => {
    expect(availablePosts(20, 64, true)).toBe(64)
    expect(availablePosts(20, 500, true)).toBe(100)
    expect(availablePosts(64, 64, false)).toBe(64)
    expect(availablePosts(40, null, true)).toBe(40)
  })
})

describe('previous and next', () => {
  it('go by index in the list order and stop at the ends', () => {
    expect(neighbours(posts, 1)).toMatchObject({ previous: null, next: { id: 2 }, index: 0 })
    expect(neighbours(posts, 3)).toMatchObject({ previous: { id: 2 }, next: { id: 4 }, index: 2 })
    expect(neighbours(posts, 4)).toMatchObject({ previous: { id: 3 }, next: null, index: 3 })
    expect(neighbours(posts, 99)).toEqual({ previous: null, next: null, index: -1 })
  })
})
