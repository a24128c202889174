// The world clock's 40 cities (docs/behaviour.md, "The hub") with their IANA time zones. `city` and `country` are the
// English names (what other data, like the destinations sheet, is matched against); `id` and `countryId`
// name their translations in the hub's catalog (hub.city.{id}, hub.country.{countryId}).
export interface ClockCity {
  id: string
  city: string
  country: string
  countryId: string
  timeZone: string
}

export const clockCities = [
  { id: 'new-york', city: 'New York', country: 'USA', countryId: 'usa', timeZone: 'America/New_York' },
  { id: 'london', city: 'London', country: 'UK', countryId: 'uk', timeZone: 'Europe/London' },
  { id: 'tokyo', city: 'Tokyo', country: 'Japan', countryId: 'japan', timeZone: 'Asia/Tokyo' },
  { id: 'sydney', city: 'Sydney', country: 'Australia', countryId: 'australia', timeZone: 'Australia/Sydney' },
  { id: 'tel-aviv', city: 'Tel Aviv', country: 'Israel', countryId: 'israel', timeZone: 'Asia/Jerusalem' },
  { id: 'dubai', city: 'Dubai', country: 'UAE', countryId: 'uae', timeZone: 'Asia/Dubai' },
  { id: 'paris', city: 'Paris', country: 'France', countryId: 'france', timeZone: 'Europe/Paris' },
  { id: 'berlin', city: 'Berlin', country: 'Germany', countryId: 'germany', timeZone: 'Europe/Berlin' },
  { id: 'toronto', city: 'Toronto', country: 'Canada', countryId: 'canada', timeZone: 'America/Toronto' },
  { id: 'singapore', city: 'Singapore', country: 'Singapore', countryId: 'singapore', timeZone: 'Asia/Singapore' },
  { id: 'hong-kong', city: 'Hong Kong', country: 'Hong Kong', countryId: 'hong-kong', timeZone: 'Asia/Hong_Kong' },
  { id: 'mexico-city', city: 'Mexico City', country: 'Mexico', countryId: 'mexico', timeZone: 'America/Mexico_City' },
  { id: 'rio-de-janeiro', city: 'Rio de Janeiro', country: 'Brazil', countryId: 'brazil', timeZone: 'America/Sao_Paulo' },
  { id: 'cape-town', city: 'Cape Town', country: 'South Africa', countryId: 'south-africa', timeZone: 'Africa/Johannesburg' },
  { id: 'auckland', city: 'Auckland', country: 'New Zealand', countryId: 'new-zealand', timeZone: 'Pacific/Auckland' },
  { id: 'moscow', city: 'Moscow', country: 'Russia', countryId: 'russia', timeZone: 'Europe/Moscow' },
  { id: 'bangkok', city: 'Bangkok', country: 'Thailand', countryId: 'thailand', timeZone: 'Asia/Bangkok' },
  { id: 'los-angeles', city: 'Los Angeles', country: 'USA', countryId: 'usa', timeZone: 'America/Los_Angeles' },
  { id: 'chicago', city: 'Chicago', country: 'USA', countryId: 'usa', timeZone: 'America/Chicago' },
  { id: 'mumbai', city: 'Mumbai', country: 'India', countryId: 'india', timeZone: 'Asia/Kolkata' },
  { id: 'amsterdam', city: 'Amsterdam', country: 'Netherlands', countryId: 'netherlands', timeZone: 'Europe/Amsterdam' },
  { id: 'madrid', city: 'Madrid', country: 'Spain', countryId: 'spain', timeZone: 'Europe/Madrid' },
  { id: 'seoul', city: 'Seoul', country: 'South Korea', countryId: 'south-korea', timeZone: 'Asia/Seoul' },
  { id: 'stockholm', city: 'Stockholm', country: 'Sweden', countryId: 'sweden', timeZone: 'Europe/Stockholm' },
  { id: 'vienna', city: 'Vienna', country: 'Austria', countryId: 'austria', timeZone: 'Europe/Vienna' },
  { id: 'zurich', city: 'Zurich', country: 'Switzerland', countryId: 'switzerland', timeZone: 'Europe/Zurich' },
  { id: 'brussels', city: 'Brussels', country: 'Belgium', countryId: 'belgium', timeZone: 'Europe/Brussels' },
  { id: 'dublin', city: 'Dublin', country: 'Ireland', countryId: 'ireland', timeZone: 'Europe/Dublin' },
  { id: 'athens', city: 'Athens', country: 'Greece', countryId: 'greece', timeZone: 'Europe/Athens' },
  { id: 'rome', city: 'Rome', country: 'Italy', countryId: 'italy', timeZone: 'Europe/Rome' },
  { id: 'lisbon', city: 'Lisbon', country: 'Portugal', countryId: 'portugal', timeZone: 'Europe/Lisbon' },
  { id: 'warsaw', city: 'Warsaw', country: 'Poland', countryId: 'poland', timeZone: 'Europe/Warsaw' },
  { id: 'johannesburg', city: 'Johannesburg', country: 'South Africa', countryId: 'south-africa', timeZone: 'Africa/Johannesburg' },
  { id: 'cairo', city: 'Cairo', country: 'Egypt', countryId: 'egypt', timeZone: 'Africa/Cairo' },
  { id: 'istanbul', city: 'Istanbul', country: 'Turkey', countryId: 'turkey', timeZone: 'Europe/Istanbul' },
  { id: 'nairobi', city: 'Nairobi', country: 'Kenya', countryId: 'kenya', timeZone: 'Africa/Nairobi' },
  { id: 'manila', city: 'Manila', country: 'Philippines', countryId: 'philippines', timeZone: 'Asia/Manila' },
  { id: 'jakarta', city: 'Jakarta', country: 'Indonesia', countryId: 'indonesia', timeZone: 'Asia/Jakarta' },
  { id: 'kuala-lumpur', city: 'Kuala Lumpur', country: 'Malaysia', countryId: 'malaysia', timeZone: 'Asia/Kuala_Lumpur' },
  { id: 'shanghai', city: 'Shanghai', country: 'China', countryId: 'china', timeZone: 'Asia/Shanghai' },
] as const satisfies readonly ClockCity[]

export type ClockCityId = (typeof clockCities)[number]['id']
export type ClockCountryId = (typeof clockCities)[number]['countryId']
