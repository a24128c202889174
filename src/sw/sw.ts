/// <reference lib="webworker" />
// The service worker (vite-plugin-pwa, injectManifest). It imports workbox-* and product-free lib/ modules.
// - Precache: the shell, every route chunk, fonts, icons, posters, and the app's own videos in the one format
//   this browser plays (the page names it in the worker's address, ?clips=webm; a phone that plays WebM
//   does not fetch the MP4 copies, 1.4 MB, nor an iPhone the WebM ones).
// - Videos: served from the precache with HTTP Range support (Safari asks for byte ranges).
// - Navigations: the shell for app routes; never for /api, the demo upstreams or files.
// - Runtime: images (post images, destination media, weather icons) cache-first with expiry and a cap;
//   other videos (the destinations' clips) are kept whole once seen and served in ranges from there.
//   Only from the app's own origin and the origins the deployment configured (settings.ts), and only
//   what can be measured: a response whose size is known or counted while it is read, under a cap. An
//   opaque image (another origin without CORS, e.g. WordPress uploads) cannot be measured, and the
//   browser counts each at several megabytes of quota: those go to a small cache of their own, used
//   without the network for an hour only (status 0 may hide an error page: opaque-images.ts).
// - API data is not cached here: TanStack Query persists what is worth keeping. The one exception: once a
//   person has saved for the trip, where the browser offers Periodic Background Sync, the browser wakes
//   this worker about once a day to fetch what the trip set is made of (the latest articles' listing, the
//   destinations sheet, the rates and trends, the weather) into a cache of its own, which the page takes
//   in the next time it runs, offline too (lib/periodic-refresh.ts).
import { cacheNames, clientsClaim } from 'workbox-core'
import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import { CacheExpiration } from 'workbox-expiration'
import { cleanupOutdatedCaches, PrecacheController, PrecacheRoute } from 'workbox-precaching'
import { createPartialResponse, RangeRequestsPlugin } from 'workbox-range-requests'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { CacheFirst } from 'workbox-strategies'
import { boundedBody } from '../lib/bounded-body'
import { entriesFor, parsePlayedFormat } from '../lib/video-formats'
import { OPAQUE_FRESH_SECONDS, opaqueImageAnswer } from './opaque-images'
import { fillPrecache } from './precache-fill'
import { acceptedLanguages, negotiateLanguage } from '../lib/language-negotiation'
import { onOrigins, readWorkerSettings } from './settings'
import {
  PERIODIC_REFRESH_TAG,
  readRefreshGroups,
  REFRESH_ADDRESSES_MESSAGE,
  REFRESHED_MESSAGE,
  refreshRemembered,
  rememberRefreshGroups,
} from '../lib/periodic-refresh'

declare let self: ServiceWorkerGlobalScope & { waypointWorkerSettings?: unknown }

const DAY = 24 * 60 * 60
const settings = readWorkerSettings(self.waypointWorkerSettings)

const IMAGE_MAX_BYTES = 3 * 1024 * 1024
/** The measured images together (docs/behaviour.md, "Offline"): past it the oldest kept go first. */
const IMAGES_BUDGET_BYTES = 60 * 1024 * 1024
const IMAGES_MAX_ENTRIES = 400
/** Each kept image carries its measured size, so the budget is summed without reading the bodies. */
const KEPT_BYTES_HEADER = 'X-Waypoint-Kept-Bytes'

/** An image the deployment's settings let us keep: ours, or from a configured origin. */
function keptImage(url: URL, sameOrigin: boolean): boolean {
  return sameOrigin || onOrigins(url, settings.imageOrigins)
}

