// The production server's entry: `npm run build` bundles this file into dist-server/node.js
// (scripts/build-server.mjs) and `npm run serve` (or `npm start`) runs that with node. The same file is
// started again as the SQLite store's worker thread (server/node-store-thread.ts), so the production
// build stays one file; on the main thread it runs the server (server/node-main.ts).
import { isMainThread } from 'node:worker_threads'

if (isMainThread) await import('./node-main')
else await import('./node-store-thread')
