// A row that scrolls along the line: its position counted from where the line starts (0 … end), whatever
// the direction. Chromium's scrollLeft is 0 at the start and grows toward the end left to right, but
// falls below 0 toward the end right to left.
import { inlineSign, type Direction } from '@/lib/direction'

/** How far a row is from its start, from its scrollLeft. */
export function inlinePosition(scrollLeft: number, dir: Direction): number {
  const position = scrollLeft * inlineSign(dir)
  return position === 0 ? 0 : position
}

/**
 * The scrollLeft that puts a row `position` from its start (never -0): the same flip the other way, as
 * the sign is ±1.
 */
export const scrollLeftFor: (position: number, dir: Direction) => number = inlinePosition
