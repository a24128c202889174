// A small in-memory cache with a time to live, for answers of keyed upstreams (weather, reviews).
// It also shares one pending load between concurrent callers, so a burst of requests makes one upstream call.

interface Entry<V> {
  value: Promise<V>
  expires: number
}

export class TtlCache<V> {
  readonly #entries = new Map<string, Entry<V>>()
  readonly #ttlMs: number
  readonly #maxEntries: number
  readonly #now: () => number

  constructor(ttlMs: number, options: { maxEntries?: number; now?: () => number } = {}) {
    this.#ttlMs = ttlMs
    this.#maxEntries = options.maxEntries ?? 500
    this.#now = options.now ?? Date.now
  }

  /**
   * The cached value for `key`, or the result of `load()`. `keep(value)` decides whether a loaded value
   * is cached (e.g. only successful answers); a rejected load is never cached.
   */
  async getOrLoad(key: string, load: () => Promise<V>, keep: (value: V) => boolean = () => true): Promise<V> {
    const now = this.#now()
    const hit = this.#entries.get(key)
    if (hit && hit.expires > now) return hit.value
    if (hit) this.#entries.delete(key)

    const value = load()
    if (this.#ttlMs <= 0) return value
    this.#entries.set(key, { value, expires: now + this.#ttlMs })
    this.#evict()
    try {
      const settled = await value
      if (!keep(settled)) this.#forget(key, value)
      return settled
    } catch (error) {
      this.#forget(key, value)
      throw error
    }
  }

  get size(): number {
    return this.#entries.size
  }

  #forget(key: string, value: Promise<V>): void {
    if (this.#entries.get(key)?.value === value) this.#entries.delete(key)
  }

  /** Drops the oldest entries (Map keeps insertion order) once the cache is full. */
  #evict(): void {
    for (const key of this.#entries.keys()) {
      if (this.#entries.size <= this.#maxEntries) break
      this.#entries.delete(key)
    }
  }
}
