// Everything Waypoint keeps in the browser, in one list: the name, the mechanism and what it holds. Modules
// read their key from here (the service worker, which imports no product code, and the server, which reads
// the two cookies for the first paint, repeat the cookies' names; tests/content/storage-keys.test.ts checks
// that every 'waypoint…' storage name in src/ and server/ is one of these). The names are kept as they were
// first written, two prefix styles included: renaming one would lose what people already keep under it.
//
// What a person keeps (favourites, home city, saved articles, the outbox, drafts, the plan) lives in its
// own IndexedDB database or key, so clearing or losing one kind never touches another (docs/behaviour.md,
// "Offline").

export type StorageMechanism = 'localStorage' | 'sessionStorage' | 'indexedDB' | 'cookie'

export interface StorageEntry {
  /** The key, cookie or database name (a prefix, for `perItem` entries). */
  readonly name: string
  readonly in: StorageMechanism
  /** What it holds, for the newcomer and the 'Saved on this device' view. */
  readonly holds: string
  /** One key per item (`name` is the prefix). */
  readonly perItem?: true
}

export const storage = {
  queryCache: { name: 'waypoint-query-cache', in: 'localStorage', holds: 'the last good answers of the persisted queries (7 days)' },
  favourites: { name: 'waypoint-favourites', in: 'indexedDB', holds: 'the shortlist and the starred cities and pairs' },
  homeCity: { name: 'waypoint-home-city', in: 'indexedDB', holds: 'the home city of the world clock' },
  savedArticles: { name: 'waypoint-news', in: 'indexedDB', holds: 'the latest 100 articles, whole, for reading offline' },
  outbox: { name: 'waypoint-service-outbox', in: 'indexedDB', holds: 'service requests waiting to be sent' },
  outboxFlag: { name: 'waypoint:service-outbox', in: 'localStorage', holds: 'whether the outbox holds anything (read before IndexedDB opens)' },
  serviceDraft: { name: 'waypoint:service-draft:', in: 'localStorage', holds: 'a service form typed and not sent, per service', perItem: true },
  compare: { name: 'waypoint-compare', in: 'localStorage', holds: 'the destinations chosen for comparison' },
  lastCurrency: { name: 'waypoint:last-destination-currency', in: 'localStorage', holds: "the last destination's currency, the converter's start pair" },
  trip: { name: 'waypoint-trip', in: 'localStorage', holds: 'when the set for the trip was last saved, and its counts' },
  installDismissed: { name: 'waypoint-install-dismissed', in: 'localStorage', holds: 'when the install prompt was dismissed' },
  preferences: { name: 'waypoint:preferences', in: 'localStorage', holds: 'units, clock and date preferences' },
  language: { name: 'waypoint:language', in: 'localStorage', holds: 'the language the person chose' },
  linkLanguage: { name: 'waypoint:link-language', in: 'sessionStorage', holds: "a shared link's language, for this visit" },
  colorScheme: { name: 'waypoint:color-scheme', in: 'localStorage', holds: "Mantine's light or dark choice" },
  newsCategories: { name: 'waypoint-news-categories', in: 'sessionStorage', holds: 'the news categories, once per visit' },
  themeCookie: { name: 'waypoint-theme', in: 'cookie', holds: 'the theme, so the server paints the first screen in it' },
  languageCookie: { name: 'waypoint-lang', in: 'cookie', holds: 'the language, so the server and the worker answer in it' },
} as const satisfies Record<string, StorageEntry>

export type StorageId = keyof typeof storage
