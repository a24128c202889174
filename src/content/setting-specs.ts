// What the server checks of each public setting (src/content/settings.ts names them and their demo
// addresses): the environment variable it is read from, whether a live deployment must set it, and what
// it is used for, which decides the CSP directives and the service worker's caches that name its origin.
// Server-only: the browser needs none of it, so it stays out of the app's start.
import type { SettingName } from './settings'

/** What each address is used for, which decides the CSP directives that name its origin. */
export type SettingUse = 'connect' | 'img' | 'media' | 'frame' | 'link'

export interface SettingSpec {
  /** The environment variable (documented in .env.example). */
  env: string
  /** Live deployments must set it (unless it is derived from another setting, see `under`). */
  required: boolean
  /** A page of the consultancy's site: by default SITE_URL followed by this path. */
  under?: string
  uses: readonly SettingUse[]
}

export const settingSpecs = {
  // Data the browser fetches.
  ratesTickerUrl: { env: 'RATES_TICKER_URL', required: true, uses: ['connect'] },
  ratesHubUrl: { env: 'RATES_HUB_URL', required: true, uses: ['connect'] },
  // Optional: without it the converter shows no trend.
  ratesHistoryUrl: { env: 'RATES_HISTORY_URL', required: false, uses: ['connect'] },
  wordpressUrl: { env: 'WORDPRESS_URL', required: true, uses: ['connect', 'img'] },
  destinationsSheetUrl: { env: 'DESTINATIONS_SHEET_URL', required: true, uses: ['connect'] },
  // Optional: without it the move plan uses its built-in checklist.
  movePlanSheetUrl: { env: 'MOVE_PLAN_SHEET_URL', required: false, uses: ['connect'] },
  // Our own backend functions: same origin unless a deployment serves its API elsewhere.
  reviewsFunctionUrl: { env: 'REVIEWS_FUNCTION_URL', required: false, uses: ['connect'] },
  weatherUrl: { env: 'WEATHER_URL', required: false, uses: ['connect'] },
  serviceRequestsUrl: { env: 'SERVICE_REQUESTS_URL', required: false, uses: ['connect'] },
  // Media and frames.
  destinationVideoPattern: { env: 'DESTINATION_VIDEO_PATTERN', required: false, uses: ['media', 'connect'] },
  mapsEmbedUrl: { env: 'MAPS_EMBED_URL', required: true, uses: ['frame'] },
  chatbotUrl: { env: 'CHATBOT_URL', required: true, uses: ['frame'] },
  // The consultancy's own site and its pages, framed by the viewer.
  siteUrl: { env: 'SITE_URL', required: true, uses: ['frame'] },
  costCalculatorUrl: { env: 'COST_CALCULATOR_URL', required: false, under: '/cost-calculator', uses: ['frame'] },
  plannerUrl: { env: 'PLANNER_URL', required: false, under: '/pm', uses: ['frame'] },
  consultRelocationUrl: { env: 'CONSULT_RELOCATION_URL', required: false, under: '/forms/relocation', uses: ['frame'] },
  consultEducationUrl: { env: 'CONSULT_EDUCATION_URL', required: false, under: '/education', uses: ['frame'] },
  consultRealEstateUrl: { env: 'CONSULT_REAL_ESTATE_URL', required: false, under: '/real-estate', uses: ['frame'] },
  termsUrl: { env: 'TERMS_URL', required: false, under: '/terms', uses: ['frame'] },
  privacyUrl: { env: 'PRIVACY_URL', required: false, under: '/privacy', uses: ['frame'] },
  // Links that open in a new tab.
  communityGroupUrl: { env: 'COMMUNITY_GROUP_URL', required: true, uses: ['link'] },
  assistantUrl: { env: 'ASSISTANT_URL', required: true, uses: ['link'] },
  allReviewsUrl: { env: 'ALL_REVIEWS_URL', required: true, uses: ['link'] },
  writeReviewUrl: { env: 'WRITE_REVIEW_URL', required: true, uses: ['link'] },
} as const satisfies { [Name in SettingName]: SettingSpec }
