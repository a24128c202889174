// Every address the browser talks to or links to, as the server configured them where it runs: it writes
// them into the page it serves (a JSON block, src/content/settings.ts), and this module reads them once,
// before the app's first request. Without that block (the unit tests, a page saved to disk) the demo
// addresses apply. Root-relative values become absolute on this origin. Secrets never live here: keyed
// services (weather, reviews) go through server/ functions.
// This module imports only the settings' shared definition, so every layer may read it.
import { demoSettings, isLanguageTag, isSettingAddress, SETTINGS_ELEMENT_ID, settingNames, type PublicSettings, type SettingName } from '@/content/settings'

function origin(): string {
  return typeof location === 'undefined' ? 'http://localhost' : location.origin
}

/** What the server sent, each value checked; anything missing or malformed falls back to the demo's. */
export function readSettings(json: string | null | undefined): PublicSettings {
  let sent: Record<string, unknown> = {}
  if (json) {
    try {
      const parsed: unknown = JSON.parse(json)
      if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) sent = parsed as Record<string, unknown>
    } catch {
      console.error('The page carries unreadable settings; using the demo addresses')
    }
  }
  const value = (name: SettingName): string => {
    const raw = sent[name]
    // '' is a real setting: a live deployment without that service (e.g. no media host for clips).
    return typeof raw === 'string' && (raw === '' || isSettingAddress(raw)) ? raw : demoSettings[name]
  }
  const media = Array.isArray(sent.mediaOrigins) ? sent.mediaOrigins.filter((item): item is string => typeof item === 'string' && isSettingAddress(item)) : []
  const language = sent.contentLanguage
  const contentLanguage = typeof language === 'string' && (language === '' || isLanguageTag(language)) ? language : demoSettings.contentLanguage
  return { ...(Object.fromEntries(settingNames.map((name) => [name, value(name)])) as Record<SettingName, string>), mediaOrigins: media, contentLanguage }
}

function pageSettings(): PublicSettings {
  const element = typeof document === 'undefined' ? null : document.getElementById(SETTINGS_ELEMENT_ID)
  return readSettings(element?.textContent)
}

/** Root-relative values become absolute on this origin; absolute values are kept as they are. */
function address(value: string): string {
  return value === '' ? '' : new URL(value, origin()).href.replace(/\/$/, '')
}

const settings = pageSettings()

export const config = {
  /** Header ticker: open exchange-rate service, GET {ratesTicker} returns { result, rates }. */
  ratesTickerUrl: address(settings.ratesTickerUrl),
  /** Hub converter: rate service 'latest', GET {ratesHub}?base=USD returns { base, date, rates }. */
  ratesHubUrl: address(settings.ratesHubUrl),
  /** The converter's trend: a Frankfurter-style time series, GET {ratesHistory}/{start}..{end}?base=USD&symbols=A,B ('' when there is none). */
  ratesHistoryUrl: address(settings.ratesHistoryUrl),
  /** WordPress site root; the client appends /wp-json/wp/v2/... */
  wordpressUrl: address(settings.wordpressUrl),
  /** Backend function returning { result: { reviews } } (POST). */
  reviewsFunctionUrl: address(settings.reviewsFunctionUrl),
  /** Backend weather function; the client appends /current.json and /forecast.json. */
  weatherUrl: address(settings.weatherUrl),
  /** Backend function that receives service requests (POST). */
  serviceRequestsUrl: address(settings.serviceRequestsUrl),
  /** Published destinations spreadsheet as tab-separated text. */
  destinationsSheetUrl: address(settings.destinationsSheetUrl),
  /** The consultancy's move checklist, published as tab-separated text ('' when there is none: the built-in one). */
  movePlanSheetUrl: address(settings.movePlanSheetUrl),
  /** Media host for destination videos; {city} is the city name without spaces ('' when there is none). */
  destinationVideoPattern: settings.destinationVideoPattern === '' ? '' : new URL(settings.destinationVideoPattern.replace('{city}', '__CITY__'), origin()).href.replace('__CITY__', '{city}'),
  /** Maps embed; the client appends ?q={city, country}&output=embed. */
  mapsEmbedUrl: address(settings.mapsEmbedUrl),
  /** Third-party chatbot embedded in the assistant panel. */
  chatbotUrl: address(settings.chatbotUrl),
  /** The consultancy's own pages and links (opened in the viewer or a new tab). */
  links: {
    site: address(settings.siteUrl),
    costCalculator: address(settings.costCalculatorUrl),
    planner: address(settings.plannerUrl),
    consult: {
      relocation: address(settings.consultRelocationUrl),
      education: address(settings.consultEducationUrl),
      'real-estate': address(settings.consultRealEstateUrl),
    },
    terms: address(settings.termsUrl),
    privacy: address(settings.privacyUrl),
    /** Messaging-app group of the community. */
    communityGroup: address(settings.communityGroupUrl),
    /** The external AI assistant, opened in a new tab from the mobile drawer. */
    assistant: address(settings.assistantUrl),
    /** The reviews provider's public pages for the consultancy's place. */
    allReviews: address(settings.allReviewsUrl),
    writeReview: address(settings.writeReviewUrl),
  },
} as const

/**
 * The `lang` of the consultancy's own content (WordPress's posts, the destinations sheet), for the element
 * that shows it; undefined when the deployment does not say (CONTENT_LANGUAGE).
 */
export const contentLang: string | undefined = settings.contentLanguage || undefined
