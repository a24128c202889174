// The Node media store: the demo's clips and post images are files in server/demo/media/files, read
// once and kept in memory (a handful of clips under 250 KB each, and ~20 KB images).
//
// The names come from request paths (/demo/media/destinations/<any name>.mp4), so only files that exist
// are kept, and at most `maxEntries` of them (least recently used first out): a miss is never remembered,
// and random names cannot grow the process (6,000 of them once kept an entry each, 153 → 204 MB).
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { MediaStore } from './lib/context'
import { PROJECT_ROOT } from './paths'

const DEMO_MEDIA_DIR = path.join(PROJECT_ROOT, 'server', 'demo', 'media', 'files')

type Bytes = Uint8Array<ArrayBuffer>

export interface FileMediaStore extends MediaStore {
  /** Files kept in memory now (for tests and the curious operator). */
  readonly cachedFiles: number
}

export function fileMediaStore(root: string = DEMO_MEDIA_DIR, { maxEntries = 128 }: { maxEntries?: number } = {}): FileMediaStore {
  const cache = new Map<string, Promise<Bytes | null>>()
  return {
    get cachedFiles() {
      return cache.size
    },
    read(relative) {
      const file = path.resolve(root, relative)
      // Routes only pass plain file names, but the store must not trust its callers with paths.
      if (!file.startsWith(root + path.sep)) return Promise.resolve(null)
      const hit = cache.get(file)
      if (hit) {
        // Most recently used last, so eviction takes the oldest.
        cache.delete(file)
        cache.set(file, hit)
        return hit
      }
      const bytes: Promise<Bytes | null> = readFile(file).then(
        (buffer) => new Uint8Array(buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength)) as Bytes,
        () => null,
      )
      // Kept while it loads (so a burst for one clip reads it once), dropped if it turns out missing.
      cache.set(file, bytes)
      void bytes.then((found) => {
        if (found === null && cache.get(file) === bytes) cache.delete(file)
      })
      for (const key of cache.keys()) {
        if (cache.size <= maxEntries) break
        cache.delete(key)
      }
      return bytes
    },
  }
}
