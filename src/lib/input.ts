// Reading untrusted input: an upstream's JSON, a value an older app version stored, a line typed into a
// search box or an address. These let a parser look inside a value without trusting its shape.
// (One module, not one per kind: the route tree needs it at start, and a module of its own would be one
// more script on the home page's first load.)

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

/**
 * A line of text as a person typed it (in a search box, an address): control characters out, runs of
 * white space as one space, trimmed. A finite number (an address's `?q=10001` arrives as one) is read as
 * its digits; anything else is ''.
 */
export function cleanLine(value: unknown): string {
  const raw = typeof value === 'number' && Number.isFinite(value) ? String(value) : value
  if (typeof raw !== 'string') return ''
  // eslint-disable-next-line no-control-regex
  return raw.replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ').replace(/\s+/g, ' ').trim()
}

/**
 * Text of several lines as a person typed it (a message): line breaks kept (as \n) and tabs kept, every
 * other control character dropped, trimmed. What a person cannot see is never sent, stored or counted.
 */
export function cleanText(value: unknown): string {
  if (typeof value !== 'string') return ''
  // eslint-disable-next-line no-control-regex
  return value.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, '').trim()
}
