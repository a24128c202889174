// The public settings: every address a deployment gives where it runs (never at build time), which the
// server reads from its environment at start, hands to the browser in the page it serves, and derives its
// Content-Security-Policy and the service worker's caches from. Nothing here is a secret: keys stay on
// the server. Shared by server/config.ts (reading and checking the environment) and src/app/config.ts
// (reading what the server sent), so the two cannot disagree.

/** What each address is used for, which decides the CSP directives that name its origin. */
export type SettingUse = 'connect' | 'img' | 'media' | 'frame' | 'link'

export interface SettingSpec {
  /** The environment variable (documented in .env.example). */
  env: string
  /** The same-origin demo address, used when the app runs on demo data. */
  demo: string
  /** Live deployments must set it (unless it is derived from another setting, see `under`). */
  required: boolean
  /** A page of the consultancy's site: by default SITE_URL followed by this path. */
  under?: string
  uses: readonly SettingUse[]
}

/** Every public address, by the name the app reads it under. */
export const settingSpecs = {
  // Data the browser fetches.
  ratesTickerUrl: { env: 'RATES_TICKER_URL', demo: '/demo/rates/v6/latest/USD', required: true, uses: ['connect'] },
  ratesHubUrl: { env: 'RATES_HUB_URL', demo: '/demo/rates/latest', required: true, uses: ['connect'] },
  // Optional: without it the converter shows no trend.
  ratesHistoryUrl: { env: 'RATES_HISTORY_URL', demo: '/demo/rates/history', required: false, uses: ['connect'] },
  wordpressUrl: { env: 'WORDPRESS_URL', demo: '/demo/wp', required: true, uses: ['connect', 'img'] },
  destinationsSheetUrl: {
    env: 'DESTINATIONS_SHEET_URL',
    demo: '/demo/sheets/destinations/pub?output=tsv',
    required: true,
    uses: ['connect'],
  },
  // Optional: without it the move plan uses its built-in checklist.
  movePlanSheetUrl: {
    env: 'MOVE_PLAN_SHEET_URL',
    demo: '/demo/sheets/move-plan/pub?output=tsv',
    required: false,
    uses: ['connect'],
  },
  // Our own backend functions: same origin unless a deployment serves its API elsewhere.
  reviewsFunctionUrl: { env: 'REVIEWS_FUNCTION_URL', demo: '/api/functions/fetch-google-reviews', required: false, uses: ['connect'] },
  weatherUrl: { env: 'WEATHER_URL', demo: '/api/functions/weather', required: false, uses: ['connect'] },
  serviceRequestsUrl: { env: 'SERVICE_REQUESTS_URL', demo: '/api/functions/service-requests', required: false, uses: ['connect'] },
  // Media and frames.
  destinationVideoPattern: {
    env: 'DESTINATION_VIDEO_PATTERN',
    demo: '/demo/media/destinations/{city}.mp4',
    required: false,
    uses: ['media', 'connect'],
  },
  mapsEmbedUrl: { env: 'MAPS_EMBED_URL', demo: '/demo/maps/maps', required: true, uses: ['frame'] },
  chatbotUrl: { env: 'CHATBOT_URL', demo: '/demo/assistant/', required: true, uses: ['frame'] },
  // The consultancy's own site and its pages, framed by the viewer.
  siteUrl: { env: 'SITE_URL', demo: '/demo/site', required: true, uses: ['frame'] },
  costCalculatorUrl: { env: 'COST_CALCULATOR_URL', demo: '/demo/site/cost-calculator', required: false, under: '/cost-calculator', uses: ['frame'] },
  plannerUrl: { env: 'PLANNER_URL', demo: '/demo/site/pm', required: false, under: '/pm', uses: ['frame'] },
  consultRelocationUrl: {
    env: 'CONSULT_RELOCATION_URL',
    demo: '/demo/site/forms/relocation',
    required: false,
    under: '/forms/relocation',
    uses: ['frame'],
  },
  consultEducationUrl: { env: 'CONSULT_EDUCATION_URL', demo: '/demo/site/education', required: false, under: '/education', uses: ['frame'] },
  consultRealEstateUrl: {
    env: 'CONSULT_REAL_ESTATE_URL',
    demo: '/demo/site/real-estate',
    required: false,
    under: '/real-estate',
    uses: ['frame'],
  },
  termsUrl: { env: 'TERMS_URL', demo: '/demo/site/terms', required: false, under: '/terms', uses: ['frame'] },
  privacyUrl: { env: 'PRIVACY_URL', demo: '/demo/site/privacy', required: false, under: '/privacy', uses: ['frame'] },
  // Links that open in a new tab.
  communityGroupUrl: { env: 'COMMUNITY_GROUP_URL', demo: '/demo/chat/invite/waypoint-community', required: true, uses: ['link'] },
  assistantUrl: { env: 'ASSISTANT_URL', demo: '/demo/assistant/', required: true, uses: ['link'] },
  allReviewsUrl: {
    env: 'ALL_REVIEWS_URL',
    demo: 'https://search.google.com/local/reviews?placeid=ChIJwaypointDemoPlace',
    required: true,
    uses: ['link'],
  },
  writeReviewUrl: {
    env: 'WRITE_REVIEW_URL',
    demo: 'https://search.google.com/local/writereview?placeid=ChIJwaypointDemoPlace',
    required: true,
    uses: ['link'],
  },
} as const satisfies Record<string, SettingSpec>

