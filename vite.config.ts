import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, URL } from 'node:url'
import { defineConfig, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import { lingui } from '@lingui/vite-plugin'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { VitePWA } from 'vite-plugin-pwa'
import { theme } from './src/app/theme'
import { themeVariablesCss } from './src/app/theme-variables'
import { waypointServer } from './server/vite-dev'
import { inlineHeroPoster } from './scripts/vite/inline-poster'
import { entryPreload } from './scripts/vite/entry-preload'
import { localizedPages } from './scripts/vite/localized-pages'
import { startBudget } from './scripts/vite/start-budget'

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string }

/**
 * Moves the app's stylesheets from <head> to the end of <body>. There they no longer hold back the first
 * paint of the pre-rendered header and hero in index.html, and they still load before the module script runs
 * (scripts wait for pending stylesheets), so React never renders unstyled.
 */
function stylesheetsAfterFirstPaint(): Plugin {
  return {
    name: 'waypoint:stylesheets-after-first-paint',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_, bundle) {
        // A stylesheet that a chunk's dynamic imports already load (Vite's preload helper puts it in the head
        // just before the code that needs it runs) needs no link of its own; any other one goes to the end of
        // the body, after the first screen. A link left in the body would make every later stylesheet an
        // insertion before it, and a restyle of the whole page.
        const preloaded = Object.values(bundle)
          .filter((output) => output.type === 'chunk')
          .map((chunk) => chunk.code)
          .join('\n')
        for (const output of Object.values(bundle)) {
          if (output.type !== 'asset' || !output.fileName.endsWith('.html')) continue
          const html = String(output.source)
          const links = html.match(/<link rel="stylesheet"[^>]*>/g) ?? []
          const kept = links.filter((link) => {
            const href = /href="\/?([^"]+)"/.exec(link)?.[1]
            return !(href && preloaded.includes(`"${href}"`))
          })
          const stripped = links.reduce((out, link) => out.replace(link, ''), html)
          output.source = kept.length > 0 ? stripped.replace('</body>', `${kept.join('\n    ')}\n  </body>`) : stripped
        }
      },
    },
  }
}

/**
 * Writes the CSS variables our theme changes into index.html's head (src/app/theme-variables.ts says why
 * there). They are the same for every visit, so they are worked out once, here, and not on each phone.
 */
function themeVariablesInHead(): Plugin {
  const css = themeVariablesCss(theme)
  return {
    name: 'waypoint:theme-variables-in-head',
    transformIndexHtml: () => [{ tag: 'style', attrs: { id: 'waypoint-theme' }, children: css, injectTo: 'head' }],
  }
}

/** Chromium streams (and compiles off the main thread) only scripts at least this long. */
const STREAMED_SCRIPT_BYTES = 30 * 1024

/**
 * Starts each large chunk (React DOM, the app, the router, the article reader) with V8's
 * `//# allFunctionsCalledOnLoad` compile hint. Chromium then compiles its functions while streaming the
 * file in, off the main thread, instead of on each function's first call, which made the first render's
 * slices run long. Small chunks are compiled on the main thread, where compiling every function up front
 * costs more than it saves, so they are left lazy. Lighthouse (mobile preset), same build with and without
 * the hint, alternated, TBT: /time-currency 62/175/125 -> 59/47/58 ms, /news 97/167/111 -> 64/34/143 ms;
 * with it on every chunk, / was no better (187/41/140/77 against 58/57/46/85 ms), on large chunks only
 * 50/120/88 and /news 51/63/40. Other browsers read it as a comment.
 */
function eagerCompileHint(): Plugin {
  return {
    name: 'waypoint:eager-compile-hint',
    apply: 'build',
    // After minification, which would drop the comment.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type === 'chunk' && file.code.length >= STREAMED_SCRIPT_BYTES) {
            file.code = `//# allFunctionsCalledOnLoad\n${file.code}`
          }
        }
      },
    },
  }
}

/**
 * Mantine's useId (@mantine/hooks) starts with an id from React's useId, then replaces it with a random one
 * in a layout effect, for server rendering. This app renders only in the browser, so that state update
 * only cost a second, synchronous render of every component that names its parts (tabs, inputs, menus)
 * in the same task as the commit that mounted them: in a trace of /time-currency, the commit's task ran
 * renderRootSync after commitRoot for about a third of its 33 ms. Here the id is React's own, stable
 * from the first render (React 19 writes it with letters, digits and underscores: a valid id and selector).
 */
function mantineStableIds(): Plugin {
  const target = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/
  return {
    name: 'waypoint:mantine-stable-ids',
    enforce: 'pre',
    load(id) {
      if (!target.test(id)) return null
      return [
        "import { useId as useReactId } from 'react'",
        'export function useId(staticId) {',
        '  const reactId = useReactId()',
        "  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/[^\\w-]/g, '')}`",
        '}',
      ].join('\n')
    },
  }
}

/** The libraries the first screen always runs: React, the router, the query cache, the i18n runtime. */
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/](react-router|router-core|history|react-store|store|react-query|query-core|query-persist-client-core|react-query-persist-client|query-sync-storage-persister)|@lingui[\\/]core)[\\/]/


/** The module main.tsx imports as soon as the first screen painted: the app itself. */
const APP = /[\\/]src[\\/]app[\\/]App\.tsx$/

