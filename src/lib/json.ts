// Guards for untrusted JSON (an upstream's answer, a stored value an older app version wrote): they let
// a parser look inside a value without trusting its shape.

export type JsonObject = Record<string, unknown>

/** A JSON object: not null, not an array. */
export function isRecord(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The value as a JSON object, or null, so that a parser can chain `record(json)?.field`. */
export function record(value: unknown): JsonObject | null {
  return isRecord(value) ? value : null
}

/** A real calendar day written 'YYYY-MM-DD', or null. */
export function isoDay(value: unknown): string | null {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null
  const [year, month, day] = value.split('-').map(Number) as [number, number, number]
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? value : null
}
