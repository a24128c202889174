import { spawn, type ChildProcess } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, phone, test, waitForOfflineReady } from './fixtures'

// A new build deployed while a client is open: the client offers it, and Reload brings it in.
// The test runs its own server on a copy of dist/, so it can "deploy" by changing that copy.
let origin = ''
let server: ChildProcess | undefined
let dist = ''

test.use({ ...phone, serviceWorkers: 'allow' })
test.describe.configure({ mode: 'serial' })

test.beforeEach(async ({ browserName }, testInfo) => {
  expect(browserName).toBe('chromium')
  const port = 4195 + testInfo.parallelIndex
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
    server?.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('is ready')) {
        clearTimeout(timer)
        resolve()
      }
    })
  })
})

test.afterEach(async () => {
  const stopped = server ? new Promise((resolve) => server?.once('exit', resolve)) : Promise.resolve()
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

test('a new version is offered, and Reload brings it in', async ({ page }) => {
  await page.goto(`${origin}/`)
  await waitForOfflineReady(page)
  await expect(page.locator('meta[name="waypoint-build"]')).toHaveCount(0)
  await expect(page.getByText('A new version is available')).toHaveCount(0)

  deployNewBuild()
  // The app checks every 30 minutes and on return to the foreground; the test asks at once.
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update())

  const prompt = page.getByRole('status', { name: 'Update' })
  await expect(prompt.getByText('A new version is available')).toBeVisible({ timeout: 20_000 })
  await prompt.getByRole('button', { name: 'Reload' }).click()

  await expect(page.locator('meta[name="waypoint-build"]')).toHaveAttribute('content', '2', { timeout: 20_000 })
  await expect(page.getByRole('heading', { level: 1, name: 'We simplify your relocation journey.' })).toBeVisible()
  await expect(page.getByText('A new version is available')).toHaveCount(0)
})
