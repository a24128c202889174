import { useEffect, useState } from 'react'

/**
 * False until `start` resolves, then true for good; true at once when there is nothing to wait for
 * (`start` undefined). For work that waits on a moment of the page's life (whenStartSettled, say).
 */
export function useAfter(start: (() => Promise<void>) | undefined): boolean {
  const [done, setDone] = useState(start === undefined)
  useEffect(() => {
    if (done || !start) return
    let live = true
    void start().then(() => live && setDone(true))
    return () => {
      live = false
    }
  }, [done, start])
  return done
}
