// Reading a small request body safely: the size is checked before and while reading, so a client
// cannot make the server buffer megabytes it will only reject.
import type { Context } from 'hono'

type BodyResult = { ok: true; value: unknown } | { ok: false; status: 400 | 413 | 415; message: string }

/** Reads an optional JSON body of at most `limit` bytes. An empty body gives `undefined`. */
export async function readJsonBody(c: Context, limit: number): Promise<BodyResult> {
  const tooLarge = { ok: false, status: 413, message: `Request body larger than ${limit} bytes` } as const
  const declared = Number(c.req.header('content-length') ?? '0')
  if (Number.isFinite(declared) && declared > limit) return tooLarge

  const body = c.req.raw.body
  if (!body) return { ok: true, value: undefined }
  const reader = body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel()
      return tooLarge
    }
    chunks.push(value)
  }
  const text = new TextDecoder().decode(concat(chunks, size)).trim()
  if (text === '') return { ok: true, value: undefined }

  const type = c.req.header('content-type') ?? ''
  if (type !== '' && !/^application\/(.+\+)?json\b|^text\/plain\b/i.test(type)) {
    return { ok: false, status: 415, message: 'Send JSON (Content-Type: application/json)' }
  }
  try {
    return { ok: true, value: JSON.parse(text) as unknown }
  } catch {
    return { ok: false, status: 400, message: 'Request body is not valid JSON' }
  }
}

function concat(chunks: Uint8Array[], size: number): Uint8Array {
  const out = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    out.set(chunk, offset)
    offset += chunk.byteLength
  }
  return out
}
