// Writing direction, and what it turns around: which way "next" scrolls, which side is the start.

export type Direction = 'ltr' | 'rtl'

/** +1 when content flows left to right, -1 when it flows right to left (for scroll and swipe arithmetic). */
export function inlineSign(dir: Direction): 1 | -1 {
  return dir === 'rtl' ? -1 : 1
}