// Handing over to a new version (the person chose Reload; the page and the new worker send HAND_OVER): the browser
// activates the new worker only once this one has no request in hand, so a burst of requests (images
// kept in the background, a slow answer, a page still loading) would leave the new one waiting. On
// HAND_OVER the requests in hand let go at once (an answer still awaited becomes a network error, work
// kept alive in the background is given up; a page being opened is not cut short), and for HAND_OVER_MS
// (in case the new one never takes over) new ones are not answered: they go to the network as if no
// worker were there. This one falls idle and the new one takes over. Must come before every
// registerRoute, whose listener it stops or wraps.
const HAND_OVER_MS = 10_000
let handingOverUntil = 0
let letGo: () => void = () => undefined
let lettingGo = new Promise<void>((resolve) => (letGo = resolve))
function handOver() {
  handingOverUntil = Date.now() + HAND_OVER_MS
  letGo()
  lettingGo = new Promise<void>((resolve) => (letGo = resolve))
}
self.addEventListener('fetch', (event) => {
  if (Date.now() < handingOverUntil) {
    event.stopImmediatePropagation()
    return
  }
  // A page being opened is answered from the precache in a moment; let go, it would be the browser's
  // error page instead of the app.
  if (event.request.mode === 'navigate') return
  const released = lettingGo
  const respondWith = event.respondWith.bind(event)
  const waitUntil = event.waitUntil.bind(event)
  event.respondWith = (answer) => respondWith(Promise.race([answer, released.then(() => Response.error())]))
  event.waitUntil = (work) => waitUntil(Promise.race([work, released]))
})

// Must come before the precache's route: it would answer a Range request with the whole file.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/media/') && /\.(mp4|webm)$/.test(url.pathname),
  new CacheFirst({
    cacheName: cacheNames.precache,
    matchOptions: { ignoreSearch: true, ignoreVary: true },
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new RangeRequestsPlugin()],
  }),
)

// The build writes the precache list here (it may appear only once in the worker). It lists each clip in
// every format; the worker keeps the one the page said its browser plays (a worker registered without a
// choice keeps them all). A clip asked for in another format still comes from the network.
const precacheList = self.__WB_MANIFEST
// Workbox's precacheAndRoute, spelled out so the install can fill the cache several files at a time
// first (precache-fill.ts); Workbox's own install then only checks what is there.
const precache = new PrecacheController()
const playedFormat = parsePlayedFormat(new URL(self.location.href).searchParams.get('clips'))
precache.addToCacheList(entriesFor(precacheList, playedFormat))
self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const store = await caches.open(precache.strategy.cacheName)
      const items = [...precache.getURLsToCacheKeys()]
        .filter(([, cacheKey]) => !precache.getIntegrityForCacheKey(cacheKey))
        .map(([url, cacheKey]) => ({
          url,
          cacheKey,
          cacheMode: cacheKey.includes('__WB_REVISION__') ? ('reload' as const) : ('default' as const),
        }))
      await fillPrecache(items, {
        has: async (cacheKey) => (await store.match(cacheKey)) !== undefined,
        put: (cacheKey, response) => store.put(cacheKey, response),
      })
      await precache.install(event)
    })(),
  )
})
self.addEventListener('activate', (event) => void precache.activate(event))
registerRoute(new PrecacheRoute(precache))
cleanupOutdatedCaches()

// Each language's page is precached (index.html, index.{code}.html): a navigation gets the person's, as
// the server would send it (server/shell.ts): their choice (the cookie the app writes), a link's ?lang=,
// their browser's languages, English.
const pageLanguages = [
  'en',
  ...precacheList.flatMap((entry) => {
    const url = typeof entry === 'string' ? entry : entry.url
    const code = /(?:^|\/)index\.([a-z]{2,3})\.html$/.exec(url)?.[1]
    return code ? [code] : []
  }),
]

/** A cookie the app wrote (its language, its theme), where the worker can read cookies (cookieStore). */
async function cookie(name: string): Promise<string | null> {
  try {
    const store = (self as unknown as { cookieStore?: { get(name: string): Promise<{ value: string } | null> } }).cookieStore
    return (await store?.get(name))?.value ?? null
  } catch {
    return null
  }
}

/** The page with the theme the person chose, as the server marks it, so the first paint is in it. */
async function withTheme(page: Response): Promise<Response> {
  // The cookies' names as src/content/storage-keys.ts lists them (the worker imports no product code).
  const theme = await cookie('waypoint-theme')
  if (theme !== 'dark' && theme !== 'light') return page
  const html = (await page.text()).replace(/<html\b/, `<html data-mantine-color-scheme="${theme}"`)
  return new Response(html, { status: page.status, statusText: page.statusText, headers: page.headers })
}

