import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { PostsPage } from '@/features/news/api'
import { nextBatchParam, withSaved } from '@/features/news/queries'
import { post } from './fixtures'

describe('the posts query: which batch comes next', () => {
  const batch = (count: number, totalPages: number | null = null): PostsPage => ({
    posts: Array.from({ length: count }, (_, i) => post(i + 1)),
    received: count,
    total: null,
    totalPages,
  })

  it('asks for the next batch only after a full batch of 20', () => {
    expect(nextBatchParam([batch(20)], 1)).toBe(2)
    expect(nextBatchParam([batch(20), batch(19)], 2)).toBeUndefined()
    expect(nextBatchParam([batch(20), batch(0)], 2)).toBeUndefined()
    expect(nextBatchParam([], 1)).toBeUndefined()
  })

  it('never past the last page the service reported', () => {
    expect(nextBatchParam([batch(20, 3), batch(20, 3), batch(20, 3)], 3)).toBeUndefined()
    expect(nextBatchParam([batch(20, 3), batch(20, 3)], 2)).toBe(3)
  })

  it('stops once 100 posts are held', () => {
    const five = [batch(20), batch(20), batch(20), batch(20), batch(20)]
    expect(nextBatchParam(five.slice(0, 4), 4)).toBe(5)
    expect(nextBatchParam(five, 5)).toBeUndefined()
    fc.assert(
      fc.property(fc.array(fc.constant(20), { minLength: 1, maxLength: 12 }), (sizes) => {
        const pages = sizes.map((size) => batch(size))
        const next = nextBatchParam(pages, pages.length)
        expect(next === undefined).toBe(pages.length * 20 >= 100)
      }),
    )
  })
})

describe('offline, the articles kept on this device after the posts held', () => {
  it('keeps the posts held in their places and adds the saved ones they lack, in the order kept', () => {
    const held = [post(5), post(4), post(3)]
    const saved = [post(4), post(2), post(9), post(1)]
    expect(withSaved(held, saved).map((p) => p.id)).toEqual([5, 4, 3, 2, 9, 1])
  })

  it('is the posts held alone when nothing is saved, and the saved ones alone when nothing was listed', () => {
    expect(withSaved([post(2), post(1)], undefined).map((p) => p.id)).toEqual([2, 1])
    expect(withSaved([post(2), post(1)], []).map((p) => p.id)).toEqual([2, 1])
    expect(withSaved([], [post(7), post(6)]).map((p) => p.id)).toEqual([7, 6])
  })
})
