// The reviews function itself: the body it accepts and the methods, whatever its source; without a
// source (no keys, no demo data) it answers 503 (see app.test.ts).
import { describe, expect, it } from 'vitest'
import { postReviews as post, testApp } from '../helpers'

const PATH = 'http://127.0.0.1:4173/api/functions/fetch-google-reviews'

describe('reviews function', () => {
  const app = testApp()

  it('accepts an empty body', async () => {
    expect((await post(app)).status).toBe(200)
  })

  it('rejects a body over 4 KB with 413, invalid JSON with 400, and GET with 405', async () => {
    const big = JSON.stringify({ padding: 'x'.repeat(5000) })
    const tooLarge = await post(app, { body: big, headers: { 'Content-Type': 'application/json' } })
    expect(tooLarge.status).toBe(413)
    expect(await tooLarge.json()).toHaveProperty('error')

    const broken = await post(app, { body: '{"a":', headers: { 'Content-Type': 'application/json' } })
    expect(broken.status).toBe(400)

    const get = await app.request(PATH)
    expect(get.status).toBe(405)
    expect(get.headers.get('allow')).toBe('POST')
    expect(await get.json()).toHaveProperty('error')
  })

  it('rejects an oversized body even when streamed without Content-Length', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(1024))
    let sent = 0
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 8) controller.enqueue(chunk)
        else controller.close()
      },
    })
    const response = await app.request(PATH, { method: 'POST', body: stream, duplex: 'half' } as RequestInit)
    expect(response.status).toBe(413)
  })
})
