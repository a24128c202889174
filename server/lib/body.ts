// Reading a small request body safely: the size is checked before and while reading, so a client
// cannot make the server buffer megabytes it will only reject.
import type { Context } from 'hono'
import type { ErrorCode } from '../../src/content/service-request-contract'
import { readBounded } from '../../src/lib/bounded-body'

type BodyResult = { ok: true; value: unknown } | { ok: false; status: 400 | 413 | 415; message: string; code: ErrorCode }

const JSON_TYPE = /^application\/(.+\+)?json\s*(;|$)/i

/**
 * Reads an optional JSON body of at most `limit` bytes. An empty body gives `undefined`. With
 * `json: 'required'` (a write endpoint) only a request declared as application/json is read at all: a
 * text/plain or form post, which any web page can send without asking, is refused with 415.
 */
export async function readJsonBody(c: Context, limit: number, { json = 'lenient' }: { json?: 'lenient' | 'required' } = {}): Promise<BodyResult> {
  const type = c.req.header('content-type') ?? ''
  const notJson = { ok: false, status: 415, message: 'Send JSON (Content-Type: application/json)', code: 'unsupported_media_type' } as const
  if (json === 'required' && !JSON_TYPE.test(type)) return notJson
  // A compressed body would be read as its raw bytes (invalid JSON at best): say what is wrong instead.
  const encoding = (c.req.header('content-encoding') ?? '').trim().toLowerCase()
  if (encoding !== '' && encoding !== 'identity') {
    return { ok: false, status: 415, message: 'Send the body uncompressed (no Content-Encoding)', code: 'unsupported_media_type' }
  }
  const declared = c.req.header('content-length')
  // A declared length within the limit is all the runtime will read as this request's body (Node's parser
  // takes exactly that many bytes): read it whole, which on Node reads the socket directly instead of
  // building a Request and a web stream around it (the costliest step of a POST on the main thread in a
  // burst). Without a declared length (chunked), count while reading.
  const bytes =
    declared !== undefined && /^\d{1,9}$/.test(declared) && Number(declared) <= limit
      ? new Uint8Array(await c.req.raw.arrayBuffer())
      : await readBounded(c.req.raw.body, declared, limit)
  if (!bytes) return { ok: false, status: 413, message: `Request body larger than ${limit} bytes`, code: 'body_too_large' }
  const text = new TextDecoder().decode(bytes).trim()
  if (text === '') return { ok: true, value: undefined }

  if (type !== '' && !JSON_TYPE.test(type) && !/^text\/plain\b/i.test(type)) return notJson
  try {
    return { ok: true, value: JSON.parse(text) as unknown }
  } catch {
    return { ok: false, status: 400, message: 'Request body is not valid JSON', code: 'invalid_json' }
  }
}
