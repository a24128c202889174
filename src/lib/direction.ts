// Writing direction, and what it turns around: which way "next" scrolls, which side is the start.

export type Direction = 'ltr' | 'rtl'

/** +1 when content flows left to right, -1 when it flows right to left (for scroll and swipe arithmetic). */
export function inlineSign(dir: Direction): 1 | -1 {
  return dir === 'rtl' ? -1 : 1
}

/**
 * The characters that change the direction text is shown in without being seen: embeddings and overrides
 * (U+202A–U+202E), isolates (U+2066–U+2069) and the marks (U+200E, U+200F, U+061C).
 */
const DIRECTION_CONTROLS = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/

export function hasDirectionControl(value: string): boolean {
  return DIRECTION_CONTROLS.test(value)
}

/** The text without any of those characters (for a search, where they mean nothing). */
export function withoutDirectionControls(value: string): string {
  return value.replace(new RegExp(DIRECTION_CONTROLS.source, 'g'), '')
}

/**
 * Text without the isolation marks (U+2066–U+2069) a right-to-left message puts around a placeholder: for
 * where the text leaves our screens (a calendar, a form field's value), which need no such marks.
 */
export function withoutIsolates(text: string): string {
  return text.replace(/[\u2066-\u2069]/g, '')
}
