// The Node media store: the demo's clips and post images are files in server/demo/media/files, read
// once and kept in memory (a handful of clips under 250 KB each, and ~20 KB images).
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { MediaStore } from './lib/context'
import { PROJECT_ROOT } from './paths'

const DEMO_MEDIA_DIR = path.join(PROJECT_ROOT, 'server', 'demo', 'media', 'files')

export function fileMediaStore(root: string = DEMO_MEDIA_DIR): MediaStore {
  const cache = new Map<string, Promise<Uint8Array<ArrayBuffer> | null>>()
  return {
    read(relative) {
      const file = path.resolve(root, relative)
      // Routes only pass plain file names, but the store must not trust its callers with paths.
      if (!file.startsWith(root + path.sep)) return Promise.resolve(null)
      let bytes = cache.get(file)
      if (!bytes) {
        bytes = readFile(file).then(
          (buffer) => new Uint8Array(buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength)) as Uint8Array<ArrayBuffer>,
          () => null,
        )
        cache.set(file, bytes)
      }
      return bytes
    },
  }
}
