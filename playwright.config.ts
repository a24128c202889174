import { existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'

// Playwright drives the system Chromium; it never downloads a browser of its own.
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium'
if (!existsSync(chrome)) {
  throw new Error(
    `No Chromium found at ${chrome}.\n` +
      'Install one with `sudo apt-get install -y chromium` (Debian/Ubuntu), or point CHROME_PATH at a Chrome/Chromium binary.',
  )
}
// Most tests run in the same Chromium's headless shell (Debian's chromium-headless-shell, the same version
// and engine; Playwright's own default for headless runs). It does not draw a browser's window behind the
// page, and on this 2-core machine it halved the renderer's processor time: e2e/routes and e2e/hub took
// 1.0 min in it against 1.8 in the full browser, with the same results. A test that needs what only the full
// browser offers (Periodic Background Sync) carries the @full-browser tag and runs in `chrome`. Without the
// shell, everything runs in `chrome`: slower, same verdict.
const shell = process.env.HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell'
const browser = existsSync(shell) ? shell : chrome
// Said once, by the runner (each worker loads this file too).
if (browser !== shell && process.env.TEST_WORKER_INDEX === undefined) {
  console.warn(`No headless shell at ${shell}: every test runs in ${chrome} (slower). \`sudo apt-get install -y chromium-headless-shell\` provides it.`)
}
const fullBrowser = /@full-browser/

const port = Number(process.env.E2E_PORT ?? 4183)
// The inner loop (`npm run test:e2e:quick`): the demo server only, without the real WordPress and its app
// server. `npm test` (and CI) always runs everything.
const demoOnly = process.env.E2E_DEMO_ONLY === '1' && !process.env.CI
const baseURL = `http://127.0.0.1:${port}`
// The same build, started against a real WordPress (Debian's, seeded by scripts/services/wordpress.ts):
// configured where it runs, as a deployment is.
const realWordpressAppPort = port + 1
const wordpressPort = port + 2
const realWordpressUrl = `http://127.0.0.1:${wordpressPort}`
process.env.REAL_WORDPRESS_URL = realWordpressUrl
process.env.REAL_WORDPRESS_IDS = path.join(tmpdir(), `waypoint-wordpress-ids-${wordpressPort}.json`)

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--autoplay-policy=no-user-gesture-required',
]

// Every project: Chrome's desktop profile at a wide screen's size (specs set the phone's where they need it).
const desktopChrome = { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } }

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  workers: 2,
  // Generous on CI's shared machine, where two browsers, the server and the build share two cores.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: process.env.CI ? 10_000 : 7_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL,
    // page.route() cannot see requests a service worker answers, so fault tests run without one.
    // The offline and PWA specs turn it back on with test.use({ serviceWorkers: 'allow' }).
    serviceWorkers: 'block',
    // Recording a trace for every test (to keep the failures') cost a quarter of the run: e2e/hub and
    // e2e/news took 199-203 s with 'retain-on-failure', 148-152 s without. A failure keeps its screenshot
    // and error context; `npx playwright test <spec> --trace on` records one to step through.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: browser, args: chromiumArgs },
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: /real-wordpress/,
      grepInvert: fullBrowser,
      use: desktopChrome,
    },
    {
      name: 'full-browser',
      testIgnore: /real-wordpress/,
      grep: fullBrowser,
      use: { ...desktopChrome, launchOptions: { executablePath: chrome, args: chromiumArgs } },
    },
    ...(demoOnly
      ? []
      : [
          {
            name: 'real-wordpress',
            testMatch: /real-wordpress/,
            use: { ...desktopChrome, baseURL: `http://127.0.0.1:${realWordpressAppPort}` },
          },
        ]),
  ],
  webServer: [
    {
      command: 'npm run serve',
      url: `${baseURL}/api/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      // No pause for a balancer on shutdown: nothing routes to a test server.
      env: { PORT: String(port), HOST: '127.0.0.1', SHUTDOWN_DELAY_MS: '0' },
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    },
    ...realWordpressServers(),
  ],
})

function realWordpressServers() {
  if (demoOnly) return []
  return [
    {
      command: `node --import tsx scripts/services/wordpress.ts --port ${wordpressPort}`,
      url: `${realWordpressUrl}/wp-json/`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      stdout: 'pipe' as const,
      // SIGTERM, so the launcher stops MariaDB and PHP and removes its scratch folder.
      gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 20_000 },
    },
    {
      command: 'npm run serve',
      url: `http://127.0.0.1:${realWordpressAppPort}/readyz`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      env: {
        PORT: String(realWordpressAppPort),
        HOST: '127.0.0.1',
        DEMO_DATA: 'on',
        WORDPRESS_URL: realWordpressUrl,
        SERVICE_REQUESTS_DB: ':memory:',
        SHUTDOWN_DELAY_MS: '0',
      },
      gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 15_000 },
    },
  ]
}
