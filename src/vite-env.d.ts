/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/react" />
/// <reference types="vite-plugin-pwa/info" />

interface ImportMetaEnv {
  readonly VITE_RATES_TICKER_URL?: string
  readonly VITE_RATES_HUB_URL?: string
  readonly VITE_WORDPRESS_URL?: string
  readonly VITE_REVIEWS_FUNCTION_URL?: string
  readonly VITE_WEATHER_URL?: string
  readonly VITE_SERVICE_REQUESTS_URL?: string
  readonly VITE_DESTINATIONS_SHEET_URL?: string
  readonly VITE_DESTINATION_VIDEO_PATTERN?: string
  readonly VITE_MAPS_EMBED_URL?: string
  readonly VITE_CHATBOT_URL?: string
}

declare const __APP_VERSION__: string

interface ImportMeta {
  readonly env: ImportMetaEnv
}
