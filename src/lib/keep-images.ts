// Asking the service worker to keep images before they are shown (src/sw/sw.ts, 'KEEP_IMAGES'): it
// fetches each and keeps it under its own rules (origins, size cap, byte budget), and reports image by
// image. On a first visit the worker is still installing (fetching its precache) and takes the page over
// when it is done: the request waits for it. Without a service worker on its way nothing is kept and every
// image says so.

export interface KeptImageReport {
  url: string
  kept: boolean
  /** Measured bytes (0 when the image could not be measured: another origin without CORS). */
  bytes: number
}

export interface KeepImagesOptions {
  /** Called as each image is done. */
  onImage?: (report: KeptImageReport) => void
  signal?: AbortSignal
}

function isReport(value: unknown): value is KeptImageReport {
  if (typeof value !== 'object' || value === null) return false
  const report = value as Record<string, unknown>
  return typeof report.url === 'string' && typeof report.kept === 'boolean' && typeof report.bytes === 'number'
}

/** Resolves with one report per address once the worker is done (or the signal aborts: what is done so far). */
export function keepImages(urls: readonly string[], options: KeepImagesOptions = {}): Promise<KeptImageReport[]> {
  return askWorker('KEEP_IMAGES', urls, options)
}

/** The same for clips (fetched whole once, up to the worker's cap). */
export function keepClips(urls: readonly string[], options: KeepImagesOptions = {}): Promise<KeptImageReport[]> {
  return askWorker('KEEP_CLIPS', urls, options)
}

/**
 * The worker controlling this page. When none does yet but the first one is installing (a first visit:
 * the page is taken over once the precache is in), the one that takes over, once it has. Null when no
 * worker is on its way (none registered, an update waiting behind an active worker that a hard reload
 * bypassed, no service workers in this browser), when the installing one fails, or when `signal` aborts.
 */
export async function controllingWorker(signal?: AbortSignal): Promise<ServiceWorker | null> {
  const container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker
  if (!container) return null
  if (container.controller) return container.controller
  const registration = await container.getRegistration().catch(() => undefined)
  const coming = registration && !registration.active ? (registration.installing ?? registration.waiting) : null
  if (!coming || signal?.aborted) return container.controller
  return new Promise((resolve) => {
    const done = () => {
      container.removeEventListener('controllerchange', done)
      coming.removeEventListener('statechange', failed)
      signal?.removeEventListener('abort', done)
      resolve(container.controller)
    }
    const failed = () => {
      if (coming.state === 'redundant') done()
    }
    container.addEventListener('controllerchange', done)
    coming.addEventListener('statechange', failed)
    signal?.addEventListener('abort', done)
    // Taken over between the two questions above.
    if (container.controller) done()
  })
}

async function askWorker(type: 'KEEP_IMAGES' | 'KEEP_CLIPS', urls: readonly string[], options: KeepImagesOptions): Promise<KeptImageReport[]> {
  const unique = [...new Set(urls)]
  const worker = unique.length === 0 ? null : await controllingWorker(options.signal)
  if (!worker || options.signal?.aborted) return unique.map((url) => ({ url, kept: false, bytes: 0 }))
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    const reports: KeptImageReport[] = []
    const finish = () => {
      channel.port1.close()
      options.signal?.removeEventListener('abort', finish)
      resolve(reports)
    }
    options.signal?.addEventListener('abort', finish)
    channel.port1.onmessage = (event: MessageEvent<unknown>) => {
      if (isReport(event.data)) {
        reports.push(event.data)
        options.onImage?.(event.data)
      } else finish()
    }
    worker.postMessage({ type, urls: unique }, [channel.port2])
  })
}

/** The service worker's caches of kept media (src/sw/sw.ts uses the same names). */
export const MEDIA_CACHES = { images: ['images', 'opaque-images'], videos: ['destination-clips'] } as const
/** Each kept image or clip carries its measured size in this header. */
export const KEPT_BYTES_HEADER = 'X-Waypoint-Kept-Bytes'

export interface KeptMediaSummary {
  count: number
  bytes: number
  /** When the latest was fetched (its Date header, ms), or null. */
  savedAt: number | null
}

/** How many images (or clips) are kept, their measured size and the latest one's date. */
export async function keptMediaSummary(names: readonly string[]): Promise<KeptMediaSummary> {
  const summary: KeptMediaSummary = { count: 0, bytes: 0, savedAt: null }
  try {
    for (const name of names) {
      if (!(await caches.has(name))) continue
      const cache = await caches.open(name)
      for (const request of await cache.keys()) {
        const response = await cache.match(request)
        summary.count++
        summary.bytes += Number(response?.headers.get(KEPT_BYTES_HEADER) ?? 0) || 0
        const date = Date.parse(response?.headers.get('date') ?? '')
        if (Number.isFinite(date) && (summary.savedAt === null || date > summary.savedAt)) summary.savedAt = date
      }
    }
  } catch {
    // No Cache API (an insecure page): nothing kept.
  }
  return summary
}

/** Removes the kept images (or clips); false when the browser refused. */
export async function clearKeptMedia(names: readonly string[]): Promise<boolean> {
  try {
    await Promise.all(names.map((name) => caches.delete(name)))
    return true
  } catch {
    return false
  }
}