export type SettingName = keyof typeof settingSpecs

/** The addresses the browser uses: absolute, or root-relative on the app's own origin. */
export type PublicSettings = Record<SettingName, string> & {
  /** Other origins the sheet's images and clips come from (MEDIA_ORIGINS). */
  mediaOrigins: readonly string[]
  /**
   * The language the consultancy's own content is written in: WordPress's posts and the destinations
   * sheet (CONTENT_LANGUAGE, a language tag such as en or he). Screens mark that content with it, so a
   * screen reader reads an English post inside the Hebrew app with an English voice (WCAG 3.1.2).
   * '' when the deployment does not say: the content is then not marked.
   */
  contentLanguage: string
}

export const settingNames = Object.keys(settingSpecs) as SettingName[]

/** The demo settings: what a fresh clone runs on, and what a browser falls back to without the server's. */
export const demoSettings: PublicSettings = {
  ...(Object.fromEntries(settingNames.map((name) => [name, settingSpecs[name].demo])) as Record<SettingName, string>),
  mediaOrigins: [],
  // The demo's posts and sheet are written in English.
  contentLanguage: 'en',
}

/** A language tag as CONTENT_LANGUAGE takes it: en, he, pt-BR, zh-Hant (BCP 47's common shapes). */
export function isLanguageTag(value: string): boolean {
  return /^[a-z]{2,3}(?:-[A-Za-z]{4})?(?:-(?:[A-Z]{2}|\d{3}))?$/.test(value)
}

/** The id of the JSON block the server writes into every page it serves. */
export const SETTINGS_ELEMENT_ID = 'waypoint-settings'

/**
 * Whether a value is an address the app may use: an absolute http(s) URL or a root-relative path, with
 * no spaces or quotes (a {city} placeholder is allowed in the video pattern).
 */
export function isSettingAddress(value: string): boolean {
  if (value.length > 2000 || /[\s"'<>\\]/.test(value)) return false
  if (/^\/(?!\/)/.test(value)) return true
  try {
    const url = new URL(value.replace(/\{city\}/g, 'x'))
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== ''
  } catch {
    return false
  }
}

/** An origin as the CSP and the service worker name it (scheme://host[:port]), or null for a root-relative value. */
export function originOf(value: string): string | null {
  if (value.startsWith('/')) return null
  try {
    return new URL(value.replace(/\{city\}/g, 'x')).origin
  } catch {
    return null
  }
}
