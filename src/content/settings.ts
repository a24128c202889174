// The public settings: every address a deployment gives where it runs (never at build time), which the
// server reads from its environment at start, hands to the browser in the page it serves, and derives its
// Content-Security-Policy and the service worker's caches from. Nothing here is a secret: keys stay on
// the server. Shared by server/config.ts (reading and checking the environment) and src/app/config.ts
// (reading what the server sent), so the two cannot disagree.

/**
 * Every public address, by the name the app reads it under, with the same-origin demo address used when
 * the app runs on demo data. What the server checks of each (its environment variable, whether a live
 * deployment must set it, what it is used for) is in ./setting-specs.ts, which the browser never loads.
 */
export const settingDemos = {
  // Data the browser fetches.
  ratesTickerUrl: '/demo/rates/v6/latest/USD',
  ratesHubUrl: '/demo/rates/latest',
  ratesHistoryUrl: '/demo/rates/history',
  wordpressUrl: '/demo/wp',
  destinationsSheetUrl: '/demo/sheets/destinations/pub?output=tsv',
  movePlanSheetUrl: '/demo/sheets/move-plan/pub?output=tsv',
  // Our own backend functions: same origin unless a deployment serves its API elsewhere.
  reviewsFunctionUrl: '/api/functions/fetch-google-reviews',
  weatherUrl: '/api/functions/weather',
  serviceRequestsUrl: '/api/functions/service-requests',
  // Media and frames.
  destinationVideoPattern: '/demo/media/destinations/{city}.mp4',
  mapsEmbedUrl: '/demo/maps/maps',
  chatbotUrl: '/demo/assistant/',
  // The consultancy's own site and its pages, framed by the viewer.
  siteUrl: '/demo/site',
  costCalculatorUrl: '/demo/site/cost-calculator',
  plannerUrl: '/demo/site/pm',
  consultRelocationUrl: '/demo/site/forms/relocation',
  consultEducationUrl: '/demo/site/education',
  consultRealEstateUrl: '/demo/site/real-estate',
  termsUrl: '/demo/site/terms',
  privacyUrl: '/demo/site/privacy',
  // Links that open in a new tab.
  communityGroupUrl: '/demo/chat/invite/waypoint-community',
  assistantUrl: '/demo/assistant/',
  allReviewsUrl: 'https://search.google.com/local/reviews?placeid=ChIJwaypointDemoPlace',
  writeReviewUrl: 'https://search.google.com/local/writereview?placeid=ChIJwaypointDemoPlace',
} as const

export type SettingName = keyof typeof settingDemos

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

export const settingNames = Object.keys(settingDemos) as SettingName[]

/** The demo settings: what a fresh clone runs on, and what a browser falls back to without the server's. */
export const demoSettings: PublicSettings = {
  ...settingDemos,
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
