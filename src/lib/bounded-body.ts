// Reading a body whole, but never more than a cap: the size is checked before (a declared length) and
// while reading (a body that has none, or lies), and past the cap the rest is never downloaded. The
// service worker keeps only the media it can measure; the server reads only the requests it can bound.

/**
 * The stream's bytes if there are at most `maxBytes` of them, or null: past the cap (declared or counted)
 * nothing is kept and the stream is cancelled. A missing stream is an empty body.
 */
export async function readBounded(
  stream: ReadableStream<Uint8Array> | null,
  declaredLength: string | null | undefined,
  maxBytes: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  const declared = Number(declaredLength ?? NaN)
  if (Number.isFinite(declared) && declared > maxBytes) {
    await stream?.cancel()
    return null
  }
  const reader = stream?.getReader()
  if (!reader) return new Uint8Array()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel()
      return null
    }
    chunks.push(value)
  }
  const body = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    body.set(chunk, offset)
    offset += chunk.byteLength
  }
  return body
}

/** A response's body, read as readBounded does (the service worker's measured caches). */
export function boundedBody(response: Response, maxBytes: number): Promise<Uint8Array<ArrayBuffer> | null> {
  return readBounded(response.body, response.headers.get('Content-Length'), maxBytes)
}
