// The destinations sheet (tab-separated, first row headers) into Destinations. The text is untrusted:
// whatever it holds, parsing either gives destinations or the documented empty-sheet error.
import { isBlankRow, parseTsv } from '@/lib/tsv'
import { embedMapUrl, isVideoSharingLink, mediaConfig, safeUrl, videoForCity, type MediaConfig } from './media'
import type { Destination } from './types'

const EMPTY_SHEET = 'Could not load destination data'

/** The sheet had fewer than two lines, or no row naming a city. */
export class EmptySheetError extends Error {
  constructor() {
    super(EMPTY_SHEET)
    this.name = 'EmptySheetError'
  }
}

/**
 * A column title as a camel-case name: accents dropped, split on anything but letters and digits, the
 * first word lower-cased and the others capitalised ('GDP per Capita' → gdpPerCapita, 'Map URL' → mapUrl,
 * 'Visa & Immigration Conditions' → visaImmigrationConditions).
 */
export function camelCase(title: string): string {
  const words = title
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
  return words
    .map((word, index) => {
      const lower = word.toLowerCase()
      return index === 0 ? lower : lower.charAt(0).toUpperCase() + lower.slice(1)
    })
    .join('')
}

/** Names the sheet may not set: ours (id, the built-in cities' look-up names) and what would touch an object's prototype. */
const RESERVED = new Set(['id', 'shortDescription', 'lookupCity', 'lookupCountry', '__proto__', 'constructor', 'prototype'])

interface ParseOptions extends MediaConfig {
  /** Relative media addresses are resolved against this (the sheet's own address). */
  baseUrl?: string
}

function readRow(
  names: readonly (string | null)[],
  cells: readonly string[],
  id: number,
  options: ParseOptions,
): Destination | null {
  const values: Record<string, string> = {}
  names.forEach((name, column) => {
    const value = (cells[column] ?? '').trim()
    // The first column of a name wins; blank cells are absent.
    if (name && value !== '' && !Object.hasOwn(values, name)) values[name] = value
  })

  const city = (values.city ?? '').split(',')[0]?.trim() ?? ''
  if (city === '') return null

  // Absolute http(s) addresses, or paths ('/media/a.svg', './a.svg') resolved against the sheet; not prose.
  const address = (value: string | undefined) =>
    value !== undefined && /^(https?:\/\/|\/|\.\.?\/)/i.test(value) ? (safeUrl(value, options.baseUrl) ?? undefined) : undefined
  const video = address(values.video)
  const map = address(values.mapUrl)
  const place = [city, values.country].filter(Boolean).join(', ')
  const rewritten: Record<string, string | undefined> = {
    image: address(values.image),
    flagImg: address(values.flagImg),
    video: video && isVideoSharingLink(video) ? videoForCity(city, options.videoPattern) : video,
    mapUrl: map ? (embedMapUrl(map, place, options.mapsEmbedUrl) ?? undefined) : undefined,
    shortDescription: values.description,
  }
  const destination: Record<string, string | number> = { id, city }
  for (const [name, value] of Object.entries({ ...values, ...rewritten })) {
    if (value !== undefined && name !== 'city') destination[name] = value
  }
  return destination as Destination
}

/**
 * Reads the published sheet. Headers become camel-case names (unknown columns are kept under theirs),
 * id is the row's index among the data rows, the city loses any text after a comma, the description
 * doubles as the short description, a video-sharing link becomes the media-host clip named after the city,
 * and a maps link that is not an embed link is rewritten into one. Blank cells are absent.
 * Throws EmptySheetError when the sheet has fewer than two lines or no row with a city.
 */
export function parseDestinations(text: string, options: ParseOptions = mediaConfig): Destination[] {
  const rows = parseTsv(text).filter((row) => !isBlankRow(row))
  const [header, ...data] = rows
  if (!header || data.length === 0) throw new EmptySheetError()

  const names = header.map((title) => {
    const name = camelCase(title)
    return name === '' || RESERVED.has(name) ? null : name
  })
  const destinations = data
    .map((cells, index) => readRow(names, cells, index, options))
    .filter((destination): destination is Destination => destination !== null)
  if (destinations.length === 0) throw new EmptySheetError()
  return destinations
}
