// Builds the production server: server/node.ts and what it imports (server/, src/content, src/lib)
// bundled by esbuild into one ES module, dist-server/node.js, with node_modules left as imports (they
// are installed where the server runs). `npm run serve` runs it with plain `node`: no TypeScript
// loader between the process manager and the server, so a SIGTERM reaches the server itself and it
// drains (tsx's launcher SIGKILLs its child about 30 ms after forwarding the signal).
//
//   node scripts/build-server.mjs        (part of `npm run build`)
import { mkdirSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { build } from 'esbuild'

const PROJECT = path.resolve(import.meta.dirname, '..')
export const SERVER_ENTRY = path.join(PROJECT, 'dist-server', 'node.js')

/**
 * Bundles the server to dist-server/node.js and returns its path. The file is written beside its place
 * and renamed over it, so a process starting it (or another build at the same time, as test files do)
 * never reads half a file.
 */
export async function buildServer() {
  const result = await build({
    absWorkingDir: PROJECT,
    entryPoints: ['server/node.ts'],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    packages: 'external',
    tsconfig: 'tsconfig.node.json',
    outfile: SERVER_ENTRY,
    // Stack traces name the TypeScript sources with `node --enable-source-maps` (as `npm run serve` does).
    sourcemap: 'linked',
    legalComments: 'none',
    write: false,
    logLevel: 'warning',
    banner: { js: '// Built by scripts/build-server.mjs from server/node.ts: edit the sources, not this file.' },
  })
  mkdirSync(path.dirname(SERVER_ENTRY), { recursive: true })
  // The map first, so the module never points at a map that is not there yet.
  const files = [...result.outputFiles].sort((a, b) => Number(b.path.endsWith('.map')) - Number(a.path.endsWith('.map')))
  for (const file of files) {
    const partial = `${file.path}.${process.pid}.${Date.now()}.tmp`
    writeFileSync(partial, file.contents)
    renameSync(partial, file.path)
  }
  return SERVER_ENTRY
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = performance.now()
  const file = await buildServer()
  console.info(`Server built: ${path.relative(PROJECT, file)} in ${Math.round(performance.now() - started)} ms`)
}
