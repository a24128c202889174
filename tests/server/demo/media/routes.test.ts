import { describe, expect, it, vi } from 'vitest'
import { MEDIA_MISSES_PER_MINUTE } from '@server/demo/media/routes'
import { fileMediaStore } from '@server/node-media'
import { testApp } from '../../helpers'

const app = testApp({ media: fileMediaStore() })

describe('GET /demo/media', () => {
  it('serves the clips as H.264 MP4 with Range support', async () => {
    const full = await app.request('/demo/media/destinations/Berlin.mp4')
    expect(full.status).toBe(200)
    expect(full.headers.get('content-type')).toBe('video/mp4')
    expect(full.headers.get('accept-ranges')).toBe('bytes')
    const bytes = new Uint8Array(await full.arrayBuffer())
    expect(bytes.byteLength).toBeLessThanOrEqual(250_000)
    expect(new TextDecoder().decode(bytes.slice(4, 8))).toBe('ftyp')

    const part = await app.request('/demo/media/destinations/Berlin.mp4', { headers: { Range: 'bytes=0-99' } })
    expect(part.status).toBe(206)
    expect(part.headers.get('content-range')).toBe(`bytes 0-99/${bytes.byteLength}`)
    expect((await part.arrayBuffer()).byteLength).toBe(100)

    const tail = await app.request('/demo/media/destinations/Berlin.mp4', { headers: { Range: 'bytes=-10' } })
    expect(tail.status).toBe(206)
    expect(new Uint8Array(await tail.arrayBuffer())).toEqual(bytes.slice(-10))

    const beyond = await app.request('/demo/media/destinations/Berlin.mp4', { headers: { Range: `bytes=${bytes.byteLength}-` } })
    expect(beyond.status).toBe(416)
    expect(beyond.headers.get('content-range')).toBe(`bytes */${bytes.byteLength}`)
  })

  it('answers unknown media with a JSON 404', async () => {
    for (const path of ['/demo/media/destinations/Atlantis.mp4', '/demo/media/destinations/atlantis.svg', '/demo/media/flags/zz.svg']) {
      const response = await app.request(path)
      expect(response.status, path).toBe(404)
      expect(await response.json()).toEqual({ error: 'Not found', code: 'not_found' })
    }
  })

  it('answers clips with 404 when the app has no media store (e.g. an edge runtime without files)', async () => {
    expect((await testApp().request('/demo/media/destinations/Berlin.mp4')).status).toBe(404)
  })
})

describe('the media store under random names', () => {
  // Letters only: the route's pattern, so each name reaches the store (a digit would be refused first).
  const randomName = () => `Missing${Math.random().toString(36).slice(2).replace(/[^a-z]/g, '')}`

  it('keeps no entry for a name that does not exist, and a bounded number of files', async () => {
    const store = fileMediaStore(undefined, { maxEntries: 3 })
    for (let i = 0; i < 300; i += 1) expect(await store.read(`destinations/${randomName()}.mp4`)).toBeNull()
    expect(store.cachedFiles).toBe(0)
    const app = testApp({ media: store })
    for (let i = 0; i < 20; i += 1) expect((await app.request(`/demo/media/destinations/${randomName()}.mp4`)).status).toBe(404)
    expect(store.cachedFiles).toBe(0)
    for (const city of ['Berlin', 'Lisbon', 'Dubai', 'TelAviv', 'Berlin']) {
      expect((await app.request(`/demo/media/destinations/${city}.mp4`)).status, city).toBe(200)
    }
    expect(store.cachedFiles).toBe(3)
  })

  it('refuses an address that asks for too many missing clips until its minute is over, and still plays the real ones', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], now: Date.parse('2026-11-29T10:00:00Z') })
    try {
      const probing = testApp({ media: fileMediaStore() })
      // Clips that exist never count.
      for (let i = 0; i < 100; i += 1) expect((await probing.request('/demo/media/destinations/Berlin.mp4')).status).toBe(200)
      for (let i = 0; i < MEDIA_MISSES_PER_MINUTE; i += 1) {
        expect((await probing.request(`/demo/media/destinations/${randomName()}.mp4`)).status).toBe(404)
      }
      const refused = await probing.request(`/demo/media/destinations/${randomName()}.mp4`)
      expect(refused.status).toBe(429)
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
      expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60)
      expect(await refused.json()).toMatchObject({ code: 'rate_limited' })
      expect((await probing.request('/demo/media/destinations/Berlin.mp4')).status).toBe(200)

      vi.advanceTimersByTime(61_000)
      expect((await probing.request(`/demo/media/destinations/${randomName()}.mp4`)).status).toBe(404)
    } finally {
      vi.useRealTimers()
    }
  })
})
