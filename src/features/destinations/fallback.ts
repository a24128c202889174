import { fallbackCities } from '@/content/destinations'
import { videoForCity } from './media'
import type { Destination } from './types'

/** The 10 built-in cities as destinations: city, country, description and, where one exists, the clip. */
export function fallbackDestinations(videoPattern?: string): Destination[] {
  return fallbackCities.map(({ city, country, description, clip }, id) => ({
    id,
    city,
    country,
    description,
    shortDescription: description,
    ...(clip ? { video: videoForCity(city, videoPattern) } : {}),
  }))
}
