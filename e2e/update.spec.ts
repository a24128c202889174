import { spawn, type ChildProcess } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { expect, phone, test, waitForOfflineReady } from './fixtures'

// A new build deployed while a client is open: the client offers it, and Reload brings it in.
// The test runs its own server on a copy of dist/, so it can "deploy" by changing that copy.
let origin = ''
let server: ChildProcess | undefined
let dist = ''

test.use({ ...phone, serviceWorkers: 'allow' })
// Each test installs the app's worker (a few MB of precache) twice on a shared machine.
test.describe.configure({ mode: 'serial', timeout: 60_000 })

test.beforeEach(async ({ browserName }, testInfo) => {
  expect(browserName).toBe('chromium')
  // Its own port (E2E_UPDATE_PORT, for engineers who share a machine), one per worker.
  const port = Number(process.env.E2E_UPDATE_PORT ?? 4195) + testInfo.parallelIndex
  origin = `http://127.0.0.1:${port}`
  dist = mkdtempSync(path.join(tmpdir(), 'waypoint-dist-'))
  cpSync(path.resolve('dist'), dist, { recursive: true })
  // The production server (`npm run serve`'s command); no balancer to wait for when it is stopped.
  server = spawn(process.execPath, ['--enable-source-maps', 'dist-server/node.js'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DIST_DIR: dist, SHUTDOWN_DELAY_MS: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the update-test server did not start')), 30_000)
    // A server that cannot start (its port taken, say) says why on stderr and exits: fail at once.
    server?.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`the update-test server exited (${code}) before it was ready on ${origin}`))
    })
    server?.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('is ready')) {
        clearTimeout(timer)
        resolve()
      }
    })
  })
})

test.afterEach(async () => {
  const running = server && server.exitCode === null && server.signalCode === null
  const stopped = running ? new Promise((resolve) => server?.once('exit', resolve)) : Promise.resolve()
  server?.kill()
  await stopped
  rmSync(dist, { recursive: true, force: true })
})

/** What a deploy changes: a new index.html, and a service worker whose precache lists its new revision. */
function deployNewBuild() {
  const indexPath = path.join(dist, 'index.html')
  writeFileSync(indexPath, readFileSync(indexPath, 'utf8').replace('<head>', '<head>\n    <meta name="waypoint-build" content="2" />'))
  const swPath = path.join(dist, 'sw.js')
  const sw = readFileSync(swPath, 'utf8')
  const updated = sw.replace(/\{"revision":"[0-9a-f]+","url":"index\.html"\}/, '{"revision":"deployed-build-2","url":"index.html"}')
  expect(updated).not.toBe(sw)
  writeFileSync(swPath, updated)
}

const updatePrompt = (page: Page) => page.getByRole('status', { name: 'Update' })

/** Opens the app, lets its worker take control, deploys a new build and has the app find it. */
async function openThenDeploy(page: Page) {
  const started = Date.now()
  await page.goto(`${origin}/`)
  await waitForOfflineReady(page)
  await expect(page.locator('meta[name="waypoint-build"]')).toHaveCount(0)
  await expect(page.getByText('A new version is available')).toHaveCount(0)

  deployNewBuild()
  // The app checks every 30 minutes and on return to the foreground; the test asks at once.
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update())
  await expect(updatePrompt(page).getByText('A new version is available')).toBeVisible({ timeout: 20_000 })
  // Installing both versions (a few MB each) is the machine's work, and on a loaded one it took 40 s of the
  // test's 60: what the test judges starts now, with its whole budget.
  test.info().setTimeout(test.info().timeout + (Date.now() - started))
}

test('a new version is offered, and Reload brings it in', async ({ page }) => {
  await openThenDeploy(page)
  // The worker's script and imports are always asked of the server, never of the HTTP cache.
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.updateViaCache)).toBe('none')
  await updatePrompt(page).getByRole('button', { name: 'Reload' }).click()

  await expect(page.locator('meta[name="waypoint-build"]')).toHaveAttribute('content', '2', { timeout: 20_000 })
  await expect(page.getByRole('heading', { level: 1, name: 'We simplify your relocation journey.' })).toBeVisible()
  await expect(page.getByText('A new version is available')).toHaveCount(0)
})

test('a version already waiting when the app opens is offered at once', async ({ page }) => {
  await openThenDeploy(page)
  // 'Later', then the app is opened again: the new version is still waiting, and no check has run yet.
  await updatePrompt(page).getByRole('button', { name: 'Later' }).click()
  await expect(updatePrompt(page)).toHaveCount(0)
  await page.goto(`${origin}/news`)
  await expect(updatePrompt(page).getByText('A new version is available')).toBeVisible()
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting !== null)).toBe(true)
})

test("Reload lands even when 'controllerchange' never comes (home-screen apps on iOS)", async ({ page }) => {
  // The event is swallowed before the app can listen for it, as iOS's standalone apps do.
  await page.addInitScript(() => {
    const add = ServiceWorkerContainer.prototype.addEventListener
    ServiceWorkerContainer.prototype.addEventListener = function (this: ServiceWorkerContainer, ...args: Parameters<typeof add>) {
      if (args[0] !== 'controllerchange') add.apply(this, args)
    }
  })
  await openThenDeploy(page)
  await updatePrompt(page).getByRole('button', { name: 'Reload' }).click()
  await expect(page.locator('meta[name="waypoint-build"]')).toHaveAttribute('content', '2', { timeout: 20_000 })
  await expect(page.getByText('A new version is available')).toHaveCount(0)
})

test('a burst of requests while the new version takes over does not leave it waiting', async ({ page, context }) => {
  await openThenDeploy(page)
  // Images the worker fetches and keeps, each answered slowly: the old worker has work in hand the whole time.
  await context.route('**/burst-*.png', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500))
    await route.continue({ url: `${origin}/icons/icon-192.png` })
  })
  await page.evaluate(() => {
    let n = 0
    const burst = () => {
      for (let i = 0; i < 8; i++) new Image().src = `/burst-${n++}.png`
    }
    burst()
    window.setInterval(burst, 250)
  })
  await updatePrompt(page).getByRole('button', { name: 'Reload' }).click()
  await expect(page.locator('meta[name="waypoint-build"]')).toHaveAttribute('content', '2', { timeout: 20_000 })
  await expect(page.getByRole('heading', { level: 1, name: 'We simplify your relocation journey.' })).toBeVisible()
})
