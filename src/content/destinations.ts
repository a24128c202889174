// Built-in destination data: the 10 fallback cities shown when the destinations sheet cannot be loaded
// (docs/behaviour.md, "Destinations (the published sheet)"), and the time zones of the cities the sheet and the fallback name.

interface FallbackCity {
  /** Names the city's messages in the destinations catalog: its shown name, country and description. */
  key: 'newYork' | 'berlin' | 'barcelona' | 'dubai' | 'toronto' | 'greece' | 'london' | 'telAviv' | 'paris' | 'larnaca'
  /** The city's English name: its address (/destinations/Larnaca), its clip, its clock and its weather. */
  city: string
  /** The country's English name, for the same look-ups. */
  country: string
  /** A clip of the city exists on the media host, under the city's name without spaces. */
  clip: boolean
}

/**
 * In the order of docs/behaviour.md, "Destinations (the published sheet)". What a person reads (the city, the country and the description, in
 * their language) is in the destinations catalog (src/locales/{language}/destinations.json).
 */
export const fallbackCities: readonly FallbackCity[] = [
  { key: 'newYork', city: 'New York', country: 'USA', clip: true },
  { key: 'berlin', city: 'Berlin', country: 'Germany', clip: true },
  { key: 'barcelona', city: 'Barcelona', country: 'Spain', clip: false },
  { key: 'dubai', city: 'Dubai', country: 'United Arab Emirates', clip: true },
  { key: 'toronto', city: 'Toronto', country: 'Canada', clip: false },
  { key: 'greece', city: 'Greece', country: 'Southern Europe', clip: false },
  { key: 'london', city: 'London', country: 'United Kingdom', clip: false },
  { key: 'telAviv', city: 'Tel Aviv', country: 'Israel', clip: true },
  { key: 'paris', city: 'Paris', country: 'France', clip: false },
  { key: 'larnaca', city: 'Larnaca', country: 'Cyprus', clip: false },
]

/** IANA time zones by city, for cities whose zone the country alone does not settle. Keys are lower case. */
export const cityTimeZones: Readonly<Record<string, string>> = {
  melbourne: 'Australia/Melbourne',
  sydney: 'Australia/Sydney',
  perth: 'Australia/Perth',
  brisbane: 'Australia/Brisbane',
  toronto: 'America/Toronto',
  vancouver: 'America/Vancouver',
  montreal: 'America/Toronto',
  'new york': 'America/New_York',
  miami: 'America/New_York',
  boston: 'America/New_York',
  chicago: 'America/Chicago',
  austin: 'America/Chicago',
  denver: 'America/Denver',
  'los angeles': 'America/Los_Angeles',
  'san francisco': 'America/Los_Angeles',
  seattle: 'America/Los_Angeles',
  greece: 'Europe/Athens',
  'rio de janeiro': 'America/Sao_Paulo',
  'sao paulo': 'America/Sao_Paulo',
  'são paulo': 'America/Sao_Paulo',
}

/**
 * Where cities the sheet is likely to name lie, beyond the clock and home cities (src/content/cities.ts),
 * for the distance from home: [latitude, longitude] in degrees, north and east positive. Keys are lower case.
 */
export const cityPlaces: Readonly<Record<string, readonly [number, number]>> = {
  netanya: [32.33, 34.86],
  'beer sheva': [31.25, 34.79],
  "be'er sheva": [31.25, 34.79],
  beersheba: [31.25, 34.79],
  eilat: [29.56, 34.95],
  herzliya: [32.16, 34.84],
  "ra'anana": [32.18, 34.87],
  perth: [-31.95, 115.86],
  brisbane: [-27.47, 153.03],
  vancouver: [49.28, -123.12],
  montreal: [45.5, -73.57],
  miami: [25.76, -80.19],
  boston: [42.36, -71.06],
  'san francisco': [37.77, -122.42],
  'sao paulo': [-23.55, -46.63],
  'são paulo': [-23.55, -46.63],
  munich: [48.14, 11.58],
  frankfurt: [50.11, 8.68],
  lyon: [45.76, 4.84],
  marseille: [43.3, 5.37],
  nice: [43.7, 7.27],
  porto: [41.15, -8.61],
  limassol: [34.68, 33.04],
  nicosia: [35.17, 33.36],
  prague: [50.08, 14.44],
  budapest: [47.5, 19.04],
  'abu dhabi': [24.45, 54.38],
  greece: [37.98, 23.73],
}

/** IANA time zones of countries that have one (or one main) zone. Keys are lower case. */
export const countryTimeZones: Readonly<Record<string, string>> = {
  israel: 'Asia/Jerusalem',
  germany: 'Europe/Berlin',
  portugal: 'Europe/Lisbon',
  spain: 'Europe/Madrid',
  'united arab emirates': 'Asia/Dubai',
  uae: 'Asia/Dubai',
  'united kingdom': 'Europe/London',
  uk: 'Europe/London',
  france: 'Europe/Paris',
  cyprus: 'Asia/Nicosia',
  greece: 'Europe/Athens',
  netherlands: 'Europe/Amsterdam',
  singapore: 'Asia/Singapore',
  italy: 'Europe/Rome',
  ireland: 'Europe/Dublin',
  belgium: 'Europe/Brussels',
  switzerland: 'Europe/Zurich',
  austria: 'Europe/Vienna',
  sweden: 'Europe/Stockholm',
  norway: 'Europe/Oslo',
  denmark: 'Europe/Copenhagen',
  finland: 'Europe/Helsinki',
  poland: 'Europe/Warsaw',
  'czech republic': 'Europe/Prague',
  czechia: 'Europe/Prague',
  hungary: 'Europe/Budapest',
  romania: 'Europe/Bucharest',
  bulgaria: 'Europe/Sofia',
  croatia: 'Europe/Zagreb',
  malta: 'Europe/Malta',
  turkey: 'Europe/Istanbul',
  georgia: 'Asia/Tbilisi',
  japan: 'Asia/Tokyo',
  'south korea': 'Asia/Seoul',
  'hong kong': 'Asia/Hong_Kong',
  thailand: 'Asia/Bangkok',
  vietnam: 'Asia/Ho_Chi_Minh',
  philippines: 'Asia/Manila',
  malaysia: 'Asia/Kuala_Lumpur',
  india: 'Asia/Kolkata',
  china: 'Asia/Shanghai',
  'new zealand': 'Pacific/Auckland',
  'south africa': 'Africa/Johannesburg',
  egypt: 'Africa/Cairo',
  kenya: 'Africa/Nairobi',
  morocco: 'Africa/Casablanca',
  'saudi arabia': 'Asia/Riyadh',
  qatar: 'Asia/Qatar',
  argentina: 'America/Argentina/Buenos_Aires',
  colombia: 'America/Bogota',
  'costa rica': 'America/Costa_Rica',
  panama: 'America/Panama',
  uruguay: 'America/Montevideo',
}
