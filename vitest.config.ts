import { availableParallelism } from 'node:os'
import { fileURLToPath, URL } from 'node:url'
import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'
import { lingui } from '@lingui/vite-plugin'

const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@server': fileURLToPath(new URL('./server', import.meta.url)),
  'virtual:pwa-register/react': fileURLToPath(new URL('./tests/stubs/pwa-register-react.ts', import.meta.url)),
}

export default defineConfig({
  plugins: [react(), lingui({ failOnMissing: true, failOnCompileError: true })],
  resolve: { alias },
  define: { __APP_VERSION__: JSON.stringify('test') },
  test: {
    globals: true,
    // Whole-route renders in jsdom take seconds on a busy 2-core machine; the default 5 s is too tight.
    testTimeout: 20_000,
    // Worker threads start faster than child processes; tests/server (native SQLite, child processes)
    // keeps the default, forks.
    pool: 'threads',
    // One worker per core. Vitest's default leaves one core to its main thread (cores - 1), which on a
    // 2-core machine is a single worker: the whole run took 334 s that way and 191 s with two, because
    // the main thread is idle once the files are transformed.
    maxWorkers: availableParallelism(),
    projects: [
      {
        // Components, hooks and routes: a .tsx test renders, so it gets a DOM.
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['tests/**/*.test.tsx'],
          exclude: ['tests/server/**'],
          setupFiles: ['tests/setup.ts'],
          css: { modules: { classNameStrategy: 'non-scoped' } },
        },
      },
      {
        // Pure logic (parsers, formats, queries, the lint's rules) in Node, which starts far quicker than
        // jsdom. A .ts test that needs a DOM says so on its first line: // @vitest-environment jsdom
        extends: true,
        test: {
          name: 'logic',
          isolate: false,
          environment: 'node',
          include: ['tests/**/*.test.ts'],
          exclude: ['tests/server/**'],
          setupFiles: ['tests/setup.ts'],
          css: { modules: { classNameStrategy: 'non-scoped' } },
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          pool: 'forks',
          include: ['tests/server/**/*.test.ts'],
        },
      },
    ],
  },
})
