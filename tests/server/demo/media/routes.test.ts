import { describe, expect, it } from 'vitest'
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
  it('keeps no entry for a name that does not exist, and a bounded number of files', async () => {
    const store = fileMediaStore(undefined, { maxEntries: 3 })
    const random = testApp({ media: store })
    for (let i = 0; i < 300; i += 1) {
      const answer = await random.request(`/demo/media/destinations/missing-${i}-${Math.random().toString(36).slice(2)}.mp4`)
      expect(answer.status).toBe(404)
    }
    expect(store.cachedFiles).toBe(0)
    for (const city of ['Berlin', 'Lisbon', 'Dubai', 'TelAviv', 'Berlin']) {
      expect((await random.request(`/demo/media/destinations/${city}.mp4`)).status, city).toBe(200)
    }
    expect(store.cachedFiles).toBe(3)
  })
})
