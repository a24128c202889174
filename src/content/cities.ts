// The world clock's 40 cities (SPEC section 3) with their IANA time zones.
export interface ClockCity {
  city: string
  country: string
  timeZone: string
}

export const clockCities: readonly ClockCity[] = [
  { city: 'New York', country: 'USA', timeZone: 'America/New_York' },
  { city: 'London', country: 'UK', timeZone: 'Europe/London' },
  { city: 'Tokyo', country: 'Japan', timeZone: 'Asia/Tokyo' },
  { city: 'Sydney', country: 'Australia', timeZone: 'Australia/Sydney' },
  { city: 'Tel Aviv', country: 'Israel', timeZone: 'Asia/Jerusalem' },
  { city: 'Dubai', country: 'UAE', timeZone: 'Asia/Dubai' },
  { city: 'Paris', country: 'France', timeZone: 'Europe/Paris' },
  { city: 'Berlin', country: 'Germany', timeZone: 'Europe/Berlin' },
  { city: 'Toronto', country: 'Canada', timeZone: 'America/Toronto' },
  { city: 'Singapore', country: 'Singapore', timeZone: 'Asia/Singapore' },
  { city: 'Hong Kong', country: 'Hong Kong', timeZone: 'Asia/Hong_Kong' },
  { city: 'Mexico City', country: 'Mexico', timeZone: 'America/Mexico_City' },
  { city: 'Rio de Janeiro', country: 'Brazil', timeZone: 'America/Sao_Paulo' },
  { city: 'Cape Town', country: 'South Africa', timeZone: 'Africa/Johannesburg' },
  { city: 'Auckland', country: 'New Zealand', timeZone: 'Pacific/Auckland' },
  { city: 'Moscow', country: 'Russia', timeZone: 'Europe/Moscow' },
  { city: 'Bangkok', country: 'Thailand', timeZone: 'Asia/Bangkok' },
  { city: 'Los Angeles', country: 'USA', timeZone: 'America/Los_Angeles' },
  { city: 'Chicago', country: 'USA', timeZone: 'America/Chicago' },
  { city: 'Mumbai', country: 'India', timeZone: 'Asia/Kolkata' },
  { city: 'Amsterdam', country: 'Netherlands', timeZone: 'Europe/Amsterdam' },
  { city: 'Madrid', country: 'Spain', timeZone: 'Europe/Madrid' },
  { city: 'Seoul', country: 'South Korea', timeZone: 'Asia/Seoul' },
  { city: 'Stockholm', country: 'Sweden', timeZone: 'Europe/Stockholm' },
  { city: 'Vienna', country: 'Austria', timeZone: 'Europe/Vienna' },
  { city: 'Zurich', country: 'Switzerland', timeZone: 'Europe/Zurich' },
  { city: 'Brussels', country: 'Belgium', timeZone: 'Europe/Brussels' },
  { city: 'Dublin', country: 'Ireland', timeZone: 'Europe/Dublin' },
  { city: 'Athens', country: 'Greece', timeZone: 'Europe/Athens' },
  { city: 'Rome', country: 'Italy', timeZone: 'Europe/Rome' },
  { city: 'Lisbon', country: 'Portugal', timeZone: 'Europe/Lisbon' },
  { city: 'Warsaw', country: 'Poland', timeZone: 'Europe/Warsaw' },
  { city: 'Johannesburg', country: 'South Africa', timeZone: 'Africa/Johannesburg' },
  { city: 'Cairo', country: 'Egypt', timeZone: 'Africa/Cairo' },
  { city: 'Istanbul', country: 'Turkey', timeZone: 'Europe/Istanbul' },
  { city: 'Nairobi', country: 'Kenya', timeZone: 'Africa/Nairobi' },
  { city: 'Manila', country: 'Philippines', timeZone: 'Asia/Manila' },
  { city: 'Jakarta', country: 'Indonesia', timeZone: 'Asia/Jakarta' },
  { city: 'Kuala Lumpur', country: 'Malaysia', timeZone: 'Asia/Kuala_Lumpur' },
  { city: 'Shanghai', country: 'China', timeZone: 'Asia/Shanghai' },
]
