// The world clock's 40 cities (docs/behaviour.md, "The hub") with their IANA time zones and where they are. `city` and `country` are the
// English names (what other data, like the destinations sheet, is matched against); `id` and `countryId`
// name their translations in the hub's catalog (hub.city.{id}, hub.country.{countryId}).
export interface ClockCity {
  id: string
  city: string
  country: string
  countryId: string
  timeZone: string
  /** Where the city centre is, in degrees (north and east positive), for distances between cities. */
  latitude: number
  longitude: number
}

export const clockCities = [
  { id: 'new-york', city: 'New York', country: 'USA', countryId: 'usa', timeZone: 'America/New_York', latitude: 40.71, longitude: -74.01 },
  { id: 'london', city: 'London', country: 'UK', countryId: 'uk', timeZone: 'Europe/London', latitude: 51.51, longitude: -0.13 },
  { id: 'tokyo', city: 'Tokyo', country: 'Japan', countryId: 'japan', timeZone: 'Asia/Tokyo', latitude: 35.68, longitude: 139.69 },
  { id: 'sydney', city: 'Sydney', country: 'Australia', countryId: 'australia', timeZone: 'Australia/Sydney', latitude: -33.87, longitude: 151.21 },
  { id: 'tel-aviv', city: 'Tel Aviv', country: 'Israel', countryId: 'israel', timeZone: 'Asia/Jerusalem', latitude: 32.09, longitude: 34.78 },
  { id: 'dubai', city: 'Dubai', country: 'UAE', countryId: 'uae', timeZone: 'Asia/Dubai', latitude: 25.2, longitude: 55.27 },
  { id: 'paris', city: 'Paris', country: 'France', countryId: 'france', timeZone: 'Europe/Paris', latitude: 48.86, longitude: 2.35 },
  { id: 'berlin', city: 'Berlin', country: 'Germany', countryId: 'germany', timeZone: 'Europe/Berlin', latitude: 52.52, longitude: 13.4 },
  { id: 'toronto', city: 'Toronto', country: 'Canada', countryId: 'canada', timeZone: 'America/Toronto', latitude: 43.65, longitude: -79.38 },
  { id: 'singapore', city: 'Singapore', country: 'Singapore', countryId: 'singapore', timeZone: 'Asia/Singapore', latitude: 1.35, longitude: 103.82 },
  { id: 'hong-kong', city: 'Hong Kong', country: 'Hong Kong', countryId: 'hong-kong', timeZone: 'Asia/Hong_Kong', latitude: 22.32, longitude: 114.17 },
  { id: 'mexico-city', city: 'Mexico City', country: 'Mexico', countryId: 'mexico', timeZone: 'America/Mexico_City', latitude: 19.43, longitude: -99.13 },
  { id: 'rio-de-janeiro', city: 'Rio de Janeiro', country: 'Brazil', countryId: 'brazil', timeZone: 'America/Sao_Paulo', latitude: -22.91, longitude: -43.17 },
  { id: 'cape-town', city: 'Cape Town', country: 'South Africa', countryId: 'south-africa', timeZone: 'Africa/Johannesburg', latitude: -33.92, longitude: 18.42 },
  { id: 'auckland', city: 'Auckland', country: 'New Zealand', countryId: 'new-zealand', timeZone: 'Pacific/Auckland', latitude: -36.85, longitude: 174.76 },
  { id: 'moscow', city: 'Moscow', country: 'Russia', countryId: 'russia', timeZone: 'Europe/Moscow', latitude: 55.76, longitude: 37.62 },
  { id: 'bangkok', city: 'Bangkok', country: 'Thailand', countryId: 'thailand', timeZone: 'Asia/Bangkok', latitude: 13.76, longitude: 100.5 },
  { id: 'los-angeles', city: 'Los Angeles', country: 'USA', countryId: 'usa', timeZone: 'America/Los_Angeles', latitude: 34.05, longitude: -118.24 },
  { id: 'chicago', city: 'Chicago', country: 'USA', countryId: 'usa', timeZone: 'America/Chicago', latitude: 41.88, longitude: -87.63 },
  { id: 'mumbai', city: 'Mumbai', country: 'India', countryId: 'india', timeZone: 'Asia/Kolkata', latitude: 19.08, longitude: 72.88 },
  { id: 'amsterdam', city: 'Amsterdam', country: 'Netherlands', countryId: 'netherlands', timeZone: 'Europe/Amsterdam', latitude: 52.37, longitude: 4.9 },
  { id: 'madrid', city: 'Madrid', country: 'Spain', countryId: 'spain', timeZone: 'Europe/Madrid', latitude: 40.42, longitude: -3.7 },
  { id: 'seoul', city: 'Seoul', country: 'South Korea', countryId: 'south-korea', timeZone: 'Asia/Seoul', latitude: 37.57, longitude: 126.98 },
  { id: 'stockholm', city: 'Stockholm', country: 'Sweden', countryId: 'sweden', timeZone: 'Europe/Stockholm', latitude: 59.33, longitude: 18.07 },
  { id: 'vienna', city: 'Vienna', country: 'Austria', countryId: 'austria', timeZone: 'Europe/Vienna', latitude: 48.21, longitude: 16.37 },
  { id: 'zurich', city: 'Zurich', country: 'Switzerland', countryId: 'switzerland', timeZone: 'Europe/Zurich', latitude: 47.38, longitude: 8.54 },
  { id: 'brussels', city: 'Brussels', country: 'Belgium', countryId: 'belgium', timeZone: 'Europe/Brussels', latitude: 50.85, longitude: 4.35 },
  { id: 'dublin', city: 'Dublin', country: 'Ireland', countryId: 'ireland', timeZone: 'Europe/Dublin', latitude: 53.35, longitude: -6.26 },
  { id: 'athens', city: 'Athens', country: 'Greece', countryId: 'greece', timeZone: 'Europe/Athens', latitude: 37.98, longitude: 23.73 },
  { id: 'rome', city: 'Rome', country: 'Italy', countryId: 'italy', timeZone: 'Europe/Rome', latitude: 41.9, longitude: 12.5 },
  { id: 'lisbon', city: 'Lisbon', country: 'Portugal', countryId: 'portugal', timeZone: 'Europe/Lisbon', latitude: 38.72, longitude: -9.14 },
  { id: 'warsaw', city: 'Warsaw', country: 'Poland', countryId: 'poland', timeZone: 'Europe/Warsaw', latitude: 52.23, longitude: 21.01 },
  { id: 'johannesburg', city: 'Johannesburg', country: 'South Africa', countryId: 'south-africa', timeZone: 'Africa/Johannesburg', latitude: -26.2, longitude: 28.05 },
  { id: 'cairo', city: 'Cairo', country: 'Egypt', countryId: 'egypt', timeZone: 'Africa/Cairo', latitude: 30.04, longitude: 31.24 },
  { id: 'istanbul', city: 'Istanbul', country: 'Turkey', countryId: 'turkey', timeZone: 'Europe/Istanbul', latitude: 41.01, longitude: 28.98 },
  { id: 'nairobi', city: 'Nairobi', country: 'Kenya', countryId: 'kenya', timeZone: 'Africa/Nairobi', latitude: -1.29, longitude: 36.82 },
  { id: 'manila', city: 'Manila', country: 'Philippines', countryId: 'philippines', timeZone: 'Asia/Manila', latitude: 14.6, longitude: 120.98 },
  { id: 'jakarta', city: 'Jakarta', country: 'Indonesia', countryId: 'indonesia', timeZone: 'Asia/Jakarta', latitude: -6.21, longitude: 106.85 },
  { id: 'kuala-lumpur', city: 'Kuala Lumpur', country: 'Malaysia', countryId: 'malaysia', timeZone: 'Asia/Kuala_Lumpur', latitude: 3.14, longitude: 101.69 },
  { id: 'shanghai', city: 'Shanghai', country: 'China', countryId: 'china', timeZone: 'Asia/Shanghai', latitude: 31.23, longitude: 121.47 },
] as const satisfies readonly ClockCity[]

