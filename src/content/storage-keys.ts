// Everything Waypoint keeps in the browser, in one list: the name, the mechanism and (in a comment, so the
// start chunk does not carry it) what it holds. Modules
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
  /** One key per item (`name` is the prefix). */
  readonly perItem?: true
}

export const storage = {
  /** The last good answers of the persisted queries (7 days). */
  queryCache: { name: 'waypoint-query-cache', in: 'localStorage' },
  /** The shortlist and the starred cities and pairs. */
  favourites: { name: 'waypoint-favourites', in: 'indexedDB' },
  /** The home city of the world clock. */
  homeCity: { name: 'waypoint-home-city', in: 'indexedDB' },
  /** The latest 100 articles, whole, for reading offline. */
  savedArticles: { name: 'waypoint-news', in: 'indexedDB' },
  /** The move plan: set-up, each task's state, own tasks, documents (one versioned record). */
  plan: { name: 'waypoint-plan', in: 'indexedDB' },
  /** The days the plan's open tasks fall due, so the menus count this week without the plan's code. */
  planDue: { name: 'waypoint-plan-due', in: 'localStorage' },
  /** Service requests waiting to be sent. */
  outbox: { name: 'waypoint-service-outbox', in: 'indexedDB' },
  /** Whether the outbox holds anything (read before IndexedDB opens). */
  outboxFlag: { name: 'waypoint:service-outbox', in: 'localStorage' },
  /** A service form typed and not sent, per service. */
  serviceDraft: { name: 'waypoint:service-draft:', in: 'localStorage', perItem: true },
  /** The destinations chosen for comparison. */
  compare: { name: 'waypoint-compare', in: 'localStorage' },
  /** The last destination's currency, the converter's start pair. */
  lastCurrency: { name: 'waypoint:last-destination-currency', in: 'localStorage' },
  /** When the set for the trip was last saved, and its counts. */
  trip: { name: 'waypoint-trip', in: 'localStorage' },
  /** When the install prompt was dismissed. */
  installDismissed: { name: 'waypoint-install-dismissed', in: 'localStorage' },
  /** Units, clock and date preferences. */
  preferences: { name: 'waypoint:preferences', in: 'localStorage' },
  /** The language the person chose. */
  language: { name: 'waypoint:language', in: 'localStorage' },
  /** A shared link's language, for this visit. */
  linkLanguage: { name: 'waypoint:link-language', in: 'sessionStorage' },
  /** Mantine's light or dark choice. */
  colorScheme: { name: 'waypoint:color-scheme', in: 'localStorage' },
  /** The news categories, once per visit. */
  newsCategories: { name: 'waypoint-news-categories', in: 'sessionStorage' },
  /** The theme, so the server paints the first screen in it. */
  themeCookie: { name: 'waypoint-theme', in: 'cookie' },
  /** The language, so the server and the worker answer in it. */
  languageCookie: { name: 'waypoint-lang', in: 'cookie' },
} as const satisfies Record<string, StorageEntry>

export type StorageId = keyof typeof storage
