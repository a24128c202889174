// What the service worker's runtime caches may keep, as the server configured it where it runs: the
// server puts a first line into sw.js as it serves it (server/shell.ts) that sets
// self.waypointWorkerSettings, so a deployment's settings reach the worker without a rebuild. Without it
// (a static host, the tests) only the app's own origin is kept.

export interface WorkerSettings {
  /** Origins (https://host, or a bare host for the page's own scheme) whose images are kept. */
  imageOrigins: readonly string[]
  /** Origins whose clips are kept. */
  mediaOrigins: readonly string[]
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && item.length < 300) : []
}

/** The settings the server set, each list checked; anything else means none. */
export function readWorkerSettings(value: unknown): WorkerSettings {
  const record = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {}
  return { imageOrigins: strings(record.imageOrigins), mediaOrigins: strings(record.mediaOrigins) }
}

/** Whether `url` is on one of `origins` (a full origin, or a bare host on any scheme). */
export function onOrigins(url: URL, origins: readonly string[]): boolean {
  return origins.some((origin) => origin === url.origin || origin === url.host)
}
