// A short list that takes at most `max` distinct items: adding to a full one is refused, not a shift.

export interface BoundedAdd<T> {
  list: readonly T[]
  outcome: 'added' | 'present' | 'full'
}

export function addBounded<T>(list: readonly T[], item: T, max: number): BoundedAdd<T> {
  if (list.includes(item)) return { list, outcome: 'present' }
  if (list.length >= max) return { list, outcome: 'full' }
  return { list: [...list, item], outcome: 'added' }
}
