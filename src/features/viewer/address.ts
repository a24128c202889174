// Addresses that the embedded viewer may show (SPEC section 5: 'https://' is prefixed when missing).

/** The frame address for a value, or null when it is not an http(s) address. */
export function normalizeAddress(value: string): string | null {
  const trimmed = value.trim()
  if (trimmed === '') return null
  const candidate = /^http/i.test(trimmed) ? trimmed : `https://${trimmed}`
  let url: URL
  try {
    url = new URL(candidate)
  } catch {
    return null
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
  if (url.username || url.password || !url.hostname) return null
  return url.href
}

/** A page of the consultancy's own site from the brand config, absolute on this origin when root-relative. */
export function ownPageAddress(value: string, origin: string = window.location.origin): string {
  return new URL(value, origin).href
}
