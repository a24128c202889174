// Moving through the destinations: wrap-around indexes and finding the city an address names.
import type { Destination } from './types'

/** `index` brought into 0..length-1, wrapping around both ends; 0 for an empty list. */
export function wrapIndex(index: number, length: number): number {
  if (length <= 0 || !Number.isFinite(index)) return 0
  const whole = Math.trunc(index)
  return ((whole % length) + length) % length
}

export const nextIndex = (index: number, length: number) => wrapIndex(index + 1, length)
export const previousIndex = (index: number, length: number) => wrapIndex(index - 1, length)

/** A city name reduced for matching: no accents, case, spaces, dashes or text after a comma. */
export function cityKey(city: string): string {
  return (city.split(',')[0] ?? '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '')
}

/** The city as the address names it: a built-in city's English name in every language, else the sheet's. */
export function addressCity(destination: Destination): string {
  return destination.lookupCity ?? destination.city
}

/** 'City, Country' as the maps and weather services read it (a built-in city's English names). */
export function lookupPlace(destination: Destination): string {
  const country = destination.lookupCountry ?? destination.country
  return [addressCity(destination), country].filter(Boolean).join(', ')
}

/**
 * The index of the destination an address names ('Tel Aviv', 'tel-aviv', 'TelAviv'), or -1. A built-in
 * city answers to its English name (a shared link) and to its name in the reader's language.
 */
export function findCityIndex(destinations: readonly Destination[], city: string): number {
  const key = cityKey(city)
  if (key === '') return -1
  return destinations.findIndex((destination) => cityKey(addressCity(destination)) === key || cityKey(destination.city) === key)
}
