/// <reference lib="webworker" />
// The service worker (vite-plugin-pwa, injectManifest). It imports only workbox-*.
// - Precache: the shell, every route chunk, fonts, icons and the app's own videos (WebM and MP4) and posters.
// - Videos: served from the precache with HTTP Range support (Safari asks for byte ranges).
// - Navigations: the shell for app routes; never for /api, the demo upstreams or files.
// - Runtime: images (post images, destination media, weather icons) cache-first with expiry and a cap;
//   other videos (the destinations' clips) are kept whole once seen and served in ranges from there.
// - API data is not cached here: TanStack Query persists what is worth keeping.
import { cacheNames, clientsClaim } from 'workbox-core'
import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import { CacheExpiration, ExpirationPlugin } from 'workbox-expiration'
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching'
import { createPartialResponse, RangeRequestsPlugin } from 'workbox-range-requests'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { CacheFirst } from 'workbox-strategies'

declare let self: ServiceWorkerGlobalScope

const DAY = 24 * 60 * 60

// Must come before precacheAndRoute: the precache route would answer a Range request with the whole file.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/media/') && /\.(mp4|webm)$/.test(url.pathname),
  new CacheFirst({
    cacheName: cacheNames.precache,
    matchOptions: { ignoreSearch: true, ignoreVary: true },
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new RangeRequestsPlugin()],
  }),
)

precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()

registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api\//, /^\/demo\//, /\/[^/?]+\.[a-z0-9]+$/i],
  }),
)

registerRoute(
  ({ url }) => /\/weather\/64x64\//.test(url.pathname),
  new CacheFirst({
    cacheName: 'weather-icons',
    plugins: [
      new CacheableResponsePlugin({ statuses: [0, 200] }),
      new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 90 * DAY, purgeOnQuotaError: true }),
    ],
  }),
)

registerRoute(
  ({ request }) => request.destination === 'image',
  new CacheFirst({
    cacheName: 'images',
    plugins: [
      new CacheableResponsePlugin({ statuses: [0, 200] }),
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true }),
    ],
  }),
)

// Destination clips (the demo's media host, or a real one that allows CORS). A <video> asks in byte ranges,
// and a 206 cannot be cached, so the first time a clip plays the request goes to the network as it is while
// the whole file is fetched once beside it and kept; later (offline too) ranges are cut from that copy.
const CLIPS = 'destination-clips'
const CLIP_MAX_BYTES = 12 * 1024 * 1024
const clipExpiration = new CacheExpiration(CLIPS, { maxEntries: 24, maxAgeSeconds: 30 * DAY })
/** Clips being fetched whole right now: a player asks for several ranges, the copy is made once. */
const keeping = new Set<string>()

async function keepWholeClip(url: string): Promise<void> {
  if (keeping.has(url)) return
  keeping.add(url)
  try {
    const response = await fetch(url, { mode: 'cors', credentials: 'omit' })
    const size = Number(response.headers.get('Content-Length') ?? 0)
    if (response.status !== 200 || size > CLIP_MAX_BYTES) {
      await response.body?.cancel()
      return
    }
    const cache = await caches.open(CLIPS)
    await cache.put(url, response)
    await clipExpiration.updateTimestamp(url)
    await clipExpiration.expireEntries()
  } catch {
    // Offline, no CORS or out of space: the clip simply is not kept.
  } finally {
    keeping.delete(url)
  }
}

registerRoute(
  ({ url, request, sameOrigin }) =>
    (request.destination === 'video' || /\.(mp4|webm)$/i.test(url.pathname)) && !(sameOrigin && url.pathname.startsWith('/media/')),
  async ({ request, event }) => {
    const url = request.url
    const cached = await caches.match(url, { cacheName: CLIPS, ignoreVary: true })
    if (cached) return request.headers.has('range') ? createPartialResponse(request, cached) : cached
    event.waitUntil(keepWholeClip(url))
    return fetch(request)
  },
)

// registerType 'prompt': a new version waits until the person chooses 'Reload'.
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting()
})

clientsClaim()
