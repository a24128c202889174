// 'Save for offline' (issue 24, docs/behaviour.md "Ready for the trip"): one job that keeps on this device
// what a traveller needs with no network: the latest 50 articles with their images, every destination with
// its card image (and the shortlisted ones' clips), the rates with the 30-day trend of the starred pairs,
// and the weather of the home city and the shortlisted destinations. Each feature says what it can save;
// this job, in the shell because it combines features, runs them one small step at a time (never holding
// the page), reports progress, can be cancelled, keeps what finished when the network goes, and records
// when the set was saved. Loaded only when a person uses it (or to refresh a set saved before).
// Where the browser offers Periodic Background Sync, a complete save also asks for a daily refresh of the
// same set while the app is closed (lib/periodic-refresh.ts): the service worker fetches the latest
// listing, the destinations sheet, the rates and trends and the weather that were saved, and the next time
// the app runs, offline too, they are taken in here with the features' own parsers and the same rules
// (what WordPress no longer lists drops out; an answer older than what the app holds changes nothing).
import type { QueryClient, QueryKey } from '@tanstack/react-query'
import { favouritesStore, starredIds } from '@/components/favourites'
import { cityCurrency } from '@/content/cities'
import { hubRatesQuery } from '@/features/currency/queries'
import { hubRatesRefresh, rateTrendRefresh } from '@/features/currency/offline'
import { hasRateHistory, heldTrendPairs, noHistory, rateTrendQuery } from '@/features/currency/trend-query'
import { destinationMedia, destinationsRefresh } from '@/features/destinations/offline'
import { destinationsQuery } from '@/features/destinations/queries'
import { latestListingUrls, pagesFrom, saveLatestArticles, TRIP_ARTICLES } from '@/features/news/offline'
import type { KeyValueStore } from '@/features/news/saved-articles'
import { cityWeatherRefresh } from '@/features/weather/offline'
import { cityWeatherQuery } from '@/features/weather/queries'
import { homeCityById, readHome } from '@/features/world-time/home-city'
import { keepClips, keepImages } from '@/lib/keep-images'
import { nextTask, onIdle } from '@/lib/start'
import { forgetRefreshed, refreshedSince, scheduleRefresh, type RefreshReader } from '@/lib/periodic-refresh'
import { storage } from '@/content/storage-keys'

/**
 * How the job asks a query: afresh, and to the end even while the server does not answer (the queries
 * otherwise wait for it, components/use-online.ts), so a part that cannot be had is listed as not saved
 * and 'Resume' offered, instead of the job waiting.
 */
const ASKED_NOW = { staleTime: 0, networkMode: 'always' } as const

export const tripKinds = ['articles', 'images', 'destinations', 'rates', 'weather', 'videos'] as const
export type TripKind = (typeof tripKinds)[number]

export interface Tally {
  saved: number
  total: number
  bytes: number
}

export type TripStatus = 'idle' | 'running' | 'done' | 'stopped' | 'cancelled'

export interface TripState {
  status: TripStatus
  tally: Record<TripKind, Tally>
  /** The articles could not all be saved for lack of space: how many were. */
  quota: { saved: number; total: number } | null
  /** Whether the browser agreed to keep this site's storage (null: not asked, or it cannot say). */
  persisted: boolean | null
  /** When the whole set was last saved (ms), or null. */
  savedAt: number | null
  /** How long the last run took (ms). */
  durationMs: number | null
}

/** 'USD-EUR' → ['USD', 'EUR']. */
const pairOf = (id: string): [string, string] | null => (/^[A-Z]{3}-[A-Z]{3}$/.test(id) ? [id.slice(0, 3), id.slice(4)] : null)

const emptyTally = (): Record<TripKind, Tally> =>
  Object.fromEntries(tripKinds.map((kind) => [kind, { saved: 0, total: 0, bytes: 0 }])) as Record<TripKind, Tally>

