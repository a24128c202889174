// The start path's budgets, enforced by the build (docs/architecture.md, "The start path").
//
// What the home page runs before its first screen is done is the entry chunk, the chunks it imports
// statically, and the `app` chunk (main.tsx imports app/App.tsx once the first screen has painted) with
// its own static imports. Every module in them is named below: anything else that lands there (a
// library pulled in by a shared helper, a feature imported by the shell) fails the build, naming the
// module and the chain of imports that brought it, instead of costing Lighthouse points three steps
// later. The same check weighs those chunks (gzip) against START_JS_BUDGET and each route's own chunk
// against ROUTE_CHUNK_BUDGET.
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Plugin } from 'vite'

/** gzip bytes of the start chunks. Measured 136.1 KB when this check was written; the goal is 120 KB. */
export const START_JS_BUDGET = 140 * 1024
/** gzip bytes of any one route's own chunk (its component, loader, or the pieces split from it). */
export const ROUTE_CHUNK_BUDGET = 40 * 1024

/** The libraries the start may run (by package), and for Mantine's core only its core and two components. */
const ALLOWED_PACKAGES: RegExp[] = [
  /^(react|react-dom|scheduler|use-sync-external-store|clsx)\//,
  /^@tanstack\/(history|query-core|query-persist-client-core|query-sync-storage-persister|react-query|react-query-persist-client|react-router|react-store|router-core|store)\//,
  /^@lingui\/(core|react)\//,
  /^@mantine\/core\/(esm\/core\/|esm\/components\/(Text|Title)\/|styles\/)/,
  // The header: the rate wipe follows prefers-reduced-motion.
  /^@mantine\/hooks\/esm\/(use-click-outside|use-isomorphic-effect|use-mutation-observer|use-media-query|use-reduced-motion)\//,
  /^@mantine\/notifications\/styles\./,
  /^@tabler\/icons-react\/dist\/esm\/(createReactComponent|defaultAttributes|icons\/Icon\w+)\.mjs$/,
  /^rolldown\/runtime\.js$/,
  /^vite\/preload-helper\.js$/,
]

/** The app's own modules the start may run (paths under src/; `*` is one path segment). */
const ALLOWED_SOURCES = [
  'main.tsx',
  'routeTree.gen.ts',
  'app/*',
  // Route files: the router splits their components and loaders into chunks of their own; the hub's
  // search and an article's address are checked by their routes before anything renders.
  'routes/*.tsx',
  'screens/hub/search.ts',
  'screens/news/post-id.ts',
  'i18n/*',
  'locales/*/language.json',
  'shell/AppFrame.tsx',
  'shell/AppFrame.module.css',
  'shell/BottomMenu.tsx',
  'shell/BottomMenu.module.css',
  'shell/DesktopMenu.tsx',
  'shell/Header.tsx',
  'shell/Header.module.css',
  'shell/HeaderPulse.tsx',
  'shell/LanguageSwitch.tsx',
  'shell/MenuEntryLink.tsx',
  'shell/menu-icons.tsx',
  'shell/menu-target.ts',
  'shell/RouteError.tsx',
  'shell/SettingsButton.tsx',
  'shell/StatusPage.module.css',
  'shell/PlanDueCount.module.css',
  // The first render takes over (or drops) the overlay frame the server painted for an overlay's address.
  'shell/painted-frame.ts',
  'components/breakpoints.ts',
  'components/DeferredSection.tsx',
  'components/use-media-crossings.ts',
  // The Client Area's count of move-plan tasks due this week (a localStorage summary; the plan's code stays lazy).
  'components/plan-due.ts',
  // The header's lazy parts (settings, drawer) load through it, so that one failed offline loads again.
  'components/lazy-part.ts',
  // And when their code does not come (offline on a first visit), the page stays and a note says why.
  'components/OpenedPart.tsx',
  'components/OpenedPart.module.css',
  'components/use-opened-part.ts',
  'components/FootCard.module.css',
  'content/brand.ts',
  'content/ticker-currencies.ts',
  'content/menu.ts',
  'content/overlay-frames.ts',
  'content/settings.ts',
  // The names of what is kept on the device: the start reads the language, theme and query cache by them.
  'content/storage-keys.ts',
  'lib/clock.ts',
  // Listening from the start for a lazy screen's stylesheet that fails, so that trying again refetches it.
  'lib/failed-stylesheets.ts',
  // Telling code that did not come from other errors: the error page and the header's parts.
  'lib/code-not-fetched.ts',
  'lib/http.ts',
  'lib/input.ts',
  'lib/language-negotiation.ts',
  'lib/start.ts',
  // The header's rate ticker.
  'features/currency/api.ts',
  'features/currency/queries.ts',
  'features/currency/ticker.ts',
  // What routes' search validation needs.
  'features/news/search-params.ts',
  'features/weather/defaults.ts',
]

