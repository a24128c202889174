import { startTransition, useEffect, useState } from 'react'

/**
 * Starts a clock that reads Date.now() at once (on mount, and again each time `active` turns true),
 * then on every boundary of `every` ms (each second, each minute), so displays change together
 * with the real clock. Returns the stop function.
 */
function startClock(every: number, onTick: (now: number) => void): () => void {
  let timer = 0
  const tick = () => {
    const now = Date.now()
    onTick(now)
    // A few ms past the boundary, so the reading lands in the new second or minute.
    timer = window.setTimeout(tick, every - (now % every) + 5)
  }
  timer = window.setTimeout(tick, 0)
  return () => window.clearTimeout(timer)
}

/** The current instant, kept up to date every `every` ms while `active`. */
export function useNow(every: number, active = true): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => (active ? startClock(every, setNow) : undefined), [every, active])
  return now
}

/**
 * Like useNow, but null until the first reading, so a list can show '--:--' before it is computed. Each
 * reading is a transition: a long list is recomputed in slices that never hold up a tap.
 */
export function useFirstReadingNow(every: number, active = true): number | null {
  const [now, setNow] = useState<number | null>(null)
  useEffect(
    () => (active ? startClock(every, (reading) => startTransition(() => setNow(reading))) : undefined),
    [every, active],
  )
  return now
}