/** Images handed to the worker at a time: between two hand-overs the job can be cancelled. */
const IMAGE_STEP = 4
/** A set saved longer ago than this is refreshed at the next opening with a network. */
export const TRIP_REFRESH_MS = 24 * 60 * 60 * 1000
const RECORD_KEY = storage.trip.name

/** A query of the trip set the worker refreshes while the app is closed. */
export type RefreshItem = { kind: 'destinations' } | { kind: 'rates' } | { kind: 'trend'; pair: string } | { kind: 'weather'; city: string }

export interface TripRecord {
  savedAt: number
  tally: Record<TripKind, Tally>
  /** What the daily background refresh fetches besides the articles, and when it was asked for (ms). */
  refresh?: { asked: number; items: RefreshItem[] }
}

const MAX_REFRESH_ITEMS = 12

function readRefreshItem(value: unknown): RefreshItem | null {
  if (typeof value !== 'object' || value === null) return null
  const item = value as Record<string, unknown>
  if (item.kind === 'destinations' || item.kind === 'rates') return { kind: item.kind }
  if (item.kind === 'trend' && typeof item.pair === 'string' && pairOf(item.pair)) return { kind: 'trend', pair: item.pair }
  if (item.kind === 'weather' && typeof item.city === 'string' && item.city.trim() !== '' && item.city.length <= 200) return { kind: 'weather', city: item.city }
  return null
}

/** The record's refresh list (untrusted, from storage): its valid items, or undefined. */
function readRefresh(value: unknown): TripRecord['refresh'] {
  if (typeof value !== 'object' || value === null) return undefined
  const { asked, items } = value as { asked?: unknown; items?: unknown }
  if (typeof asked !== 'number' || !Number.isFinite(asked) || !Array.isArray(items)) return undefined
  return { asked, items: items.slice(0, MAX_REFRESH_ITEMS).map(readRefreshItem).filter((item) => item !== null) }
}

/** How a refreshed item is read back, and the query it fills. */
function refreshOf(item: RefreshItem, asked: number): { key: QueryKey; reader: RefreshReader<unknown> } | null {
  switch (item.kind) {
    case 'destinations':
      return { key: destinationsQuery().queryKey, reader: destinationsRefresh() }
    case 'rates':
      return { key: hubRatesQuery().queryKey, reader: hubRatesRefresh() }
    case 'trend': {
      const pair = pairOf(item.pair)
      return pair && hasRateHistory() ? { key: rateTrendQuery(...pair).queryKey, reader: rateTrendRefresh(...pair, new Date(asked)) } : null
    }
    case 'weather':
      return { key: cityWeatherQuery(item.city).queryKey, reader: cityWeatherRefresh(item.city) }
  }
}

function isTally(value: unknown): value is Tally {
  if (typeof value !== 'object' || value === null) return false
  const tally = value as Record<string, unknown>
  return [tally.saved, tally.total, tally.bytes].every((n) => typeof n === 'number' && Number.isFinite(n) && n >= 0)
}

/** The record of the last complete save, when there is a whole one; anything else is discarded. */
export function readRecord(storage: Pick<Storage, 'getItem' | 'removeItem'> | undefined = safeStorage()): TripRecord | null {
  try {
    const raw = storage?.getItem(RECORD_KEY)
    if (!raw) return null
    const value = JSON.parse(raw) as { savedAt?: unknown; tally?: Record<string, unknown> }
    if (typeof value.savedAt === 'number' && value.tally && tripKinds.every((kind) => isTally(value.tally?.[kind]))) {
      const refresh = readRefresh((value as { refresh?: unknown }).refresh)
      return { savedAt: value.savedAt, tally: value.tally as Record<TripKind, Tally>, ...(refresh ? { refresh } : {}) }
    }
    storage?.removeItem(RECORD_KEY)
  } catch {
    // Unreadable: as if never saved.
  }
  return null
}