/** The app's page in the person's language, from the precache. */
async function appPage({ url, request }: { url: URL; request: Request }): Promise<Response> {
  const browser = [...self.navigator.languages, ...acceptedLanguages(request.headers.get('accept-language'))]
  const language = negotiateLanguage({ chosen: await cookie('waypoint-lang'), link: url.searchParams.get('lang'), browser }, pageLanguages, 'en')
  const own = language === 'en' ? '/index.html' : `/index.${language}.html`
  const page = (await precache.matchPrecache(own)) ?? (await precache.matchPrecache('/index.html'))
  return page ? withTheme(page) : fetch(request)
}

const notApp = [/^\/api\//, /^\/demo\//, /^\/assets\//]
const withExtension = /\/[^/?]+\.[a-z0-9]+$/i

registerRoute(new NavigationRoute(appPage, { denylist: [...notApp, withExtension] }))

// An address with a dot opened as a page (/robots.txt, or /post/12.5 typed by hand) is the server's to
// answer: a file, or the app with its 'Page not found'. With no network, the app says it.
registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' && url.origin === self.location.origin && withExtension.test(url.pathname) && !notApp.some((path) => path.test(url.pathname)),
  async ({ request, url }) => {
    try {
      return await fetch(request)
    } catch {
      return appPage({ url, request })
    }
  },
)

// Images (post images, destination media, weather icons) from the app's own origin or a configured one,
// cache-first. What can be measured (our own, or CORS) is kept up to a size cap; what cannot (opaque) is
// kept in a small cache of its own. Images from anywhere else pass through untouched.
const IMAGES = 'images'
const OPAQUE_IMAGES = 'opaque-images'
const imageExpiration = new CacheExpiration(IMAGES, { maxEntries: IMAGES_MAX_ENTRIES, maxAgeSeconds: 30 * DAY })
const opaqueExpiration = new CacheExpiration(OPAQUE_IMAGES, { maxEntries: 40, maxAgeSeconds: 30 * DAY })
// The same timestamps, read against a short age: an opaque answer may be an error page (opaque-images.ts).
const opaqueFreshness = new CacheExpiration(OPAQUE_IMAGES, { maxAgeSeconds: OPAQUE_FRESH_SECONDS })

/** What keeping one image came to: its measured bytes (0 for an opaque one, which cannot be measured). */
interface KeptImage {
  kept: boolean
  bytes: number
}

async function keepImage(url: string, response: Response): Promise<KeptImage> {
  try {
    if (response.type === 'opaque') {
      await (await caches.open(OPAQUE_IMAGES)).put(url, response)
      await opaqueExpiration.updateTimestamp(url)
      await opaqueExpiration.expireEntries()
      return { kept: true, bytes: 0 }
    }
    if (response.status !== 200) return { kept: false, bytes: 0 }
    const body = await boundedBody(response, IMAGE_MAX_BYTES)
    if (body === null) return { kept: false, bytes: 0 }
    const headers = new Headers(response.headers)
    headers.set(KEPT_BYTES_HEADER, String(body.byteLength))
    await (await caches.open(IMAGES)).put(url, new Response(body, { status: 200, headers }))
    await imageExpiration.updateTimestamp(url)
    await imageExpiration.expireEntries()
    keepImagesWithinBudget()
    return { kept: true, bytes: body.byteLength }
  } catch {
    // Out of space or a broken response: the image simply is not kept.
    return { kept: false, bytes: 0 }
  }
}

registerRoute(
  ({ url, request, sameOrigin }) => request.destination === 'image' && keptImage(url, sameOrigin),
  async ({ request, event }) => {
    const measured = await caches.match(request.url, { cacheName: IMAGES })
    if (measured) return measured
    return opaqueImageAnswer({
      kept: await caches.match(request.url, { cacheName: OPAQUE_IMAGES }),
      fresh: async () => !(await opaqueFreshness.isURLExpired(request.url)),
      network: async () => {
        const response = await fetch(request)
        event.waitUntil(keepImage(request.url, response.clone()))
        return response
      },
    })
  },
)

// Keeping images before they are shown (a listing's cards below the fold, the articles and destinations
// saved for the trip). The page posts { type: 'KEEP_IMAGES', urls } with a port; each image is fetched
// (CORS where the origin allows it, so it can be measured) and kept under the same rules as above, and the
// port is told, image by image, whether it was kept and its size.
let budgetCheck: Promise<void> | null = null
let budgetAgain = false

