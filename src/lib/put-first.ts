/**
 * A list with the entries whose ids are in `first` at its start, in the order of `first`, then the
 * others in their own order. The same entries, none dropped or repeated.
 */
export function putFirst<T>(entries: readonly T[], first: readonly string[], idOf: (entry: T) => string): T[] {
  if (first.length === 0) return [...entries]
  const rank = new Map(first.map((id, index) => [id, index]))
  const leading = entries.filter((entry) => rank.has(idOf(entry))).sort((a, b) => (rank.get(idOf(a)) ?? 0) - (rank.get(idOf(b)) ?? 0))
  return [...leading, ...entries.filter((entry) => !rank.has(idOf(entry)))]
}
