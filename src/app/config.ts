// Every upstream address the browser talks to, from VITE_* variables (see .env.example).
// The defaults are the same-origin demo upstreams that server/ embeds, so a fresh clone works with no keys
// and no network. Secrets never live here: keyed services (weather, reviews) go through server/ functions.
// This module is a leaf: it imports nothing, so every layer may read it.

const env = import.meta.env

function origin(): string {
  return typeof location === 'undefined' ? 'http://localhost' : location.origin
}

/** Root-relative defaults become absolute on this origin; absolute values are kept as they are. */
function address(value: string | undefined, fallback: string): string {
  const raw = value && value.trim() !== '' ? value.trim() : fallback
  return new URL(raw, origin()).href.replace(/\/$/, '')
}

export const config = {
  /** Header ticker: open exchange-rate service, GET {ratesTicker} returns { result, rates }. */
  ratesTickerUrl: address(env.VITE_RATES_TICKER_URL, '/demo/rates/v6/latest/USD'),
  /** Hub converter: rate service 'latest', GET {ratesHub}?base=USD returns { base, date, rates }. */
  ratesHubUrl: address(env.VITE_RATES_HUB_URL, '/demo/rates/latest'),
  /** WordPress site root; the client appends /wp-json/wp/v2/... */
  wordpressUrl: address(env.VITE_WORDPRESS_URL, '/demo/wp'),
  /** Backend function returning { result: { reviews } } (POST). */
  reviewsFunctionUrl: address(env.VITE_REVIEWS_FUNCTION_URL, '/api/functions/fetch-google-reviews'),
  /** Backend weather function; the client appends /current.json and /forecast.json. */
  weatherUrl: address(env.VITE_WEATHER_URL, '/api/functions/weather'),
  /** Backend function that receives service requests (POST). */
  serviceRequestsUrl: address(env.VITE_SERVICE_REQUESTS_URL, '/api/functions/service-requests'),
  /** Published destinations spreadsheet as tab-separated text. */
  destinationsSheetUrl: address(env.VITE_DESTINATIONS_SHEET_URL, '/demo/sheets/destinations/pub?output=tsv'),
  /** Media host for destination videos; {city} is the city name without spaces. */
  destinationVideoPattern: env.VITE_DESTINATION_VIDEO_PATTERN?.trim() || `${origin()}/demo/media/destinations/{city}.mp4`,
  /** Maps embed; the client appends ?q={city, country}&output=embed. */
  mapsEmbedUrl: address(env.VITE_MAPS_EMBED_URL, '/demo/maps/maps'),
  /** Third-party chatbot embedded in the assistant panel. */
  chatbotUrl: address(env.VITE_CHATBOT_URL, '/demo/assistant/'),
} as const
