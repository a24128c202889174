import { beforeAll, describe, expect, it } from 'vitest'
import { DestinationsError } from '@/features/destinations/api'
import { fallbackDestinations } from '@/features/destinations/fallback'
import { lightboxView } from '@/features/destinations/lightbox-view'
import { EmptySheetError } from '@/features/destinations/parse'
import type { Destination } from '@/features/destinations/types'
import { carouselView, failureOf, type DestinationsQueryState } from '@/features/destinations/view'

const sheet: Destination[] = [
  { id: 0, city: 'Tel Aviv', country: 'Israel' },
  { id: 1, city: 'Jerusalem', country: 'Israel' },
  { id: 2, city: 'Melbourne', country: 'Australia' },
]

const state = (overrides: Partial<DestinationsQueryState>): DestinationsQueryState => ({
  status: 'pending',
  fetchStatus: 'fetching',
  data: undefined,
  error: null,
  dataUpdatedAt: 0,
  ...overrides,
})

const loading = state({})
const loaded = state({ status: 'success', fetchStatus: 'idle', data: sheet, dataUpdatedAt: 1000 })
const failed = state({ status: 'error', fetchStatus: 'idle', error: new DestinationsError() })
const empty = state({ status: 'error', fetchStatus: 'idle', error: new EmptySheetError() })
const offline = state({ status: 'pending', fetchStatus: 'paused' })
const refreshFailed = state({ status: 'error', fetchStatus: 'idle', data: sheet, dataUpdatedAt: 1000, error: new DestinationsError() })

describe('the 10 fallback cities', () => {
  it('are the spec\'s cities, in its order, each with a country and a real description', () => {
    const list = fallbackDestinations('https://media.example/{city}.mp4')
    expect(list.map((d) => d.city)).toEqual(['New York', 'Berlin', 'Barcelona', 'Dubai', 'Toronto', 'Greece', 'London', 'Tel Aviv', 'Paris', 'Larnaca'])
    for (const destination of list) {
      expect(destination.country).toMatch(/\S/)
      expect(destination.description?.length).toBeGreaterThan(60)
      expect(destination.shortDescription).toBe(destination.description)
    }
    expect(list.map((d) => d.id)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9])
  })

  it('have a clip where the media host has one, named after the city without spaces', () => {
    const videos = Object.fromEntries(fallbackDestinations('https://media.example/{city}.mp4').map((d) => [d.city, d.video]))
    expect(videos['New York']).toBe('https://media.example/NewYork.mp4')
    expect(videos['Tel Aviv']).toBe('https://media.example/TelAviv.mp4')
    expect(videos.Berlin).toBe('https://media.example/Berlin.mp4')
    expect(videos.Dubai).toBe('https://media.example/Dubai.mp4')
    expect(videos.Paris).toBeUndefined()
  })
})

describe('failureOf', () => {
  it('names the failure only when there is nothing to show', () => {
    expect(failureOf(loading)).toBeNull()
    expect(failureOf(loaded)).toBeNull()
    expect(failureOf(refreshFailed)).toBeNull()
    expect(failureOf(failed)).toBe('failed')
    expect(failureOf(empty)).toBe('empty')
    expect(failureOf(offline)).toBe('failed')
  })
})

describe('carouselView', () => {
  // Made once the catalogs are active (the built-in cities are in the active language).
  let builtIn: Destination[]
  beforeAll(() => {
    builtIn = fallbackDestinations()
  })

  it('is loading until the sheet answers', () => {
    expect(carouselView(loading, builtIn)).toEqual({ kind: 'loading' })
  })

  it("shows the sheet's cities, and keeps the cached ones when a refresh fails", () => {
    expect(carouselView(loaded, null)).toEqual({ kind: 'loaded', destinations: sheet, updatedAt: 1000, refreshFailed: false })
    expect(carouselView(refreshFailed, null)).toMatchObject({ kind: 'loaded', destinations: sheet, refreshFailed: true })
  })

  it('falls back to the built-in cities after a failure, an empty sheet, or offline with nothing cached', () => {
    expect(carouselView(failed, builtIn)).toEqual({ kind: 'fallback', destinations: builtIn, reason: 'failed' })
    expect(carouselView(empty, builtIn)).toEqual({ kind: 'fallback', destinations: builtIn, reason: 'empty' })
    expect(carouselView(offline, builtIn)).toMatchObject({ kind: 'fallback', reason: 'failed' })
  })

  it('stays loading while the built-in list is on its way', () => {
    expect(carouselView(failed, null)).toEqual({ kind: 'loading' })
  })
})

describe('lightboxView', () => {
  it('opens /destinations at the first city and /destinations/{city} at that city', () => {
    expect(lightboxView(loaded)).toMatchObject({ kind: 'city', index: 0, fallback: false, updatedAt: 1000 })
    expect(lightboxView(loaded, 'Melbourne')).toMatchObject({ kind: 'city', index: 2 })
    expect(lightboxView(loaded, 'tel-aviv')).toMatchObject({ kind: 'city', index: 0 })
  })

  it('says so for a city the sheet does not have', () => {
    expect(lightboxView(loaded, 'Atlantis')).toEqual({ kind: 'unknown-city', city: 'Atlantis', destinations: sheet })
  })

  it('is loading while the sheet loads', () => {
    expect(lightboxView(loading, 'Berlin')).toEqual({ kind: 'loading' })
  })

  it('is the empty state after a failure or an empty sheet', () => {
    expect(lightboxView(failed)).toEqual({ kind: 'empty', reason: 'failed' })
    expect(lightboxView(empty)).toEqual({ kind: 'empty', reason: 'empty' })
    expect(lightboxView(failed, 'Melbourne')).toEqual({ kind: 'empty', reason: 'failed' })
  })

  it('shows a fallback city (opened from a fallback card) from the built-in list', () => {
    const view = lightboxView(failed, 'Larnaca')
    expect(view).toMatchObject({ kind: 'city', index: 9, fallback: true, updatedAt: undefined })
    expect(view.kind === 'city' && view.destinations).toHaveLength(10)
  })

  it('keeps the cached list when a refresh fails', () => {
    expect(lightboxView(refreshFailed, 'Jerusalem')).toMatchObject({ kind: 'city', index: 1, fallback: false, refreshFailed: true })
  })
})
