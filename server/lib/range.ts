// HTTP Range (RFC 9110 §14) for media: Safari will not play a video whose server ignores Range.

interface ByteRange {
  start: number
  /** Inclusive. */
  end: number
}

/**
 * The byte range a Range header asks for within a resource of `size` bytes: null to send the whole
 * resource (no header, a unit we do not speak, an invalid range, or several ranges, which RFC 9110 lets us
 * ignore),
 * 'unsatisfiable' for a range wholly outside the resource (416).
 */
function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  if (!header) return null
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim())
  if (!match) return null
  const [, first = '', last = ''] = match
  if (first === '' && last === '') return null
  if (first === '') {
    // Suffix range: the last N bytes.
    const length = Number(last)
    if (length === 0) return 'unsatisfiable'
    return { start: Math.max(0, size - length), end: size - 1 }
  }
  const start = Number(first)
  // 'bytes=5-2' is not a range at all (RFC 9110 §14.1.1: invalid when the last is before the first): the
  // header is ignored and the whole resource sent, rather than refused.
  if (last !== '' && Number(last) < start) return null
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1)
  if (start >= size || end < start) return 'unsatisfiable'
  return { start, end }
}

/** A header of a plain record, whatever the case of its name. */
function header(headers: Record<string, string>, name: string): string | undefined {
  return Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1]
}

/**
 * Whether a Range may be honoured under the request's If-Range (RFC 9110 §13.1.5): without one, yes; with an
 * entity tag, only when it is our ETag by strong comparison (a weak tag never matches); with a date, only
 * when it is exactly our Last-Modified. Otherwise the client holds bytes of another version, and splicing a
 * range of this one onto them would corrupt the file: it gets the whole resource (200) instead.
 */
function ifRangeHolds(request: Request, headers: Record<string, string>): boolean {
  const condition = request.headers.get('if-range')?.trim()
  if (!condition) return true
  if (condition.startsWith('W/')) return false
  if (condition.startsWith('"')) {
    const etag = header(headers, 'etag')
    return etag !== undefined && !etag.startsWith('W/') && etag === condition
  }
  const modified = header(headers, 'last-modified')
  const date = Date.parse(condition)
  return modified !== undefined && !Number.isNaN(date) && date === Date.parse(modified)
}

/**
 * A 200, 206 or 416 response for a resource of `size` bytes, honouring Range. `body` gives the bytes of
 * the whole resource (no range) or of one range; it is not called for HEAD or 416.
 */
export function rangedResponse(
  request: Request,
  size: number,
  headers: Record<string, string>,
  body: (range?: ByteRange) => BodyInit,
): Response {
  const base = { ...headers, 'Accept-Ranges': 'bytes' }
  const range = ifRangeHolds(request, headers) ? parseRange(request.headers.get('range') ?? undefined, size) : null
  const head = request.method === 'HEAD'
  if (range === 'unsatisfiable') {
    return new Response(null, { status: 416, headers: { ...base, 'Content-Range': `bytes */${size}` } })
  }
  if (range === null) {
    return new Response(head ? null : body(), { status: 200, headers: { ...base, 'Content-Length': String(size) } })
  }
  return new Response(head ? null : body(range), {
    status: 206,
    headers: { ...base, 'Content-Range': `bytes ${range.start}-${range.end}/${size}`, 'Content-Length': String(range.end - range.start + 1) },
  })
}

/** rangedResponse for bytes in memory (the demo clips). */
export function bytesResponse(request: Request, bytes: Uint8Array<ArrayBuffer>, headers: Record<string, string>): Response {
  return rangedResponse(request, bytes.byteLength, headers, (range) => (range ? bytes.subarray(range.start, range.end + 1) : bytes))
}
