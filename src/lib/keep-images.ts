// Asking the service worker to keep images before they are shown (src/sw/sw.ts, 'KEEP_IMAGES'): it
// fetches each and keeps it under its own rules (origins, size cap, byte budget), and reports image by
// image. Without a service worker controlling the page nothing is kept and every image says so.

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

function askWorker(type: 'KEEP_IMAGES' | 'KEEP_CLIPS', urls: readonly string[], options: KeepImagesOptions): Promise<KeptImageReport[]> {
  const unique = [...new Set(urls)]
  const worker = typeof navigator === 'undefined' ? null : (navigator.serviceWorker?.controller ?? null)
  if (!worker || unique.length === 0) return Promise.resolve(unique.map((url) => ({ url, kept: false, bytes: 0 })))
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
