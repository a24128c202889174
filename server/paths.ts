// Where the project's files are, for the Node server. This module is one folder below the project root
// both as a source file (server/paths.ts, run by tests and `npm run dev`) and bundled into
// dist-server/node.js (`npm run serve`), so the root is its folder's parent in either case. Node modules
// find files from here, never from their own import.meta.dirname, which changes with the bundle.
import path from 'node:path'

export const PROJECT_ROOT = path.resolve(import.meta.dirname, '..')
