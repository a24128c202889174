// The names of the places a clock or a home can be, in the person's language (the hub's catalog).
import { extraHomeCities, type ClockCity, type ClockCityId, type ClockCountryId, type ExtraHomeCityId } from '@/content/cities'
import type { Translate } from '@/i18n/react'

const extraIds: ReadonlySet<string> = new Set(extraHomeCities.map((city) => city.id))
/** Countries of the extra home cities that the clocks do not have. */
const extraCountries = { cyprus: 'hub.home.country.cyprus' } as const

export function placeName(t: Translate, city: Pick<ClockCity, 'id'>): string {
  return extraIds.has(city.id) ? t(`hub.home.city.${city.id as ExtraHomeCityId}`) : t(`hub.city.${city.id as ClockCityId}`)
}

export function placeCountry(t: Translate, city: Pick<ClockCity, 'countryId'>): string {
  const extra = extraCountries[city.countryId as keyof typeof extraCountries] as (typeof extraCountries)[keyof typeof extraCountries] | undefined
  return extra ? t(extra) : t(`hub.country.${city.countryId as ClockCountryId}`)
}

/** 'Tokyo, Japan', 'Токио, Япония'. */
export function placeLabel(t: Translate, city: Pick<ClockCity, 'id' | 'countryId'>): string {
  return t('hub.home.place', { city: placeName(t, city), country: placeCountry(t, city) })
}
