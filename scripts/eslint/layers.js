// The import direction of docs/architecture.md ("Layers") as an ESLint rule.
// content, lib -> components -> features/* -> shell -> screens -> routes -> app -> main.tsx.
// A feature never imports another feature; sw/ imports only lib/ (no product code); server/ may share content/ and lib/.
// The demo upstreams (server/demo) may use the rest of the server, but the real backend never imports the
// demo: only server/app.ts, which composes the app from live and demo parts, does.
import path from 'node:path'

const ROOT = path.resolve(import.meta.dirname, '..', '..')
const SRC = path.join(ROOT, 'src')
const SERVER = path.join(ROOT, 'server')
/** The one server module outside server/demo that may import it. */
const COMPOSITION_ROOT = path.join(SERVER, 'app.ts')

/** The folders of src/ that are layers of their own (besides features/<name>, app/config.ts and main.tsx). */
export const SRC_FOLDERS = ['app', 'routes', 'screens', 'shell', 'components', 'i18n', 'locales', 'content', 'lib', 'sw']

/** Which layer a file belongs to, e.g. 'lib', 'feature:news', 'server', 'server-demo'; null when outside the rules. */
export function layerOf(file) {
  const rel = path.relative(ROOT, file).split(path.sep)
  if (rel[0] === 'server') return rel[1] === 'demo' ? 'server-demo' : 'server'
  if (rel[0] !== 'src') return null
  const [, top, second] = rel
  if (top?.replace(/\.tsx?$/, '') === 'main') return 'main'
  if (top?.replace(/\.ts$/, '') === 'routeTree.gen') return 'routes'
  if (top === 'app' && second?.replace(/\.tsx?$/, '') === 'config') return 'config'
  if (top === 'features') return second ? `feature:${second}` : null
  return SRC_FOLDERS.includes(top) ? top : null
}

const BELOW = {
  lib: ['lib'],
  content: ['content', 'lib'],
  locales: [],
  config: ['lib', 'content'],
  // The language runtime: catalogs (locales/), the active language, formats and units.
  i18n: ['i18n', 'locales', 'content', 'lib', 'config'],
  components: ['components', 'i18n', 'content', 'lib', 'config'],
  feature: ['components', 'i18n', 'content', 'lib', 'config'],
  shell: ['shell', 'feature', 'components', 'i18n', 'content', 'lib', 'config'],
  // Screens that combine features (the home page, the hub, the news overlay, the shortlist, the comparison).
  screens: ['screens', 'shell', 'feature', 'components', 'i18n', 'content', 'lib', 'config'],
  // Route files only: params, search, loaders, and the screen or feature component they show.
  routes: ['routes', 'screens', 'shell', 'feature', 'components', 'i18n', 'content', 'lib', 'config'],
  app: ['app', 'routes', 'screens', 'shell', 'feature', 'components', 'i18n', 'content', 'lib', 'config'],
  main: ['app'],
  // The service worker: workbox, its own modules, and product-free helpers (lib/).
  sw: ['sw', 'lib'],
  server: ['server', 'content', 'lib'],
  'server-demo': ['server-demo', 'server', 'content', 'lib'],
}

/**
 * Why `from` may not import `to`, or null when the import is allowed. `fromFile` is the importing file's
 * path: the composition root is the one server file that may import the demo.
 */
export function violation(from, to, fromFile) {
  if (!from || !to) return null
  if (from === 'server' && to === 'server-demo') {
    return path.resolve(fromFile ?? '') === COMPOSITION_ROOT
      ? null
      : 'server code outside server/demo never imports the demo; server/app.ts picks live or demo parts and injects them'
  }
  const fromKind = from.startsWith('feature:') ? 'feature' : from
  const toKind = to.startsWith('feature:') ? 'feature' : to
  if (from.startsWith('feature:') && to.startsWith('feature:')) {
    return from === to ? null : `a feature never imports another feature (${from.slice(8)} -> ${to.slice(8)}); compose them in screens/ or shell/`
  }
  return BELOW[fromKind]?.includes(toKind) ? null : `${fromKind} may not import ${toKind} (see docs/architecture.md, "Layers")`
}

/** The screen (`src/screens/<name>`) a file is in, or null. */
function screenOf(file) {
  const rel = path.relative(SRC, file).split(path.sep)
  return rel[0] === 'screens' && rel.length > 2 ? rel[1] : null
}

/** Why the file `fromFile` may not import the file `toFile`, or null. */
export function importViolation(fromFile, toFile) {
  const from = screenOf(fromFile)
  const to = screenOf(toFile)
  if (to !== null && from !== null && from !== to) {
    return `a screen never imports another (${from} -> ${to}); what both need belongs to a feature or components/`
  }
  return violation(layerOf(fromFile), layerOf(toFile), fromFile)
}

function resolve(spec, filename) {
  if (spec.startsWith('@/')) return path.join(SRC, spec.slice(2))
  if (spec.startsWith('@server/')) return path.join(SERVER, spec.slice(8))
  if (spec.startsWith('.')) return path.resolve(path.dirname(filename), spec)
  return null
}

export const layersPlugin = {
  rules: {
    'import-direction': {
      meta: { type: 'problem', docs: { description: 'Enforce the import direction of docs/architecture.md' }, schema: [] },
      create(context) {
        function check(node) {
          if (!node.source || typeof node.source.value !== 'string') return
          const target = resolve(node.source.value, context.filename)
          if (!target) return
          // Folder imports (barrels) would hide the layer; a missing extension is fine.
          const reason = importViolation(context.filename, target)
          if (reason) context.report({ node: node.source, message: reason })
        }
        return {
          ImportDeclaration: check,
          ExportNamedDeclaration: check,
          ExportAllDeclaration: check,
          ImportExpression: check,
        }
      },
    },
  },
}
