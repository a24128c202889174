/// <reference lib="webworker" />
// The service worker (vite-plugin-pwa, injectManifest). It imports only workbox-*.
// - Precache: the shell, every route chunk, fonts, icons and the app's own videos (WebM and MP4) and posters.
// - Videos: served from the precache with HTTP Range support (Safari asks for byte ranges).
// - Navigations: the shell for app routes; never for /api, the demo upstreams or files.
// - Runtime: images (post images, destination media, weather icons) cache-first with expiry and a cap.
// - API data is not cached here: TanStack Query persists what is worth keeping.
import { cacheNames, clientsClaim } from 'workbox-core'
import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import { ExpirationPlugin } from 'workbox-expiration'
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching'
import { RangeRequestsPlugin } from 'workbox-range-requests'
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

// registerType 'prompt': a new version waits until the person chooses 'Reload'.
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting()
})

clientsClaim()
