// Shared set-up for the server tests: an app with pure default configuration (the developer's own
// environment, e.g. a real WEATHER_API_KEY, must never leak into a test) and a pinned clock.
import { createApp, type AppOptions } from '@server/app'
import { parseServerConfig } from '@server/config'

/** 2026-11-22 12:00 UTC: "today" of the demo content. */
export const TODAY = new Date('2026-11-22T12:00:00Z')

export function testApp(options: AppOptions = {}) {
  return createApp({ ...parseServerConfig({}), now: () => TODAY, ...options })
}

/** Every upstream a live deployment must set (DEMO_DATA off, or auto with upstreams set). */
export const LIVE_ENV: Readonly<Record<string, string>> = {
  RATES_TICKER_URL: 'https://open.er-api.com/v6/latest/USD',
  RATES_HUB_URL: 'https://api.frankfurter.app/latest',
  WORDPRESS_URL: 'https://blog.example.com',
  DESTINATIONS_SHEET_URL: 'https://docs.google.com/spreadsheets/d/e/abc/pub?output=tsv',
  MAPS_EMBED_URL: 'https://maps.google.com/maps',
  CHATBOT_URL: 'https://chat.example.com/widget',
  SITE_URL: 'https://consultancy.example.com',
  COMMUNITY_GROUP_URL: 'https://chat.whatsapp.com/AbCdEf',
  ASSISTANT_URL: 'https://assistant.example.com',
  ALL_REVIEWS_URL: 'https://reviews.example.com/all',
  WRITE_REVIEW_URL: 'https://reviews.example.com/write',
}

/** GET a path of the app and parse JSON. */
export async function getJson(app: ReturnType<typeof createApp>, path: string, init?: RequestInit) {
  const response = await app.request(path, init)
  return { response, body: (await response.json()) as Record<string, unknown> }
}

/** Loose JSON for reading answers in tests. */
export type Json = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any

/** GET the weather function (`current.json?q=…`, `forecast.json?…`) on the app's usual origin. */
export async function getWeather(app: ReturnType<typeof createApp>, path: string) {
  const { response, body } = await getJson(app, `http://127.0.0.1:4173/api/functions/weather/${path}`)
  return { response, body: body as Json }
}

/** POST to the reviews function on the app's usual origin. */
export function postReviews(app: ReturnType<typeof createApp>, init: RequestInit = {}) {
  return app.request('http://127.0.0.1:4173/api/functions/fetch-google-reviews', { method: 'POST', ...init })
}

/** GET a page of the app as text. */
export async function getPage(app: ReturnType<typeof createApp>, path: string) {
  const response = await app.request(path)
  return { response, html: await response.text() }
}
