import { describe, expect, it, vi } from 'vitest'
import { OPAQUE_FRESH_SECONDS, opaqueImageAnswer } from '@/sw/opaque-images'

// An opaque answer has status 0 whatever the origin said; here a kept one stands for a 404 page the
// worker could not tell from a picture.
const kept = new Response('the kept answer')
const fromNetwork = new Response('the network answer')

describe('opaque images in the service worker', () => {
  it('keeps them without asking the network for a short time only, never 30 days', () => {
    expect(OPAQUE_FRESH_SECONDS).toBeLessThanOrEqual(24 * 60 * 60)
  })

  it('serves a fresh kept image without the network', async () => {
    const network = vi.fn(async () => fromNetwork)
    expect(await opaqueImageAnswer({ kept, fresh: async () => true, network })).toBe(kept)
    expect(network).not.toHaveBeenCalled()
  })

  it('asks the network again once the kept one is no longer fresh (a kept error page is replaced)', async () => {
    const network = vi.fn(async () => fromNetwork)
    expect(await opaqueImageAnswer({ kept, fresh: async () => false, network })).toBe(fromNetwork)
    expect(network).toHaveBeenCalledTimes(1)
  })

  it('still shows the kept image when the network cannot answer (offline), and fails only with nothing kept', async () => {
    const offline = async () => {
      throw new TypeError('Failed to fetch')
    }
    expect(await opaqueImageAnswer({ kept, fresh: async () => false, network: offline })).toBe(kept)
    // A freshness store that cannot be read counts as stale, not as an error.
    expect(await opaqueImageAnswer({ kept, fresh: () => Promise.reject(new Error('IndexedDB closed')), network: async () => fromNetwork })).toBe(fromNetwork)
    await expect(opaqueImageAnswer({ kept: undefined, fresh: async () => true, network: offline })).rejects.toThrow('Failed to fetch')
  })
})