async function trimImagesToBudget(): Promise<void> {
  const cache = await caches.open(IMAGES)
  // Keys come in the order they were put: the oldest first.
  const keys = await cache.keys()
  const sizes = await Promise.all(keys.map(async (key) => Number((await cache.match(key))?.headers.get(KEPT_BYTES_HEADER) ?? 0) || 0))
  let total = sizes.reduce((sum, size) => sum + size, 0)
  for (let index = 0; index < keys.length && total > IMAGES_BUDGET_BYTES; index++) {
    const key = keys[index]
    if (!key) continue
    await cache.delete(key)
    total -= sizes[index] ?? 0
  }
}

/** Runs the budget once after a burst of images (never two at a time). */
function keepImagesWithinBudget(): void {
  if (budgetCheck) {
    budgetAgain = true
    return
  }
  budgetCheck = trimImagesToBudget()
    .catch(() => undefined)
    .finally(() => {
      budgetCheck = null
      if (budgetAgain) {
        budgetAgain = false
        keepImagesWithinBudget()
      }
    })
}

async function alreadyKept(url: string): Promise<KeptImage | null> {
  const measured = await caches.match(url, { cacheName: IMAGES })
  if (measured) return { kept: true, bytes: Number(measured.headers.get(KEPT_BYTES_HEADER) ?? 0) || 0 }
  return (await caches.match(url, { cacheName: OPAQUE_IMAGES })) ? { kept: true, bytes: 0 } : null
}

async function fetchAndKeepImage(address: string): Promise<KeptImage> {
  let url: URL
  try {
    url = new URL(address, self.location.origin)
  } catch {
    return { kept: false, bytes: 0 }
  }
  const sameOrigin = url.origin === self.location.origin
  if (!/^https?:$/.test(url.protocol) || !keptImage(url, sameOrigin)) return { kept: false, bytes: 0 }
  const known = await alreadyKept(url.href)
  if (known) return known
  try {
    const response = await fetch(url.href, { mode: 'cors', credentials: sameOrigin ? 'same-origin' : 'omit' }).catch(() =>
      sameOrigin ? Promise.reject(new Error('offline')) : fetch(url.href, { mode: 'no-cors', credentials: 'omit' }),
    )
    return await keepImage(url.href, response)
  } catch {
    return { kept: false, bytes: 0 }
  }
}

const KEEP_IMAGES_MAX = 400

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data = event.data as { type?: unknown; urls?: unknown } | null
  const port = event.ports[0]
  if (data?.type !== 'KEEP_IMAGES' || !port || !Array.isArray(data.urls)) return
  const urls = data.urls.filter((url): url is string => typeof url === 'string' && url.length <= 2000).slice(0, KEEP_IMAGES_MAX)
  event.waitUntil(
    (async () => {
      for (const url of urls) port.postMessage({ url, ...(await fetchAndKeepImage(url)) })
      port.postMessage({ done: true })
    })(),
  )
})

// Destination clips (the demo's media host, or a real one that allows CORS). A <video> asks in byte ranges,
// and a 206 cannot be cached, so the first time a clip plays the request goes to the network as it is while
// the whole file is fetched once beside it and kept; later (offline too) ranges are cut from that copy.
const CLIPS = 'destination-clips'
const CLIP_MAX_BYTES = 12 * 1024 * 1024
const clipExpiration = new CacheExpiration(CLIPS, { maxEntries: 24, maxAgeSeconds: 30 * DAY })
/** Clips being fetched whole right now: a player asks for several ranges, the copy is made once. */
const keeping = new Set<string>()

async function keepWholeClip(url: string): Promise<KeptImage> {
  const known = await caches.match(url, { cacheName: CLIPS, ignoreVary: true })
  if (known) return { kept: true, bytes: Number(known.headers.get(KEPT_BYTES_HEADER) ?? 0) || 0 }
  if (keeping.has(url)) return { kept: false, bytes: 0 }
  keeping.add(url)
  try {
    const response = await fetch(url, { mode: 'cors', credentials: 'omit' })
    if (response.status !== 200) {
      await response.body?.cancel()
      return { kept: false, bytes: 0 }
    }
    // Counted as it arrives when the size is not declared: a clip past the cap is never kept.
    const body = await boundedBody(response, CLIP_MAX_BYTES)
    if (body === null) return { kept: false, bytes: 0 }
    const headers = new Headers(response.headers)
    headers.set(KEPT_BYTES_HEADER, String(body.byteLength))
    const cache = await caches.open(CLIPS)
    await cache.put(url, new Response(body, { status: 200, headers }))
    await clipExpiration.updateTimestamp(url)
    await clipExpiration.expireEntries()
    return { kept: true, bytes: body.byteLength }
  } catch {
    // Offline, no CORS or out of space: the clip simply is not kept.
    return { kept: false, bytes: 0 }
  } finally {
    keeping.delete(url)
  }
}

