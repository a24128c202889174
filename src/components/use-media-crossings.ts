import { useEffect, useState } from 'react'

/**
 * How many times `query` has changed between matching and not since mount. Counted in the media list's
 * own `change` events, so a quick there-and-back (a window dragged across a breakpoint and back before
 * React renders) still counts twice, where the query's rendered value would have seen no change at all.
 */
export function useMediaCrossings(query: string): number {
  const [crossings, setCrossings] = useState(0)
  useEffect(() => {
    const list = window.matchMedia(query)
    const onChange = () => setCrossings((count) => count + 1)
    list.addEventListener('change', onChange)
    return () => list.removeEventListener('change', onChange)
  }, [query])
  return crossings
}
