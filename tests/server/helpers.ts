// Shared set-up for the server tests: an app with pure default configuration (the developer's own
// environment, e.g. a real WEATHER_API_KEY, must never leak into a test) and a pinned clock.
import { createApp, type AppOptions } from '../../server/app'
import { parseServerConfig } from '../../server/config'

/** 2026-11-22 12:00 UTC: "today" of the demo content. */
export const TODAY = new Date('2026-11-22T12:00:00Z')

export function testApp(options: AppOptions = {}) {
  return createApp({ ...parseServerConfig({}), now: () => TODAY, ...options })
}

/** GET a path of the app and parse JSON. */
export async function getJson(app: ReturnType<typeof createApp>, path: string, init?: RequestInit) {
  const response = await app.request(path, init)
  return { response, body: (await response.json()) as Record<string, unknown> }
}
