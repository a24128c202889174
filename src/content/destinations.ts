// Built-in destination data: the 10 fallback cities shown when the destinations sheet cannot be loaded
// (SPEC sections 3 and 8), and the time zones of the cities the sheet and the fallback name.

interface FallbackCity {
  city: string
  country: string
  description: string
  /** A clip of the city exists on the media host, under the city's name without spaces. */
  clip: boolean
}

/** In the order of SPEC section 8. */
export const fallbackCities: readonly FallbackCity[] = [
  {
    city: 'New York',
    country: 'USA',
    description:
      'Five boroughs of finance, media and tech, where every culture has a neighbourhood and careers move fast: big salaries, high rents and endless energy.',
    clip: true,
  },
  {
    city: 'Berlin',
    country: 'Germany',
    description:
      "Europe's start-up capital: affordable by Western standards, green, creative and international, with an English-speaking tech scene and excellent transport.",
    clip: true,
  },
  {
    city: 'Barcelona',
    country: 'Spain',
    description:
      'Beaches, Gaudí and a Mediterranean pace of life, with a growing tech hub, a large remote-worker community and the digital-nomad visa.',
    clip: false,
  },
  {
    city: 'Dubai',
    country: 'United Arab Emirates',
    description:
      'A tax-free global hub between Europe and Asia: modern, very safe and overwhelmingly expatriate, with sunshine all winter and fierce summer heat.',
    clip: true,
  },
  {
    city: 'Toronto',
    country: 'Canada',
    description:
      "Canada's largest and most diverse city: a finance and tech centre with clear immigration pathways, good public services and four real seasons.",
    clip: false,
  },
  {
    city: 'Greece',
    country: 'Southern Europe',
    description:
      'Sunshine, islands and a relaxed way of life at a moderate cost, with the golden visa, a digital-nomad visa and a tax regime for new residents.',
    clip: false,
  },
  {
    city: 'London',
    country: 'United Kingdom',
    description:
      "One of the world's great capitals for finance, law, tech and the arts: expensive, very international and easy to reach from almost anywhere.",
    clip: false,
  },
  {
    city: 'Tel Aviv',
    country: 'Israel',
    description:
      "Israel's Mediterranean business and cultural capital: beaches, Bauhaus boulevards, a world-class start-up scene and a city that never sleeps.",
    clip: true,
  },
  {
    city: 'Paris',
    country: 'France',
    description:
      'Culture, cafés and world-class public services, with international schools, a strong job market for skilled professionals and the Talent Passport.',
    clip: false,
  },
  {
    city: 'Larnaca',
    country: 'Cyprus',
    description:
      'A relaxed seaside town with an airport on its doorstep, palm-lined Finikoudes beach, year-round sun and an EU base at a gentle cost of living.',
    clip: false,
  },
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