function writeRecord(record: TripRecord | null): void {
  try {
    const storage = safeStorage()
    if (record) storage?.setItem(RECORD_KEY, JSON.stringify(record))
    else storage?.removeItem(RECORD_KEY)
  } catch {
    // Full or disabled: the set is saved all the same; only its date is not remembered.
  }
}

function safeStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage
  } catch {
    return undefined
  }
}

const recorded = readRecord()
let state: TripState = {
  status: recorded ? 'done' : 'idle',
  tally: recorded?.tally ?? emptyTally(),
  quota: null,
  persisted: null,
  savedAt: recorded?.savedAt ?? null,
  durationMs: null,
}
const listeners = new Set<() => void>()
let controller: AbortController | null = null

function publish(next: Partial<TripState>): void {
  state = { ...state, ...next }
  for (const listener of listeners) listener()
}

export const tripStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  snapshot: (): TripState => state,
}

/**
 * A kind cleared in 'Saved on this device' is no longer counted as available offline: the summary above
 * it said '50 articles' once they were gone. With nothing left, there is no saved set.
 */
export function forgetSaved(kind: TripKind): void {
  if (state.tally[kind].saved === 0 && state.tally[kind].bytes === 0) return
  const tally = { ...state.tally, [kind]: { ...state.tally[kind], saved: 0, bytes: 0 } }
  const nothing = tripKinds.every((each) => tally[each].saved === 0)
  const record = readRecord()
  if (record) writeRecord(nothing ? null : { ...record, tally: { ...record.tally, [kind]: tally[kind] } })
  publish(nothing && state.status === 'done' ? { tally, status: 'idle', savedAt: null } : { tally })
}

/** The kinds that are not all saved after a run. */
export function notSaved(tally: Record<TripKind, Tally>): TripKind[] {
  return tripKinds.filter((kind) => tally[kind].saved < tally[kind].total)
}

export function progressOf(tally: Record<TripKind, Tally>): Tally {
  return tripKinds.reduce((sum, kind) => ({ saved: sum.saved + tally[kind].saved, total: sum.total + tally[kind].total, bytes: sum.bytes + tally[kind].bytes }), {
    saved: 0,
    total: 0,
    bytes: 0,
  })
}

/** Asks the browser to keep this site's storage under pressure; its answer, or null where it cannot say. */
async function askPersistence(): Promise<boolean | null> {
  try {
    const storage = navigator.storage
    if (!storage?.persist) return null
    return (await storage.persisted?.()) === true ? true : await storage.persist()
  } catch {
    return null
  }
}

const jsonBytes = (value: unknown) => new Blob([JSON.stringify(value ?? null)]).size

export interface StartOptions {
  /** A quiet refresh: no persistence question (the person did not ask), same work. */
  quiet?: boolean
}

/** What a part of the set answers when there is nothing of it to keep (and so nothing missing). */
const NOTHING_TO_KEEP = Symbol('nothing to keep')

