import { startTransition, useEffect, useState } from 'react'
import { nextTask } from '@/lib/start'

/**
 * How many of a list's `total` items to render: `first` at once, then `step` more in each following task
 * (each a commit of its own) until all are there, so a long list never mounts in one long task. For rows
 * whose later items start off screen (a horizontal carousel), so nothing in view moves as they arrive.
 */
export function useGrowingCount(total: number, first: number, step: number): number {
  const [count, setCount] = useState(first)
  const shown = Math.min(count, total)
  useEffect(() => {
    if (shown >= total) return
    let live = true
    void nextTask().then(() => {
      if (live) startTransition(() => setCount((previous) => previous + step))
    })
    return () => {
      live = false
    }
  }, [shown, total, step])
  return shown
}
