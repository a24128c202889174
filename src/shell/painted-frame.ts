// The overlay frame the server paints into the first HTML of an overlay's address (src/content/overlay-frames.ts):
// the overlay takes its place when it mounts (Overlay.tsx); after the first render, when no overlay took
// over, the app drops it (App.tsx). Tiny on purpose: the app's start path imports it.
import { OVERLAY_FRAME_ATTRIBUTE } from '@/content/overlay-frames'

/** The frame the server painted for this address before the app started, if it is still there. */
export function paintedFrame(): Element | null {
  return document.querySelector(`[${OVERLAY_FRAME_ATTRIBUTE}]`)
}

/** Removes the painted frame (after the first render, one no overlay took over). */
export function dropPaintedFrame(): void {
  paintedFrame()?.remove()
}