const sourcePatterns = ALLOWED_SOURCES.map((pattern) => new RegExp(`^${pattern.replace(/[.]/g, '\\.').replace(/\*/g, '[^/]+')}$`))

/** How a module id reads in the rules: 'src/…', a package path, or the id itself. */
export function moduleName(id: string, root: string): string {
  const clean = id.replace(/\?.*$/, '').replace(/^\0/, '')
  const inPackages = clean.lastIndexOf('node_modules/')
  if (inPackages >= 0) return clean.slice(inPackages + 'node_modules/'.length)
  const relative = path.relative(root, clean).split(path.sep).join('/')
  return relative.startsWith('..') ? clean : relative
}

/** Whether the start may run this module. */
export function allowedAtStart(name: string): boolean {
  if (name === 'index.html') return true
  if (name.startsWith('src/')) return sourcePatterns.some((pattern) => pattern.test(name.slice(4)))
  return ALLOWED_PACKAGES.some((pattern) => pattern.test(name))
}

interface ModuleGraph {
  getModuleInfo(id: string): { importers: readonly string[]; isEntry: boolean } | null
}

/**
 * The shortest chain of static imports that brings `id` into the start (its first module first): it
 * begins at the entry, or at a start module nothing imports statically (app/App.tsx, which main.tsx
 * imports once the first screen has painted). Just `id` when no such chain is found.
 */
export function importChain(id: string, graph: ModuleGraph, inStart: (id: string) => boolean): string[] {
  const previous = new Map<string, string | null>([[id, null]])
  const queue = [id]
  while (queue.length > 0) {
    const current = queue.shift() as string
    const info = graph.getModuleInfo(current)
    if (!info) continue
    if (current !== id && inStart(current) && (info.isEntry || info.importers.length === 0)) {
      const chain = [current]
      for (let next = previous.get(current); next; next = previous.get(next)) chain.push(next)
      return chain
    }
    for (const importer of info.importers) {
      if (!previous.has(importer)) {
        previous.set(importer, current)
        queue.push(importer)
      }
    }
  }
  return [id]
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

export function startBudget(): Plugin {
  let root = process.cwd()
  return {
    name: 'waypoint:start-budget',
    apply: 'build',
    configResolved(config) {
      root = config.root
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk')
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
      const start = new Set<(typeof chunks)[number]>()
      const take = (chunk: (typeof chunks)[number] | undefined) => {
        if (!chunk || start.has(chunk)) return
        start.add(chunk)
        for (const file of chunk.imports) take(byFile.get(file))
      }
      for (const chunk of chunks) if ((chunk.isEntry && chunk.facadeModuleId?.endsWith('index.html')) || chunk.name === 'app') take(chunk)
      if (start.size === 0) return

      const startModules = new Set([...start].flatMap((chunk) => chunk.moduleIds))
      const problems: string[] = []
      for (const chunk of start) {
        for (const id of chunk.moduleIds) {
          const name = moduleName(id, root)
          if (allowedAtStart(name)) continue
          const chain = importChain(id, this, (module) => startModules.has(module)).map((module) => moduleName(module, root))
          problems.push(`${name} is in the start chunk ${chunk.fileName}, imported by ${chain.join(' -> ')}`)
        }
      }
      const startBytes = [...start].reduce((sum, chunk) => sum + gzipSync(chunk.code).length, 0)
      if (startBytes > START_JS_BUDGET) {
        problems.push(`The start chunks weigh ${kb(startBytes)} gzip, over their ${kb(START_JS_BUDGET)} budget: ${[...start].map((chunk) => chunk.fileName).join(', ')}`)
      }
      for (const chunk of chunks) {
        if (start.has(chunk) || !chunk.facadeModuleId?.includes('/src/routes/')) continue
        const bytes = gzipSync(chunk.code).length
        if (bytes > ROUTE_CHUNK_BUDGET) problems.push(`The route chunk ${chunk.fileName} weighs ${kb(bytes)} gzip, over ${kb(ROUTE_CHUNK_BUDGET)}`)
      }
      if (problems.length > 0) {
        this.error(`The start path's budget (scripts/vite/start-budget.ts):\n- ${problems.join('\n- ')}`)
      }
      this.info(`start chunks ${kb(startBytes)} gzip of ${kb(START_JS_BUDGET)}`)
    },
  }
}
