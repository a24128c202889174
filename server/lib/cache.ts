// A small in-memory cache with a time to live, for answers of keyed upstreams (weather, reviews).
// It also shares one pending load between concurrent callers, so a burst of requests makes one upstream call.

interface Entry<V> {
  value: Promise<V>
  expires: number
  /** Its size once loaded and kept (sizeOf), counted against maxBytes. */
  bytes: number
}

export class TtlCache<V> {
  readonly #entries = new Map<string, Entry<V>>()
  readonly #ttlMs: number
  readonly #maxEntries: number
  readonly #maxBytes: number
  readonly #sizeOf: (value: V) => number
  readonly #now: () => number
  #bytes = 0

  /**
   * At most `maxEntries` answers, and with `sizeOf`, at most `maxBytes` of them: a count alone let 500
   * answers of 2 MB each (every one within the upstream's bound) hold 1 GB.
   */
  constructor(ttlMs: number, options: { maxEntries?: number; maxBytes?: number; sizeOf?: (value: V) => number; now?: () => number } = {}) {
    this.#ttlMs = ttlMs
    this.#maxEntries = options.maxEntries ?? 500
    this.#maxBytes = options.maxBytes ?? Infinity
    this.#sizeOf = options.sizeOf ?? (() => 0)
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
    if (hit) this.#delete(key)

    const value = load()
    if (this.#ttlMs <= 0) return value
    const entry: Entry<V> = { value, expires: now + this.#ttlMs, bytes: 0 }
    this.#entries.set(key, entry)
    this.#evict()
    try {
      const settled = await value
      if (!keep(settled)) this.#forget(key, value)
      else if (this.#entries.get(key) === entry) {
        entry.bytes = this.#sizeOf(settled)
        this.#bytes += entry.bytes
        this.#evict()
      }
      return settled
    } catch (error) {
      this.#forget(key, value)
      throw error
    }
  }

  get size(): number {
    return this.#entries.size
  }

  /** What the kept answers weigh, by sizeOf. */
  get bytes(): number {
    return this.#bytes
  }

  #forget(key: string, value: Promise<V>): void {
    if (this.#entries.get(key)?.value === value) this.#delete(key)
  }

  #delete(key: string): void {
    this.#bytes -= this.#entries.get(key)?.bytes ?? 0
    this.#entries.delete(key)
  }

  /** Drops the oldest entries (Map keeps insertion order) while the cache holds too many or too much. */
  #evict(): void {
    for (const key of this.#entries.keys()) {
      if (this.#entries.size <= this.#maxEntries && this.#bytes <= this.#maxBytes) break
      this.#delete(key)
    }
  }
}
