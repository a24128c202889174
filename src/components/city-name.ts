// A city named in English (by the destinations sheet, by the weather service) in the person's language,
// where the app has a name for it: the world clock's 40 cities and the other home cities (the hub's
// catalog, which a screen using this loads).
import { clockCities, extraHomeCities, type ExtraHomeCityId } from '@/content/cities'
import type { Translate } from '@/i18n/react'
import { codeOfCountry } from '@/lib/countries'
import { searchable } from '@/lib/search-text'

const sameCity = (name: string, countryCode?: string) => {
  const wanted = searchable(name)
  return (entry: { city: string; country: string }) =>
    searchable(entry.city) === wanted && (countryCode === undefined || codeOfCountry(entry.country) === countryCode)
}

/** The world clock's city called `name` (in English); with `countryCode`, only the one in that country. */
export function clockCityOf(name: string, countryCode?: string): (typeof clockCities)[number] | undefined {
  return clockCities.find(sameCity(name, countryCode))
}

/**
 * `name` in the person's language, or as it came. With `countryCode`, only the city of that country:
 * London in Canada is not the clock's London.
 */
export function cityInLanguage(t: Translate, name: string, countryCode?: string): string {
  const clock = clockCityOf(name, countryCode)
  if (clock) return t(`hub.city.${clock.id}`)
  const home = extraHomeCities.find(sameCity(name, countryCode))
  if (home) return t(`hub.home.city.${home.id as ExtraHomeCityId}`)
  return name
}