type ChunkingInfo = { getModuleInfo(id: string): { importers: string[] } | null }

/** Whether a chain of static imports leads from a module that `isRoot` accepts to `id`. */
function importedFrom(id: string, ctx: ChunkingInfo, isRoot: (id: string) => boolean, memo: Map<string, boolean>, seen = new Set<string>()): boolean {
  const known = memo.get(id)
  if (known !== undefined) return known
  if (seen.has(id)) return false
  seen.add(id)
  const info = ctx.getModuleInfo(id)
  const result = !!info && (isRoot(id) || info.importers.some((importer) => importedFrom(importer, ctx, isRoot, memo, seen)))
  // A module found false only because of the cycle being walked may be true by another path: keep trues only.
  if (result) memo.set(id, true)
  return result
}

const fromApp = new Map<string, boolean>()

/**
 * Whether one of the app's own modules loads with the app at start: a chain of static imports leads to
 * it from app/App.tsx. Libraries are left out: a barrel file statically imports every component it offers.
 */
function loadedAtStart(id: string, ctx: ChunkingInfo): boolean {
  return !id.includes('node_modules') && importedFrom(id, ctx, (module) => APP.test(module), fromApp)
}

const projectRoot = fileURLToPath(new URL('.', import.meta.url))

const moduleFiles = new Map<string, string>()

/**
 * A CSS module's class: its name and a hash of its file, as Vite writes it (`_track_1mbb4`), without the
 * line number Vite adds after them: the file's hash already tells two files' classes apart, and the
 * numbers, different for every class, compress badly. The home page's scripts went from 200.0 to 199.5 KB
 * gzip and its stylesheets from 22.6 to 22.1 (e2e/budget.spec.ts). Two files with the same hash would share
 * their classes' names: the build stops instead.
 */
function scopedName(name: string, filename: string): string {
  const file = path.relative(projectRoot, filename.replace(/\?.*$/, ''))
  const hash = createHash('sha256').update(file).digest('hex').slice(0, 5)
  const holder = moduleFiles.get(hash) ?? file
  if (holder !== file) throw new Error(`CSS modules ${holder} and ${file} have the same hash (${hash}): lengthen it in vite.config.ts`)
  moduleFiles.set(hash, file)
  return `_${name}_${hash}`
}

export default defineConfig({
  css: { modules: { generateScopedName: scopedName } },
  define: {
    // Busts the persisted query cache when the shape of what we store changes (bump package.json's version).
    __APP_VERSION__: JSON.stringify(pkg.version),
  },
  plugins: [
    // `npm run dev` serves the backend functions and demo upstreams on /api and /demo, as `npm start` does.
    waypointServer(),
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Loaders too: what they import (feature clients, parsers) stays out of the main chunk.
      codeSplittingOptions: {
        defaultBehavior: [['loader'], ['component'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']],
      },
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/routeTree.gen.ts',
      quoteStyle: 'single',
      semicolons: false,
    }),
    react(),
    mantineStableIds(),
    // Compiles src/locales/*/*.json when imported (ICU MessageFormat into arrays); a message missing from
    // a language, or one that does not compile, fails the build.
    lingui({ failOnMissing: true, failOnCompileError: true }),
    themeVariablesInHead(),
    stylesheetsAfterFirstPaint(),
    eagerCompileHint(),
    inlineHeroPoster(),
    entryPreload(),
    localizedPages(),
    // Fails the build when a module outside its list lands in the start chunks, or a budget is passed.
    startBudget(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,webmanifest,woff2,svg,png,webp,ico}', 'media/*.{mp4,webm}'],
        globIgnores: ['screenshots/**'],
        // scripts/check-precache.mjs fails the build if anything matching the patterns was left out.
        maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
      },
      // One manifest per language, written by localizedPages() and linked from each language's page.
      manifest: false,
    }),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // No <link rel="modulepreload"> for a lazy chunk's imports: Vite's helper added one per new chunk when
    // a route or section loaded, ~4 ms of main thread each with a 4x CPU slowdown (~370 ms on
    // /time-currency). The browser fetches those imports itself as it reads each module; a stylesheet a
    // chunk needs is still loaded before the chunk runs. Lighthouse TBT, same-time A/B, 3 runs:
    // /time-currency 1092 -> 742 ms, / 1032-1271 -> 233-915 ms.
    modulePreload: false,
    rolldownOptions: {
      output: {
        // What the first screen runs comes in two chunks instead of dozens of small ones: each chunk costs
        // its own import lines and compresses on its own (the same code in 60 chunks was 13 KB gzip more
        // than in one). Only what is loaded at start anyway is grouped; lazy code keeps its chunks.
        codeSplitting: {
          groups: [
            // Vite's helper for dynamic imports is used by the entry too: a chunk of its own, so that the
            // entry does not load the app's chunk to get it.
            { name: 'preload-helper', test: /vite[\\/]preload-helper/, priority: 30 },
            { name: 'framework', test: FRAMEWORK, priority: 20 },
            { name: (id, ctx) => (loadedAtStart(id, ctx) ? 'app' : null), test: /[\\/]src[\\/]/, priority: 10 },
          ],
        },
      },
    },
  },
})
