// Lighthouse CI with a CPU slowdown calibrated to the machine, run by run, so its verdict does not depend
// on the machine.
//
// Lighthouse emulates a mid-tier phone by multiplying the CPU time it observes by a constant 4, which is
// right for a fast desktop (benchmarkIndex 1500-2000) and far too harsh on a slower or shared one: the same
// build scored 1.00 on one machine and 0.69 on another. Lighthouse documents the fix (docs/throttling.md,
// "Calibrating the CPU slowdown"): read the host's benchmarkIndex and set the multiplier from it. Other work
// on a shared machine moves that index from one run to the next (from 1033 to 1949 within minutes on CI),
// so each run is calibrated with its own:
//   1. gather: `lighthouse -G` loads the page (Lighthouse measures the benchmarkIndex right before); the
//      commands of steps 1 and 3 run in Node processes that stay up between runs (LighthouseProcess);
//   2. the page's main-thread tasks are given the processor time they used (below);
//   3. audit: `lighthouse -A` computes the report from what was gathered, with
//      cpuSlowdownMultiplier = benchmarkIndex / TARGET_INDEX, so the emulated phone is the same whatever
//      the host (simulated throttling scales the CPU work it observed; the page is not loaded again);
//      steps 2 and 3 wait until every page of the configuration has been loaded, one load at a time on an
//      otherwise idle machine, then run two at a time (they load nothing, so what else runs cannot change
//      their report);
//   4. `lhci assert` checks the reports against the configuration's floors, once, with no retries;
//      `lhci upload` writes the reports where the configuration says.
// Only the performance score varies from one load to the next, so only the first run of a page is a whole
// Lighthouse run (accessibility, best practices, SEO, asserted on that run); the page's further runs, there
// for the median of its performance, gather and audit the five metrics that score is made of and nothing
// else (splitAssertions, METRICS_ONLY).
//
// Calibration removes the machine's speed, not its load. Lighthouse's simulation takes a task's length
// from the trace's wall clock, and on a shared two-core host the page's main thread spends most of that
// waiting for a processor held by others: Chrome's own compositor, network and browser threads, the
// trace being recorded, whatever else the machine runs. Measured here on an idle machine, the long tasks
// of / took 209 ms of wall time for 81 ms of processor time, 181 for 54, 396 for 128: the same build gave
// TBT from 118 to 385 ms at a fixed 4x, and CI's machine 219-400 where this one gave 99-134. The trace
// records both clocks for every task (`dur` and `tdur`), so step 2 gives each top-level task on the
// renderer's main thread its thread time, scaling what ran inside it in proportion (the order and nesting
// of events, and the paint marks, stay as recorded). What the page itself costs still counts in full: a
// task that computes for 300 ms is 300 ms of processor time on any host, times the slowdown.
// The summary prints, run by run, the benchmarkIndex, the multiplier, and the main thread's wall and
// processor time. LIGHTHOUSE_WALL_TIME=1 skips step 2 (to compare by hand).
//
// Usage: node scripts/lighthouse.mjs [config.json ...] (default: lighthouserc.json lighthouserc.overlays.json
// lighthouserc.dark.json).
// The configurations keep lhci's shape (ci.collect: url, numberOfRuns, settings.chromeFlags,
// startServerCommand, startServerReadyPattern; ci.assert; ci.upload), plus ci.collect.runsPerUrl
// ({ "<url>": n }) for a page measured more often than the others. LIGHTHOUSE_CPU_MULTIPLIER=<n> fixes
// the multiplier instead (to compare by hand).
import { fork, spawn, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * The benchmarkIndex of the phone Lighthouse's default emulates: its 4x slowdown is meant to bring a
 * high-end desktop (1500-2000, midpoint 1750) into the mid-tier mobile bracket, so 1750 / 4.
 */
export const TARGET_INDEX = 1750 / 4
const MAX_MULTIPLIER = 4
/** A host slower than that phone gets a multiplier under 1 (the simulation scales its CPU time down), within reason. */
const MIN_MULTIPLIER = 0.25

/** The CPU slowdown for a host with this benchmarkIndex, rounded to a hundredth. */
export function slowdownFor(benchmarkIndex) {
  if (!(benchmarkIndex > 0)) return MAX_MULTIPLIER
  const raw = benchmarkIndex / TARGET_INDEX
  return Math.round(Math.min(MAX_MULTIPLIER, Math.max(MIN_MULTIPLIER, raw)) * 100) / 100
}

/**
 * Gives every top-level task on a renderer's main thread the processor time it used (`tdur`) in place of
 * its wall time (`dur`), when the trace records it and it is shorter; the events inside the task are moved
 * and shortened in proportion, so they stay inside it and in order. Instant marks (`R`: navigation, paints)
 * keep their time. The screenshots move earlier by the time the page's main thread had spent waiting
 * before each was taken (see SCREENSHOT below). Changes `trace` in place; returns the main threads' total
 * wall and processor time of the tasks it saw, in milliseconds.
 */
export function useProcessorTime(trace) {
  const events = Array.isArray(trace) ? trace : trace.traceEvents
  const mainThreads = new Set(
    events.filter((event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain').map((event) => `${event.pid}:${event.tid}`),
  )
  const byThread = new Map()
  for (const event of events) {
    const thread = `${event.pid}:${event.tid}`
    if (!mainThreads.has(thread) || typeof event.ts !== 'number' || event.ph === 'M' || event.ph === 'R') continue
    if (!byThread.has(thread)) byThread.set(thread, [])
    byThread.get(thread).push(event)
  }
  let wall = 0
  let processor = 0
  // Per thread, each task's wall-clock span and the share of it the thread ran (before any is changed).
  const waits = new Map()
  for (const [thread, threadEvents] of byThread) {
    const spans = []
    waits.set(thread, spans)
    threadEvents.sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0))
    let i = 0
    while (i < threadEvents.length) {
      const task = threadEvents[i]
      if (task.ph !== 'X' || !(task.dur > 0)) {
        i++
        continue
      }
      const start = task.ts
      const end = start + task.dur
      const ratio = typeof task.tdur === 'number' && task.tdur >= 0 && task.tdur < task.dur ? task.tdur / task.dur : 1
      wall += task.dur
      processor += task.dur * ratio
      if (ratio < 1) spans.push({ start, end, ratio })
      let j = i
      for (; j < threadEvents.length && threadEvents[j].ts <= end; j++) {
        const event = threadEvents[j]
        const eventEnd = event.ph === 'X' ? Math.min(end, event.ts + (event.dur ?? 0)) : event.ts
        event.ts = start + (event.ts - start) * ratio
        if (event.ph === 'X') event.dur = start + (eventEnd - start) * ratio - event.ts
      }
      i = j
    }
  }
  // The page's own main thread: the one whose tasks waited the longest (a frame's thread does little).
  const page = [...waits.values()].sort((a, b) => total(b) - total(a))[0] ?? []
  for (const event of events) {
    if (typeof event.ts === 'number' && event.cat?.includes(SCREENSHOT)) event.ts -= waitedBefore(page, event.ts)
  }
  return { wall: wall / 1000, processor: processor / 1000 }
}

/**
 * The screenshots' trace category. Lighthouse's simulated Speed Index is mostly the Speed Index it
 * observed (1.4 times the one the screenshots give, unthrottled, plus 0.4 times a simulated one), so when
 * the screen changes as the app starts, it follows the host's load: on one two-core machine a build that
 * scored 1.00 elsewhere observed 1.4-1.8 s and scored 0.99 on every page. A screenshot
 * taken after the main thread has waited W ms for a processor is moved W ms earlier: the same
 * correction as the tasks', applied to what the screen showed. A task's own work still delays
 * every screenshot after it.
 */
const SCREENSHOT = 'disabled-by-default-devtools.screenshot'

const total = (spans) => spans.reduce((sum, span) => sum + (span.end - span.start) * (1 - span.ratio), 0)

/** How long, by `ts`, the tasks in `spans` had waited for a processor (in proportion within a task). */
function waitedBefore(spans, ts) {
  let waited = 0
  for (const { start, end, ratio } of spans) {
    if (start >= ts) break
    waited += (Math.min(end, ts) - start) * (1 - ratio)
  }
  return waited
}

const LHCI = path.join('node_modules', '.bin', 'lhci')
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const PORT = process.env.PORT ?? '4190'
const REPORTS = '.lighthouseci'

function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, CHROME_PATH, PORT } })
  return result.status ?? 1
}