export type ClockCityId = (typeof clockCities)[number]['id']
export type ClockCountryId = (typeof clockCities)[number]['countryId']

/**
 * Destinations that are cities but not among the 40 clocks (the built-in ones of src/content/destinations.ts,
 * and the demo sheet's Israeli and Australian cities people often already live in), so they can be a home
 * city too. Their names are in the hub's catalog under hub.home.city.{id} and, for a
 * country the clocks do not have, hub.home.country.{countryId}. ('Greece' is a country, not a city.)
 */
export const extraHomeCities = [
  { id: 'barcelona', city: 'Barcelona', country: 'Spain', countryId: 'spain', timeZone: 'Europe/Madrid', latitude: 41.39, longitude: 2.17 },
  { id: 'larnaca', city: 'Larnaca', country: 'Cyprus', countryId: 'cyprus', timeZone: 'Asia/Nicosia', latitude: 34.92, longitude: 33.62 },
  { id: 'jerusalem', city: 'Jerusalem', country: 'Israel', countryId: 'israel', timeZone: 'Asia/Jerusalem', latitude: 31.77, longitude: 35.21 },
  { id: 'haifa', city: 'Haifa', country: 'Israel', countryId: 'israel', timeZone: 'Asia/Jerusalem', latitude: 32.79, longitude: 34.99 },
  { id: 'melbourne', city: 'Melbourne', country: 'Australia', countryId: 'australia', timeZone: 'Australia/Melbourne', latitude: -37.81, longitude: 144.96 },
] as const satisfies readonly ClockCity[]

export type ExtraHomeCityId = (typeof extraHomeCities)[number]['id']

/**
 * The currency people are paid and pay in, by the home cities' countries: the home currency the
 * converter starts from and a destination's cost is converted into. Every code is one of the converter's.
 */
export const countryCurrencies: Readonly<Record<ClockCountryId | (typeof extraHomeCities)[number]['countryId'], string>> = {
  australia: 'AUD',
  austria: 'EUR',
  belgium: 'EUR',
  brazil: 'BRL',
  canada: 'CAD',
  china: 'CNY',
  cyprus: 'EUR',
  egypt: 'EGP',
  france: 'EUR',
  germany: 'EUR',
  greece: 'EUR',
  'hong-kong': 'HKD',
  india: 'INR',
  indonesia: 'IDR',
  ireland: 'EUR',
  israel: 'ILS',
  italy: 'EUR',
  japan: 'JPY',
  kenya: 'KES',
  malaysia: 'MYR',
  mexico: 'MXN',
  netherlands: 'EUR',
  'new-zealand': 'NZD',
  philippines: 'PHP',
  poland: 'PLN',
  portugal: 'EUR',
  russia: 'RUB',
  singapore: 'SGD',
  'south-africa': 'ZAR',
  'south-korea': 'KRW',
  spain: 'EUR',
  sweden: 'SEK',
  switzerland: 'CHF',
  thailand: 'THB',
  turkey: 'TRY',
  uae: 'AED',
  uk: 'GBP',
  usa: 'USD',
}

/** The currency of a home city's country. */
export const cityCurrency = (city: Pick<ClockCity, 'countryId'>): string | null =>
  (countryCurrencies as Readonly<Record<string, string>>)[city.countryId] ?? null
