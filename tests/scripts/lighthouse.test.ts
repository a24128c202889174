import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import lighthouseConfig from 'lighthouse/core/config/default-config.js'
// @ts-expect-error: plain JavaScript script without type declarations
import { METRICS, slowdownFor, splitAssertions, TARGET_INDEX, useProcessorTime } from '../../scripts/lighthouse.mjs'

const slowdown = slowdownFor as (benchmarkIndex: number) => number

interface TraceEvent {
  name: string
  ph: string
  cat?: string
  pid: number
  tid: number
  ts: number
  dur?: number
  tdur?: number
  args?: { name?: string }
}
const toProcessorTime = useProcessorTime as (trace: { traceEvents: TraceEvent[] }) => { wall: number; processor: number }

/** A trace with a renderer main thread (1:1) and a compositor thread (1:2) holding the given events. */
function trace(events: Omit<TraceEvent, 'pid'>[]) {
  return {
    traceEvents: [
      { name: 'thread_name', ph: 'M', pid: 1, tid: 1, ts: 0, args: { name: 'CrRendererMain' } },
      { name: 'thread_name', ph: 'M', pid: 1, tid: 2, ts: 0, args: { name: 'Compositor' } },
      ...events.map((event) => ({ pid: 1, ...event })),
    ],
  }
}

describe('Lighthouse CPU slowdown calibrated to the machine (scripts/lighthouse.mjs)', () => {
  it("keeps Lighthouse's default 4x on the desktop it was designed for", () => {
    expect(slowdown(1750)).toBe(4)
    expect(slowdown(2600)).toBe(4)
  })

  it('slows a slower host down less, in proportion, so the emulated phone stays the same', () => {
    expect(slowdown(990)).toBeCloseTo(990 / (TARGET_INDEX as number), 2)
    expect(slowdown(875)).toBe(2)
    expect(slowdown(437.5)).toBe(1)
  })

  it('scales the CPU time of a host slower than that phone down, within reason', () => {
    expect(slowdown(218.75)).toBe(0.5)
    expect(slowdown(50)).toBe(0.25)
  })

  it('falls back to the default when the index is missing or broken', () => {
    expect(slowdown(Number.NaN)).toBe(4)
    expect(slowdown(0)).toBe(4)
  })
})