const seconds = (ms) => Math.round(ms / 100) / 10

/**
 * A Node process that runs Lighthouse's command line in itself, one command after another: the same
 * flags, Chrome launch and output as `node_modules/.bin/lighthouse`, without loading Lighthouse again for
 * each run. Loading it and resolving its configuration took 3-4 s of every run here (a gather took 20-23 s
 * in one process against 23-25 s each by the command). Lighthouse ends its process on a failed run
 * (process.exit in cli/run.js): that run's status is then the exit code, and the next run starts a new
 * process.
 */
class LighthouseProcess {
  child = null
  pending = null

  /** Runs `lighthouse <args>`; resolves to its exit status, 0 when it succeeded. */
  run(args) {
    if (this.pending) throw new Error('A Lighthouse process runs one command at a time')
    if (!this.child) {
      this.child = fork(fileURLToPath(import.meta.url), ['--lighthouse-process'], { stdio: 'inherit', env: { ...process.env, CHROME_PATH, PORT } })
      this.child.on('exit', (code) => {
        this.child = null
        this.settle(code || 1)
      })
      this.child.on('message', (message) => this.settle(message.status))
    }
    return new Promise((resolve) => {
      this.pending = resolve
      this.child.send({ args })
    })
  }

  settle(status) {
    const resolve = this.pending
    this.pending = null
    resolve?.(status)
  }

