// A destination as the app uses it (docs/behaviour.md, "Destinations (the published sheet)"), read from one row of the destinations sheet.

/** The sheet's known columns, camel-cased from their human titles ('GDP per Capita' → gdpPerCapita). */
export const DESTINATION_FIELDS = [
  'city',
  'country',
  'description',
  'video',
  'image',
  'mapUrl',
  'population',
  'area',
  'populationDensity',
  'gdpPerCapita',
  'language',
  'predominantLanguages',
  'timeZone',
  'currency',
  'averageCost',
  'bestTimeToVisit',
  'uniqueRelocationFacts',
  'visaImmigrationConditions',
  'religiousCommunities',
  'popularAttractions',
  'flagImg',
  'housingMarket',
  'publicTransport',
  'cafeCulture',
  'internetConnectivity',
  'healthcareSystem',
  'educationSystem',
  'jobMarket',
  'qualityOfLife',
  'climate',
  'naturalEnvironment',
  'safety',
] as const

export type DestinationField = (typeof DESTINATION_FIELDS)[number]

/**
 * One city. Every field but id and city is optional: a blank cell is absent, never ''. Columns the app does
 * not know are kept under their camel-cased title (e.g. expatCommunity).
 */
export type Destination = { readonly [field in Exclude<DestinationField, 'city'>]?: string } & {
  /** The row's index among the sheet's data rows. */
  readonly id: number
  /** Without any text after a comma ('Barcelona, Catalonia' → 'Barcelona'). */
  readonly city: string
  /** The description, which doubles as the short description. */
  readonly shortDescription?: string
  /**
   * A built-in city's English names, while `city` and `country` are in the reader's language: its address
   * (/destinations/Larnaca, the same in every language), its clock, weather and map. The sheet's cities
   * have none: their names are served once, in one language, and used for all of these.
   */
  readonly lookupCity?: string
  readonly lookupCountry?: string
  readonly [column: string]: string | number | undefined
}