describe("the main thread's tasks at the processor time they used (scripts/lighthouse.mjs)", () => {
  it('shortens a task that waited for the processor to its thread time, and what ran inside it in proportion', () => {
    // 60 ms on the wall clock, 20 ms on the processor: the thread ran a third of the time.
    const recorded = trace([
      { name: 'RunTask', ph: 'X', tid: 1, ts: 1_000_000, dur: 60_000, tdur: 20_000 },
      { name: 'FunctionCall', ph: 'X', tid: 1, ts: 1_030_000, dur: 30_000, tdur: 10_000 },
      { name: 'ResourceSendRequest', ph: 'I', tid: 1, ts: 1_045_000 },
      { name: 'largestContentfulPaint::Candidate', ph: 'R', tid: 1, ts: 1_050_000 },
      { name: 'RunTask', ph: 'X', tid: 1, ts: 1_100_000, dur: 10_000, tdur: 10_000 },
    ])
    const time = toProcessorTime(recorded)
    const [, , task, call, request, paint, next] = recorded.traceEvents
    expect(task).toMatchObject({ ts: 1_000_000, dur: 20_000 })
    expect(call?.ts).toBeCloseTo(1_010_000)
    expect(call?.dur).toBeCloseTo(10_000)
    expect(request?.ts).toBeCloseTo(1_015_000)
    // A paint happened when it happened; a task that used all its time keeps it.
    expect(paint?.ts).toBe(1_050_000)
    expect(next).toMatchObject({ ts: 1_100_000, dur: 10_000 })
    expect(time).toEqual({ wall: 70, processor: 30 })
  })

  it('keeps a task that computed all along: its cost is the same on any host', () => {
    const recorded = trace([{ name: 'RunTask', ph: 'X', tid: 1, ts: 0, dur: 300_000, tdur: 300_000 }])
    expect(toProcessorTime(recorded)).toEqual({ wall: 300, processor: 300 })
    expect(recorded.traceEvents[2]?.dur).toBe(300_000)
  })

  it('leaves tasks without a thread time, and threads other than the main thread, as recorded', () => {
    const recorded = trace([
      { name: 'RunTask', ph: 'X', tid: 1, ts: 0, dur: 80_000 },
      { name: 'RunTask', ph: 'X', tid: 2, ts: 0, dur: 80_000, tdur: 1_000 },
    ])
    toProcessorTime(recorded)
    expect(recorded.traceEvents.slice(2).map((event) => event.dur)).toEqual([80_000, 80_000])
  })

  it("moves each screenshot earlier by the time the page's main thread had waited before it", () => {
    const screenshot = (ts: number) => ({ name: 'Screenshot', ph: 'O', cat: 'disabled-by-default-devtools.screenshot', tid: 3, ts })
    const recorded = trace([
      screenshot(500_000),
      // Waited 40 ms of its 60.
      { name: 'RunTask', ph: 'X', tid: 1, ts: 1_000_000, dur: 60_000, tdur: 20_000 },
      screenshot(1_030_000),
      // Computed all along: 300 ms of work delays what follows on any host.
      { name: 'RunTask', ph: 'X', tid: 1, ts: 1_100_000, dur: 300_000, tdur: 300_000 },
      // Waited 90 ms of its 100.
      { name: 'RunTask', ph: 'X', tid: 1, ts: 1_500_000, dur: 100_000, tdur: 10_000 },
      screenshot(1_700_000),
      // Another main thread (a frame's), which waited less: the page's own thread is the one that counts.
      { name: 'thread_name', ph: 'M', tid: 4, ts: 0, args: { name: 'CrRendererMain' } },
      { name: 'RunTask', ph: 'X', tid: 4, ts: 1_000_000, dur: 50_000, tdur: 40_000 },
    ])
    toProcessorTime(recorded)
    const shots = recorded.traceEvents.filter((event) => event.name === 'Screenshot').map((event) => event.ts)
    // Before any wait; 30 ms into the first task, two thirds of them waiting; after 40 + 90 ms of waiting.
    expect(shots[0]).toBe(500_000)
    expect(shots[1]).toBeCloseTo(1_010_000)
    expect(shots[2]).toBeCloseTo(1_570_000)
  })
})

describe('a page measured more than once (scripts/lighthouse.mjs)', () => {
  const split = splitAssertions as (assertions: Record<string, unknown>) => { everyRun: Record<string, unknown>; wholeRun: Record<string, unknown> }
  const config = (name: string) => JSON.parse(readFileSync(name, 'utf8')) as { ci: { assert: { assertions: Record<string, unknown> } } }

  it('checks performance and its metrics on every run, and the other categories on the whole run', () => {
    const floor = ['error', { minScore: 1, aggregationMethod: 'median' }]
    const { everyRun, wholeRun } = split({
      'categories:performance': floor,
      'categories:accessibility': floor,
      'categories:seo': floor,
      'largest-contentful-paint': ['error', { maxNumericValue: 1500 }],
      'total-blocking-time': ['error', { maxNumericValue: 150 }],
      'uses-long-cache-ttl': 'warn',
    })
    expect(Object.keys(everyRun)).toEqual(['categories:performance', 'largest-contentful-paint', 'total-blocking-time'])
    expect(Object.keys(wholeRun)).toEqual(['categories:accessibility', 'categories:seo', 'uses-long-cache-ttl'])
  })

  it("runs, after the first, the five audits the performance score is made of, as Lighthouse weighs them", () => {
    const weighted = (lighthouseConfig.categories?.performance?.auditRefs ?? []).filter((ref) => ref.weight > 0).map((ref) => ref.id)
    expect([...(METRICS as string[])].sort()).toEqual(weighted.sort())
  })

  it("loses none of the project's floors", () => {
    for (const name of ['lighthouserc.json', 'lighthouserc.overlays.json', 'lighthouserc.dark.json']) {
      const { assertions } = config(name).ci.assert
      const { everyRun, wholeRun } = split(assertions)
      expect({ ...everyRun, ...wholeRun }).toEqual(assertions)
      expect(Object.keys(everyRun)).toContain('categories:performance')
      expect(Object.keys(wholeRun)).toEqual(expect.arrayContaining(['categories:accessibility', 'categories:best-practices', 'categories:seo']))
    }
  })
})