  stop() {
    this.child?.disconnect()
  }
}

/** In a LighthouseProcess: runs each command it is sent, as `lighthouse` would, and answers its status. */
async function serveLighthouse() {
  const { getFlags } = await import('lighthouse/cli/cli-flags.js')
  const { runLighthouse } = await import('lighthouse/cli/run.js')
  process.on('message', async ({ args }) => {
    const flags = getFlags(args)
    // As the command does with --quiet; no crash reports (and no question about them) from a test run.
    flags.logLevel = 'error'
    flags.enableErrorReporting = false
    // Ends this process with a non-zero code when the run fails.
    await runLighthouse(flags._[0], flags, undefined)
    process.send({ status: 0 })
  })
}

const gatherer = new LighthouseProcess()
const auditors = [new LighthouseProcess(), new LighthouseProcess()]

/** Starts the configuration's server; resolves, once it prints its ready line, to a function that stops it. */
function startServer(collect) {
  const child = spawn(collect.startServerCommand, {
    shell: true,
    detached: true,
    // No pause for a balancer on shutdown: nothing routes to this server.
    env: { ...process.env, PORT, SHUTDOWN_DELAY_MS: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const ready = new RegExp(collect.startServerReadyPattern ?? 'ready')
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The server did not print ${ready} in time`)), collect.startServerReadyTimeout ?? 60_000)
    let output = ''
    const onExit = (code) => {
      clearTimeout(timer)
      reject(new Error(`The server exited (${code}) before it was ready:\n${output}`))
    }
    child.on('exit', onExit)
    child.stdout.on('data', (chunk) => {
      output += chunk
      if (!ready.test(output)) return
      clearTimeout(timer)
      child.off('exit', onExit)
      child.stdout.resume()
      resolve(
        () =>
          new Promise((stopped) => {
            if (child.exitCode !== null || child.signalCode !== null) return stopped()
            child.on('exit', () => stopped())
            try {
              process.kill(-child.pid, 'SIGTERM')
            } catch {
              stopped()
            }
          }),
      )
    })
  })
}

/**
 * How many times a load is gathered again when Lighthouse itself fails to record it (a runtime error such
 * as NO_NAVSTART, 'Something went wrong with recording the trace', found by the gather or the audit):
 * such a run has no scores, so trying it again discards no result and biases nothing. A run that was
 * recorded is always kept, good or bad.
 */
const GATHER_ATTEMPTS = 3

/**
 * What each run leaves out, in both steps, because no score depends on it: the back/forward-cache check
 * (an audit of weight 0, whose gatherer navigates away and back) and the full-page screenshot (a picture
 * for the HTML report). Measured on this machine, the gather took 22-23 s with them and 18-19 s without.
 */
const UNSCORED = ['--skip-audits=bf-cache', '--disable-full-page-screenshot']

/**
 * The audits Lighthouse's performance score is made of (their weights add up to the whole score; every
 * other performance audit weighs 0), so a run of these alone scores performance as a whole run does.
 */
export const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index']

/**
 * A page's second and further runs: the metrics only. They skip the gatherers that walk the loaded page
 * for the other categories (its images, links, accessibility tree, styles), which took 10-15 s of the
 * 23-26 s of a whole run of / here, and the audits that read them.
 */
const METRICS_ONLY = [`--only-audits=${METRICS.join(',')}`]

/**
 * A configuration's assertions in two: those a metrics-only run can answer (the performance score and the
 * metrics), checked on every run of a page; the rest (accessibility, best practices, SEO, any other audit),
 * checked on its whole run.
 */
export function splitAssertions(assertions) {
  const everyRun = {}
  const wholeRun = {}
  for (const [key, value] of Object.entries(assertions ?? {})) {
    if (key === 'categories:performance' || METRICS.includes(key)) everyRun[key] = value
    else wholeRun[key] = value
  }
  return { everyRun, wholeRun }
}

/** Per report file: the main thread's wall and processor time, as step 2 found them. */
const mainThreadTime = new Map()

/**
 * Loads the page once with Lighthouse (step 1) into a new folder under `scratch`; the folder, or null when
 * it failed. `only` narrows the run (METRICS_ONLY); the audit is given the same.
 */
async function gather(url, chromeFlags, scratch, only) {
  const gathered = mkdtempSync(path.join(scratch, 'run-'))
  if ((await gatherer.run([url, `--chrome-flags=${chromeFlags}`, `-G=${gathered}`, ...UNSCORED, ...only, '--quiet'])) === 0) return gathered
  rmSync(gathered, { recursive: true, force: true })
  return null
}

/** One calibrated run of one page, its report written to `reportPath`; false when Lighthouse failed. */
async function measure(url, chromeFlags, scratch, reportPath, only, attempts = GATHER_ATTEMPTS) {
  for (let attempt = 1; attempt <= attempts; attempt++) {
    if (attempt > 1) console.error(`Lighthouse could not record ${url} (attempt ${attempt - 1} of ${attempts}); gathering it again`)
    const gathered = await gather(url, chromeFlags, scratch, only)
    if (gathered === null) continue
    try {
      if (await audit(gathered, reportPath, auditors[0], only)) return true
    } finally {
      rmSync(gathered, { recursive: true, force: true })
    }
  }
  return false
}

/**
 * Steps 2 and 3 for every gathered run, two at a time. An audit loads no page: it computes the report
 * from the recording, with the slowdown the recording's own benchmarkIndex asks for, so it gives the same
 * report whatever else the machine does, and it runs only once every page of the configuration has been
 * loaded on a machine that does nothing else. Resolves to the runs whose recording was unusable.
 */
async function auditAll(runs) {
  const unusable = []
  let next = 0
  const worker = async (auditor) => {
    while (next < runs.length) {
      const one = runs[next++]
      try {
        if (!(await audit(one.gathered, one.reportPath, auditor, one.only))) unusable.push(one)
      } finally {
        rmSync(one.gathered, { recursive: true, force: true })
      }
    }
  }
  await Promise.all(auditors.map(worker))
  return unusable
}

/**
 * Audits what was gathered, calibrated to the benchmarkIndex measured with it; false when Lighthouse found
 * the recording unusable (a runtime error such as NO_NAVSTART is reported by the audit, not the gather).
 */
async function audit(gathered, reportPath, auditor, only) {
  const artifactsPath = path.join(gathered, 'artifacts.json')
  const artifacts = JSON.parse(readFileSync(artifactsPath, 'utf8'))
  const fixed = process.env.LIGHTHOUSE_CPU_MULTIPLIER
  const multiplier = fixed ? Number(fixed) : slowdownFor(artifacts.BenchmarkIndex)
  if (!(multiplier > 0 && multiplier <= 20)) throw new Error('LIGHTHOUSE_CPU_MULTIPLIER must be a number above 0 and at most 20')
  // Lighthouse refuses to audit with settings other than those it gathered with. In simulated throttling the
  // multiplier is applied only when auditing (gathering loads the page unthrottled), so the gathered run
  // is recorded with the multiplier it is about to be audited with.
  artifacts.settings.throttling.cpuSlowdownMultiplier = multiplier
  writeFileSync(artifactsPath, JSON.stringify(artifacts))
  if (!process.env.LIGHTHOUSE_WALL_TIME) {
    const tracePath = path.join(gathered, 'defaultPass.trace.json')
    let trace
    try {
      trace = JSON.parse(readFileSync(tracePath, 'utf8'))
    } catch {
      // No usable trace: Lighthouse could not record the load; it is gathered again.
      return false
    }
    mainThreadTime.set(path.basename(reportPath), useProcessorTime(trace))
    writeFileSync(tracePath, JSON.stringify(trace))
  }
  const status = await auditor.run([
    `-A=${gathered}`,
    `--throttling.cpuSlowdownMultiplier=${multiplier}`,
    '--output=json',
    `--output-path=${reportPath}`,
    ...UNSCORED,
    ...only,
    '--quiet',
  ])
  if (status !== 0) return false
  // Lighthouse exits 0 with a report that has no scores when the trace was unusable.
  const report = JSON.parse(readFileSync(reportPath, 'utf8'))
  if (!report.runtimeError) return true
  rmSync(reportPath, { force: true })
  return false
}

/** Each run's page, scores, TBT and LCP, with the benchmarkIndex and multiplier it was calibrated with. */
function summarise(configPath) {
  console.log(`Lighthouse CI (${configPath}), run by run:`)
  const files = readdirSync(REPORTS).filter((name) => /^lhr-\d+\.json$/.test(name))
  for (const name of files.sort()) {
    const report = JSON.parse(readFileSync(path.join(REPORTS, name), 'utf8'))
    const score = (category) => report.categories?.[category]?.score
    const ms = (audit) => Math.round(report.audits?.[audit]?.numericValue ?? NaN)
    const time = mainThreadTime.get(name)
    const others = report.categories?.accessibility ? `accessibility ${score('accessibility')}` : 'metrics only'
    console.log(
      `  ${report.requestedUrl}: performance ${score('performance')}, ${others}, ` +
        `TBT ${ms('total-blocking-time')} ms, LCP ${ms('largest-contentful-paint')} ms, ` +
        `benchmarkIndex ${report.environment?.benchmarkIndex}, CPU slowdown ${report.configSettings?.throttling?.cpuSlowdownMultiplier}x` +
        (time ? `, main thread ${Math.round(time.wall)} ms wall / ${Math.round(time.processor)} ms processor` : ''),
    )
  }
}

async function main() {
  const configs = process.argv.slice(2).length ? process.argv.slice(2) : ['lighthouserc.json', 'lighthouserc.overlays.json', 'lighthouserc.dark.json']
  const scratch = mkdtempSync(path.join(tmpdir(), 'waypoint-lhci-'))
  let failed = false
  try {
    for (const configPath of configs) {
      const config = JSON.parse(readFileSync(configPath, 'utf8'))
      const collect = config.ci.collect
      const chromeFlags = collect.settings?.chromeFlags ?? ''
      // lhci assert and upload read the reports from .lighthouseci/lhr-<number>.json: the previous
      // configuration's go (what it uploaded, under its outputDir, stays).
      mkdirSync(REPORTS, { recursive: true })
      for (const name of readdirSync(REPORTS)) {
        if (/^lhr-\d+\.json$/.test(name)) rmSync(path.join(REPORTS, name), { force: true })
      }
      const stop = await startServer(collect)
      const started = performance.now()
      let index = Date.now()
      const metricsOnly = []
      try {
        // Every load first, one after another on an otherwise idle machine; then the audits.
        const runs = []
        for (const url of collect.url) {
          const target = url.replace(/:4190\b/, `:${PORT}`)
          const count = collect.runsPerUrl?.[url] ?? collect.numberOfRuns ?? 3
          for (let i = 0; i < count; i++) {
            const only = i === 0 ? [] : METRICS_ONLY
            let gathered = null
            for (let attempt = 1; gathered === null && attempt <= GATHER_ATTEMPTS; attempt++) gathered = await gather(target, chromeFlags, scratch, only)
            if (gathered === null) throw new Error(`Lighthouse could not measure ${target}`)
            const reportPath = path.join(REPORTS, `lhr-${index++}.json`)
            runs.push({ target, gathered, reportPath, only })
            if (only.length) metricsOnly.push(reportPath)
          }
        }
        const gathered = performance.now()
        const unusable = await auditAll(runs)
        console.log(`Lighthouse CI (${configPath}): ${runs.length} loads in ${seconds(gathered - started)} s, their audits in ${seconds(performance.now() - gathered)} s`)
        // A recording the audit found unusable is made again, with the attempts it has left.
        for (const { target, reportPath, only } of unusable) {
          if (!(await measure(target, chromeFlags, scratch, reportPath, only, GATHER_ATTEMPTS - 1))) throw new Error(`Lighthouse could not measure ${target}`)
        }
      } finally {
        await stop()
      }
      summarise(configPath)
      // lhci reads lhci's own keys only.
      const { runsPerUrl: _runsPerUrl, ...lhciCollect } = collect
      const { everyRun, wholeRun } = splitAssertions(config.ci.assert?.assertions)
      const lhciConfig = (name, assertions) => {
        const generated = path.join(scratch, `${name}-${path.basename(configPath)}`)
        writeFileSync(generated, JSON.stringify({ ...config, ci: { ...config.ci, collect: lhciCollect, assert: { ...config.ci.assert, assertions } } }))
        return `--config=${generated}`
      }
      // The performance floors over every run; then, with the metrics-only runs set aside, the rest over
      // each page's whole run.
      const assert = (name, assertions) => (Object.keys(assertions).length ? run(LHCI, ['assert', lhciConfig(name, assertions)]) : 0)
      const performanceAsserted = assert('every-run', everyRun)
      run(LHCI, ['upload', lhciConfig('every-run', everyRun)])
      for (const reportPath of metricsOnly) rmSync(reportPath, { force: true })
      const othersAsserted = assert('whole-run', wholeRun)
      if (performanceAsserted !== 0 || othersAsserted !== 0) {
        failed = true
        console.error(`Lighthouse CI (${configPath}) missed a floor, with the CPU slowdown calibrated to this machine run by run.`)
      }
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true })
    for (const lighthouse of [gatherer, ...auditors]) lighthouse.stop()
  }
  process.exit(failed ? 1 : 0)
}

if (import.meta.url === `file://${process.argv[1]}`) await (process.argv[2] === '--lighthouse-process' ? serveLighthouse() : main())
