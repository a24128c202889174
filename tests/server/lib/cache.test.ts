import { describe, expect, it } from 'vitest'
import { TtlCache } from '@server/lib/cache'

describe('TtlCache', () => {
  it('holds at most maxBytes of answers, dropping the oldest first', async () => {
    // Found with a weather upstream of 1.9 MB answers: 200 places took the server from 100 to 543 MB.
    const cache = new TtlCache<string>(60_000, { maxBytes: 10, sizeOf: (text) => text.length })
    let loads = 0
    const get = (key: string, text: string) =>
      cache.getOrLoad(key, async () => {
        loads += 1
        return text
      })
    await get('a', 'aaaa')
    await get('b', 'bbbb')
    expect(cache.bytes).toBe(8)
    await get('c', 'cccc')
    // 12 over 10: the oldest went.
    expect(cache.bytes).toBe(8)
    expect(cache.size).toBe(2)
    expect(loads).toBe(3)
    await get('b', 'bbbb')
    await get('c', 'cccc')
    expect(loads).toBe(3)
    await get('a', 'aaaa')
    expect(loads).toBe(4)
    // An answer larger than the whole bound is served, not kept.
    expect(await get('d', 'd'.repeat(11))).toHaveLength(11)
    expect(cache.bytes).toBeLessThanOrEqual(10)
  })

  it('counts an answer that expired or was refused out of its bytes', async () => {
    let now = 0
    const cache = new TtlCache<string>(1_000, { maxBytes: 100, sizeOf: (text) => text.length, now: () => now })
    await cache.getOrLoad('a', async () => 'aaaa')
    await cache.getOrLoad('b', async () => 'no', () => false)
    expect(cache.bytes).toBe(4)
    now = 2_000
    await cache.getOrLoad('a', async () => 'aa')
    expect(cache.bytes).toBe(2)
  })
})
