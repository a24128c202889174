// A fourth city refused: the tray says why, beside the cities to take out. (A toast said it before; on a
// phone it rose over the tray at the foot of the screen and hid the very buttons it pointed to.)
import { useSyncExternalStore } from 'react'

/** Long enough to read the reason and act on it. */
export const FULL_MESSAGE_MS = 7000

let refusals = 0
const listeners = new Set<() => void>()

/** A fourth city was refused. */
export function refuseFourth(): void {
  refusals += 1
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** How many times a fourth city has been refused on this page: each one shows the message again. */
export function useRefusals(): number {
  return useSyncExternalStore(subscribe, () => refusals, () => 0)
}
