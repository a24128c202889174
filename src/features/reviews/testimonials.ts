// The testimonials band's motion (docs/behaviour.md, "Reviews") as plain arithmetic over a card index: the band
// shows the card at `index` first and scrolls to index × CARD_STEP_PX.

export const AUTO_ADVANCE_MS = 3000
export const CARD_STEP_PX = 320

/** Auto-advance: one card on, wrapping around using the number of reviews minus 2 (0 … reviews − 3). */
export function nextAutoIndex(index: number, count: number): number {
  const wrap = Math.max(1, count - 2)
  return (((index + 1) % wrap) + wrap) % wrap
}

/** The last index the manual buttons reach: the number of reviews minus 3, never below 0. */
export function maxManualIndex(count: number): number {
  return Math.max(0, count - 3)
}

/** A manual button: one card left or right, clamped between 0 and the number of reviews minus 3. */
export function manualIndex(index: number, direction: 'left' | 'right', count: number): number {
  const target = direction === 'left' ? index - 1 : index + 1
  return Math.min(maxManualIndex(count), Math.max(0, target))
}

/** The index a scroll position stands for (after a swipe), within the range the buttons use. */
export function indexAt(scrollLeft: number, count: number): number {
  if (!Number.isFinite(scrollLeft)) return 0
  return Math.min(maxManualIndex(count), Math.max(0, Math.round(scrollLeft / CARD_STEP_PX)))
}
