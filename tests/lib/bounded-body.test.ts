// The service worker keeps only what it can measure: a body read whole up to a cap, counted as it
// arrives when the server does not say its size.
import { boundedBody } from '@/lib/bounded-body'
import { onOrigins, readWorkerSettings } from '@/sw/settings'

/** A response streamed in chunks, with no Content-Length (as a chunked answer arrives). */
function streamed(chunks: number[], declared?: number): { response: Response; cancelled: () => boolean } {
  let cancelled = false
  let index = 0
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const size = chunks[index++]
      if (size === undefined) controller.close()
      else controller.enqueue(new Uint8Array(size).fill(7))
    },
    cancel() {
      cancelled = true
    },
  })
  const headers = new Headers(declared === undefined ? undefined : { 'Content-Length': String(declared) })
  return { response: new Response(body, { headers }), cancelled: () => cancelled }
}

describe('boundedBody', () => {
  it('reads a body within the cap whole', async () => {
    const { response } = streamed([400, 400, 200])
    const body = await boundedBody(response, 1000)
    expect(body?.byteLength).toBe(1000)
  })

  it('gives up, and stops the download, past the cap when the size was not declared', async () => {
    const { response, cancelled } = streamed([600, 600, 600, 600])
    expect(await boundedBody(response, 1000)).toBeNull()
    expect(cancelled()).toBe(true)
  })

  it('refuses at once a declared size past the cap', async () => {
    const { response, cancelled } = streamed([10], 13_000_000)
    expect(await boundedBody(response, 12 * 1024 * 1024)).toBeNull()
    expect(cancelled()).toBe(true)
  })
})

describe('the worker settings', () => {
  it('reads the origins the server set, and nothing else', () => {
    expect(readWorkerSettings({ imageOrigins: ['http://127.0.0.1:8089', 42], mediaOrigins: 'x' })).toEqual({
      imageOrigins: ['http://127.0.0.1:8089'],
      mediaOrigins: [],
    })
    expect(readWorkerSettings(undefined)).toEqual({ imageOrigins: [], mediaOrigins: [] })
  })

  it('matches full origins, and bare hosts on either scheme', () => {
    const origins = ['http://127.0.0.1:8089', 'cdn.weatherapi.com']
    expect(onOrigins(new URL('http://127.0.0.1:8089/wp-content/uploads/a.webp'), origins)).toBe(true)
    expect(onOrigins(new URL('https://127.0.0.1:8089/a.webp'), origins)).toBe(false)
    expect(onOrigins(new URL('https://cdn.weatherapi.com/weather/64x64/day/113.png'), origins)).toBe(true)
    expect(onOrigins(new URL('https://evil.example/a.png'), origins)).toBe(false)
  })
})
