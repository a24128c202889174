// The message ids the app may ask for: every key of the English catalogs, so a typo or a message missing
// from English is a type error. (A key missing from another language fails the catalog test and the build.)
import type Shell from '../locales/en/shell.json'
import type Home from '../locales/en/home.json'
import type Reviews from '../locales/en/reviews.json'
import type News from '../locales/en/news.json'
import type Destinations from '../locales/en/destinations.json'
import type Compare from '../locales/en/compare.json'
import type Hub from '../locales/en/hub.json'
import type Services from '../locales/en/services.json'
import type Assistant from '../locales/en/assistant.json'
import type Community from '../locales/en/community.json'
import type Viewer from '../locales/en/viewer.json'
import type Settings from '../locales/en/settings.json'
import type Favourites from '../locales/en/favourites.json'
import type Plan from '../locales/en/plan.json'

type English = {
  shell: typeof Shell
  home: typeof Home
  reviews: typeof Reviews
  news: typeof News
  destinations: typeof Destinations
  compare: typeof Compare
  hub: typeof Hub
  services: typeof Services
  assistant: typeof Assistant
  community: typeof Community
  viewer: typeof Viewer
  settings: typeof Settings
  favourites: typeof Favourites
  plan: typeof Plan
}

export type MessageId = { [Area in keyof English]: keyof English[Area] & string }[keyof English]

/** Values for a message's placeholders: text, numbers, or React nodes for rich messages. */
export type MessageValues = Record<string, unknown>