/** Saves the trip set; a second call while one runs does nothing. Resolves when the run ends. */
export async function startTrip(queryClient: QueryClient, { quiet = false }: StartOptions = {}): Promise<void> {
  if (controller) return
  const abort = new AbortController()
  controller = abort
  const { signal } = abort
  const started = performance.now()
  const tally = emptyTally()
  const update = (kind: TripKind, change: Partial<Tally>) => {
    tally[kind] = { ...tally[kind], ...change }
    publish({ tally: { ...tally } })
  }
  publish({ status: 'running', tally: { ...tally }, quota: null, durationMs: null })
  const refreshItems: RefreshItem[] = []
  if (!quiet) void askPersistence().then((persisted) => publish({ persisted }))

  try {
    await favouritesStore.load()
    const favourites = favouritesStore.snapshot().items
    const images: string[] = []

    // The articles, five at a time.
    update('articles', { total: TRIP_ARTICLES })
    const articles = await saveLatestArticles({ signal, onProgress: (progress) => update('articles', progress) })
    if (articles.failure === 'quota') publish({ quota: { saved: articles.saved, total: articles.total } })
    images.push(...articles.images)
    if (signal.aborted) return

    // Every destination's facts (the persisted sheet), its card image, the shortlisted ones' clips.
    let clips: string[] = []
    let places: string[] = []
    update('destinations', { total: 1 })
    try {
      const destinations = await queryClient.fetchQuery({ ...destinationsQuery(), ...ASKED_NOW })
      refreshItems.push({ kind: 'destinations' })
      update('destinations', { saved: destinations.length, total: destinations.length, bytes: jsonBytes(destinations) })
      const media = destinationMedia(destinations, starredIds(favourites, 'destination'))
      images.push(...media.images)
      clips = media.clips
      places = media.shortlistedPlaces
    } catch {
      // Not saved: listed as such.
    }
    if (signal.aborted) return

    // The images, a few at a time (the worker keeps them under its own rules and budget).
    const uniqueImages = [...new Set(images)]
    update('images', { total: uniqueImages.length })
    for (let start = 0; start < uniqueImages.length && !signal.aborted; start += IMAGE_STEP) {
      const reports = await keepImages(uniqueImages.slice(start, start + IMAGE_STEP), { signal })
      const kept = reports.filter((report) => report.kept)
      update('images', { saved: tally.images.saved + kept.length, bytes: tally.images.bytes + kept.reduce((sum, report) => sum + report.bytes, 0) })
    }
    if (signal.aborted) return

    update('videos', { total: clips.length })
    for (const clip of clips) {
      if (signal.aborted) return
      const [report] = await keepClips([clip], { signal })
      if (report?.kept) update('videos', { saved: tally.videos.saved + 1, bytes: tally.videos.bytes + report.bytes })
    }

    // The rates, and the 30-day trend of the starred pairs (or the converter's pairs, as last seen).
    const home = homeCityById(await readHome())
    const starredPairs = starredIds(favourites, 'pair')
    const homeCurrency = home ? cityCurrency(home) : null
    const defaultPair = homeCurrency && homeCurrency !== 'EUR' ? `${homeCurrency}-EUR` : 'USD-EUR'
    const pairs = [...new Set(starredPairs.length > 0 ? starredPairs : [...heldTrendPairs(queryClient), defaultPair])]
      .map(pairOf)
      .filter((pair) => pair !== null)
    const trends = hasRateHistory() ? pairs : []
    refreshItems.push({ kind: 'rates' }, ...trends.map(([from, to]): RefreshItem => ({ kind: 'trend', pair: `${from}-${to}` })))
    update('rates', { total: 1 + trends.length })
    // A pair the history service has no series for (it does not know one of the currencies) has nothing
    // to keep: it leaves the set instead of leaving it incomplete for good.
    const trendOf = (from: string, to: string) => async () => {
      try {
        return await queryClient.fetchQuery({ ...rateTrendQuery(from, to), ...ASKED_NOW })
      } catch (error) {
        if (!noHistory(error)) throw error
        const item = refreshItems.findIndex((entry) => entry.kind === 'trend' && entry.pair === `${from}-${to}`)
        if (item >= 0) refreshItems.splice(item, 1)
        update('rates', { total: tally.rates.total - 1 })
        return NOTHING_TO_KEEP
      }
    }
    const queries: [TripKind, () => Promise<unknown>][] = [
      ['rates', () => queryClient.fetchQuery({ ...hubRatesQuery(), ...ASKED_NOW })],
      ...trends.map(([from, to]): [TripKind, () => Promise<unknown>] => ['rates', trendOf(from, to)]),
    ]
    // The weather of the home city and the shortlisted destinations.
    const cities = [...new Set([...(home ? [home.city] : []), ...places])]
    update('weather', { total: cities.length })
    refreshItems.push(...cities.map((city): RefreshItem => ({ kind: 'weather', city })))
    queries.push(...cities.map((city): [TripKind, () => Promise<unknown>] => ['weather', () => queryClient.fetchQuery({ ...cityWeatherQuery(city), ...ASKED_NOW })]))
    for (const [kind, fetch] of queries) {
      if (signal.aborted) return
      try {
        const data = await fetch()
        if (data !== NOTHING_TO_KEEP) update(kind, { saved: tally[kind].saved + 1, bytes: tally[kind].bytes + jsonBytes(data) })
      } catch {
        // Not saved: listed as such.
      }
      await nextTask()
    }
  } finally {
    controller = null
    const durationMs = performance.now() - started
    if (signal.aborted) publish({ status: 'cancelled', durationMs })
    else {
      const complete = notSaved(tally).length === 0
      const savedAt = Date.now()
      if (complete) {
        const refresh = { asked: savedAt, items: refreshItems.slice(0, MAX_REFRESH_ITEMS) }
        writeRecord({ savedAt, tally: { ...tally }, refresh })
        const groups = refresh.items.map((item) => refreshOf(item, savedAt)?.reader.addresses ?? [])
        void scheduleRefresh([latestListingUrls(), ...groups])
      }
      publish({ status: complete ? 'done' : 'stopped', savedAt: complete ? savedAt : state.savedAt, durationMs })
    }
  }
}