registerRoute(
  ({ url, request, sameOrigin }) =>
    (request.destination === 'video' || /\.(mp4|webm)$/i.test(url.pathname)) &&
    !(sameOrigin && url.pathname.startsWith('/media/')) &&
    (sameOrigin || onOrigins(url, settings.mediaOrigins)),
  async ({ request, event }) => {
    const url = request.url
    const cached = await caches.match(url, { cacheName: CLIPS, ignoreVary: true })
    if (cached) return request.headers.has('range') ? createPartialResponse(request, cached) : cached
    event.waitUntil(keepWholeClip(url))
    return fetch(request)
  },
)

// Keeping the shortlisted destinations' clips for the trip: { type: 'KEEP_CLIPS', urls } with a port, as
// for images; each clip is fetched whole once and reported with its size.
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data = event.data as { type?: unknown; urls?: unknown } | null
  const port = event.ports[0]
  if (data?.type !== 'KEEP_CLIPS' || !port || !Array.isArray(data.urls)) return
  const urls = data.urls.filter((url): url is string => typeof url === 'string' && url.length <= 2000).slice(0, 24)
  event.waitUntil(
    (async () => {
      for (const address of urls) {
        const url = URL.canParse(address, self.location.origin) ? new URL(address, self.location.origin) : null
        const allowed = url !== null && (url.origin === self.location.origin || onOrigins(url, settings.mediaOrigins))
        port.postMessage({ url: address, ...(url && allowed ? await keepWholeClip(url.href) : { kept: false, bytes: 0 }) })
      }
      port.postMessage({ done: true })
    })(),
  )
})

// Before the images were split by what can be measured, icons had a cache of their own, opaque ones included.
self.addEventListener('activate', (event) => event.waitUntil(caches.delete('weather-icons').then(() => undefined)))

/**
 * Said by the waiting worker to the one in charge until it takes over (HAND_OVER_MS at most): the browser
 * may stop and restart an old worker, which then no longer knows it is handing over.
 */
async function askToHandOver(): Promise<void> {
  const until = Date.now() + HAND_OVER_MS
  while (self.registration.waiting && Date.now() < until) {
    self.registration.active?.postMessage({ type: 'HAND_OVER' })
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

// A new version waits until the person chooses 'Reload' (src/shell/service-worker.ts): the page tells the
// waiting worker SKIP_WAITING and the one in charge HAND_OVER. The message event is kept alive until
// skipWaiting() has been taken in, so the worker cannot be stopped half-way.
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const type = (event.data as { type?: string } | null)?.type
  if (type === 'SKIP_WAITING') {
    event.waitUntil(Promise.all([self.skipWaiting(), askToHandOver()]))
  } else if (type === 'HAND_OVER' && self.registration.waiting) {
    handOver()
  }
})

// The daily refresh of what was saved for the trip (lib/periodic-refresh.ts): the page names the addresses
// when it saves; the browser wakes the worker with 'periodicsync'; an open page is told to take the new set in.
interface PeriodicSyncEvent extends ExtendableEvent {
  readonly tag: string
}
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data = event.data as { type?: unknown; addresses?: unknown } | null
  if (data?.type !== REFRESH_ADDRESSES_MESSAGE) return
  const groups = readRefreshGroups(data.addresses)
  if (groups.length > 0) event.waitUntil(rememberRefreshGroups(groups, self.location.origin))
})
self.addEventListener('periodicsync' as keyof ServiceWorkerGlobalScopeEventMap, (event) => {
  const sync = event as unknown as PeriodicSyncEvent
  if (sync.tag !== PERIODIC_REFRESH_TAG) return
  sync.waitUntil(
    (async () => {
      if (!(await refreshRemembered(self.location.origin))) return
      for (const client of await self.clients.matchAll({ type: 'window' })) client.postMessage({ type: REFRESHED_MESSAGE })
    })(),
  )
})

clientsClaim()
