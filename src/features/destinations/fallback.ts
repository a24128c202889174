import { fallbackCities } from '@/content/destinations'
import { t as activeT, type Translate } from '@/i18n/react'
import { videoForCity } from './media'
import type { Destination } from './types'

/**
 * The 10 built-in cities as destinations, in the active language: city, country, description and, where
 * one exists, the clip. Their English names stay on as look-up names (the address, the clip, the clock).
 * Called when the list is shown, never at module load: the destinations catalog must be loaded. `t` is a
 * component's useT (which changes with the language), or the active language's.
 */
export function fallbackDestinations(videoPattern?: string, t: Translate = activeT): Destination[] {
  return fallbackCities.map(({ key, city, country, clip }, id) => {
    const description = t(`destinations.fallback.${key}.description`)
    return {
      id,
      city: t(`destinations.fallback.${key}.city`),
      country: t(`destinations.fallback.${key}.country`),
      description,
      shortDescription: description,
      lookupCity: city,
      lookupCountry: country,
      ...(clip ? { video: videoForCity(city, videoPattern) } : {}),
    }
  })
}
