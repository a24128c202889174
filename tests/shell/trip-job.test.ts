// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import { notSaved, progressOf, readRecord, TRIP_REFRESH_MS, tripDue, type Tally, type TripKind } from '@/shell/trip/trip-job'

const tally = (saved: number, total: number): Tally => ({ saved, total, bytes: saved * 1000 })
const full: Record<TripKind, Tally> = { articles: tally(50, 50), images: tally(70, 70), destinations: tally(16, 16), rates: tally(2, 2), weather: tally(1, 1), videos: tally(0, 0) }

function storageWith(value: string | null) {
  const map = new Map<string, string>(value === null ? [] : [['waypoint-trip', value]])
  return { getItem: (key: string) => map.get(key) ?? null, removeItem: (key: string) => void map.delete(key), map }
}

describe('the trip record', () => {
  it('reads a whole record and discards anything else', () => {
    expect(readRecord(storageWith(JSON.stringify({ savedAt: 5, tally: full })))).toEqual({ savedAt: 5, tally: full })
    for (const bad of ['{', JSON.stringify({ savedAt: 'yesterday', tally: full }), JSON.stringify({ savedAt: 5, tally: { ...full, images: { saved: -1, total: 1, bytes: 0 } } })]) {
      const storage = storageWith(bad)
      expect(readRecord(storage)).toBeNull()
    }
    const partial = storageWith(JSON.stringify({ savedAt: 5, tally: { articles: tally(1, 1) } }))
    expect(readRecord(partial)).toBeNull()
    expect(partial.map.size).toBe(0)
  })

  it('is due for a quiet refresh after a day', () => {
    const record = { savedAt: 1_000, tally: full }
    expect(tripDue(1_000 + TRIP_REFRESH_MS, record)).toBe(false)
    expect(tripDue(1_001 + TRIP_REFRESH_MS, record)).toBe(true)
    expect(tripDue(Date.now(), null)).toBe(false)
  })

  it('adds up the progress and lists the kinds not all saved', () => {
    expect(progressOf(full)).toEqual({ saved: 139, total: 139, bytes: 139_000 })
    expect(notSaved(full)).toEqual([])
    expect(notSaved({ ...full, images: tally(12, 70), weather: tally(0, 1) })).toEqual(['images', 'weather'])
  })
})

describe('a kind cleared from the device', () => {
  it('is no longer counted as saved for the trip, in the summary and in the record; with nothing left, no set', async () => {
    localStorage.setItem('waypoint-trip', JSON.stringify({ savedAt: 1_000, tally: full }))
    vi.resetModules()
    const trip = await import('@/shell/trip/trip-job')
    expect(trip.tripStore.snapshot()).toMatchObject({ status: 'done', tally: { articles: { saved: 50 } } })
    trip.forgetSaved('articles')
    expect(trip.tripStore.snapshot().tally.articles).toEqual({ saved: 0, total: 50, bytes: 0 })
    expect(trip.tripStore.snapshot().tally.images.saved).toBe(70)
    expect(trip.readRecord()?.tally.articles.saved).toBe(0)
    for (const kind of ['images', 'destinations', 'rates', 'weather'] as const) trip.forgetSaved(kind)
    expect(trip.tripStore.snapshot()).toMatchObject({ status: 'idle', savedAt: null })
    expect(localStorage.getItem('waypoint-trip')).toBeNull()
  })
})
