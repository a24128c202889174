// Names folded for matching and for addresses: "Zürich", "Tel Aviv-Yafo" → zurich, tel aviv yafo.

/** The lower-case ASCII words of `value` (accents dropped, anything else a break), joined by `separator`. */
export function foldedWords(value: string, separator: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .join(separator)
}
