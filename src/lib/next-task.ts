// Cutting the start-up into tasks, so the browser can paint and answer a tap in between.

interface YieldingScheduler {
  yield(): Promise<void>
}

/**
 * Resolves in a new task. Where the browser has `scheduler.yield()` (Chromium), the continuation runs
 * ahead of other queued tasks, so the cut costs no more than the browser's own pending work.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler
  if (typeof scheduler?.yield === 'function') return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve, 0))
}