export function cancelTrip(): void {
  controller?.abort()
}

let takingIn: Promise<boolean> | null = null

/**
 * Takes in what the service worker fetched in the background since the set was last saved, if anything:
 * the articles kept as a save would keep them (the same parser; what is no longer listed drops out), their
 * images kept too when there is a network; the destinations, rates, trends and weather put in their
 * queries (persisted as any answer), unless the app already holds a newer answer. The set's date moves to
 * when they were fetched once every part of it was taken in. Works offline. Returns whether anything was.
 */
export function takeInBackgroundRefresh(queryClient: QueryClient, { store }: { store?: KeyValueStore } = {}): Promise<boolean> {
  takingIn ??= (async () => {
    const record = readRecord()
    if (!record || controller) return false
    const refreshed = await refreshedSince(record.savedAt)
    if (!refreshed) {
      await forgetRefreshed()
      return false
    }
    let taken = 0
    let missed = 0
    const articles = await saveLatestArticles({ fetchPage: pagesFrom(refreshed.answer), store })
    let tally = record.tally
    if (articles.failure === null) {
      taken++
      tally = { ...tally, articles: { saved: articles.saved, total: articles.total, bytes: articles.bytes } }
      if (navigator.onLine) await keepImages(articles.images).catch(() => [])
    } else missed++
    for (const item of record.refresh?.items ?? []) {
      const refresh = refreshOf(item, record.refresh?.asked ?? record.savedAt)
      // An item this deployment no longer offers (a trend without a rate-history service) is not waited for.
      if (!refresh) continue
      const data = await refresh.reader.read(refreshed.answer).catch(() => null)
      if (data === null) {
        missed++
        continue
      }
      taken++
      if ((queryClient.getQueryState(refresh.key)?.dataUpdatedAt ?? 0) < refreshed.at) {
        queryClient.setQueryData(refresh.key, data, { updatedAt: refreshed.at })
      }
      await nextTask()
    }
    if (taken === 0) return false
    await forgetRefreshed()
    const savedAt = missed === 0 ? refreshed.at : record.savedAt
    writeRecord({ ...record, savedAt, tally })
    publish({ savedAt, tally })
    return true
  })().finally(() => (takingIn = null))
  return takingIn
}

/** Whether a set saved before is due for a quiet refresh. */
export function tripDue(now: number = Date.now(), record: TripRecord | null = readRecord()): boolean {
  return record !== null && now - record.savedAt > TRIP_REFRESH_MS
}

/** At the next idle moment, refreshes a set saved more than a day ago, quietly (no question, same work). */
export function refreshWhenIdle(queryClient: QueryClient, now: number = Date.now()): void {
  if (!tripDue(now)) return
  onIdle(() => void startTrip(queryClient, { quiet: true }), 10_000, 1000)
}
