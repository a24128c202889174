import { useCallback, useState } from 'react'
import { retryFailedParts } from './lazy-part'

/**
 * What a control that opens a part in its own chunk keeps, for `<OpenedPart>`: whether the part was ever
 * wanted (its code loads on the first press, not before), and which attempt it is. A press after the part's
 * code failed to come (offline on a first visit) tries it again with a new attempt, the `key` that mounts
 * a fresh `OpenedPart`.
 */
export function useOpenedPart(): { wanted: boolean; attempt: number; want: () => void } {
  const [wanted, setWanted] = useState(false)
  const [attempt, setAttempt] = useState(0)
  const want = useCallback(() => {
    if (retryFailedParts()) setAttempt((n) => n + 1)
    setWanted(true)
  }, [])
  return { wanted, attempt, want }
}
