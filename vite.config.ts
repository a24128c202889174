import { readFileSync } from 'node:fs'
import { fileURLToPath, URL } from 'node:url'
import { defineConfig, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import { lingui } from '@lingui/vite-plugin'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { VitePWA } from 'vite-plugin-pwa'
import { theme } from './src/app/theme'
import { themeVariablesCss } from './src/app/theme-variables'
import { waypointServer } from './server/vite-dev'
import { localizedPages } from './scripts/vite/localized-pages'

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
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const links = html.match(/<link rel="stylesheet"[^>]*>/g) ?? []
        const stripped = links.reduce((out, link) => out.replace(link, ''), html)
        return stripped.replace('</body>', `${links.join('\n    ')}\n  </body>`)
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

export default defineConfig({
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
    // Compiles src/locales/*/*.json when imported (ICU MessageFormat into arrays); a message missing from
    // a language, or one that does not compile, fails the build.
    lingui({ failOnMissing: true, failOnCompileError: true }),
    themeVariablesInHead(),
    stylesheetsAfterFirstPaint(),
    eagerCompileHint(),
    localizedPages(),
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
  },
})
