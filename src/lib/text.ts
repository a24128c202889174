/**
 * A line of text as a person typed it (in a search box, an address): control characters out, runs of
 * white space as one space, trimmed. A finite number (an address's `?q=10001` arrives as one) is read as
 * its digits; anything else is ''.
 */
export function cleanLine(value: unknown): string {
  const raw = typeof value === 'number' && Number.isFinite(value) ? String(value) : value
  if (typeof raw !== 'string') return ''
  // eslint-disable-next-line no-control-regex
  return raw.replace(/[\u0000-\u001f\u007f]/g, ' ').replace(/\s+/g, ' ').trim()
}
